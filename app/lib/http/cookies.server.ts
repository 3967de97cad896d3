import { requestUrl } from "./request-url.server";

/**
 * The request's cookies in order, split exactly as better-auth's request context splits them (its
 * `getCookie` and `getSignedCookie`, which read the sign-in challenge, the session and the trusted
 * browser): pairs end at `;`, a piece without `=` is skipped, names and values are trimmed, one pair
 * of surrounding double quotes is dropped, and a value is URI-decoded only when it holds a `%`.
 */
function* cookiePairs(header: string): Generator<[string, string]> {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf("=", index);
    if (eq === -1) return;
    let end = header.indexOf(";", index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(";", eq - 1) + 1;
      continue;
    }
    let value = header.slice(eq + 1, end).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    yield [header.slice(index, eq).trim(), decoded(value)];
    index = end + 1;
  }
}

function decoded(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/**
 * The site's one cookie reader. A name sent twice counts with its FIRST value, as better-auth reads
 * it: the replay check and the failure count must name the account better-auth verifies (issue 48).
 * All cookies of the site are small and not secret.
 */
export function readCookies(request: Request): Map<string, string> {
  const out = new Map<string, string>();
  const header = request.headers.get("Cookie");
  if (!header) return out;
  for (const [name, value] of cookiePairs(header)) if (!out.has(name)) out.set(name, value);
  return out;
}

/** better-auth's cookies, with or without the `__Host-` (or an older `__Secure-`) prefix. */
const AUTH_COOKIE = /^(?:__Host-|__Secure-)?better-auth\./;

/**
 * The name of a better-auth cookie the request carries more than once, or null. Such a request is
 * refused as a whole (workers/app.ts): better-auth itself is not consistent about which copy counts
 * (its request context takes the first, its session-cookie helpers the last), and a browser never
 * sends two, because every one of them is set with `Path=/` on this host alone.
 */
export function duplicateAuthCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const seen = new Set<string>();
  for (const [name] of cookiePairs(header)) {
    if (!AUTH_COOKIE.test(name)) continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/**
 * Whether the request carries a session cookie (the name is prefixed with `__Host-` on https). It says
 * nothing about the session being valid: only the gate decides that.
 */
export function hasSessionCookie(request: Request): boolean {
  return [...readCookies(request).keys()].some((name) => name.endsWith("better-auth.session_token"));
}

export function serializeCookie(
  name: string,
  value: string,
  options: { maxAge?: number; httpOnly?: boolean; secure?: boolean } = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function isHttps(request: Request): boolean {
  return requestUrl(request).protocol === "https:";
}
