/**
 * Signed links of the newsletter (docs/decisions/0012-newsletter-double-opt-in.md).
 *
 * A token is `<purpose>.<subscription id>.<number>.<lang>.<HMAC-SHA256>` in URL-safe characters:
 * - confirm ("c"): the number is the time the form was sent (ms). The link is valid for 7 days and
 *   only while that is still the address's latest sign-up, so a newer sign-up retires older links.
 * - unsubscribe ("u"): the number is the campaign the mail belonged to (0 for none). It never
 *   expires: an unsubscribe link must work for as long as the mail sits in someone's inbox.
 * Nothing secret is inside; the signature only proves the site made the link.
 */

import { hmacKey, toBase64Url } from "../digest.server";

const CONFIRM_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

class SigningSecretError extends Error {}

type TokenEnv = { NEWSLETTER_SIGNING_SECRET?: string; MAIL_TRANSPORT?: string };

type TokenLang = "de" | "en";
export type ConfirmToken = { subscriptionId: number; requestedAt: number; lang: TokenLang };
export type UnsubscribeToken = { subscriptionId: number; campaignId: number; lang: TokenLang };

function secretOf(env: TokenEnv): string {
  const secret = String(env.NEWSLETTER_SIGNING_SECRET ?? "");
  // A missing or guessable secret would let anyone forge confirmations and unsubscribes.
  if (secret.length < 16)
    throw new SigningSecretError(
      "NEWSLETTER_SIGNING_SECRET is missing or shorter than 16 characters; set it with wrangler secret put",
    );
  return secret;
}

/** Throws SigningSecretError unless links can be signed; checked before any per-address work. */
export function requireSigningSecret(env: TokenEnv): void {
  secretOf(env);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = new Uint8Array(new ArrayBuffer(binary.length));
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

async function sign(env: TokenEnv, payload: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secretOf(env)), new TextEncoder().encode(payload));
  return `${payload}.${toBase64Url(mac)}`;
}

/** The payload's parts when the signature holds (constant-time check by WebCrypto), else null. */
async function verify(
  env: TokenEnv,
  token: string | null | undefined,
  purpose: "c" | "u",
): Promise<[number, number, TokenLang] | null> {
  if (!token || token.length > 200) return null;
  const match = /^([cu])\.(\d{1,12})\.(\d{1,15})\.(de|en)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || match[1] !== purpose) return null;
  const mac = fromBase64Url(match[5]!);
  // One spelling per token: the last of 43 characters carries two bits the decoder ignores, so without
  // this check four different links would pass for the same signature.
  if (!mac || toBase64Url(mac.buffer) !== match[5]) return null;
  const payload = token.slice(0, token.lastIndexOf("."));
  const ok = await crypto.subtle.verify("HMAC", await hmacKey(secretOf(env)), mac, new TextEncoder().encode(payload));
  return ok ? [Number(match[2]), Number(match[3]), match[4] as TokenLang] : null;
}

export function confirmToken(env: TokenEnv, value: ConfirmToken): Promise<string> {
  return sign(env, `c.${value.subscriptionId}.${value.requestedAt}.${value.lang}`);
}

export function unsubscribeToken(env: TokenEnv, value: UnsubscribeToken): Promise<string> {
  return sign(env, `u.${value.subscriptionId}.${value.campaignId}.${value.lang}`);
}

/** A genuine confirm token that has not expired, or null. */
export async function readConfirmToken(
  env: TokenEnv,
  token: string | null | undefined,
  now = Date.now(),
): Promise<ConfirmToken | null> {
  const parts = await verify(env, token, "c");
  if (!parts) return null;
  const [subscriptionId, requestedAt, lang] = parts;
  if (requestedAt > now + 60_000 || now - requestedAt > CONFIRM_LINK_VALIDITY_MS) return null;
  return { subscriptionId, requestedAt, lang };
}

/** A genuine unsubscribe token, or null. */
export async function readUnsubscribeToken(
  env: TokenEnv,
  token: string | null | undefined,
): Promise<UnsubscribeToken | null> {
  const parts = await verify(env, token, "u");
  if (!parts) return null;
  const [subscriptionId, campaignId, lang] = parts;
  return { subscriptionId, campaignId, lang };
}
