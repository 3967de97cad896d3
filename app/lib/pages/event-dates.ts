import { berlinDay, berlinLocalToDate } from "../i18n/berlin-time";
import type { Lang } from "../i18n/languages";

/*
 * The dates of an event or a congress as visitors read them. Staff enter a start and an end (Berlin
 * time); the text on the page is made from them in each language, unless staff typed their own text
 * (the override, `date_text`). An event is past once its last day has ended in Berlin.
 */

type Moment = Date | string | number | null | undefined;
type Dated = { starts_at?: Moment; ends_at?: Moment };

const ZONE = "Europe/Berlin";
const LOCALES = { de: "de-DE", en: "en-GB" } as const;

function instant(value: Moment): number | null {
  if (value === null || value === undefined || value === "") return null;
  const at = new Date(value).getTime();
  return Number.isFinite(at) ? at : null;
}

type Parts = { day: number; month: string; year: number; time: string };

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** Day, month name, year and the clock time of an instant in Berlin, in the language's words. */
function partsOf(at: number, lang: Lang): Parts {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: ZONE,
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(lang, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: Number(p.day), month: p.month ?? "", year: Number(p.year), time: `${p.hour}:${p.minute}` };
}

/** "13. Juni 2027" / "13 June 2027". */
function dayText(p: Parts, lang: Lang, withYear = true): string {
  const year = withYear ? ` ${p.year}` : "";
  return lang === "de" ? `${p.day}. ${p.month}${year}` : `${p.day} ${p.month}${year}`;
}

/** "10:00 Uhr" / "10:00"; "10:00–18:00 Uhr" / "10:00–18:00" with an end. */
function timeText(start: string, end: string | null, lang: Lang): string {
  const span = end && end !== start ? `${start}–${end}` : start;
  return lang === "de" ? `${span} Uhr` : span;
}

/**
 * The date text made from a start and an end: one day with its time ("13. Juni 2027, 10:00 Uhr",
 * "13 June 2027, 10:00–18:00"), several days without ("13.–15. Juni 2027", "13–15 June 2027",
 * "30. Juni – 2. Juli 2027"). A start at midnight is a whole day and shows no time. '' without a start.
 */
export function formatEventDates(startsAt: Moment, endsAt: Moment, lang: Lang): string {
  const startAt = instant(startsAt);
  if (startAt === null) return "";
  const endAt = instant(endsAt);
  const start = partsOf(startAt, lang);
  const end = endAt !== null && endAt > startAt ? partsOf(endAt, lang) : null;
  const sameDay = !end || (end.day === start.day && end.month === start.month && end.year === start.year);
  if (sameDay) {
    if (start.time === "00:00") return dayText(start, lang);
    return `${dayText(start, lang)}, ${timeText(start.time, end?.time ?? null, lang)}`;
  }
  if (start.year !== end.year) return `${dayText(start, lang)} – ${dayText(end, lang)}`;
  if (start.month !== end.month) return `${dayText(start, lang, false)} – ${dayText(end, lang)}`;
  return lang === "de" ? `${start.day}.–${dayText(end, lang)}` : `${start.day}–${dayText(end, lang)}`;
}

/**
 * The date text a page shows: the override staff typed (already in the page's language, see
 * localizeRow), else the text made from start and end.
 */
export function eventDateText(row: Dated & { date_text?: string | null }, lang: Lang): string {
  return row.date_text?.trim() || formatEventDates(row.starts_at, row.ends_at, lang);
}

/**
 * The first moment of today in Berlin: an event whose last moment (end, else start) lies before it
 * has had its last day. The queries compare with it, so "past" is decided in one place.
 */
export function startOfBerlinDay(now: Date | number): Date {
  return berlinLocalToDate(`${berlinDay(now)}T00:00`)!;
}

/** Whether the last day of a dated event or congress has ended (Berlin time); an undated one never has. */
export function isPast(row: Dated, now: Date | number): boolean {
  const last = instant(row.ends_at) ?? instant(row.starts_at);
  return last !== null && last < startOfBerlinDay(now).getTime();
}
