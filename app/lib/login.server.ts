import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { AUTH_TEXTS, authMessage, type LoginNotice } from "./auth-texts";
import { createAuth, findUserByEmail, normaliseEmail } from "./auth.server";
import type { Lang } from "./i18n";
import { isStaff } from "./permissions";
import { clearRateLimit, clientIp, hitRateLimit, peekRateLimit, type RateLimitResult, type RateLimitRule } from "./rate-limit.server";
import { ForgotPasswordSchema, RegisterSchema, ResetPasswordSchema, SignInSchema } from "./schemas/auth";
import { safeRedirectPath } from "./url";

const MINUTE = 60_000;

/**
 * Limits of the account forms, kept in D1 so every isolate counts together. Per IP (cf-connecting-ip;
 * requests without it share one bucket) and per account, so neither many addresses from one machine
 * nor one address from many machines get unlimited tries.
 */
export const AUTH_LIMITS = {
  signInPerIp: { name: "signin:ip", limit: 30, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { name: "signin:account", limit: 5, windowMs: 15 * MINUTE },
  signUpPerIp: { name: "signup:ip", limit: 5, windowMs: 60 * MINUTE },
  signUpPerAccount: { name: "signup:account", limit: 3, windowMs: 60 * MINUTE },
  resetRequestPerIp: { name: "reset:ip", limit: 5, windowMs: 15 * MINUTE },
  resetRequestPerAccount: { name: "reset:account", limit: 3, windowMs: 60 * MINUTE },
  resetSetPerIp: { name: "reset-set:ip", limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** What the helpers below need of a conform submission (success or not). */
type AnySubmission = { reply: (options?: { hideFields?: string[]; resetForm?: boolean }) => SubmissionResult<string[]> };

type Intent = "signin" | "register" | "forgot" | "reset";
type FormMessage = { type: "error" | "success"; text: string };

/** The login page's actions: sign in, register, request a reset link, set the new password. */
export async function handleLoginAction(env: Env, request: Request, lang: Lang) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const texts = AUTH_TEXTS[lang];
  try {
    switch (intent as Intent) {
      case "signin":
        return await signIn(env, request, lang, formData);
      case "register":
        return await register(env, request, lang, formData);
      case "forgot":
        return await forgotPassword(env, request, lang, formData);
      case "reset":
        return await resetPassword(env, request, lang, formData);
      default:
        return data({ intent, result: null, message: { type: "error", text: texts.otherError } satisfies FormMessage }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("login action failed", error);
    return data({ intent, result: null, message: { type: "error", text: texts.unexpected } satisfies FormMessage }, { status: 503 });
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

function refuse(intent: Intent, lang: Lang, submission: AnySubmission, text: string, status: number, headers?: HeadersInit) {
  return data(
    { intent, result: submission.reply({ hideFields: ["password", "confirmPassword"] }), message: { type: "error", text } satisfies FormMessage },
    { status, headers },
  );
}

function tooMany(intent: Intent, lang: Lang, submission: AnySubmission, limit: RateLimitResult) {
  const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
  return refuse(intent, lang, submission, AUTH_TEXTS[lang].tooMany(minutes), 429, { "Retry-After": String(limit.retryAfterSeconds) });
}

function errorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = (error as { body?: { code?: string } }).body;
  return body?.code;
}

async function signIn(env: Env, request: Request, lang: Lang, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SignInSchema });
  if (submission.status !== "success") return data({ intent: "signin", result: translated(lang, submission), message: null }, { status: 400 });
  const { password, redirectTo } = submission.value;
  const email = normaliseEmail(submission.value.email);
  const texts = AUTH_TEXTS[lang];

  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.signInPerIp, clientIp(request));
  if (!perIp.ok) return tooMany("signin", lang, submission, perIp);
  const perAccount = await peekRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccount, email);
  if (!perAccount.ok) return tooMany("signin", lang, submission, perAccount);

  const auth = createAuth(env, request, { lang });
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccount, email);
    // The admin plugin puts the role on the signed-in user: no second read of the user row.
    return redirect(afterSignIn(response.user.role, redirectTo), { headers });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      await hitRateLimit(env.DB, AUTH_LIMITS.signInFailuresPerAccount, email);
      return refuse("signin", lang, submission, texts.invalidCredentials, 401);
    }
    if (code === "EMAIL_NOT_VERIFIED") return refuse("signin", lang, submission, texts.notConfirmed, 403);
    if (code === "BANNED_USER") return refuse("signin", lang, submission, texts.banned, 403);
    if (isAPIError(error)) return refuse("signin", lang, submission, texts.otherError, 400);
    throw error;
  }
}

