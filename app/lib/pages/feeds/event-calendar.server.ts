import { and, isNotNull } from "drizzle-orm";
import { events, type SiteEvent } from "~db/schema";
import type { Db } from "../../db.server";
import { datedCondition, localizeEvent, soonestFirst } from "../events.server";
import type { Lang } from "../../i18n/languages";
import { richTextPlain } from "../../text/rich-text";
import type { Shell } from "../shell";
import { CONTACT_FALLBACKS } from "../site-defaults";
import { icsCalendar, type CalendarEvent } from "./icalendar";

/*
 * The events as calendars (issue 38, decision 0060): one coming event's file ("Zum Kalender
 * hinzufügen" on its page) and every coming event in one calendar to subscribe to, per language.
 */

/** More than a brand holds coming at once; keeps one answer's size bounded. */
const CALENDAR_EVENTS = 200;

/** The coming events with a start, soonest first (an undated one has no place in a calendar). */
export function comingEventsQuery(db: Db, now: Date) {
  return db
    .select()
    .from(events)
    .where(and(isNotNull(events.starts_at), datedCondition(events, now, "current")))
    .orderBy(...soonestFirst(events))
    .limit(CALENDAR_EVENTS);
}

/** Whether an event belongs in a calendar: it has a start and its last day has not ended. */
export function isCalendarEvent(event: SiteEvent, now: Date): boolean {
  return event.starts_at instanceof Date && !localizeEvent(event, "de", now).past;
}

function calendarEvent(event: SiteEvent, lang: Lang, origin: string, now: Date): CalendarEvent | null {
  if (!(event.starts_at instanceof Date)) return null;
  const local = localizeEvent(event, lang, now);
  if (!local.path) return null;
  const place = [event.place_name, event.place_address].filter((part) => part?.trim()).join(", ");
  return {
    uid: `event-${event.id}@${new URL(origin).host}`,
    startsAt: event.starts_at,
    endsAt: event.ends_at,
    changedAt: event.updated_at ?? event.created_at ?? now,
    title: local.title,
    description: [local.subtitle, richTextPlain(local.description)].filter(Boolean).join("\n\n"),
    location: place || local.location,
    url: origin + local.path,
  };
}

/** The calendar of these events in a language. */
export function eventsIcs({
  rows,
  lang,
  origin,
  shell,
  now,
}: {
  rows: SiteEvent[];
  lang: Lang;
  origin: string;
  shell: Shell;
  now: Date;
}): string {
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  return icsCalendar({
    name: `${company} – ${lang === "en" ? "Events" : "Veranstaltungen"}`,
    host: new URL(origin).host,
    events: rows.flatMap((row) => calendarEvent(row, lang, origin, now) ?? []),
  });
}
