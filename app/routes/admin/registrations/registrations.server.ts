import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { staffContext } from "~/lib/accounts/index.server";
import { canOpenContentType, type Translate } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { linkOrigin } from "~/lib/mail/index.server";
import {
  registrationEvent,
  type RegistrationEvent,
  announcePromotions,
  freshPages,
  mailInOwnLanguage,
  isRegistrationTarget,
  newCancelKey,
  REGISTRATION_STATUSES,
  REGISTRATION_TARGETS,
  registerSeat,
  registrationById,
  setRegistrationStatus,
  type RegistrationStatus,
  type RegistrationTarget,
} from "~/lib/registrations/index.server";
import { parseAnswers } from "~/lib/registrations";
import { toCsv } from "~/lib/text";
import { statusLabel } from "./status-label";

/*
 * The back office's registrations (issue 52): per event or congress date, the list with its counts,
 * staff's own adds and moves, the CSV and the check-in at the door. Whoever may edit the record's type
 * may manage its registrations (moderators and administrators); every loader and action asks.
 */

type Ctx = Readonly<RouterContextProvider>;

/** The record the URL names, when the signed-in person may manage its type; else 403 / 404. */
export async function requireRegistrationEvent(
  context: Ctx,
  params: { target?: string; id?: string },
): Promise<RegistrationEvent> {
  const session = context.get(staffContext);
  const target = params.target;
  if (!isRegistrationTarget(target)) throw data({ reason: "not-found" }, { status: 404 });
  if (!session || !canOpenContentType(session.user.role, target)) throw data({ reason: "forbidden" }, { status: 403 });
  const id = Number(params.id);
  const { env } = context.get(cloudflareContext);
  const event = Number.isSafeInteger(id) && id > 0 ? await registrationEvent(getDb(env), target, id, "de") : null;
  if (!event) throw data({ reason: "not-found" }, { status: 404 });
  return event;
}

export type RegistrationRow = {
  id: number;
  name: string;
  email: string | null;
  lang: string;
  status: RegistrationStatus;
  answers: string[];
  added_by_staff: number;
  created_at: number;
  reduced_at: number | null;
};

export async function registrationsOf(db: D1Database, target: RegistrationTarget, id: number, query = "") {
  const { column } = REGISTRATION_TARGETS[target];
  const like = `%${query
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "\\$&")}%`;
  const { results } = await db
    .prepare(
      `SELECT id, name, email, lang, status, answers, added_by_staff, created_at, reduced_at FROM event_registrations
       WHERE ${column} = ?1 AND (?2 = '%%' OR lower(name) LIKE ?2 ESCAPE '\\' OR lower(coalesce(email, '')) LIKE ?2 ESCAPE '\\')
       ORDER BY CASE status WHEN 'waiting' THEN 1 WHEN 'cancelled' THEN 2 ELSE 0 END, id`,
    )
    .bind(id, like)
    .all<Omit<RegistrationRow, "answers"> & { answers: string | null }>();
  return results.map((row) => ({ ...row, answers: parseAnswers(row.answers) }));
}

/** Registrations per status of a list of records (the list rows, the overview, the dashboard). */
export async function statusCounts(db: D1Database, target: RegistrationTarget, ids?: number[]) {
  const { column } = REGISTRATION_TARGETS[target];
  const { results } = await db
    .prepare(
      `SELECT ${column} AS id, status, count(*) AS n FROM event_registrations WHERE ${column} IS NOT NULL
       ${ids ? `AND ${column} IN (SELECT value FROM json_each(?1))` : ""} GROUP BY ${column}, status`,
    )
    .bind(...(ids ? [JSON.stringify(ids)] : []))
    .all<{ id: number; status: RegistrationStatus; n: number }>();
  const counts = new Map<number, Record<RegistrationStatus, number>>();
  for (const row of results) {
    const entry = counts.get(row.id) ?? { confirmed: 0, waiting: 0, cancelled: 0, attended: 0 };
    entry[row.status] = row.n;
    counts.set(row.id, entry);
  }
  return counts;
}

/** The list row's text: seats taken of the capacity and the waiting list ("3 / 10 · 2 W"). */
export function countText(counts: Record<RegistrationStatus, number> | undefined, capacity: number | null): string {
  const taken = (counts?.confirmed ?? 0) + (counts?.attended ?? 0);
  const waiting = counts?.waiting ?? 0;
  return `${taken}${capacity === null ? "" : ` / ${capacity}`}${waiting ? ` · ${waiting} W` : ""}`;
}

