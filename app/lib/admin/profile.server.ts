import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { and, eq, ne } from "drizzle-orm";
import { data } from "react-router";
import { user } from "../../../db/schema";
import { createAuth, normaliseEmail, type StaffSession } from "../auth.server";
import { getDb, type Db } from "../db.server";
import { roleOf, type Role } from "../permissions";
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimitRule } from "../rate-limit.server";
import { ACCOUNT_TEXTS, ChangePasswordSchema, ProfileSchema } from "../schemas/account-admin";
import type { Toast } from "../toast";
import { redirectWithToast } from "../toast.server";

export type Profile = { id: string; name: string; email: string; role: Role; createdAt: string; updatedAt: string };

export const PROFILE_TEXTS = {
  noUser: ACCOUNT_TEXTS.noUser,
  emailTaken: "E-Mail bereits registriert",
  wrongCurrentPassword: "Das aktuelle Passwort ist falsch",
  profileFailed: "Fehler beim Aktualisieren des Profils",
  passwordFailed: "Fehler beim Ändern des Passworts",
  unknownAction: "Unbekannte Aktion",
  tooMany: (minutes: number) => `Zu viele Versuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
} as const;

/** Wrong current passwords per account: the form would otherwise be a way to guess it from a stolen session. */
export const PROFILE_PASSWORD_LIMIT: RateLimitRule = { name: "profile-password:user", limit: 5, windowMs: 15 * 60_000 };

/** The signed-in person's row as the info card shows it (fresh, not the session's copy). */
export async function loadProfile(db: Db, session: StaffSession | null): Promise<Profile | null> {
  if (!session) return null;
  const [row] = await db.select().from(user).where(eq(user.id, session.user.id)).limit(1);
  if (!row) return null;
  return { id: row.id, name: row.name, email: row.email, role: roleOf(row.role), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export type ProfileActionData = {
  intent: string;
  result: SubmissionResult<string[]> | null;
  error: string | null;
  toast: Toast | null;
};

const HIDE_PASSWORDS = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };

function answer(intent: string, status: number, result: SubmissionResult<string[]> | null, error: string | null, toast: Toast | null = null, headers?: HeadersInit) {
  return data<ProfileActionData>({ intent, result, error, toast }, { status, headers });
}

function failure(description: string): Toast {
  return { title: "Fehler", description, variant: "destructive" };
}

/** The two forms of /admin/profile: name and e-mail, and the own password. */
export async function handleProfileAction(env: Env, request: Request, session: StaffSession | null, backUrl = "/admin/profile") {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!session) return answer(intent, 401, null, PROFILE_TEXTS.noUser, failure(PROFILE_TEXTS.noUser));
  if (intent === "profile") return updateProfile(env, request, session, formData, backUrl);
  if (intent === "password") return changeOwnPassword(env, request, session, formData, backUrl);
  return answer(intent, 400, null, PROFILE_TEXTS.unknownAction, failure(PROFILE_TEXTS.unknownAction));
}

async function updateProfile(env: Env, request: Request, session: StaffSession, formData: FormData, backUrl: string) {
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return answer("profile", 400, submission.reply(), null);
  const name = submission.value.fullName;
  const email = normaliseEmail(submission.value.email);
  const db = getDb(env);
  const taken = () => answer("profile", 409, submission.reply({ fieldErrors: { email: [PROFILE_TEXTS.emailTaken] } }), null, failure(PROFILE_TEXTS.emailTaken));
  try {
    const [other] = await db.select({ id: user.id }).from(user).where(and(eq(user.email, email), ne(user.id, session.user.id))).limit(1);
    if (other) return taken();
    // Straight to the row: the person is signed in and staff, so a changed address takes effect
    // without a confirmation round (better-auth's changeEmail would mail a link first).
    await db.update(user).set({ name, email, updatedAt: new Date() }).where(eq(user.id, session.user.id));
  } catch (error) {
    // Another account took the address between the check and the write (unique index).
    if (/UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? error))) return taken();
    console.error("admin profile update failed", error);
    return answer("profile", 503, submission.reply(), PROFILE_TEXTS.profileFailed, failure(PROFILE_TEXTS.profileFailed));
  }
  return redirectWithToast(request, backUrl, { title: "Profil aktualisiert" });
}

async function changeOwnPassword(env: Env, request: Request, session: StaffSession, formData: FormData, backUrl: string) {
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  if (submission.status !== "success") {
    const differ = submission.error?.confirmPassword?.includes(ACCOUNT_TEXTS.passwordsDiffer);
    return answer("password", 400, submission.reply(HIDE_PASSWORDS), null, differ ? failure(ACCOUNT_TEXTS.newPasswordsDiffer) : null);
  }
  const { currentPassword, newPassword } = submission.value;
  const subject = session.user.id;
  const limited = await peekRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
  if (!limited.ok) {
    const message = PROFILE_TEXTS.tooMany(Math.max(1, Math.ceil(limited.retryAfterSeconds / 60)));
    return answer("password", 429, submission.reply(HIDE_PASSWORDS), message, failure(message), { "Retry-After": String(limited.retryAfterSeconds) });
  }

  const auth = createAuth(env, request);
  try {
    // Verifies the current password, ends every other session and sets a fresh cookie for this one.
    const { headers } = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
    return redirectWithToast(request, backUrl, { title: "Passwort geändert" }, { headers });
  } catch (error) {
    const code = isAPIError(error) ? (error as { body?: { code?: string } }).body?.code : undefined;
    if (code === "INVALID_PASSWORD") {
      await hitRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
      return answer(
        "password",
        400,
        submission.reply({ ...HIDE_PASSWORDS, fieldErrors: { currentPassword: [PROFILE_TEXTS.wrongCurrentPassword] } }),
        null,
        failure(PROFILE_TEXTS.wrongCurrentPassword),
      );
    }
    if (code === "PASSWORD_TOO_SHORT") {
      return answer("password", 400, submission.reply({ ...HIDE_PASSWORDS, fieldErrors: { newPassword: [ACCOUNT_TEXTS.passwordTooShort] } }), null);
    }
    // better-auth's other messages are English and technical: the spec's German fallback instead.
    console.error("admin own password change failed", error);
    const message = PROFILE_TEXTS.passwordFailed;
    return answer("password", isAPIError(error) ? 400 : 503, submission.reply(HIDE_PASSWORDS), message, failure(message));
  }
}
