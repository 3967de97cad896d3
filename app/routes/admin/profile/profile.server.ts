import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { and, eq, ne } from "drizzle-orm";
import { data } from "react-router";
import { user } from "~db/schema";
import {
  deliverAccountMail,
  emailChangeNoticeMail,
  reserveAccountMail,
  createAuth,
  normaliseEmail,
  securityChanged,
} from "~/lib/accounts/index.server";
import { actorOf, auditAfter, auditStatement, changesBetween } from "~/lib/audit.server";
import {
  type StaffSession,
  roleOf,
  type Role,
  ACCOUNT_TEXTS,
  AdminLanguageSchema,
  ChangePasswordSchema,
  profileSchema,
} from "~/lib/accounts";
import { getDb, type Db } from "~/lib/db.server";
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimitRule } from "~/lib/http/index.server";
import { isAdminLang, translate, type AdminLang } from "~/lib/admin";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import type { ProfileActionData } from "~/lib/admin/index.server";
import { handleTwoFactorAction, isTwoFactorIntent } from "./two-factor-profile.server";
import { PROFILE_TEXTS } from "./profile-texts";

export type Profile = {
  id: string;
  name: string;
  email: string;
  role: Role;
  adminLanguage: AdminLang;
  createdAt: string;
  updatedAt: string;
};

/** Wrong current passwords per account (password change and e-mail change together): the forms would otherwise be a way to guess it from a stolen session. */
const PROFILE_PASSWORD_LIMIT: RateLimitRule = { name: "profile-password:user", limit: 5, windowMs: 15 * 60_000 };

/** The signed-in person's row as the info card shows it (fresh, not the session's copy). */
export async function loadProfile(db: Db, session: StaffSession | null): Promise<Profile | null> {
  if (!session) return null;
  const [row] = await db.select().from(user).where(eq(user.id, session.user.id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row.role),
    adminLanguage: isAdminLang(row.adminLanguage) ? row.adminLanguage : "de",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const HIDE_PASSWORDS = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };

function answer(
  intent: string,
  status: number,
  result: SubmissionResult<string[]> | null,
  error: string | null,
  toast: Toast | null = null,
  headers?: HeadersInit,
) {
  return data<ProfileActionData>({ intent, result, error, toast }, { status, headers });
}

function failure(description: string): Toast {
  return { title: "Fehler", description, variant: "destructive" };
}

/** A save the database or the sign-in library did not take: the form back with the one failure text. */
function saveFailed(intent: string, status: number, result: SubmissionResult<string[]>) {
  return answer(intent, status, result, PROFILE_TEXTS.profileFailed, failure(PROFILE_TEXTS.profileFailed));
}

type ProfileActionOptions = {
  backUrl?: string;
  /** The Worker's ctx.waitUntil: the e-mails of an address change go out after the answer. */
  waitUntil?: (promise: Promise<unknown>) => void;
};

/** The two forms of /admin/profile: name and e-mail, and the own password. */
export async function handleProfileAction(
  env: Env,
  request: Request,
  session: StaffSession | null,
  options: ProfileActionOptions = {},
) {
  const backUrl = options.backUrl ?? "/admin/profile";
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!session) return answer(intent, 401, null, PROFILE_TEXTS.noUser, failure(PROFILE_TEXTS.noUser));
  if (intent === "profile") return updateProfile(env, request, session, formData, backUrl, options.waitUntil);
  if (intent === "password") return changeOwnPassword(env, request, session, formData, backUrl);
  if (intent === "language") return saveLanguage(env, request, session, formData, backUrl);
  if (isTwoFactorIntent(intent)) return handleTwoFactorAction(env, request, session, intent, formData, backUrl);
  return answer(intent, 400, null, PROFILE_TEXTS.unknownAction, failure(PROFILE_TEXTS.unknownAction));
}

/**
 * Saves the name at once. A new e-mail address needs the current password and takes effect only when
 * the link mailed to it is opened (better-auth's changeEmail: the token carries the new address, the
 * row keeps the old one until then); the old address gets a notice. See decision 0011.
 */
