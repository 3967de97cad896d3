import { requestUrl } from "./request-url.server";

/** Minimal cookie reading and writing; all cookies of the site are small and not secret. */
export function readCookies(request: Request): Map<string, string> {
  const out = new Map<string, string>();
  const header = request.headers.get("Cookie");
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      out.set(name, decodeURIComponent(raw));
    } catch {
      out.set(name, raw);
    }
  }
  return out;
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
