import { z } from "zod";
import { getDb } from "../db.server";
import { bumpContentVersion, openPageCache } from "../http/page-cache.server";
import type { Lang } from "../i18n/languages";
import type { FormOfAddress } from "../i18n/form-of-address";
import { addressed } from "../i18n/form-of-address";
import { linkOrigin } from "../mail/send.server";
import { registrationEvent, type RegistrationEvent } from "./event-info.server";
import { mailRegistrant, notifyOwner, type RegistrationMailKind } from "./mails.server";
import { registrationState, type Question } from "./questions";
import {
  newCancelKey,
  registerSeat,
  registrationById,
  type RegistrationRef,
  type RegistrationTarget,
} from "./seats.server";
import { REGISTRATION_TEXTS } from "./texts";

/*
 * A visitor's registration from the public form (issue 52): the form's rules (made from the event's
 * questions), the seat (seats.server.ts), the mails and the answer the page gives. A second
 * registration with the same address is answered exactly like a new one; only the address's owner
 * learns of it, by mail.
 */

type Texts = (typeof REGISTRATION_TEXTS)["de"];

/** The form's schema for an event's questions; a choice is posted as its position. */
function registrationSchema(questions: Question[], l: Texts) {
  const answers: Record<string, z.ZodType> = {};
  for (const question of questions) {
    answers[`q${question.n}`] =
      question.choices.length > 0
        ? z.coerce
            .number({ error: l.answerRequired })
            .int(l.answerRequired)
            .min(0, l.answerRequired)
            .max(question.choices.length - 1, l.answerRequired)
        : z.string().trim().max(500, l.answerTooLong).optional().default("");
  }
  return z.object({
    name: z.string({ error: l.nameRequired }).trim().min(1, l.nameRequired).max(200, l.nameRequired),
    email: z.string({ error: l.emailInvalid }).trim().max(254, l.emailInvalid).pipe(z.email(l.emailInvalid)),
    consent: z.literal("on", { error: l.consentRequired }),
    ...answers,
  });
}

export type RegistrationReplyValues = Record<string, string>;

/** What the action answers: field errors on the form, or where to send the visitor with which message. */
export type SubmitOutcome =
  | { kind: "invalid"; errors: Record<string, string[]>; values: RegistrationReplyValues }
  | { kind: "done"; title: string; description: string; back: string; failed?: boolean };

/** The posted values shown again after a refusal (never the guard's fields). */
export function postedValues(formData: FormData): RegistrationReplyValues {
  const values: RegistrationReplyValues = {};
  for (const name of ["name", "email", "consent", "q1", "q2", "q3"]) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 1000);
  }
  return values;
}

type SubmitEnv = Env & { BETTER_AUTH_SECRET?: string; PUBLIC_ORIGIN?: string };

/**
 * Validates the form, takes the seat and sends the mails. `event` is in the page's language; the
 * answers are stored with the choice's German text, so every language's answer reads the same in the list.
 */
export async function submitRegistration(
  env: SubmitEnv,
  request: Request,
  formData: FormData,
  event: RegistrationEvent,
  { lang, address }: { lang: Lang; address: FormOfAddress },
): Promise<SubmitOutcome> {
  const l = addressed(REGISTRATION_TEXTS, lang, address);
  const parsed = registrationSchema(event.questions, l).safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      (errors[key] ??= []).push(issue.message);
    }
    return { kind: "invalid", errors, values: postedValues(formData) };
  }
  const values = parsed.data as Record<string, unknown>;
  const db = getDb(env);
  const german = lang === "de" ? event : await registrationEvent(db, event.target, event.id, "de");
  const answers = event.questions.map((question) => {
    const value = values[`q${question.n}`];
    if (question.choices.length === 0) return String(value ?? "");
    const choices = german?.questions.find((q) => q.n === question.n)?.choices ?? question.choices;
    return choices[Number(value)] ?? "";
  });
  const outcome = await registerSeat(env.DB, {
    target: event.target,
    eventId: event.id,
    name: String(values.name),
    email: String(values.email),
    lang,
    answers,
    cancelKey: newCancelKey(),
  });
  const origin = linkOrigin(env, request);
  const done = (kind: "confirmed" | "waiting") => ({
    kind: "done" as const,
    title: l.doneTitle,
    description: kind === "confirmed" ? l.confirmedText : l.waitingText,
    back: event.path,
  });
  if (outcome.kind === "full" || outcome.kind === "closed") {
    const title = outcome.kind === "full" ? l.fullTitle : l.closedTitle;
    return { kind: "done", title, description: "", back: event.path, failed: true };
  }
  const ref = await registrationById(env.DB, outcome.id);
  if (outcome.kind === "duplicate") {
    // The owner of the address learns of it; the page says what it says to anyone new at this moment.
    if (ref && origin) await mailRegistrant(env, "duplicate", ref, await inLang(db, event, ref.lang), origin);
    const now = registrationState(event.settings, await seatsTaken(env.DB, event), new Date());
    if (now.kind === "full" || now.kind === "closed") {
      return {
        kind: "done",
        title: now.kind === "full" ? l.fullTitle : l.closedTitle,
        description: "",
        back: event.path,
        failed: true,
      };
    }
    return done(now.kind === "waitlist" ? "waiting" : "confirmed");
  }
  if (ref && origin) {
    await mailRegistrant(env, outcome.kind, ref, event, origin);
    await notifyOwner(env, db, ref, german ?? event, origin);
  } else if (!origin) {
    console.warn(`registration ${outcome.id}: no PUBLIC_ORIGIN, so no mail was sent`);
  }
  await freshPages();
  return done(outcome.kind);
}

/** The seats the pages show change: their stored copies go (the next visitor reads the new count). */
export async function freshPages(): Promise<void> {
  try {
    await bumpContentVersion(await openPageCache());
  } catch (error) {
    console.error("registration: the page cache could not be refreshed", error);
  }
}

async function seatsTaken(db: D1Database, event: RegistrationEvent): Promise<number> {
  const column = event.target === "events" ? "event_id" : "congress_event_id";
  const row = await db
    .prepare(`SELECT count(*) AS n FROM event_registrations WHERE ${column} = ? AND status IN ('confirmed','attended')`)
    .bind(event.id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function inLang(db: ReturnType<typeof getDb>, event: RegistrationEvent, lang: Lang): Promise<RegistrationEvent> {
  return (await registrationEvent(db, event.target, event.id, lang)) ?? event;
}

/**
 * Mails each person moved up from the waiting list (in their language, with the calendar file) and
 * refreshes the pages. Called after every cancel, by the visitor or by staff.
 */
export async function announcePromotions(
  env: SubmitEnv,
  origin: string | null,
  target: RegistrationTarget,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const db = getDb(env);
  for (const id of ids) {
    const ref = await registrationById(env.DB, id);
    const event = ref && (await registrationEvent(db, target, ref.eventId, ref.lang));
    if (ref && event && origin) await mailRegistrant(env, "promoted", ref, event, origin);
  }
}

/** A registration's mail of `kind` in its own language (staff's adds, the reminder, a cancel). */
export async function mailInOwnLanguage(
  env: SubmitEnv,
  origin: string | null,
  kind: RegistrationMailKind,
  ref: RegistrationRef,
): Promise<boolean> {
  const event = await registrationEvent(getDb(env), ref.target, ref.eventId, ref.lang);
  if (!event || !origin) return false;
  return mailRegistrant(env, kind, ref, event, origin);
}
