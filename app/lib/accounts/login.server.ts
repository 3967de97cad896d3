import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { forgotPassword, register, resetPassword } from "./account-forms.server";
import { authTexts, type Voice } from "./auth-texts";
import { createAuth, normaliseEmail } from "./auth.server";
import type { Lang } from "../i18n/languages";
import { getDb } from "../db.server";
import {
  afterSignIn,
  AUTH_LIMITS,
  errorCode,
  formReplies,
  tooMany,
  type FormMessage,
  type Intent,
  type WaitUntil,
} from "./login-replies.server";
import { isStaff, roleOf } from "./permissions";
import { clearRateLimit, clientKey, hitLock, hitRateLimit, undoRateLimitHit } from "../http/rate-limit.server";
import { SignInSchema } from "./auth-schema";
import { SecondFactorSignInSchema } from "./two-factor-schema";
import { TWO_FACTOR_TEXTS, twoFactorMessage } from "./two-factor-texts";
import { auditTwoFactor, claimTotpStep, readSignInChallenge, stepOfCode } from "./two-factor.server";

/** The login page's actions: sign in, register, request a reset link, set the new password. */
export async function handleLoginAction(env: Env, request: Request, voice: Voice, waitUntil?: WaitUntil) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const texts = authTexts(voice);
  try {
    switch (intent as Intent) {
      case "signin":
        return await signIn(env, request, voice, formData, waitUntil);
      case "register":
        return await register(env, request, voice, formData, waitUntil);
      case "forgot":
        return await forgotPassword(env, request, voice, formData, waitUntil);
      case "reset":
        return await resetPassword(env, request, voice, formData);
      case "code":
        return await signInSecondStep(env, request, voice.lang, formData);
      default:
        return data(
          { intent, result: null, message: { type: "error", text: texts.otherError } satisfies FormMessage },
          { status: 400 },
        );
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("login action failed", error);
    return data(
      { intent, result: null, message: { type: "error", text: texts.unexpected } satisfies FormMessage },
      { status: 503 },
    );
  }
}

/**
 * Counts one sign-in try (a password, or a code of the second step) toward the limits of failed sign-ins
 * (decision 0011): per client, per account on this client, per account. It is counted before it is
 * checked, so parallel requests cannot all slip past; `over` is the first limit it reached.
 */
async function countSignInTry(db: D1Database, request: Request, email: string) {
  const client = clientKey(request);
  const pair = `${email}|${client}`;
  const counted = [
    [AUTH_LIMITS.signInPerIp, client],
    [AUTH_LIMITS.signInFailuresPerAccountAndClient, pair],
    [AUTH_LIMITS.signInFailuresPerAccount, email],
  ] as const;
  for (const [rule, subject] of counted) {
    const hit = await hitRateLimit(db, rule, subject);
    if (!hit.ok) return { over: hit, pair };
  }
  return { over: null, pair };
}

async function signIn(env: Env, request: Request, voice: Voice, formData: FormData, waitUntil?: WaitUntil) {
  const { lang } = voice;
  const submission = parseWithZod(formData, { schema: SignInSchema });
  const reply = formReplies("signin", voice, submission);
  if (submission.status !== "success") return reply.invalid();
  const { password, redirectTo } = submission.value;
  const email = normaliseEmail(submission.value.email);
  const texts = authTexts(voice);

  // The count is taken back below unless the password was wrong.
  const { over, pair } = await countSignInTry(env.DB, request, email);
  if (over) return reply.tooMany(over);
  const notAFailure = async () => {
    await undoRateLimitHit(env.DB, AUTH_LIMITS.signInFailuresPerAccountAndClient, pair);
    await undoRateLimitHit(env.DB, AUTH_LIMITS.signInFailuresPerAccount, email);
  };

  const auth = createAuth(env, request, { lang, waitUntil });
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await notAFailure();
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      // The password was right; better-auth set its challenge cookie and no session. The code step
      // counts its own failures; the earlier typos are forgiven only once it passes.
      const keep = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
      return redirect(`/login?mode=code${keep}`, { headers });
    }
    // The owner got in from here: earlier typos from this machine are forgiven (not the hourly
    // ceiling, which others may be filling).
    await clearRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccountAndClient, pair);
    // The admin plugin puts the role on the signed-in user: no second read of the user row.
    return redirect(afterSignIn(response.user.role, redirectTo), { headers });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD") return reply.refuse(texts.invalidCredentials, 401);
    // The password was right in both cases below.
    if (code === "EMAIL_NOT_VERIFIED") {
      await notAFailure();
      return reply.refuse(texts.notConfirmed, 403);
    }
    if (code === "BANNED_USER") {
      await notAFailure();
      return reply.refuse(texts.banned, 403);
    }
    if (isAPIError(error)) return reply.refuse(texts.otherError, 400);
    throw error;
  }
}

