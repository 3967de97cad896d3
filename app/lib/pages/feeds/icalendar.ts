import { dateToBerlinLocal } from "../../i18n/berlin-time";

/*
 * iCalendar (RFC 5545) for the events, written by hand (decision 0060): times as Berlin wall-clock
 * time with the zone's definition beside them, text escaped, lines folded at 75 octets.
 */

/** Europe/Berlin since 1996: summer time from the last Sunday of March to the last Sunday of October. */
const BERLIN_ZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "X-LIC-LOCATION:Europe/Berlin",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * One content line folded into lines of at most 75 octets, each continuation starting with a space
 * (RFC 5545 3.1); a character is never split across two lines.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation's leading space counts, so 74 after it.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 'YYYY-MM-DDTHH:mm' → 'YYYYMMDDTHHmm00'. */
const compact = (local: string) => `${local.replace(/[-:]/g, "")}00`;

/** An instant in UTC, as DTSTAMP wants it. */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The day after a 'YYYYMMDD' (an all-day event's end is exclusive). */
function nextDay(day: string): string {
  const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + 1));
  return next.toISOString().slice(0, 10).replace(/-/g, "");
}

export type CalendarEvent = {
  /** Stable across renames and languages of the same language's calendar: the record's number and the site. */
  uid: string;
  startsAt: Date;
  endsAt: Date | null;
  /** When the record last changed (DTSTAMP). */
  changedAt: Date;
  title: string;
  description: string;
  location: string;
  url: string;
};

/** The start and end lines: a start at midnight is a whole day (as the pages write it, decision 0052). */
function timeLines(event: CalendarEvent): string[] {
  const start = dateToBerlinLocal(event.startsAt);
  const end = event.endsAt && event.endsAt.getTime() >= event.startsAt.getTime() ? dateToBerlinLocal(event.endsAt) : "";
  if (start.endsWith("T00:00") && (!end || end.endsWith("T00:00"))) {
    const first = compact(start).slice(0, 8);
    const last = end ? compact(end).slice(0, 8) : first;
    return [`DTSTART;VALUE=DATE:${first}`, `DTEND;VALUE=DATE:${nextDay(last)}`];
  }
  return [`DTSTART;TZID=Europe/Berlin:${compact(start)}`, ...(end ? [`DTEND;TZID=Europe/Berlin:${compact(end)}`] : [])];
}

/** A whole calendar (one event's file or the subscribable list): CRLF line ends, folded lines. */
export function icsCalendar({ name, host, events }: { name: string; host: string; events: CalendarEvent[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(host)}//Events//DE`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(name)}`,
    "X-WR-TIMEZONE:Europe/Berlin",
    ...BERLIN_ZONE,
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${utcStamp(event.changedAt)}`,
      ...timeLines(event),
      `SUMMARY:${icsText(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
      `URL:${event.url}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
