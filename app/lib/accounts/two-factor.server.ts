import { makeSignature, symmetricDecrypt } from "better-auth/crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import * as schema from "~db/schema";
import { auditAfter, type AuditActor } from "../audit.server";
import { isHttps, readCookies } from "../http/cookies.server";
import type { Db } from "../db.server";

/**
 * The second factor's shared half (decision 0038): who has one, whether the policy asks for one, the
 * sign-in challenge that better-auth keeps in a cookie, and the refusal of replayed app codes, which
 * better-auth's own check does not do.
 */

/** better-auth's defaults, which we keep: six digits, a new code every 30 s, one step of clock drift either way. */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

/** What an account has as a second factor. `pendingTotp`: a set-up started and not yet confirmed. */
export type SecondFactors = { totp: boolean; pendingTotp: boolean; passkeys: number };

export async function secondFactorsOf(db: Db, userId: string): Promise<SecondFactors> {
  const [row] = await db
    .select({
      enabled: schema.user.twoFactorEnabled,
      verified: schema.twoFactor.verified,
      passkeys: sql<number>`(SELECT count(*) FROM ${schema.passkey} WHERE ${schema.passkey.userId} = ${schema.user.id})`,
    })
    .from(schema.user)
    .leftJoin(schema.twoFactor, eq(schema.twoFactor.userId, schema.user.id))
    .where(eq(schema.user.id, userId))
    .limit(1);
  if (!row) return { totp: false, pendingTotp: false, passkeys: 0 };
  const hasRow = row.verified !== null;
  return {
    totp: Boolean(row.enabled) && hasRow && row.verified !== false,
    pendingTotp: hasRow && row.verified === false,
    passkeys: Number(row.passkeys) || 0,
  };
}

/** Whether the general settings require a second factor of every staff member. */
export async function secondFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ required: schema.generalSettings.require_two_factor })
    .from(schema.generalSettings)
    .where(eq(schema.generalSettings.id, 1))
    .limit(1);
  return Boolean(row?.required);
}

/**
 * For the gate, in one read: true when the policy is on and the account has no passkey (the caller
 * has already seen that the account has no authenticator app: the session's user says so).
 */
export async function lacksRequiredSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      required: schema.generalSettings.require_two_factor,
      passkey: sql<number>`EXISTS (SELECT 1 FROM ${schema.passkey} WHERE ${schema.passkey.userId} = ${userId})`,
    })
    .from(schema.generalSettings)
    .where(eq(schema.generalSettings.id, 1))
    .limit(1);
  return Boolean(row?.required) && !Number(row?.passkey);
}

/** better-auth's challenge cookie, with the prefix of cookieNames() in auth.server.ts (decoded by readCookies). */
function challengeCookie(request: Request): string | null {
  return readCookies(request).get(`${isHttps(request) ? "__Host-" : ""}better-auth.two_factor`) || null;
}

/** Whether the browser holds a sign-in waiting for its second factor (no D1 read: for the login page's mode). */
export function hasSignInChallenge(request: Request): boolean {
  return Boolean(challengeCookie(request));
}

export type Challenged = { id: string; name: string; email: string; role: string | null };

/**
 * The account whose password was right and whose second factor is awaited, from better-auth's signed
 * challenge cookie and its verification row; null when there is none, it was forged or it expired.
 * better-auth checks the cookie again itself when the code is verified; we read it to count failures
 * against the account and to refuse a replayed code before better-auth turns it into a session.
 */
