import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { symmetricDecrypt } from "better-auth/crypto";
import { isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { correction, generate } from "lean-qr";
import { data, redirect } from "react-router";
import * as schema from "~db/schema";
import { actorOf } from "~/lib/audit.server";
import {
  createAuth,
  securityChanged,
  auditTwoFactor,
  claimTotpStep,
  secondFactorRequired,
  secondFactorsOf,
  stepOfCode,
} from "~/lib/accounts/index.server";
import {
  type StaffSession,
  TwoFactorConfirmSchema,
  TwoFactorPasswordSchema,
  TWO_FACTOR_TEXTS,
  twoFactorMessage,
} from "~/lib/accounts";
import { getDb, type Db } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n";
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimitRule } from "~/lib/http/index.server";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The "two-factor sign-in" section of /admin/profile (decision 0038): set up an authenticator app
 * (password → QR code and key → first code → ten backup codes shown once), make new backup codes,
 * switch it off. better-auth's two-factor plugin does the work; this module puts our schemas, limits,
 * audit entries, the policy's last-factor rule and both languages around it.
 */

/**
 * Wrong current passwords: the same counter (the rule's name is its key) as the profile's password
 * and e-mail changes, so a stolen session cannot guess the password through a different form.
 */
const PROFILE_PASSWORD_LIMIT: RateLimitRule = { name: "profile-password:user", limit: 5, windowMs: 15 * 60_000 };

const ISSUER = "Glücksakademie";

export type TwoFactorSection = {
  enabled: boolean;
  /** A set-up waiting for its first code: the QR code (an SVG path over size × size modules) and the key. */
  pending: { qrPath: string; qrSize: number; secret: string } | null;
  backupCodesLeft: number | null;
  /** The policy is on and the account has no second factor yet. */
  blocked: boolean;
};

/** The section's state for the profile's loader. */
export async function loadTwoFactorSection(env: Env, session: StaffSession | null): Promise<TwoFactorSection | null> {
  if (!session) return null;
  const db = getDb(env);
  const [factors, required, [row]] = await Promise.all([
    secondFactorsOf(db, session.user.id),
    secondFactorRequired(db),
    db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, session.user.id)).limit(1),
  ]);
  let pending: TwoFactorSection["pending"] = null;
  let backupCodesLeft: number | null = null;
  if (row && factors.pendingTotp) {
    const secret = await decrypt(env, row.secret);
    if (secret) {
      const key = base32(new TextEncoder().encode(secret));
      const uri = `otpauth://totp/${encodeURIComponent(ISSUER)}:${encodeURIComponent(session.user.email)}?secret=${key}&issuer=${encodeURIComponent(ISSUER)}&digits=6&period=30`;
      pending = { ...qrPath(uri), secret: key.replace(/(.{4})(?=.)/g, "$1 ") };
    }
  }
  if (row && factors.totp) backupCodesLeft = (await backupCodesOf(env, row.backupCodes))?.length ?? null;
  return {
    enabled: factors.totp,
    pending,
    backupCodesLeft,
    blocked: required && !factors.totp && factors.passkeys === 0,
  };
}

async function decrypt(env: Env, value: string): Promise<string | null> {
  try {
    return await symmetricDecrypt({ key: env.BETTER_AUTH_SECRET, data: value });
  } catch {
    return null;
  }
}

async function backupCodesOf(env: Env, stored: string): Promise<string[] | null> {
  const json = await decrypt(env, stored);
  try {
    const codes: unknown = json ? JSON.parse(json) : null;
    return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === "string") : null;
  } catch {
    return null;
  }
}

/** RFC 4648 base32 without padding, as authenticator apps take the key. */
function base32(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** The QR code as one SVG path of unit squares: drawn by React, no markup from elsewhere in the page. */
function qrPath(uri: string): { qrPath: string; qrSize: number } {
  const qr = generate(uri, { minCorrectionLevel: correction.M });
  let path = "";
  for (let y = 0; y < qr.size; y++) for (let x = 0; x < qr.size; x++) if (qr.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
  return { qrPath: path, qrSize: qr.size };
}

export type TwoFactorActionData = {
  intent: string;
  result: SubmissionResult<string[]> | null;
  error: string | null;
  toast: Toast | null;
  /** New backup codes, in this one answer only. */
  backupCodes?: string[];
};

export function isTwoFactorIntent(intent: string): boolean {
  return intent.startsWith("two-factor-");
}

function errorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error as { body?: { code?: string } }).body?.code : undefined;
}

