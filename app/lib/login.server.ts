import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { AUTH_TEXTS, authMessage, type LoginNotice } from "./auth-texts";
import { reserveAccountMail } from "./account-mail.server";
import { auditAfter } from "./audit.server";
import { createAuth, findUserByEmail, getSessionUser, normaliseEmail } from "./auth.server";
import type { Lang } from "./i18n";
import { getDb } from "./db.server";
import { isStaff, roleOf } from "./permissions";
import {
  clearRateLimit,
  clientKey,
  hitRateLimit,
  undoRateLimitHit,
  type RateLimitResult,
  type RateLimitRule,
} from "./rate-limit.server";
import { ForgotPasswordSchema, RegisterSchema, ResetPasswordSchema, SignInSchema } from "./schemas/auth";
import { SecondFactorSignInSchema } from "./schemas/two-factor";
import { TWO_FACTOR_TEXTS, twoFactorMessage } from "./two-factor-texts";
import { auditTwoFactor, claimTotpStep, readSignInChallenge, stepOfCode } from "./two-factor.server";
import { redirectWithToast } from "./toast.server";
import { safeRedirectPath } from "./url";

const MINUTE = 60_000;

/**
 * Limits of the account forms, kept in D1 so every isolate counts together. "Client" is the key of
 * clientKey() (an IPv4 address or an IPv6 /64). Failed sign-ins are counted per account AND client,
 * so a stranger's wrong passwords never lock the owner out on their own machine, and per account
 * over an hour (100: enough for a person who keeps mistyping, far too few to guess a password), so
 * many machines together stay slow too.
 * The e-mails these forms send have their own per-address limits (app/lib/account-mail.server.ts).
 */
export const AUTH_LIMITS = {
  signInPerIp: { name: "signin:ip", limit: 30, windowMs: 15 * MINUTE },
  signInFailuresPerAccountAndClient: { name: "signin:account-client", limit: 5, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { name: "signin:account", limit: 100, windowMs: 60 * MINUTE },
  signUpPerIp: { name: "signup:ip", limit: 5, windowMs: 60 * MINUTE },
  signUpPerAccount: { name: "signup:account", limit: 3, windowMs: 60 * MINUTE },
  resetRequestPerIp: { name: "reset:ip", limit: 5, windowMs: 15 * MINUTE },
  resetSetPerIp: { name: "reset-set:ip", limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Runs work after the answer (the Worker's ctx.waitUntil). */
type WaitUntil = (promise: Promise<unknown>) => void;

/** What the helpers below need of a conform submission (success or not). */
type AnySubmission = {
  reply: (options?: { hideFields?: string[]; resetForm?: boolean }) => SubmissionResult<string[]>;
};

type Intent = "signin" | "register" | "forgot" | "reset" | "code";
type FormMessage = { type: "error" | "success"; text: string };

/** The login page's actions: sign in, register, request a reset link, set the new password. */
export async function handleLoginAction(env: Env, request: Request, lang: Lang, waitUntil?: WaitUntil) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const texts = AUTH_TEXTS[lang];
  try {
    switch (intent as Intent) {
      case "signin":
        return await signIn(env, request, lang, formData, waitUntil);
      case "register":
        return await register(env, request, lang, formData, waitUntil);
      case "forgot":
        return await forgotPassword(env, request, lang, formData, waitUntil);
      case "reset":
        return await resetPassword(env, request, lang, formData);
      case "code":
        return await signInSecondStep(env, request, lang, formData);
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

/** Field errors come back as schema keys; translate them for the visitor. */
function translated(lang: Lang, submission: AnySubmission) {
  const reply = submission.reply({ hideFields: ["password", "confirmPassword"] });
  if (reply.error) {
    for (const [field, messages] of Object.entries(reply.error)) {
      reply.error[field] = messages?.map((m: string) => authMessage(lang, m)) ?? null;
    }
  }
  return reply;
}

function refuse(
  intent: Intent,
  lang: Lang,
  submission: AnySubmission,
  text: string,
  status: number,
  headers?: HeadersInit,
) {
  return data(
    {
      intent,
      result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
      message: { type: "error", text } satisfies FormMessage,
    },
    { status, headers },
  );
}

function tooMany(intent: Intent, lang: Lang, submission: AnySubmission, limit: RateLimitResult) {
  const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
  return refuse(intent, lang, submission, AUTH_TEXTS[lang].tooMany(minutes), 429, {
    "Retry-After": String(limit.retryAfterSeconds),
  });
}

function errorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = (error as { body?: { code?: string } }).body;
  return body?.code;
}

async function signIn(env: Env, request: Request, lang: Lang, formData: FormData, waitUntil?: WaitUntil) {
  const submission = parseWithZod(formData, { schema: SignInSchema });
  if (submission.status !== "success")
    return data({ intent: "signin", result: translated(lang, submission), message: null }, { status: 400 });
  const { password, redirectTo } = submission.value;
  const email = normaliseEmail(submission.value.email);
  const texts = AUTH_TEXTS[lang];

  const client = clientKey(request);
  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.signInPerIp, client);
  if (!perIp.ok) return tooMany("signin", lang, submission, perIp);
  // Every attempt is counted before the password is checked, so parallel requests cannot all slip
  // past the limits; the count is taken back below unless the password was wrong.
  const pair = `${email}|${client}`;
  const perPair = await hitRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccountAndClient, pair);
  if (!perPair.ok) return tooMany("signin", lang, submission, perPair);
  const perAccount = await hitRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccount, email);
  if (!perAccount.ok) return tooMany("signin", lang, submission, perAccount);
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
    if (code === "INVALID_EMAIL_OR_PASSWORD") return refuse("signin", lang, submission, texts.invalidCredentials, 401);
    // The password was right in both cases below.
    if (code === "EMAIL_NOT_VERIFIED") {
      await notAFailure();
      return refuse("signin", lang, submission, texts.notConfirmed, 403);
    }
    if (code === "BANNED_USER") {
      await notAFailure();
      return refuse("signin", lang, submission, texts.banned, 403);
    }
    if (isAPIError(error)) return refuse("signin", lang, submission, texts.otherError, 400);
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
  const client = clientKey(request);
  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.signInPerIp, client);
  if (!perIp.ok) return tooMany("code", lang, submission, perIp);
  const pair = `${email}|${client}`;
  const perPair = await hitRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccountAndClient, pair);
  if (!perPair.ok) return tooMany("code", lang, submission, perPair);
  const perAccount = await hitRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccount, email);
  if (!perAccount.ok) return tooMany("code", lang, submission, perAccount);

  // Whoever typed it is not known yet: the entry names the account, as a failed password does.
  const unknownActor = { id: null, name: email, role: "" };
  const refused = async (reason: string, text: string, answer = refuseCode) => {
    await auditTwoFactor(db, unknownActor, challenged.id, "two-factor-refused", { reason: [null, reason] });
    return answer(text, 401);
  };

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
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") {
      await auditTwoFactor(db, unknownActor, challenged.id, "two-factor-refused", { reason: [null, "locked"] });
      return startOver(texts.tooMany(15), 429, { "Retry-After": String(15 * 60) });
    }
    // The challenge is used up (too many codes for it) or gone: start again with the password.
    if (isAPIError(error)) return refused(code ?? "challenge", texts.challengeExpired, startOver);
    throw error;
  }
}

