import { z } from "zod";

/**
 * Schemas of the passkey and session forms (profile, /login), shared by the browser and the server.
 * Messages are keys of SECURITY_TEXTS (app/lib/accounts/security-texts.ts), shown in the user's language.
 */
export const PASSKEY_NAME_MAX = 60;

const passkeyName = z
  .string({ error: "nameRequired" })
  .trim()
  .min(1, "nameRequired")
  .max(PASSKEY_NAME_MAX, "nameTooLong");

const recordId = z.string({ error: "failed" }).trim().min(1, "failed").max(200, "failed");

/**
 * What the browser's authenticator answered, as the JSON the WebAuthn helper makes of it. Only its
 * shape is checked here (so garbage is a 400 before anything is looked up); the signature, challenge,
 * origin and site are better-auth's to verify.
 */
function credential<R extends z.ZodRawShape>(response: R) {
  return z
    .string({ error: "failed" })
    .max(32_000, "failed")
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "failed" });
        return z.NEVER;
      }
    })
    .pipe(
      z.looseObject({
        id: z.string().min(1).max(1_400),
        rawId: z.string().min(1).max(1_400),
        type: z.literal("public-key"),
        response: z.looseObject({ clientDataJSON: z.string().min(1).max(8_000), ...response }),
        clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
      }),
    );
}

const base64url = z.string().min(1).max(16_000);

const askOptions = z.object({ intent: z.literal("options") });

/** The current password where a change of second factors asks for it (checked on the server). */
const currentPassword = z.string().max(1_000).optional();

/**
 * Adding a passkey on the profile: first the options (with the current password when the sign-in is
 * older than ten minutes), then the authenticator's answer and a name.
 */
export const PasskeyRegistrationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options"), password: currentPassword }),
  z.object({ intent: z.literal("verify"), name: passkeyName, response: credential({ attestationObject: base64url }) }),
]);

/** Signing in with a passkey on /login. */
export const PasskeySignInSchema = z.discriminatedUnion("intent", [
  askOptions,
  z.object({
    intent: z.literal("verify"),
    response: credential({ authenticatorData: base64url, signature: base64url }),
    redirectTo: z.string().max(500).optional(),
  }),
]);

export const PasskeyRenameSchema = z.object({ id: recordId, name: passkeyName });
export const PasskeyRemoveSchema = z.object({ id: recordId, password: currentPassword });
export const SessionEndSchema = z.object({ id: recordId });
export const TrustEndSchema = z.object({ id: recordId });