async function updateProfile(
  env: Env,
  request: Request,
  session: StaffSession,
  formData: FormData,
  backUrl: string,
  waitUntil?: (promise: Promise<unknown>) => void,
) {
  const currentEmail = normaliseEmail(session.user.email);
  const submission = parseWithZod(formData, { schema: profileSchema(currentEmail) });
  if (submission.status !== "success") return answer("profile", 400, submission.reply(HIDE_PASSWORDS), null);
  const name = submission.value.fullName;
  const email = normaliseEmail(submission.value.email);
  const db = getDb(env);

  const saveName = async () => {
    try {
      if (name !== session.user.name)
        await db.batch([
          db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, session.user.id)),
          auditStatement(db, actorOf(session), {
            type: "user",
            recordId: session.user.id,
            action: "update",
            changes: changesBetween({ name: session.user.name }, { name }),
          }),
        ]);
      return null;
    } catch (error) {
      console.error("admin profile update failed", error);
      return saveFailed("profile", 503, submission.reply(HIDE_PASSWORDS));
    }
  };
  if (email === currentEmail)
    return (await saveName()) ?? redirectWithToast(request, backUrl, { title: "Profil aktualisiert" });

  // The password first: without it, nobody learns here which addresses have an account.
  const refused = await checkCurrentPassword(env, request, session, String(submission.value.currentPassword ?? ""));
  if (refused)
    return answer(
      "profile",
      refused.status,
      submission.reply({ ...HIDE_PASSWORDS, fieldErrors: refused.fieldErrors }),
      refused.error,
      failure(refused.message),
      refused.headers,
    );

  const taken = () =>
    answer(
      "profile",
      409,
      submission.reply({ ...HIDE_PASSWORDS, fieldErrors: { email: [PROFILE_TEXTS.emailTaken] } }),
      null,
      failure(PROFILE_TEXTS.emailTaken),
    );
  try {
    const [other] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), ne(user.id, session.user.id)))
      .limit(1);
    if (other) return taken();
  } catch (error) {
    console.error("admin profile: address check failed", error);
    return saveFailed("profile", 503, submission.reply(HIDE_PASSWORDS));
  }

  // The confirmation to the new address counts against that address's mail limits, like every other.
  const mailed = await reserveAccountMail(env.DB, email);
  if (!mailed.ok) {
    const message = PROFILE_TEXTS.emailChangeTooSoon(Math.max(1, Math.ceil(mailed.retryAfterSeconds / 60)));
    return answer("profile", 429, submission.reply(HIDE_PASSWORDS), message, failure(message), {
      "Retry-After": String(mailed.retryAfterSeconds),
    });
  }

  // Mails to a staff account speak its back-office language (decision 0053).
  const lang = session.user.adminLanguage;
  const auth = createAuth(env, request, { lang, waitUntil, changeEmail: true, mailCounted: true });
  try {
    // Writes nothing: signs a token with the new address and hands the mail to waitUntil.
    await auth.api.changeEmail({ body: { newEmail: email }, headers: request.headers });
  } catch (error) {
    console.error(
      "admin profile: e-mail change refused",
      isAPIError(error) ? (error as { body?: { code?: string } }).body?.code : error,
    );
    return saveFailed("profile", isAPIError(error) ? 400 : 503, submission.reply(HIDE_PASSWORDS));
  }
  const nameFailed = await saveName();
  if (nameFailed) return nameFailed;

  const notice = deliverAccountMail(env, request, "email-change-notice", (origin) =>
    emailChangeNoticeMail(origin, { email: currentEmail, name }, email, lang),
  );
  if (waitUntil) waitUntil(notice);
  else await notice;
  return redirectWithToast(request, backUrl, {
    title: PROFILE_TEXTS.emailChangeSent,
    description: PROFILE_TEXTS.emailChangeSentDescription(email, currentEmail),
  });
}

/**
 * The back office's language of the signed-in person, and only theirs: the row is the session's own,
 * whatever the form sends. The toast is written in the language just chosen, as the next page is.
 */
