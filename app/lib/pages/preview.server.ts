/*
 * Shareable preview links of drafts (decision 0028): /vorschau/<type>/<draft id>?exp=<unix s>&sig=<hex>.
 * The signature is an HMAC-SHA256 over type, draft and expiry with PREVIEW_SECRET, so a link cannot be
 * stretched to another draft or a later expiry; it needs no account and no stored token.
 */

import { PREVIEW_CHOICES } from "../admin/editorial";
import { hmacKey, toHex } from "../digest.server";

/** The lifetimes staff may choose, in hours (1 hour to 7 days). */
export const PREVIEW_HOURS: readonly number[] = PREVIEW_CHOICES.map((choice) => choice.hours);

type PreviewEnv = { PREVIEW_SECRET?: string };

function keyOf(env: PreviewEnv): Promise<CryptoKey> {
  const secret = String(env.PREVIEW_SECRET ?? "");
  if (secret.length < 16) throw new Error("PREVIEW_SECRET is missing or shorter than 16 characters");
  return hmacKey(secret);
}

const message = (type: string, draftId: number, exp: number) =>
  new TextEncoder().encode(`preview:${type}:${draftId}:${exp}`);

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** A signed preview path for a draft, valid `hours` from `now`. */
export async function previewPath(env: PreviewEnv, type: string, draftId: number, hours: number, now: Date) {
  const exp = Math.floor(now.getTime() / 1000) + Math.round(hours * 3600);
  const sig = toHex(await crypto.subtle.sign("HMAC", await keyOf(env), message(type, draftId, exp)));
  return {
    path: `/vorschau/${encodeURIComponent(type)}/${draftId}?exp=${exp}&sig=${sig}`,
    expires: new Date(exp * 1000),
  };
}

/** Whether a preview link is genuine and not expired (the signature is checked in constant time by WebCrypto). */
export async function previewIsValid(
  env: PreviewEnv,
  type: string,
  draftId: number,
  expRaw: string | null,
  sigRaw: string | null,
  now: Date,
): Promise<boolean> {
  const exp = Number(expRaw);
  const sig = fromHex(String(sigRaw ?? ""));
  if (!Number.isSafeInteger(exp) || !sig) return false;
  if (exp * 1000 <= now.getTime()) return false;
  // Longer than the longest choice: not a link we made.
  if (exp * 1000 - now.getTime() > 168 * 3600_000 + 60_000) return false;
  return crypto.subtle.verify("HMAC", await keyOf(env), sig, message(type, draftId, exp));
}
