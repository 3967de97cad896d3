import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import * as schema from "~db/schema";
import { AUTH_TEXTS } from "./auth-texts";
import { actorOf, auditAfter, type AuditActor } from "../audit.server";
import { createAuth, type StaffSession } from "./auth.server";
import { getDb } from "../db.server";
import type { Lang } from "../i18n/languages";
import { confirmIdentity } from "./confirm-identity.server";
import { AUTH_LIMITS, afterSignIn } from "./login-replies.server";
import { isStaff, roleOf } from "./permissions";
import { clientKey, hitRateLimit, type RateLimitRule } from "../http/rate-limit.server";
import { PasskeyRegistrationSchema, PasskeySignInSchema } from "./security-schema";
import { securityChanged } from "./security-notices.server";
import { SECURITY_TEXTS } from "./security-texts";

/**
 * The two WebAuthn ceremonies as small form endpoints: adding a passkey on the profile
 * (/admin/profile/passkeys.json, behind the admin gate) and signing in with one (/login/passkey). The site
 * mounts none of better-auth's HTTP endpoints (decision 0006): these call its passkey plugin on the
 * server, which keeps the challenge in a signed cookie and a verification row and checks signature,
 * challenge, origin and site. Every answer is JSON for the page's script; refusals are 4xx with a
 * message in the user's language, never better-auth's English or a stack.
 */

/** Asking for a sign-in challenge writes a row: a client may ask this often, whatever it does with them. */
const PASSKEY_OPTIONS_LIMIT: RateLimitRule = { name: "passkey-options:ip", limit: 60, windowMs: 15 * 60_000 };

const NO_STORE = { "Cache-Control": "private, no-store" };

function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  out.set("Cache-Control", NO_STORE["Cache-Control"]);
  return Response.json(body, { status, headers: out });
}

function refusal(text: string, status: number, headers?: HeadersInit): Response {
  return json({ error: text }, status, headers);
}

function errorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error as { body?: { code?: string } }).body?.code : undefined;
}

function tooMany(lang: Lang, retryAfterSeconds: number): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return refusal(AUTH_TEXTS[lang].tooMany(minutes), 429, { "Retry-After": String(retryAfterSeconds) });
}

/** Reads the form a passkey script posts; a body that is no form is a 400 like any other garbage. */
async function formOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** Adding a passkey to the signed-in staff member's account (the profile's "Passkey hinzufügen"). */
export async function passkeyRegistrationAction(
  env: Env,
  request: Request,
  session: StaffSession | null,
  lang: Lang,
): Promise<Response> {
  const texts = SECURITY_TEXTS[lang];
  if (!session) return refusal(texts.notFresh, 401);
  const form = await formOf(request);
  const submission = form ? parseWithZod(form, { schema: PasskeyRegistrationSchema }) : null;
  if (!submission || submission.status !== "success") {
    const nameError = submission?.error?.name?.[0];
    const text = nameError === "nameRequired" || nameError === "nameTooLong" ? texts[nameError] : texts.failed;
    return refusal(text, 400);
  }
  const auth = createAuth(env, request, { lang });
  try {
    if (submission.value.intent === "options") {
      // A stolen session alone adds no passkey: the challenge needs a recent sign-in or the password,
      // and without a challenge there is nothing to verify.
      const refused = await confirmIdentity(env, request, session, submission.value.password, lang);
      if (refused) {
        const retry = refused.retryAfterSeconds ? { "Retry-After": String(refused.retryAfterSeconds) } : undefined;
        return json({ error: refused.message, field: refused.field }, refused.status, retry);
      }
      const { headers, response } = await auth.api.generatePasskeyRegistrationOptions({
        headers: request.headers,
        returnHeaders: true,
      });
      return json(response, 200, headers);
    }
    const { name, response } = submission.value;
    const passkey = await auth.api.verifyPasskeyRegistration({
      body: { response, name },
      headers: request.headers,
    });
    // better-auth wrote the row itself: the entry follows at once. The name only, never key material.
    await auditAfter(getDb(env), actorOf(session), {
      type: "auth",
      recordId: passkey.id,
      action: "passkey-add",
      changes: { name: [null, name] },
    });
    await securityChanged(env, request, session.user, "passkey-added", lang, name);
    return json({ ok: true, message: texts.passkeyAdded });
  } catch (error) {
    const code = errorCode(error);
    if (code === "SESSION_NOT_FRESH") return refusal(texts.notFresh, 403);
    if (code === "CHALLENGE_NOT_FOUND") return refusal(texts.cancelled, 400);
    if (code === "CREDENTIAL_TAKEN") return refusal(texts.passkeyTaken, 409);
    if (isAPIError(error)) {
      console.warn("passkey registration refused:", code ?? "unknown");
      return refusal(texts.registrationFailed, 400);
    }
    console.error("passkey registration failed", error);
    return refusal(texts.failed, 503);
  }
}