const statusSchema = z.object({
  intent: z.literal("status"),
  registration: z.coerce.number().int().positive(),
  status: z.enum(REGISTRATION_STATUSES as [RegistrationStatus, ...RegistrationStatus[]]),
});

function addSchema(t: Translate) {
  return z.object({
    intent: z.literal("add"),
    name: z
      .string({ error: t("Name ist erforderlich") })
      .trim()
      .min(1, t("Name ist erforderlich"))
      .max(200),
    email: z
      .string({ error: t("Bitte eine gültige E-Mail-Adresse eingeben") })
      .trim()
      .pipe(z.email(t("Bitte eine gültige E-Mail-Adresse eingeben"))),
    lang: z.enum(["de", "en"]).default("de"),
  });
}

export type StaffActionResult = { ok: boolean; message: string; errors?: Record<string, string[]> };

/**
 * Staff's actions on one record's registrations: a status by hand (cancel moves the first person
 * waiting up, with a mail), or a person added by hand (past the deadline; onto the waiting list when full).
 */
export async function registrationAction(
  context: Ctx,
  request: Request,
  event: RegistrationEvent,
  t: Translate,
): Promise<ReturnType<typeof data<StaffActionResult>>> {
  const { env } = context.get(cloudflareContext);
  const form = Object.fromEntries(await request.formData());
  const origin = linkOrigin(env, request);
  if (form.intent === "add") {
    const parsed = addSchema(t).safeParse(form);
    if (!parsed.success) return data(fieldErrors(parsed.error, t), { status: 400 });
    const outcome = await registerSeat(env.DB, {
      target: event.target,
      eventId: event.id,
      name: parsed.data.name,
      email: parsed.data.email,
      lang: parsed.data.lang,
      answers: [],
      cancelKey: newCancelKey(),
      byStaff: true,
    });
    if (outcome.kind === "duplicate") {
      const errors = { email: [t("Diese Adresse ist schon angemeldet")] };
      return data({ ok: false, message: t("Bitte prüfen Sie die markierten Felder."), errors }, { status: 400 });
    }
    if (outcome.kind === "full" || outcome.kind === "closed") {
      return data(
        { ok: false, message: t("Die Anmeldung ist für dieses Event nicht eingeschaltet.") },
        { status: 409 },
      );
    }
    const ref = await registrationById(env.DB, outcome.id);
    if (ref) await mailInOwnLanguage(env, origin, outcome.kind, ref);
    await freshPages();
    return data({ ok: true, message: t("Anmeldung hinzugefügt") });
  }
  const parsed = statusSchema.safeParse(form);
  if (!parsed.success) return data({ ok: false, message: t("Ungültige Anfrage") }, { status: 400 });
  const ref = await registrationById(env.DB, parsed.data.registration);
  if (!ref || ref.target !== event.target || ref.eventId !== event.id) {
    return data({ ok: false, message: t("Anmeldung nicht gefunden") }, { status: 404 });
  }
  const { changed, promoted } = await setRegistrationStatus(env.DB, ref, parsed.data.status);
  // Moved up by hand from the waiting list: the person learns of the seat like one moved up by itself.
  if (changed && ref.status === "waiting" && parsed.data.status === "confirmed") {
    await mailInOwnLanguage(env, origin, "promoted", { ...ref, status: "confirmed" });
  }
  if (changed && parsed.data.status === "cancelled") await mailInOwnLanguage(env, origin, "cancelled", ref);
  await announcePromotions(env, origin, event.target, promoted);
  if (changed) await freshPages();
  return data({ ok: true, message: t("Anmeldung aktualisiert") });
}

function fieldErrors(error: z.ZodError, t: Translate): StaffActionResult {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return { ok: false, message: t("Bitte prüfen Sie die markierten Felder."), errors };
}

/** The CSV of one record's registrations, with the same safe cells as every export. */
export function registrationsCsv(event: RegistrationEvent, rows: RegistrationRow[], t: Translate) {
  const questions = event.questions.map((question) => question.label);
  const header = [t("Name"), t("E-Mail"), t("Sprache"), t("Status"), t("Angemeldet am"), ...questions];
  const body = rows.map((row) => [
    row.name,
    row.email,
    row.lang,
    statusLabel(t, row.status),
    new Date(row.created_at),
    ...questions.map((_, index) => row.answers[index] ?? ""),
  ]);
  return toCsv(header, body);
}
