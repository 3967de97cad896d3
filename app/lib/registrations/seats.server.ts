import { hmacKey, toBase64Url } from "../digest.server";
import { parseAnswers } from "./questions";

/*
 * Who gets a seat (issue 52, decision 0070). Every decision is ONE conditional statement in D1, which
 * runs statements one after the other: the count of taken seats is read inside the write that takes
 * one, so 100 people sending at once for 10 seats give exactly 10 confirmed, never 11. Nothing here
 * reads a count first and writes after.
 */

/** The two kinds of record that take registrations, by their definition's key. */
export const REGISTRATION_TARGETS = {
  events: { table: "events", column: "event_id" },
  kongress: { table: "congress_events", column: "congress_event_id" },
} as const;
export type RegistrationTarget = keyof typeof REGISTRATION_TARGETS;

export function isRegistrationTarget(value: unknown): value is RegistrationTarget {
  return value === "events" || value === "kongress";
}

export type RegistrationStatus = "confirmed" | "waiting" | "cancelled" | "attended";
export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ["confirmed", "waiting", "cancelled", "attended"];

/** Statuses that hold a seat. */
const SEATED = "('confirmed','attended')";

/** The seats taken of the record `e` (SQL, inside a statement over the parent table as `e`). */
function takenSql(column: string): string {
  return `(SELECT count(*) FROM event_registrations r WHERE r.${column} = e.id AND r.status IN ${SEATED})`;
}

/** A new random cancel key of a row. */
export function newCancelKey(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(18)).buffer as ArrayBuffer);
}

type SecretEnv = { BETTER_AUTH_SECRET?: string };

async function cancelMac(env: SecretEnv, id: number, key: string): Promise<string> {
  const secret = String(env.BETTER_AUTH_SECRET ?? "");
  if (secret.length < 16) throw new Error("registration links need BETTER_AUTH_SECRET");
  const payload = new TextEncoder().encode(`registration-cancel:${id}:${key}`);
  return toBase64Url(await crypto.subtle.sign("HMAC", await hmacKey(secret), payload));
}

/** The token of a registration's personal cancel link: its id and a signature over its key. */
export async function cancelToken(env: SecretEnv, id: number, key: string): Promise<string> {
  return `${id}-${await cancelMac(env, id, key)}`;
}

export type NewRegistration = {
  target: RegistrationTarget;
  eventId: number;
  name: string;
  /** Compared lower-case: the same address registers once per event. */
  email: string;
  lang: "de" | "en";
  answers: string[];
  /** newCancelKey() */
  cancelKey: string;
  /** Staff add by hand: past the deadline too, and onto the waiting list when full even without one. */
  byStaff?: boolean;
};

export type RegisterOutcome =
  | { kind: "confirmed"; id: number }
  | { kind: "waiting"; id: number }
  | { kind: "duplicate"; id: number; status: RegistrationStatus }
  | { kind: "full" }
  | { kind: "closed" };

/**
 * Takes a seat, a place on the waiting list, or nothing, in one INSERT … SELECT whose WHERE holds the
 * rules (registration here, before its end, a seat left or a waiting list) and whose CASE decides the
 * status from the count at that moment; the unique (event, e-mail) index turns a second registration
 * into no row. Only when no row was written is the database read again, to say why.
 */
export async function registerSeat(db: D1Database, input: NewRegistration, now = new Date()): Promise<RegisterOutcome> {
  const { table, column } = REGISTRATION_TARGETS[input.target];
  const taken = takenSql(column);
  const at = now.getTime();
  const email = input.email.trim().toLowerCase();
  const row = await db
    .prepare(
      `INSERT INTO event_registrations (${column}, name, email, lang, answers, status, cancel_key, added_by_staff, created_at, updated_at)
       SELECT e.id, ?1, ?2, ?3, ?4,
         CASE WHEN e.registration_capacity IS NULL OR ${taken} < e.registration_capacity THEN 'confirmed' ELSE 'waiting' END,
         ?5, ?6, ?7, ?7
       FROM ${table} e
       WHERE e.id = ?8 AND e.registration_mode = 'here'
         AND (?6 = 1 OR coalesce(e.registration_deadline, e.starts_at, ?7 + 1) > ?7)
         AND (?6 = 1 OR e.registration_waitlist = 1 OR e.registration_capacity IS NULL OR ${taken} < e.registration_capacity)
       ON CONFLICT DO NOTHING
       RETURNING id, status`,
    )
    .bind(
      input.name.trim(),
      email,
      input.lang,
      JSON.stringify(input.answers),
      input.cancelKey,
      input.byStaff ? 1 : 0,
      at,
      input.eventId,
    )
    .first<{ id: number; status: "confirmed" | "waiting" }>();
  if (row) return row.status === "confirmed" ? { kind: "confirmed", id: row.id } : { kind: "waiting", id: row.id };
  const existing = await db
    .prepare(`SELECT id, status FROM event_registrations WHERE ${column} = ? AND email = ?`)
    .bind(input.eventId, email)
    .first<{ id: number; status: RegistrationStatus }>();
  if (existing) return { kind: "duplicate", ...existing };
  const event = await db
    .prepare(
      `SELECT coalesce(e.registration_deadline, e.starts_at, ?2 + 1) > ?2 AS open FROM ${table} e WHERE e.id = ?1 AND e.registration_mode = 'here'`,
    )
    .bind(input.eventId, at)
    .first<{ open: number }>();
  return event?.open ? { kind: "full" } : { kind: "closed" };
}

