/*
 * Time as the brand reads it: wall-clock time in Europe/Berlin. The back office types times that way
 * (an <input type="datetime-local"> sends 'YYYY-MM-DDTHH:mm' with no zone), which the first functions
 * turn into an instant and back across both DST changes; the short links' rollups and charts count
 * Berlin calendar days and hours.
 */
const ZONE = "Europe/Berlin";
/** Two digits, as dates and times are written. */
const two = (n: number) => String(n).padStart(2, "0");

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function wallClock(at: number): { y: number; mo: number; d: number; h: number; mi: number } {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute) };
}

/** Minutes Berlin is ahead of UTC at this instant (60 or 120). */
function offsetMinutes(at: number): number {
  const w = wallClock(at);
  return Math.round((Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi) - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/**
 * 'YYYY-MM-DDTHH:mm' in Berlin → the instant, or null when it is not such a value or not a real
 * date. A time skipped by the spring change is read with the winter offset (an hour later on the clock).
 */
export function berlinLocalToDate(value: string): Date | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || y < 2000 || y > 9999) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  // Guess with the offset at the UTC reading, then correct once with the offset at the guess.
  let at = asUtc - offsetMinutes(asUtc) * 60_000;
  at = asUtc - offsetMinutes(at) * 60_000;
  return new Date(at);
}

/** An instant → 'YYYY-MM-DDTHH:mm' in Berlin (what a datetime-local input shows); '' for nothing. */
export function dateToBerlinLocal(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const at = new Date(value).getTime();
  if (!Number.isFinite(at)) return "";
  const w = wallClock(at);
  return `${w.y}-${two(w.mo)}-${two(w.d)}T${two(w.h)}:${two(w.mi)}`;
}

/**
 * An instant as ISO 8601 with the offset Berlin had then ('2026-06-13T10:00:00+02:00'); null for
 * nothing or an invalid value. Search engines read an event's start as local time plus zone, and a
 * bare UTC 'Z' would make the page say one thing and the data another.
 */
export function dateToBerlinIso(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const at = new Date(value).getTime();
  if (!Number.isFinite(at)) return null;
  const w = wallClock(at);
  const offset = offsetMinutes(at);
  const seconds = Math.floor(at / 1000) - Math.floor(at / 60_000) * 60;
  const sign = offset < 0 ? "-" : "+";
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${w.y}-${two(w.mo)}-${two(w.d)}T${two(w.h)}:${two(w.mi)}:${two(seconds)}${zone}`;
}

/** The last UTC hour asked for and its answer: every click of an hour has the same Berlin day and hour. */
let lastHour: { utcHour: number; value: { day: string; hour: number } } | null = null;

/**
 * The calendar day ('YYYY-MM-DD') and hour (0-23) of a moment in Berlin. Berlin's offset is a whole
 * number of hours, so the answer is the same for a whole UTC hour: it is worked out once per hour, not
 * for each short-link click (formatting a date in a time zone is the dearest step of a click).
 */
export function berlinDayHour(at: number | Date): { day: string; hour: number } {
  const utcHour = Math.floor(Number(at) / 3_600_000);
  if (lastHour?.utcHour === utcHour) return lastHour.value;
  const w = wallClock(Number(at));
  const value = { day: `${w.y}-${two(w.mo)}-${two(w.d)}`, hour: w.h };
  lastHour = { utcHour, value };
  return value;
}

/** The calendar day ('YYYY-MM-DD') of a moment in Berlin. */
export function berlinDay(at: number | Date): string {
  return berlinDayHour(at).day;
}

/** `count` calendar days ending with `lastDay` ('YYYY-MM-DD'), oldest first; calendar arithmetic, so DST never skips a day. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  const [y, m, d] = lastDay.split("-").map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(y, m - 1, d - (count - 1 - index))).toISOString().slice(0, 10),
  );
}
