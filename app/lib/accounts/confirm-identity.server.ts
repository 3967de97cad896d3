import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import * as schema from "~db/schema";
import { createAuth, type StaffSession } from "./auth.server";
import { getDb, type Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimitRule } from "../http/rate-limit.server";
import { SECURITY_TEXTS } from "./security-texts";

/**
 * Adding or removing a second factor asks for proof that the owner is at the keyboard, not only a
 * session (which may have been stolen): a sign-in within the last ten minutes, or the current password.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** Wrong passwords count with the profile's other password checks (the rule's name is its key). */
const PROFILE_PASSWORD_LIMIT: RateLimitRule = { name: "profile-password:user", limit: 5, windowMs: 15 * 60_000 };

/** Whether the session began (a sign-in) within the last ten minutes. */
async function signedInRecently(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: schema.session.createdAt })
    .from(schema.session)
    .where(eq(schema.session.id, sessionId))
    .limit(1);
  return Boolean(row?.createdAt && row.createdAt.getTime() > Date.now() - RECENT_SIGN_IN_MS);
}

export type IdentityRefusal = { status: number; message: string; field?: "password"; retryAfterSeconds?: number };

/** Null when the change may go ahead; else why not, in the person's language (a field error where it is the password). */
export async function confirmIdentity(
  env: Env,
  request: Request,
  session: StaffSession,
  password: string | null | undefined,
  lang: Lang,
): Promise<IdentityRefusal | null> {
  if (await signedInRecently(getDb(env), session.sessionId)) return null;
  const texts = SECURITY_TEXTS[lang];
  if (!password) return { status: 400, message: texts.passwordNeeded, field: "password" };
  const subject = session.user.id;
  const limited = await peekRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
  if (!limited.ok) {
    const minutes = Math.max(1, Math.ceil(limited.retryAfterSeconds / 60));
    return { status: 429, message: texts.tooMany(minutes), retryAfterSeconds: limited.retryAfterSeconds };
  }
  try {
    await createAuth(env, request).api.verifyPassword({ body: { password }, headers: request.headers });
  } catch (error) {
    const code = isAPIError(error) ? (error as { body?: { code?: string } }).body?.code : undefined;
    if (code !== "INVALID_PASSWORD") throw error;
    await hitRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
    return { status: 400, message: texts.wrongPassword, field: "password" };
  }
  await clearRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
  return null;
}
