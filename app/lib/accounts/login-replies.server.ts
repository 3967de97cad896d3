/**
 * What the account forms of the login page share: their limits, and the shapes of their answers (field
 * errors in the visitor's language, a refusal, too many attempts). The forms themselves are in
 * login.server.ts (signing in) and account-forms.server.ts (register, reset a password).
 */
import type { SubmissionResult } from "@conform-to/react";
import { isAPIError } from "better-auth/api";
import { data } from "react-router";
import { authMessage, authTexts, type Voice } from "./auth-texts";
import type { Lang } from "../i18n/languages";
import { isStaff } from "./permissions";
import type { RateLimitResult, RateLimitRule } from "../http/rate-limit.server";
import { safeRedirectPath } from "../text/url";

const MINUTE = 60_000;

/**
 * Limits of the account forms, kept in D1 so every isolate counts together. "Client" is the key of
 * clientKey() (an IPv4 address or an IPv6 /64). Failed sign-ins are counted per account AND client,
 * so a stranger's wrong passwords never lock the owner out on their own machine, and per account
 * over an hour (100: enough for a person who keeps mistyping, far too few to guess a password), so
 * many machines together stay slow too.
 * The e-mails these forms send have their own per-address limits (app/lib/accounts/account-mail.server.ts).
 */
export const AUTH_LIMITS = {
  signInPerIp: { name: "signin:ip", limit: 30, windowMs: 15 * MINUTE },
  signInFailuresPerAccountAndClient: { name: "signin:account-client", limit: 5, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { name: "signin:account", limit: 100, windowMs: 60 * MINUTE },
  // Codes of the second factor per account (keyed by its id), counted before they are checked: the
  // eleventh try in a row is refused for 15 minutes, however many were sent at once (hitLock).
  secondFactorTries: { name: "2fa:account", limit: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { name: "signup:ip", limit: 5, windowMs: 60 * MINUTE },
  signUpPerAccount: { name: "signup:account", limit: 3, windowMs: 60 * MINUTE },
  resetRequestPerIp: { name: "reset:ip", limit: 5, windowMs: 15 * MINUTE },
  resetSetPerIp: { name: "reset-set:ip", limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Runs work after the answer (the Worker's ctx.waitUntil). */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** What the helpers below need of a conform submission (success or not). */
export type AnySubmission = {
  reply: (options?: { hideFields?: string[]; resetForm?: boolean }) => SubmissionResult<string[]>;
};

export type Intent = "signin" | "register" | "forgot" | "reset" | "code";
export type FormMessage = { type: "error" | "success"; text: string };

/** Field errors come back as schema keys; translate them for the visitor. */
function translated(voice: Voice, submission: AnySubmission) {
  const reply = submission.reply({ hideFields: ["password", "confirmPassword"] });
  if (reply.error) {
    for (const [field, messages] of Object.entries(reply.error)) {
      reply.error[field] = messages?.map((m: string) => authMessage(voice, m)) ?? null;
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

export function tooMany(intent: Intent, voice: Voice, submission: AnySubmission, limit: RateLimitResult) {
  const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
  return refuse(intent, voice.lang, submission, authTexts(voice).tooMany(minutes), 429, {
    "Retry-After": String(limit.retryAfterSeconds),
  });
}

/** One form's answers, bound to its intent, the visitor's voice and the submission. */
export function formReplies(intent: Intent, voice: Voice, submission: AnySubmission) {
  return {
    /** The schema's field errors, in the visitor's language. */
    invalid: () => data({ intent, result: translated(voice, submission), message: null }, { status: 400 }),
    refuse: (text: string, status: number) => refuse(intent, voice.lang, submission, text, status),
    tooMany: (limit: RateLimitResult) => tooMany(intent, voice, submission, limit),
  };
}

export function errorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = (error as { body?: { code?: string } }).body;
  return body?.code;
}

/** Staff go to /admin or the admin page they came from; everyone else back to the site. */
export function afterSignIn(role: unknown, redirectTo: string | undefined | null): string {
  const target = redirectTo ? safeRedirectPath(redirectTo) : null;
  const intoAdmin = target === "/admin" || target?.startsWith("/admin/");
  if (isStaff(role)) return target && target !== "/" && target !== "/login" ? target : "/admin";
  return target && !intoAdmin && !target.startsWith("/login") ? target : "/";
}
