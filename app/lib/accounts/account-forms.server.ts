/**
 * The login page's forms for an account rather than a sign-in: register, ask for a reset link, set the
 * new password. login.server.ts hands them their posts.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { reserveAccountMail } from "./account-mail.server";
import { authTexts, type LoginNotice, type Voice } from "./auth-texts";
import { createAuth, findUserByEmail, normaliseEmail } from "./auth.server";
import { AUTH_LIMITS, errorCode, formReplies, type FormMessage, type WaitUntil } from "./login-replies.server";
import { clientKey, hitRateLimit } from "../http/rate-limit.server";
import { ForgotPasswordSchema, RegisterSchema, ResetPasswordSchema } from "./auth-schema";

export async function register(env: Env, request: Request, voice: Voice, formData: FormData, waitUntil?: WaitUntil) {
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  const reply = formReplies("register", voice, submission);
  if (submission.status !== "success") return reply.invalid();
  const { fullName, password } = submission.value;
  const email = normaliseEmail(submission.value.email);
  const { lang } = voice;
  const texts = authTexts(voice);

  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.signUpPerIp, clientKey(request));
  if (!perIp.ok) return reply.tooMany(perIp);
  const perAccount = await hitRateLimit(env.DB, AUTH_LIMITS.signUpPerAccount, email);
  if (!perAccount.ok) return reply.tooMany(perAccount);

  // The spec tells people their address is taken (8.3); the limits above keep that from being a
  // cheap way to test addresses (docs/decisions/0006-roles.md).
  if (await findUserByEmail(env, email)) return reply.refuse(texts.alreadyRegistered, 409);

  // The confirmation mail goes out after the answer; if the mail API fails, the operators see it in
  // the log and the person gets a fresh link by signing in.
  const auth = createAuth(env, request, { lang, waitUntil });
  try {
    await auth.api.signUpEmail({ body: { name: fullName, email, password }, headers: request.headers });
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) return reply.refuse(texts.alreadyRegistered, 409);
    if (code === "PASSWORD_TOO_SHORT") return reply.refuse(texts.passwordTooShort, 400);
    if (isAPIError(error)) return reply.refuse(texts.otherError, 400);
    throw error;
  }
  return redirect(`/login?notice=${"registered" satisfies LoginNotice}`);
}

/**
 * Known and unknown addresses get the same page in the same time: the limits are counted on the
 * address whether it has an account or not, and the mail is sent after the answer (waitUntil), so
 * neither the mail API's speed nor its failures show. Failures are logged for the operators.
 */
export async function forgotPassword(
  env: Env,
  request: Request,
  voice: Voice,
  formData: FormData,
  waitUntil?: WaitUntil,
) {
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  const reply = formReplies("forgot", voice, submission);
  if (submission.status !== "success") return reply.invalid();
  const email = normaliseEmail(submission.value.email);
  const { lang } = voice;
  const texts = authTexts(voice);

  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.resetRequestPerIp, clientKey(request));
  if (!perIp.ok) return reply.tooMany(perIp);
  const perAddress = await reserveAccountMail(env.DB, email);
  if (!perAddress.ok) return reply.tooMany(perAddress);

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

export async function resetPassword(env: Env, request: Request, voice: Voice, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  const reply = formReplies("reset", voice, submission);
  if (submission.status !== "success") return reply.invalid();
  const { lang } = voice;
  const texts = authTexts(voice);
  const perIp = await hitRateLimit(env.DB, AUTH_LIMITS.resetSetPerIp, clientKey(request));
  if (!perIp.ok) return reply.tooMany(perIp);

  const auth = createAuth(env, request, { lang });
  try {
    await auth.api.resetPassword({
      body: { newPassword: submission.value.password, token: submission.value.token },
      headers: request.headers,
    });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED") return reply.refuse(texts.resetLinkInvalid, 400);
    if (code === "PASSWORD_TOO_SHORT") return reply.refuse(texts.passwordTooShort, 400);
    if (isAPIError(error)) return reply.refuse(texts.otherError, 400);
    throw error;
  }
  return redirect(`/login?notice=${"passwordChanged" satisfies LoginNotice}`);
}