export async function readSignInChallenge(env: Env, db: Db, request: Request): Promise<Challenged | null> {
  const signed = challengeCookie(request);
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  if ((await makeSignature(value, env.BETTER_AUTH_SECRET)) !== signed.slice(dot + 1)) return null;
  const [row] = await db
    .select({ id: schema.user.id, name: schema.user.name, email: schema.user.email, role: schema.user.role })
    .from(schema.verification)
    .innerJoin(schema.user, eq(schema.user.id, schema.verification.value))
    .where(and(eq(schema.verification.identifier, value), gt(schema.verification.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** RFC 4226 HOTP over the secret as better-auth keeps it (its UTF-8 bytes are the key). */
async function hotp(secret: string, counter: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const message = new ArrayBuffer(8);
  new DataView(message).setBigUint64(0, BigInt(counter), false);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  const offset = mac[mac.length - 1]! & 15;
  const number = ((mac[offset]! & 127) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(number % 1_000_000).padStart(6, "0");
}

/**
 * The time-step a code belongs to (within better-auth's window of one step either way), or null when
 * it matches none or the account has no secret. The secret is decrypted here only to learn the step.
 */
export async function stepOfCode(env: Env, db: Db, userId: string, code: string): Promise<number | null> {
  const [row] = await db
    .select({ secret: schema.twoFactor.secret })
    .from(schema.twoFactor)
    .where(eq(schema.twoFactor.userId, userId))
    .limit(1);
  if (!row) return null;
  let secret: string;
  try {
    secret = await symmetricDecrypt({ key: env.BETTER_AUTH_SECRET, data: row.secret });
  } catch {
    return null;
  }
  // Secrets imported from elsewhere are stored base32-encoded; ours never are.
  if (secret.startsWith("base32:")) return null;
  const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  let found: number | null = null;
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if ((await hotp(secret, step)) === code) found = step;
  }
  return found;
}

/**
 * Records that the account's current secret was used with the code of this time-step; false when that
 * step or a later one was used already (a replay: the same code twice in its 90 seconds, or an older
 * code after a newer one). The record belongs to the secret, not the account: a newly set-up app's
 * first code is not refused because a sign-in with the old one used the same step (issue 48). One
 * guarded UPDATE or one INSERT … WHERE NOT EXISTS, so two requests with the same code cannot both
 * succeed. The row lives in better-auth's verification table, a few minutes, like its challenges.
 */
export async function claimTotpStep(d1: D1Database, userId: string, step: number): Promise<boolean> {
  const row = await d1
    .prepare("SELECT secret FROM two_factor WHERE user_id = ?1 LIMIT 1")
    .bind(userId)
    .first<{ secret: string }>();
  if (!row) return false;
  const identifier = `totp-step:${userId}:${await fingerprint(row.secret)}`;
  const now = Date.now();
  const expires = now + 5 * 60_000;
  const updated = await d1
    .prepare(
      "UPDATE verification SET value = ?1, expires_at = ?2, updated_at = ?3 WHERE identifier = ?4 AND CAST(value AS INTEGER) < ?5",
    )
    .bind(String(step), expires, now, identifier, step)
    .run();
  if (updated.meta.changes > 0) return true;
  const inserted = await d1
    .prepare(
      "INSERT INTO verification (id, identifier, value, expires_at, created_at, updated_at) SELECT ?1, ?2, ?3, ?4, ?5, ?5 WHERE NOT EXISTS (SELECT 1 FROM verification WHERE identifier = ?2)",
    )
    .bind(crypto.randomUUID(), identifier, String(step), expires, now)
    .run();
  return inserted.meta.changes > 0;
}

/**
 * A short name of a stored (encrypted) secret: every new secret is encrypted afresh, so a new set-up
 * has a new name, while the secret itself never leaves its row.
 */
async function fingerprint(encrypted: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(encrypted)));
  return [...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The audit entries of the second factor: what happened, never a code or a secret. */
export type TwoFactorEvent =
  "two-factor-enabled" | "two-factor-disabled" | "backup-codes-regenerated" | "backup-code-used" | "two-factor-refused";

export function auditTwoFactor(
  db: Db,
  actor: AuditActor,
  userId: string,
  action: TwoFactorEvent | "sign-in",
  changes?: Record<string, [unknown, unknown]>,
) {
  return auditAfter(db, actor, { type: "auth", recordId: userId, action, changes });
}