/**
 * Moves the first person waiting up while a seat is free, one conditional UPDATE per person (the free
 * seat is counted inside it), in the order they registered. Returns the ids moved up, in order.
 */
async function promoteWaiting(
  db: D1Database,
  target: RegistrationTarget,
  eventId: number,
  now = new Date(),
): Promise<number[]> {
  const { table, column } = REGISTRATION_TARGETS[target];
  const moved: number[] = [];
  // Bounded: a capacity raised by a hundred moves a hundred people, each its own decision.
  for (let i = 0; i < 1000; i++) {
    const row = await db
      .prepare(
        `UPDATE event_registrations SET status = 'confirmed', updated_at = ?1
         WHERE id = (
           SELECT w.id FROM event_registrations w JOIN ${table} e ON e.id = w.${column}
           WHERE w.${column} = ?2 AND w.status = 'waiting'
             AND (e.registration_capacity IS NULL OR ${takenSql(column)} < e.registration_capacity)
           ORDER BY w.id LIMIT 1)
         RETURNING id`,
      )
      .bind(now.getTime(), eventId)
      .first<{ id: number }>();
    if (!row) break;
    moved.push(row.id);
  }
  return moved;
}

/** A registration with the record it belongs to. */
export type RegistrationRef = {
  id: number;
  target: RegistrationTarget;
  eventId: number;
  status: RegistrationStatus;
  email: string | null;
  name: string;
  lang: "de" | "en";
  cancelKey: string;
  answers: string[];
};

type RefRow = {
  id: number;
  event_id: number | null;
  congress_event_id: number | null;
  status: RegistrationStatus;
  email: string | null;
  name: string;
  lang: string;
  cancel_key: string;
  answers: string | null;
};

function toRef(row: RefRow | null): RegistrationRef | null {
  if (!row) return null;
  const target: RegistrationTarget = row.event_id !== null ? "events" : "kongress";
  const eventId = row.event_id ?? row.congress_event_id ?? 0;
  const { cancel_key: cancelKey, answers, ...rest } = row;
  return { ...rest, target, eventId, cancelKey, answers: parseAnswers(answers), lang: row.lang === "en" ? "en" : "de" };
}

const REF_COLUMNS = "id, event_id, congress_event_id, status, email, name, lang, cancel_key, answers";

export async function registrationById(db: D1Database, id: number): Promise<RegistrationRef | null> {
  return toRef(await db.prepare(`SELECT ${REF_COLUMNS} FROM event_registrations WHERE id = ?`).bind(id).first());
}

/** The registration a cancel link's token names, when its signature matches the row's current key. */
export async function registrationByToken(
  env: SecretEnv & { DB: D1Database },
  token: string,
): Promise<RegistrationRef | null> {
  const match = /^(\d{1,12})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const ref = await registrationById(env.DB, Number(match[1]));
  if (!ref || ref.email === null) return null;
  return sameText(await cancelMac(env, ref.id, ref.cancelKey), match[2]!) ? ref : null;
}

/** Equal-length strings compared without an early exit. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Cancels a registration that holds a seat or waits (one conditional UPDATE: a second cancel changes
 * nothing) and moves the first person waiting up. `forget` deletes the row instead, with the person's
 * data. Returns whether it was cancelled now and who moved up.
 */
export async function cancelRegistration(
  db: D1Database,
  ref: RegistrationRef,
  { forget = false, now = new Date() }: { forget?: boolean; now?: Date } = {},
): Promise<{ cancelled: boolean; promoted: number[] }> {
  const cancelled = forget
    ? await db
        .prepare("DELETE FROM event_registrations WHERE id = ? RETURNING status")
        .bind(ref.id)
        .first<{ status: string }>()
    : await db
        .prepare(
          "UPDATE event_registrations SET status = 'cancelled', updated_at = ? WHERE id = ? AND status IN ('confirmed','waiting') RETURNING status",
        )
        .bind(now.getTime(), ref.id)
        .first<{ status: string }>();
  // A DELETE returns the status it had; the UPDATE only matches an active row.
  const wasActive = cancelled !== null && (!forget || cancelled.status !== "cancelled");
  // The move up is conditional itself: it only happens when a seat is free now.
  const promoted = cancelled ? await promoteWaiting(db, ref.target, ref.eventId, now) : [];
  return { cancelled: wasActive, promoted };
}

/** Staff's moves of one registration: a status by hand (from the waiting list even past the seats). */
export async function setRegistrationStatus(
  db: D1Database,
  ref: RegistrationRef,
  status: RegistrationStatus,
  now = new Date(),
): Promise<{ changed: boolean; promoted: number[] }> {
  if (status === "cancelled") {
    const { cancelled, promoted } = await cancelRegistration(db, ref, { now });
    return { changed: cancelled, promoted };
  }
  const row = await db
    .prepare("UPDATE event_registrations SET status = ?, updated_at = ? WHERE id = ? AND status <> ? RETURNING id")
    .bind(status, now.getTime(), ref.id, status)
    .first();
  return { changed: row !== null, promoted: [] };
}