/**
 * The second step of a sign-in with an authenticator app (decision 0038): the app's code or a backup
 * code, for the account in better-auth's challenge cookie. Every wrong, replayed or used code counts
 * toward the same failed sign-in limits as a wrong password (decision 0011) and is audited; a replayed
 * app code is refused here, before better-auth would accept it a second time.
 */
async function signInSecondStep(env: Env, request: Request, lang: Lang, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SecondFactorSignInSchema });
  const texts = TWO_FACTOR_TEXTS[lang];
  // Only staff have a second factor: its step says "Sie" whatever the public site's form of address.
  const staff: Voice = { lang, address: "sie" };
  if (submission.status !== "success") {
    const reply = submission.reply({ hideFields: ["code"] });
    if (reply.error)
      for (const [field, messages] of Object.entries(reply.error))
        reply.error[field] = messages?.map((m: string) => twoFactorMessage(lang, m)) ?? null;
    return data({ intent: "code", result: reply, message: null }, { status: 400 });
  }
  const { code, method, trustDevice, redirectTo } = submission.value;
  const db = getDb(env);
  // A wrong code is the field's error; a sign-in that has to start over is the page's message.
  const refuseCode = (text: string, status: number, headers?: HeadersInit) =>
    data(
      {
        intent: "code",
        result: submission.reply({ hideFields: ["code"], fieldErrors: { code: [text] } }),
        message: null as FormMessage | null,
      },
      { status, headers },
    );
  const startOver = (text: string, status: number, headers?: HeadersInit) =>
    data(
      {
        intent: "code",
        result: submission.reply({ hideFields: ["code"] }),
        message: { type: "error", text } as FormMessage | null,
      },
      { status, headers },
    );

  const challenged = await readSignInChallenge(env, db, request);
  if (!challenged) return startOver(texts.challengeExpired, 401);
  const email = normaliseEmail(challenged.email);
  const { over, pair } = await countSignInTry(env.DB, request, email);
  if (over) return tooMany("code", staff, submission, over);

  // Whoever typed it is not known yet: the entry names the account, as a failed password does.
  const unknownActor = { id: null, name: email, role: "" };
  const refused = async (reason: string, text: string, answer = refuseCode) => {
    await auditTwoFactor(db, unknownActor, challenged.id, "two-factor-refused", { reason: [null, reason] });
    return answer(text, 401);
  };
  const locked = async (seconds: number) => {
    await auditTwoFactor(db, unknownActor, challenged.id, "two-factor-refused", { reason: [null, "locked"] });
    return startOver(texts.tooMany(Math.max(1, Math.ceil(seconds / 60))), 429, { "Retry-After": String(seconds) });
  };

  // Ten codes in a row that were not right lock the second step for 15 minutes. The statement that
  // counts this try also decides, so codes sent at once cannot all be checked before the lock is
  // written (better-auth's own lock is read first and written after the check).
  const tries = await hitLock(env.DB, AUTH_LIMITS.secondFactorTries, email);
  if (!tries.ok) return locked(tries.retryAfterSeconds);

  if (method === "totp") {
    const step = await stepOfCode(env, db, challenged.id, code);
    if (step !== null && !(await claimTotpStep(env.DB, challenged.id, step)))
      return refused("replayed", texts.usedCode);
  }

  const auth = createAuth(env, request, { lang });
  try {
    const body = { code, trustDevice: trustDevice === "on" };
    const { headers } =
      method === "totp"
        ? await auth.api.verifyTOTP({ body, headers: request.headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body, headers: request.headers, returnHeaders: true });
    await undoRateLimitHit(env.DB, AUTH_LIMITS.signInFailuresPerAccountAndClient, pair);
    await undoRateLimitHit(env.DB, AUTH_LIMITS.signInFailuresPerAccount, email);
    await clearRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccountAndClient, pair);
    await clearRateLimit(env.DB, AUTH_LIMITS.secondFactorTries, email);
    if (isStaff(challenged.role)) {
      const actor = { id: challenged.id, name: challenged.name, role: roleOf(challenged.role) };
      if (method === "backup") await auditTwoFactor(db, actor, challenged.id, "backup-code-used");
      await auditTwoFactor(db, actor, challenged.id, "sign-in", {
        method: [null, method === "totp" ? "authenticator-app" : "backup-code"],
      });
    }
    return redirect(afterSignIn(challenged.role, redirectTo), { headers });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_CODE") return refused("wrong-code", texts.wrongCode);
    if (code === "INVALID_BACKUP_CODE") return refused("wrong-backup-code", texts.wrongBackupCode);
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") return locked(15 * 60);
    // The challenge is used up (too many codes for it) or gone: start again with the password.
    if (isAPIError(error)) return refused(code ?? "challenge", texts.challengeExpired, startOver);
    throw error;
  }
}
