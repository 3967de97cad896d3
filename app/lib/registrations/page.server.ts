import { and, count, inArray, type SQL } from "drizzle-orm";
import { eventRegistrations } from "~db/schema";
import type { Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import { localPath } from "../i18n/lang-path";
import {
  offerAvailability,
  questionsOf,
  registrationState,
  type RegistrationBlock,
  type RegistrationSettings,
} from "./questions";
import type { RegistrationTarget } from "./seats.server";

/*
 * What a public page shows of registration here (issue 52): the form's address, where the seats stand
 * and the questions, read in the page's batch (the seats taken of the records it shows).
 */

/** The seats taken (confirmed and attended) of the events or congress dates `ids` names. */
export function seatsTakenOf(db: Db, target: RegistrationTarget, ids: SQL | number[]) {
  const column = target === "events" ? eventRegistrations.event_id : eventRegistrations.congress_event_id;
  return db
    .select({ id: column, taken: count() })
    .from(eventRegistrations)
    .where(and(inArray(column, ids), inArray(eventRegistrations.status, ["confirmed", "attended"])))
    .groupBy(column);
}

export type SeatsTaken = Awaited<ReturnType<typeof seatsTakenOf>>;

export function registrationBlock(
  target: RegistrationTarget,
  record: RegistrationSettings & { id: number },
  taken: SeatsTaken | null | undefined,
  lang: Lang,
  now: Date,
): RegistrationBlock | null {
  if (record.registration_mode !== "here") return null;
  const seats = taken?.find((row) => row.id === record.id)?.taken ?? 0;
  const consent = (lang === "en" && record.registration_consent_en?.trim()) || record.registration_consent?.trim();
  return {
    target,
    id: record.id,
    action: registrationPath(lang, target, record.id),
    state: registrationState(record, seats, now),
    questions: questionsOf(record, lang),
    consent: consent || null,
  };
}

/** The registration page of a record, in a language (/anmeldung/events/7, /en/registration/events/7). */
function registrationPath(lang: Lang, target: RegistrationTarget, id: number): string {
  return localPath(lang, `/anmeldung/${target}/${id}`);
}

/** The offer's availability in the structured data, when registration is here. */
export function registrationAvailability(block: RegistrationBlock | null): string | null {
  return block ? offerAvailability(block.state) : null;
}
