import { z } from "zod";

/**
 * Schemas of the second factor's forms (the code step of /login, the section of /admin/profile),
 * shared by the browser (conform) and the actions. Messages are keys of TWO_FACTOR_TEXTS.
 */

/** Six digits; spaces that apps show in the middle ("123 456") are dropped. */
const totpCode = z
  .string({ error: "codeRequired" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, "codeRequired")
      .regex(/^\d{6}$/, "codeFormat"),
  );

/** better-auth's backup codes: ten letters and digits, shown as xxxxx-xxxxx. */
const backupCode = z
  .string({ error: "backupRequired" })
  .trim()
  .min(1, "backupRequired")
  .max(40, "tooLong")
  .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, "backupFormat");

const redirectTo = z.string().max(500).optional();
const trustDevice = z.literal("on").optional();

const TotpSignInSchema = z.object({ method: z.literal("totp"), code: totpCode, trustDevice, redirectTo });
const BackupCodeSignInSchema = z.object({
  method: z.literal("backup"),
  code: backupCode,
  trustDevice,
  redirectTo,
});

/** The code step: the app's code or a backup code, by the hidden field `method`. */
export const SecondFactorSignInSchema = z.discriminatedUnion("method", [TotpSignInSchema, BackupCodeSignInSchema]);

/** Starting the set-up, new backup codes and switching off all ask for the current password. */
export const TwoFactorPasswordSchema = z.object({
  password: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(128, "tooLong"),
});

/** The first code from the app confirms the set-up. */
export const TwoFactorConfirmSchema = z.object({ code: totpCode });
