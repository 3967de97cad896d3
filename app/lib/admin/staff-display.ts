import type { AdminLang } from "./i18n";

/**
 * Dates, times and role names as the back office shows them, in the screen's language: German
 * "26.11.2026, 14:05", English "26 Nov 2026, 14:05", always Berlin time (the site's clock), so a
 * screen rendered on the server and hydrated in any browser reads the same.
 */
const ZONE = "Europe/Berlin";

const formats = {
  de: {
    date: new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: ZONE }),
    time: new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: ZONE }),
  },
  en: {
    date: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: ZONE }),
    time: new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: ZONE }),
  },
} as const;

type When = Date | number | string | null | undefined;

function toDate(value: When): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "26.11.2026" / "26 Nov 2026"; empty for no or an unreadable date. */
export function staffDate(lang: AdminLang, value: When): string {
  const date = toDate(value);
  return date ? formats[lang].date.format(date) : "";
}

/** "26.11.2026, 14:05" / "26 Nov 2026, 14:05"; empty for no or an unreadable date. */
export function staffDateTime(lang: AdminLang, value: When): string {
  const date = toDate(value);
  return date ? `${formats[lang].date.format(date)}, ${formats[lang].time.format(date)}` : "";
}

/** Day and month without the year, in Berlin: "26.11." / "26 Nov". */
const dayMonth = {
  de: { format: (date: Date) => formats.de.date.format(date).slice(0, 6) },
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: ZONE }),
} as const;

/** A calendar day ('YYYY-MM-DD', already Berlin's): "26.11.2026" / "26 Nov 2026", short "26.11." / "26 Nov". */
export function staffDay(lang: AdminLang, day: string, form: "long" | "short" = "long"): string {
  // Noon UTC is the same calendar day in Berlin, whatever the season.
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return form === "short" ? dayMonth[lang].format(date) : formats[lang].date.format(date);
}

/** An hour of a day, without the year: "26.11. 14:00" / "26 Nov 14:00". */
export function staffHour(lang: AdminLang, at: number): string {
  const date = new Date(at);
  return `${dayMonth[lang].format(date)} ${formats[lang].time.format(date)}`;
}

const ROLE_NAMES = {
  de: { admin: "Administrator", moderator: "Moderator", user: "Benutzer" },
  en: { admin: "Administrator", moderator: "Moderator", user: "User" },
} as const;

/**
 * A role's name. Kept apart from the dictionary: "Benutzer" there is the users screen ("Users"),
 * a role is one person ("User"), and one German text may have only one English form.
 */
export function roleName(lang: AdminLang, role: string | null | undefined): string {
  if (role === "admin" || role === "moderator" || role === "user") return ROLE_NAMES[lang][role];
  return role ?? "";
}

const LOCALES = { de: "de-DE", en: "en-GB" } as const;

/**
 * "1.234" / "1,234": a count with the screen language's thousands separator; with `fractionDigits`,
 * exactly that many decimals ("1,5" / "1.5").
 */
export function staffNumber(lang: AdminLang, value: number, fractionDigits?: number): string {
  const digits =
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return value.toLocaleString(LOCALES[lang], digits);
}

/** "14:05": the time of day in Berlin, the same in both languages. */
export function staffTime(lang: AdminLang, value: When): string {
  const date = toDate(value);
  return date ? formats[lang].time.format(date) : "";
}

/** "heute", "gestern", "vor 3 Tagen" / "today", "yesterday", "3 days ago". */
export function staffDaysAgo(lang: AdminLang, days: number): string {
  return new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "auto" }).format(-days, "day");
}