/** The section's forms; `intent` is one of two-factor-start, -confirm, -cancel, -backup-codes, -disable. */
export async function handleTwoFactorAction(
  env: Env,
  request: Request,
  session: StaffSession,
  intent: string,
  formData: FormData,
  backUrl: string,
) {
  // The back office's language of the person (decision 0053), for the section and its notice mails.
  const lang = session.user.adminLanguage;
  const texts = TWO_FACTOR_TEXTS[lang];
  const db = getDb(env);
  const answer = (
    status: number,
    result: SubmissionResult<string[]> | null,
    error: string | null,
    extra: Partial<TwoFactorActionData> = {},
    init: { headers?: HeadersInit } = {},
  ) =>
    data<TwoFactorActionData>(
      {
        intent,
        result,
        error,
        toast: error ? { title: texts.error, description: error, variant: "destructive" } : null,
        ...extra,
      },
      { status, ...init },
    );
  try {
    switch (intent) {
      case "two-factor-start":
      case "two-factor-backup-codes":
      case "two-factor-disable":
        return await withPassword(env, request, session, db, intent, formData, lang, answer, backUrl);
      case "two-factor-confirm":
        return await confirm(env, request, session, db, formData, lang, answer);
      case "two-factor-cancel":
        await db
          .delete(schema.twoFactor)
          .where(and(eq(schema.twoFactor.userId, session.user.id), eq(schema.twoFactor.verified, false)));
        return redirect(backUrl);
      default:
        return answer(400, null, texts.failed);
    }
  } catch (error) {
    console.error("two-factor profile action failed", errorCode(error) ?? error);
    return answer(isAPIError(error) ? 400 : 503, null, texts.failed);
  }
}

type Answer = (
  status: number,
  result: SubmissionResult<string[]> | null,
  error: string | null,
  extra?: Partial<TwoFactorActionData>,
  init?: { headers?: HeadersInit },
) => ReturnType<typeof data<TwoFactorActionData>>;

function translate(lang: Lang, reply: SubmissionResult<string[]>) {
  if (reply.error)
    for (const [field, messages] of Object.entries(reply.error))
      reply.error[field] = messages?.map((m) => twoFactorMessage(lang, m)) ?? null;
  return reply;
}

