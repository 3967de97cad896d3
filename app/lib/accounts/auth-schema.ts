import { z } from "zod";
import { emailInput } from "../forms/email-input";

/**
 * The /login forms' schemas, shared by the browser (conform) and the actions. Messages are keys of
 * AUTH_TEXTS (app/lib/accounts/auth-texts.ts) so they show in the visitor's language.
 */
const email = emailInput({ required: "emailRequired", tooLong: "tooLong", invalid: "emailInvalid" });

/** Our rule for new passwords (stricter than the spec's 6); auth.server.ts gives it to better-auth too. */
export const MIN_PASSWORD_LENGTH = 8;

/** Sign-in only checks presence: the stored password decides, and old accounts may predate the rule. */
const anyPassword = z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(128, "tooLong");
const newPassword = z
  .string({ error: "passwordRequired" })
  .min(MIN_PASSWORD_LENGTH, "passwordTooShort")
  .max(128, "tooLong");
const redirectTo = z.string().max(500).optional();

export const SignInSchema = z.object({ email, password: anyPassword, redirectTo });

export const RegisterSchema = z.object({
  fullName: z.string({ error: "nameRequired" }).trim().min(1, "nameRequired").max(200, "tooLong"),
  email,
  password: newPassword,
});

export const ForgotPasswordSchema = z.object({
  email: emailInput({ required: "resetEmailRequired", tooLong: "tooLong", invalid: "emailInvalid" }),
});

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: "tokenMissing" }).min(1, "tokenMissing").max(2000),
    password: newPassword,
    confirmPassword: z.string({ error: "confirmRequired" }).min(1, "confirmRequired").max(128, "tooLong"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "passwordsDiffer",
  });