/**
 * The address an e-mail change's token was issued for (the one it replaces). The token is a signed
 * JWT that better-auth has just verified; its payload is only read here.
 */
function previousEmail(token: string): string | null {
  try {
    const base64 = token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
    const payload = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const email = (JSON.parse(payload) as { email?: unknown }).email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}

/** Staff go to /admin or the admin page they came from; everyone else back to the site. */
export function afterSignIn(role: unknown, redirectTo: string | undefined | null): string {
  const target = redirectTo ? safeRedirectPath(redirectTo) : null;
  const intoAdmin = target === "/admin" || target?.startsWith("/admin/");
  if (isStaff(role)) return target && target !== "/" && target !== "/login" ? target : "/admin";
  return target && !intoAdmin && !target.startsWith("/login") ? target : "/";
}

async function register(env: Env, request: Request, lang: Lang, formData: FormData, waitUntil?: WaitUntil) {
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success")
    return data({ intent: "register", result: translated(lang, submission), message: null }, { status: 400 });
  const { fullName, password } = submission.value;
  const email = normaliseEmail(submission.value.email);
  const texts = AUTH_TEXTS[lang];

  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.signUpPerIp, clientKey(request));
  if (!perIp.ok) return tooMany("register", lang, submission, perIp);
  const perAccount = await hitRateLimit(env.DB, AUTH_LIMITS.signUpPerAccount, email);
  if (!perAccount.ok) return tooMany("register", lang, submission, perAccount);

  // The spec tells people their address is taken (8.3); the limits above keep that from being a
  // cheap way to test addresses (docs/decisions/0006-roles.md).
  if (await findUserByEmail(env, email)) return refuse("register", lang, submission, texts.alreadyRegistered, 409);

  // The confirmation mail goes out after the answer; if the mail API fails, the operators see it in
  // the log and the person gets a fresh link by signing in.
  const auth = createAuth(env, request, { lang, waitUntil });
  try {
    await auth.api.signUpEmail({ body: { name: fullName, email, password }, headers: request.headers });
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS"))
      return refuse("register", lang, submission, texts.alreadyRegistered, 409);
    if (code === "PASSWORD_TOO_SHORT") return refuse("register", lang, submission, texts.passwordTooShort, 400);
    if (isAPIError(error)) return refuse("register", lang, submission, texts.otherError, 400);
    throw error;
  }
  return redirect(`/login?notice=${"registered" satisfies LoginNotice}`);
}