/** Start, new backup codes and switching off: the current password first, under the profile's limit. */
async function withPassword(
  env: Env,
  request: Request,
  session: StaffSession,
  db: Db,
  intent: "two-factor-start" | "two-factor-backup-codes" | "two-factor-disable",
  formData: FormData,
  lang: Lang,
  answer: Answer,
  backUrl: string,
) {
  const texts = TWO_FACTOR_TEXTS[lang];
  const submission = parseWithZod(formData, { schema: TwoFactorPasswordSchema });
  const hide = { hideFields: ["password"] };
  if (submission.status !== "success") return answer(400, translate(lang, submission.reply(hide)), null);
  const { password } = submission.value;
  const userId = session.user.id;
  const actor = actorOf(session);

  if (intent === "two-factor-disable") {
    // The last admin, or anyone, cannot drop their last second factor while the policy asks for one.
    const [factors, required] = await Promise.all([secondFactorsOf(db, userId), secondFactorRequired(db)]);
    if (!factors.totp) return answer(409, submission.reply(hide), texts.notEnabled);
    if (required && factors.passkeys === 0) return answer(409, submission.reply(hide), texts.lastFactor);
  }

  const limited = await peekRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, userId);
  if (!limited.ok) {
    const message = texts.tooMany(Math.max(1, Math.ceil(limited.retryAfterSeconds / 60)));
    return answer(
      429,
      submission.reply(hide),
      message,
      {},
      { headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }

  const auth = createAuth(env, request, { lang });
  try {
    if (intent === "two-factor-start") {
      // Writes a not yet confirmed secret; the page shows it from there until the first code confirms
      // it, so the set-up survives a reload. The backup codes it returns are shown after confirming.
      await auth.api.enableTwoFactor({ body: { password }, headers: request.headers });
      await clearRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, userId);
      return redirect(`${backUrl}#two-factor`);
    }
    if (intent === "two-factor-backup-codes") {
      const { backupCodes } = await auth.api.generateBackupCodes({ body: { password }, headers: request.headers });
      await clearRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, userId);
      await auditTwoFactor(db, actor, userId, "backup-codes-regenerated");
      await securityChanged(env, request, session.user, "backup-codes", lang);
      return answer(200, submission.reply({ ...hide, resetForm: true }), null, {
        backupCodes,
        toast: { title: texts.regenerated },
      });
    }
    // better-auth replaces the session (its cookie comes with the answer).
    const { headers } = await auth.api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, userId);
    await auditTwoFactor(db, actor, userId, "two-factor-disabled");
    // better-auth forgets only this browser's trust; every other one ends here.
    await securityChanged(env, request, session.user, "totp-disabled", lang);
    return redirectWithToast(request, backUrl, { title: texts.disabled }, { headers });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_PASSWORD") {
      await hitRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, userId);
      return answer(
        400,
        submission.reply({ ...hide, fieldErrors: { password: [texts.wrongPassword] } }),
        texts.wrongPassword,
      );
    }
    if (code === "TOTP_ALREADY_ENABLED") return answer(409, submission.reply(hide), texts.alreadyEnabled);
    if (code === "TWO_FACTOR_NOT_ENABLED") return answer(409, submission.reply(hide), texts.notEnabled);
    throw error;
  }
}

/** The first code from the app: switches the factor on and shows the backup codes, once. */
async function confirm(
  env: Env,
  request: Request,
  session: StaffSession,
  db: Db,
  formData: FormData,
  lang: Lang,
  answer: Answer,
) {
  const texts = TWO_FACTOR_TEXTS[lang];
  const submission = parseWithZod(formData, { schema: TwoFactorConfirmSchema });
  const hide = { hideFields: ["code"] };
  if (submission.status !== "success") return answer(400, translate(lang, submission.reply(hide)), null);
  const userId = session.user.id;
  const actor = actorOf(session);
  const [row] = await db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, userId)).limit(1);
  if (!row) return answer(409, submission.reply(hide), texts.noPending);
  if (row.verified !== false) return answer(409, submission.reply(hide), texts.alreadyEnabled);

  const wrong = async (reason: string, text: string) => {
    await auditTwoFactor(db, actor, userId, "two-factor-refused", { reason: [null, reason] });
    return answer(400, submission.reply({ ...hide, fieldErrors: { code: [text] } }), null);
  };
  const step = await stepOfCode(env, db, userId, submission.value.code);
  if (step === null) return wrong("wrong-code", texts.wrongCode);
  // The code that confirmed the set-up cannot sign in a second time.
  if (!(await claimTotpStep(env.DB, userId, step))) return wrong("replayed", texts.usedCode);

  const auth = createAuth(env, request, { lang });
  try {
    // Marks the secret confirmed, sets twoFactorEnabled and replaces the session (its cookie comes along).
    const { headers } = await auth.api.verifyTOTP({
      body: { code: submission.value.code },
      headers: request.headers,
      returnHeaders: true,
    });
    const backupCodes = (await backupCodesOf(env, row.backupCodes)) ?? [];
    await auditTwoFactor(db, actor, userId, "two-factor-enabled");
    await securityChanged(env, request, session.user, "totp-enabled", lang);
    return answer(
      200,
      submission.reply({ ...hide, resetForm: true }),
      null,
      { backupCodes, toast: { title: texts.enabled } },
      { headers },
    );
  } catch (error) {
    if (errorCode(error) === "INVALID_CODE") return wrong("wrong-code", texts.wrongCode);
    throw error;
  }
}
