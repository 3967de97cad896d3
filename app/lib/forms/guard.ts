/**
 * The hidden pieces of the public forms (contact, newsletter) that keep robots out
 * (docs/decisions/0039-public-forms-against-robots.md). Names only: the checks are in
 * form-guard.server.ts, the markup in components/form-guard-fields.tsx.
 */

/** The trap field: people never see or fill it, form-filling robots do (a name they like to fill). */
export const HONEYPOT_FIELD = "company_website";

/** The signed time the form was handed out (see form-guard.server.ts). */
export const STAMP_FIELD = "form_stamp";

/** The name Cloudflare's Turnstile widget gives the hidden input that carries its token. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

/** The stamp's shape: `fs1.<issued at, ms in base 36>.<HMAC-SHA256, base64url>`. */
export const STAMP_PATTERN = /fs1\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}/g;

/** When a stamp was issued (ms), read without checking its signature; null when it has no stamp's shape. */
export function stampIssuedAt(stamp: string): number | null {
  const match = /^fs1\.([0-9a-z]{1,12})\.[A-Za-z0-9_-]{43}$/.exec(stamp);
  if (!match) return null;
  const at = parseInt(match[1]!, 36);
  return Number.isSafeInteger(at) ? at : null;
}