async function saveLanguage(env: Env, request: Request, session: StaffSession, formData: FormData, backUrl: string) {
  const submission = parseWithZod(formData, { schema: AdminLanguageSchema });
  if (submission.status !== "success") return answer("language", 400, submission.reply(), null);
  const chosen = submission.value.adminLanguage;
  const before = session.user.adminLanguage;
  if (chosen !== before) {
    const db = getDb(env);
    try {
      await db.batch([
        db.update(user).set({ adminLanguage: chosen }).where(eq(user.id, session.user.id)),
        auditStatement(db, actorOf(session), {
          type: "user",
          recordId: session.user.id,
          action: "update",
          changes: { admin_language: [before, chosen] },
        }),
      ]);
    } catch (error) {
      console.error("admin profile: language not saved", error);
      return saveFailed("language", 503, submission.reply());
    }
  }
  return redirectWithToast(request, backUrl, { title: translate(chosen, "Sprache gespeichert") });
}

type PasswordRefusal = {
  status: number;
  message: string;
  error: string | null;
  fieldErrors?: Record<string, string[]>;
  headers?: HeadersInit;
};

/**
 * Checks the signed-in person's current password for the profile's e-mail change, under the same
 * limit as the password change. Null when it is right.
 */
async function checkCurrentPassword(
  env: Env,
  request: Request,
  session: StaffSession,
  password: string,
): Promise<PasswordRefusal | null> {
  const subject = session.user.id;
  const limited = await peekRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
  if (!limited.ok) {
    const message = PROFILE_TEXTS.tooMany(Math.max(1, Math.ceil(limited.retryAfterSeconds / 60)));
    return { status: 429, message, error: message, headers: { "Retry-After": String(limited.retryAfterSeconds) } };
  }
  try {
    await createAuth(env, request).api.verifyPassword({ body: { password }, headers: request.headers });
  } catch (error) {
    const code = isAPIError(error) ? (error as { body?: { code?: string } }).body?.code : undefined;
    if (code === "INVALID_PASSWORD") {
      await hitRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
      return {
        status: 400,
        message: PROFILE_TEXTS.wrongCurrentPassword,
        error: null,
        fieldErrors: { currentPassword: [PROFILE_TEXTS.wrongCurrentPassword] },
      };
    }
    console.error("admin profile: password check failed", code ?? error);
    return {
      status: isAPIError(error) ? 400 : 503,
      message: PROFILE_TEXTS.profileFailed,
      error: PROFILE_TEXTS.profileFailed,
    };
  }
  await clearRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
  return null;
}

async function changeOwnPassword(
  env: Env,
  request: Request,
  session: StaffSession,
  formData: FormData,
  backUrl: string,
) {
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  if (submission.status !== "success") {
    const differ = submission.error?.confirmPassword?.includes(ACCOUNT_TEXTS.passwordsDiffer);
    return answer(
      "password",
      400,
      submission.reply(HIDE_PASSWORDS),
      null,
      differ ? failure(ACCOUNT_TEXTS.newPasswordsDiffer) : null,
    );
  }
  const { currentPassword, newPassword } = submission.value;
  const subject = session.user.id;
  const limited = await peekRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
  if (!limited.ok) {
    const message = PROFILE_TEXTS.tooMany(Math.max(1, Math.ceil(limited.retryAfterSeconds / 60)));
    return answer("password", 429, submission.reply(HIDE_PASSWORDS), message, failure(message), {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }

  const auth = createAuth(env, request);
  try {
    // Verifies the current password, ends every other session and sets a fresh cookie for this one.
    const { headers } = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // better-auth writes the new hash itself, outside any batch of ours: the entry follows at once.
    await auditAfter(getDb(env), actorOf(session), {
      type: "auth",
      recordId: subject,
      action: "password",
      changes: changesBetween({ password: currentPassword }, { password: newPassword }),
    });
    await clearRateLimit(env.DB, PROFILE_PASSWORD_LIMIT, subject);
    await securityChanged(env, request, session.user, "password-changed", session.user.adminLanguage);
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
      return answer(
        "password",
        400,
        submission.reply({ ...HIDE_PASSWORDS, fieldErrors: { newPassword: [ACCOUNT_TEXTS.passwordTooShort] } }),
        null,
      );
    }
    // better-auth's other messages are English and technical: the spec's German fallback instead.
    console.error("admin own password change failed", error);
    const message = PROFILE_TEXTS.passwordFailed;
    return answer(
      "password",
      isAPIError(error) ? 400 : 503,
      submission.reply(HIDE_PASSWORDS),
      message,
      failure(message),
    );
  }
}
