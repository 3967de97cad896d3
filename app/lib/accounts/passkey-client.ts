import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { SecurityTexts } from "./security-texts";

/**
 * The browser's half of a passkey ceremony: ask the site's endpoint for a challenge, let the
 * authenticator answer it, hand the answer back. Both posts are plain forms (the Worker accepts no
 * other writes); the endpoint answers JSON, with `error` in the user's language when it refuses.
 */
export type CeremonyResult =
  | { ok: true; body: Record<string, unknown> }
  /** `field`: the form field the refusal is about (the password a change of second factors may ask for). */
  | { ok: false; message: string; field?: string };

async function post(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Accept: "application/json" },
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body };
}

function refusedWith(body: Record<string, unknown> | null, fallback: string): string {
  return typeof body?.error === "string" ? body.error : fallback;
}

export async function passkeyCeremony(
  kind: "register" | "sign-in",
  url: string,
  fields: Record<string, string>,
  texts: SecurityTexts,
  /** Sent with the request for a challenge (the current password, where adding a passkey asks for it). */
  optionsFields: Record<string, string> = {},
): Promise<CeremonyResult> {
  if (!browserSupportsWebAuthn()) return { ok: false, message: texts.unsupported };
  try {
    const options = await post(url, { ...optionsFields, intent: "options" });
    if (options.status !== 200 || !options.body) {
      const field = typeof options.body?.field === "string" ? options.body.field : undefined;
      return { ok: false, message: refusedWith(options.body, texts.failed), field };
    }
    let answer: unknown;
    try {
      // The endpoint's JSON: the options its WebAuthn library made (that library's type, unchecked here).
      const optionsJSON = options.body as never;
      answer =
        kind === "register" ? await startRegistration({ optionsJSON }) : await startAuthentication({ optionsJSON });
    } catch (error) {
      // The authenticator already holds a passkey of this account, or the person cancelled / it timed out.
      const name = (error as { name?: string }).name;
      return { ok: false, message: name === "InvalidStateError" ? texts.alreadyRegistered : texts.cancelled };
    }
    const verified = await post(url, { ...fields, intent: "verify", response: JSON.stringify(answer) });
    if (verified.status !== 200 || !verified.body)
      return { ok: false, message: refusedWith(verified.body, texts.failed) };
    return { ok: true, body: verified.body };
  } catch {
    return { ok: false, message: texts.failed };
  }
}