/**
 * Known and unknown addresses get the same page in the same time: the limits are counted on the
 * address whether it has an account or not, and the mail is sent after the answer (waitUntil), so
 * neither the mail API's speed nor its failures show. Failures are logged for the operators.
 */
async function forgotPassword(env: Env, request: Request, lang: Lang, formData: FormData, waitUntil?: WaitUntil) {
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success")
    return data({ intent: "forgot", result: translated(lang, submission), message: null }, { status: 400 });
  const email = normaliseEmail(submission.value.email);
  const texts = AUTH_TEXTS[lang];

  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.resetRequestPerIp, clientKey(request));
  if (!perIp.ok) return tooMany("forgot", lang, submission, perIp);
  const perAddress = await reserveAccountMail(env.DB, email);
  if (!perAddress.ok) return tooMany("forgot", lang, submission, perAddress);

  // Whether the address has an account is looked up after the answer too: the answer then does the
  // same work (the two counts above) for every address, so its timing tells nothing.
  const auth = createAuth(env, request, { lang, waitUntil, mailCounted: true });
  const lookup = auth.api
    .requestPasswordReset({ body: { email, redirectTo: "/login?reset=true" }, headers: request.headers })
    .then(
      () => undefined,
      (error: unknown) =>
        console.error(
          "password reset not started:",
          isAPIError(error) ? errorCode(error) : error instanceof Error ? error.name : "unknown error",
        ),
    );
  if (waitUntil) waitUntil(lookup);
  else await lookup;
  return data({
    intent: "forgot",
    result: submission.reply({ resetForm: true }),
    message: { type: "success", text: texts.resetSent } satisfies FormMessage,
  });
}

async function resetPassword(env: Env, request: Request, lang: Lang, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  if (submission.status !== "success")
    return data({ intent: "reset", result: translated(lang, submission), message: null }, { status: 400 });
  const texts = AUTH_TEXTS[lang];
  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.resetSetPerIp, clientKey(request));
  if (!perIp.ok) return tooMany("reset", lang, submission, perIp);

  const auth = createAuth(env, request, { lang });
  try {
    await auth.api.resetPassword({
      body: { newPassword: submission.value.password, token: submission.value.token },
      headers: request.headers,
    });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED")
      return refuse("reset", lang, submission, texts.resetLinkInvalid, 400);
    if (code === "PASSWORD_TOO_SHORT") return refuse("reset", lang, submission, texts.passwordTooShort, 400);
    if (isAPIError(error)) return refuse("reset", lang, submission, texts.otherError, 400);
    throw error;
  }
  return redirect(`/login?notice=${"passwordChanged" satisfies LoginNotice}`);
}

type ChangedUser = { id: string; name: string; email: string; role?: unknown };

/**
 * Follows the link of a confirmation e-mail: the sign-up's, or the one sent to the new address of an
 * e-mail change (better-auth tells them apart by the token; only then does the address change).
 */
export async function confirmEmail(env: Env, request: Request, token: string) {
  const auth = createAuth(env, request);
  let changed: ChangedUser | null = null;
  try {
    const result = await auth.api.verifyEmail({ query: { token }, headers: request.headers });
    changed = (result as { user?: ChangedUser | null } | undefined)?.user ?? null;
  } catch (error) {
    // Another account took the new address since the link was sent (unique index).
    const taken = /UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? error));
    if (!isAPIError(error) && !taken) throw error;
    return redirect(`/login?notice=${"confirmFailed" satisfies LoginNotice}`);
  }
  if (!changed) return redirect(`/login?notice=${"confirmed" satisfies LoginNotice}`);
  if (isStaff(changed.role)) {
    // better-auth changed the address itself: a staff account's change is recorded right after.
    const actor = { id: changed.id, name: changed.name, role: roleOf(changed.role) };
    await auditAfter(getDb(env), actor, {
      type: "auth",
      recordId: changed.id,
      action: "email",
      changes: { email: [previousEmail(token), changed.email] },
    });
  }
  // Staff who confirm in the browser they are signed in with go back to their profile.
  const session = await getSessionUser(env, request);
  if (session && session.user.id === changed.id && isStaff(session.user.role)) {
    return redirectWithToast(request, "/admin/profile", {
      title: "E-Mail-Adresse geändert",
      description: `Sie melden sich ab jetzt mit ${session.user.email} an.`,
    });
  }
  return redirect(`/login?notice=${"emailChanged" satisfies LoginNotice}`);
}