/** Staff go to /admin or the admin page they came from; everyone else back to the site. */
export function afterSignIn(role: unknown, redirectTo: string | undefined | null): string {
  const target = redirectTo ? safeRedirectPath(redirectTo) : null;
  const intoAdmin = target === "/admin" || target?.startsWith("/admin/");
  if (isStaff(role)) return target && target !== "/" && target !== "/login" ? target : "/admin";
  return target && !intoAdmin && !target.startsWith("/login") ? target : "/";
}

async function register(env: Env, request: Request, lang: Lang, formData: FormData) {
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") return data({ intent: "register", result: translated(lang, submission), message: null }, { status: 400 });
  const { fullName, password } = submission.value;
  const email = normaliseEmail(submission.value.email);
  const texts = AUTH_TEXTS[lang];

  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.signUpPerIp, clientIp(request));
  if (!perIp.ok) return tooMany("register", lang, submission, perIp);
  const perAccount = await hitRateLimit(env.DB, AUTH_LIMITS.signUpPerAccount, email);
  if (!perAccount.ok) return tooMany("register", lang, submission, perAccount);

  // The spec tells people their address is taken (8.3); the limits above keep that from being a
  // cheap way to test addresses (docs/decisions/0006-roles.md).
  if (await findUserByEmail(env, email)) return refuse("register", lang, submission, texts.alreadyRegistered, 409);

  const mailFailures: unknown[] = [];
  const auth = createAuth(env, request, { lang, mailFailures });
  try {
    await auth.api.signUpEmail({ body: { name: fullName, email, password }, headers: request.headers });
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) return refuse("register", lang, submission, texts.alreadyRegistered, 409);
    if (code === "PASSWORD_TOO_SHORT") return refuse("register", lang, submission, texts.passwordTooShort, 400);
    if (isAPIError(error)) return refuse("register", lang, submission, texts.otherError, 400);
    throw error;
  }
  if (mailFailures.length > 0) {
    return refuse("register", lang, submission, texts.resetSendFailed + describe(mailFailures[0]), 502);
  }
  return redirect(`/login?notice=${"registered" satisfies LoginNotice}`);
}

async function forgotPassword(env: Env, request: Request, lang: Lang, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ intent: "forgot", result: translated(lang, submission), message: null }, { status: 400 });
  const email = normaliseEmail(submission.value.email);
  const texts = AUTH_TEXTS[lang];

  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.resetRequestPerIp, clientIp(request));
  if (!perIp.ok) return tooMany("forgot", lang, submission, perIp);
  const perAccount = await hitRateLimit(env.DB, AUTH_LIMITS.resetRequestPerAccount, email);
  if (!perAccount.ok) return tooMany("forgot", lang, submission, perAccount);

  const mailFailures: unknown[] = [];
  const auth = createAuth(env, request, { lang, mailFailures });
  try {
    // Unknown addresses get the same answer, so the form does not reveal who has an account.
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/login?reset=true" }, headers: request.headers });
  } catch (error) {
    if (isAPIError(error)) return refuse("forgot", lang, submission, texts.resetSendFailed + describe(error), 400);
    throw error;
  }
  if (mailFailures.length > 0) return refuse("forgot", lang, submission, texts.resetSendFailed + describe(mailFailures[0]), 502);
  return data({ intent: "forgot", result: submission.reply({ resetForm: true }), message: { type: "success", text: texts.resetSent } satisfies FormMessage });
}

async function resetPassword(env: Env, request: Request, lang: Lang, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  if (submission.status !== "success") return data({ intent: "reset", result: translated(lang, submission), message: null }, { status: 400 });
  const texts = AUTH_TEXTS[lang];
  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.resetSetPerIp, clientIp(request));
  if (!perIp.ok) return tooMany("reset", lang, submission, perIp);

  const auth = createAuth(env, request, { lang });
  try {
    await auth.api.resetPassword({ body: { newPassword: submission.value.password, token: submission.value.token }, headers: request.headers });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED") return refuse("reset", lang, submission, texts.resetLinkInvalid, 400);
    if (code === "PASSWORD_TOO_SHORT") return refuse("reset", lang, submission, texts.passwordTooShort, 400);
    if (isAPIError(error)) return refuse("reset", lang, submission, texts.otherError, 400);
    throw error;
  }
  return redirect(`/login?notice=${"passwordChanged" satisfies LoginNotice}`);
}

/** Follows the confirmation link of the sign-up e-mail. */
export async function confirmEmail(env: Env, request: Request, token: string) {
  const auth = createAuth(env, request);
  try {
    await auth.api.verifyEmail({ query: { token }, headers: request.headers });
    return redirect(`/login?notice=${"confirmed" satisfies LoginNotice}`);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return redirect(`/login?notice=${"confirmFailed" satisfies LoginNotice}`);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