/**
 * Signing in with a passkey on /login. Every verification counts as a sign-in attempt of the client
 * (decision 0011's 30 per 15 minutes), before anything is checked, so a passkey of another site, an
 * unknown credential, a replayed or a garbled answer are all counted. Success sets the session
 * cookie and names where a password sign-in would go; banned accounts are refused as with passwords.
 */
export async function passkeySignInAction(env: Env, request: Request, lang: Lang): Promise<Response> {
  const texts = SECURITY_TEXTS[lang];
  const client = clientKey(request);
  const form = await formOf(request);
  const asksOptions = form?.get("intent") === "options";
  const limited = await hitRateLimit(env.DB, asksOptions ? PASSKEY_OPTIONS_LIMIT : AUTH_LIMITS.signInPerIp, client);
  if (!limited.ok) return tooMany(lang, limited.retryAfterSeconds);

  const submission = form ? parseWithZod(form, { schema: PasskeySignInSchema }) : null;
  if (!submission || submission.status !== "success") return refusal(texts.passkeyRefused, 400);
  const auth = createAuth(env, request, { lang });
  if (submission.value.intent === "options") {
    try {
      const { headers, response } = await auth.api.generatePasskeyAuthenticationOptions({
        headers: request.headers,
        returnHeaders: true,
      });
      return json(response, 200, headers);
    } catch (error) {
      console.error("passkey sign-in options failed", error);
      return refusal(texts.failed, 503);
    }
  }

  const { response, redirectTo } = submission.value;
  const db = getDb(env);
  try {
    const { headers, response: signedIn } = await auth.api.verifyPasskeyAuthentication({
      body: { response },
      headers: request.headers,
      returnHeaders: true,
    });
    const user = signedIn.user as { id: string; name: string; role?: unknown };
    await db
      .update(schema.passkey)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(schema.passkey.credentialID, response.id), eq(schema.passkey.userId, user.id)));
    if (isStaff(user.role))
      await auditAfter(
        db,
        { id: user.id, name: user.name, role: roleOf(user.role) },
        {
          type: "auth",
          recordId: user.id,
          action: "sign-in",
          changes: { method: [null, "passkey"] },
        },
      );
    return json({ ok: true, redirectTo: afterSignIn(user.role, redirectTo) }, 200, headers);
  } catch (error) {
    const code = errorCode(error);
    if (!isAPIError(error)) {
      console.error("passkey sign-in failed", error);
      return refusal(texts.failed, 503);
    }
    await auditRefusal(env, response.id, code ?? "UNKNOWN");
    if (code === "BANNED_USER") return refusal(AUTH_TEXTS[lang].banned, 403);
    if (code === "CHALLENGE_NOT_FOUND") return refusal(texts.cancelled, 400);
    // Unknown credential (401) or a failed check (another site, a replay, a forged signature).
    return refusal(texts.passkeyRefused, code === "PASSKEY_NOT_FOUND" ? 401 : 400);
  }
}

/**
 * A refused passkey of a staff account goes into the audit log like a refused password; whoever
 * tried is not known, so the entry has no actor. An unknown credential names no account: nothing.
 */
async function auditRefusal(env: Env, credentialId: string, reason: string) {
  try {
    const db = getDb(env);
    const [owner] = await db
      .select({ id: schema.user.id, email: schema.user.email, role: schema.user.role })
      .from(schema.passkey)
      .innerJoin(schema.user, eq(schema.user.id, schema.passkey.userId))
      .where(eq(schema.passkey.credentialID, credentialId))
      .limit(1);
    if (!owner || !isStaff(owner.role)) return;
    const nobody: AuditActor = { id: null, name: owner.email, role: "" };
    await auditAfter(db, nobody, {
      type: "auth",
      recordId: owner.id,
      action: "sign-in-failed",
      changes: { method: [null, "passkey"], reason: [null, reason] },
    });
  } catch (error) {
    console.error("audit of a refused passkey failed", error);
  }
}
