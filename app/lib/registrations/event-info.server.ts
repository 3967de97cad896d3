import { eq } from "drizzle-orm";
import { congressEvents, events } from "~db/schema";
import type { Db } from "../db.server";
import { localizeRow, type Lang } from "../i18n/languages";
import { localPath } from "../i18n/lang-path";
import { congress } from "../admin/types/congress";
import { localizeEvent } from "../pages/events.server";
import { eventDateText, isPast } from "../pages/event-dates";
import { translatedFields } from "../pages/public-record";
import type { CalendarEvent } from "../pages/feeds/icalendar";
import { questionsOf, type Question, type RegistrationSettings } from "./questions";
import type { RegistrationTarget } from "./seats.server";

/** What a registration's page, form and mails say about the record it is for, in one language. */
export type RegistrationEvent = {
  target: RegistrationTarget;
  id: number;
  title: string;
  dateText: string;
  location: string;
  /** The page the record is shown on, in the language. */
  path: string;
  past: boolean;
  settings: RegistrationSettings;
  questions: Question[];
  consent: string | null;
  /** For the calendar file (null without a start). */
  calendar: Omit<CalendarEvent, "url" | "uid"> | null;
};

/** The event or congress date, when it exists (in either mode; the caller checks the mode). */
export async function registrationEvent(
  db: Db,
  target: RegistrationTarget,
  id: number,
  lang: Lang,
  now = new Date(),
): Promise<RegistrationEvent | null> {
  if (target === "events") {
    const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
    if (!row) return null;
    const local = localizeEvent(row, lang, now);
    const place = [row.place_name, row.place_address].filter((part) => part?.trim()).join(", ");
    return shape(target, row, local, { path: local.path ?? localPath(lang, "/events"), place, lang, now });
  }
  const [row] = await db.select().from(congressEvents).where(eq(congressEvents.id, id)).limit(1);
  if (!row) return null;
  const local = localizeRow(row, translatedFields(congress, row), lang);
  return shape(target, row, local, { path: localPath(lang, "/kongress"), place: "", lang, now });
}

type Row = RegistrationSettings & { id: number; ends_at: Date | null; updated_at: Date | null; created_at: Date };
type Local = { title: string; subtitle: string; location: string; date_text: string | null };

function shape(
  target: RegistrationTarget,
  row: Row,
  local: Local,
  { path, place, lang, now }: { path: string; place: string; lang: Lang; now: Date },
): RegistrationEvent {
  const consent = (lang === "en" && row.registration_consent_en?.trim()) || row.registration_consent?.trim() || null;
  return {
    target,
    id: row.id,
    title: local.title,
    dateText: eventDateText({ ...row, date_text: local.date_text }, lang),
    location: local.location,
    path,
    past: isPast(row, now),
    settings: row,
    questions: questionsOf(row, lang),
    consent,
    calendar: row.starts_at
      ? {
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          changedAt: row.updated_at ?? row.created_at,
          title: local.title,
          description: local.subtitle,
          location: place || local.location,
        }
      : null,
  };
}
