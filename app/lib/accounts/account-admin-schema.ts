import { z } from "zod";
import { emailInput } from "../forms/email-input";
import { ROLES } from "./permissions";
import { MIN_PASSWORD_LENGTH } from "./auth-schema";

/**
 * Schemas of /admin/users and /admin/profile (back-office.md 5), shared by the forms (conform, in the
 * browser) and the actions. The messages are the spec's, with our minimum length (8, not the spec's 6).
 */
export const ACCOUNT_TEXTS = {
  passwordRequired: "Passwort ist erforderlich",
  newPasswordRequired: "Neues Passwort ist erforderlich",
  currentPasswordRequired: "Aktuelles Passwort ist erforderlich",
  currentPasswordForEmail: "Zum Ändern der E-Mail-Adresse ist das aktuelle Passwort erforderlich",
  confirmRequired: "Passwort-Bestätigung ist erforderlich",
  passwordTooShort: `Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein`,
  passwordsDiffer: "Passwörter stimmen nicht überein",
  newPasswordsDiffer: "Die neuen Passwörter stimmen nicht überein",
  tooLong: "Die Eingabe ist zu lang",
  nameRequired: "Name ist erforderlich",
  nameTooShort: "Name muss mindestens 2 Zeichen lang sein",
  emailRequired: "E-Mail ist erforderlich",
  emailInvalid: "Ungültige E-Mail-Adresse",
  roleInvalid: "Ungültige Rolle",
  userMissing: "Kein Benutzer ausgewählt",
  noUser: "Kein Benutzer angemeldet",
  languageInvalid: "Bitte wählen Sie Deutsch oder English",
} as const;

const T = ACCOUNT_TEXTS;
const MAX_PASSWORD_LENGTH = 128;

/** A new password: required, at least MIN_PASSWORD_LENGTH, at most what better-auth accepts. */
const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(MIN_PASSWORD_LENGTH, T.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, T.tooLong);
const confirmation = z
  .string({ error: T.confirmRequired })
  .min(1, T.confirmRequired)
  .max(MAX_PASSWORD_LENGTH, T.tooLong);
const userId = z.string({ error: T.userMissing }).trim().min(1, T.userMissing).max(100, T.userMissing);

/* ---------------------------------------------------------------- /admin/users */

export const SetRoleSchema = z.object({
  userId,
  role: z.enum(ROLES, { error: T.roleInvalid }),
});

/** The admin sets another user's password: both entries, same text, our minimum length. */
export const SetUserPasswordSchema = z
  .object({ userId, password: newPassword(T.passwordRequired), confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: T.passwordsDiffer });

export const BanUserSchema = z.object({
  userId,
  banReason: z.string().trim().max(500, T.tooLong).optional(),
});

/** Unban and "end all sessions" only name the user. */
export const UserIdSchema = z.object({ userId });

/* -------------------------------------------------------------- /admin/profile */

/**
 * Name and e-mail of one's own profile. A new e-mail address needs the current password (a stolen
 * session alone must not be able to move the account to another address), so the schema is made for
 * the address the account has now: the browser gets it from the page, the server from the session.
 */
export function profileSchema(currentEmail: string) {
  return z
    .object({
      fullName: z
        .string({ error: T.nameRequired })
        .trim()
        .min(1, T.nameRequired)
        .min(2, T.nameTooShort)
        .max(200, T.tooLong),
      email: emailInput({ required: T.emailRequired, tooLong: T.tooLong, invalid: T.emailInvalid }),
      currentPassword: z.string().max(MAX_PASSWORD_LENGTH, T.tooLong).optional(),
    })
    .refine((v) => v.email.toLowerCase() === currentEmail.trim().toLowerCase() || Boolean(v.currentPassword), {
      path: ["currentPassword"],
      message: T.currentPasswordForEmail,
    });
}

export const ChangePasswordSchema = z
  .object({
    // Only presence: the stored password decides (it may predate today's rules).
    currentPassword: z
      .string({ error: T.currentPasswordRequired })
      .min(1, T.currentPasswordRequired)
      .max(MAX_PASSWORD_LENGTH, T.tooLong),
    newPassword: newPassword(T.newPasswordRequired),
    confirmPassword: confirmation,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: T.passwordsDiffer });

/** The back office's language of one's own account (decision 0053): only the two it speaks. */
export const AdminLanguageSchema = z.object({
  adminLanguage: z.enum(["de", "en"], { error: T.languageInvalid }),
});
