import { isHttps } from "./cookies.server";
import { requestUrl } from "./request-url.server";
import { withHeader } from "./response-headers.server";

// Vite's dev server injects its own inline scripts and a websocket. Vitest also runs in dev mode but
// without Vite's client, so the tests see the policy visitors get.
const dev = import.meta.env.DEV && import.meta.env.MODE !== "test";
/** Where Cloudflare Turnstile's script and its frame come from (docs/decisions/0039). */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** The policy around the nonce, built once per variant: every HTML answer (a cached page's too) only inserts it. */
function policyAroundNonce(turnstile: boolean): [string, string | undefined] {
  const challenge = turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  return [
    "default-src 'self'",
    dev ? `script-src 'self' 'unsafe-inline'${challenge}` : `script-src 'self' 'nonce-\0'${challenge}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    `frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com${challenge}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .join("; ")
    .split("\0") as [string, string | undefined];
}
/** Cloudflare's origin is allowed only while Turnstile's keys are configured. */
const POLICIES = { plain: policyAroundNonce(false), turnstile: policyAroundNonce(true) };

const HSTS: [string, string] = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"];

/** The names of the headers below (a stored page's copies of them are replaced on every answer). */
export const SECURITY_HEADERS = [
  "Content-Security-Policy",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "X-Frame-Options",
  HSTS[0],
] as const;

/**
 * Headers for every HTML response. A draft's preview (/vorschau/…) may be framed by the site's own
 * pages, beside the back office's form (decision 0051); every other page by nobody. Scripts run only with the per-request nonce; inline style
 * attributes (background images) are allowed, inline scripts are not.
 */
export function securityHeaders(request: Request, nonce: string, turnstile = false): [string, string][] {
  const [before, after] = turnstile ? POLICIES.turnstile : POLICIES.plain;
  let csp = after === undefined ? before : `${before}${nonce}${after}`;
  // The address parsed once per request (a page-cache hit parsed it a second time here).
  const { pathname } = requestUrl(request);
  const framable = pathname.startsWith("/vorschau/");
  if (framable) csp = csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  // The back office frames those previews beside its forms; public pages frame only the video hosts.
  if (pathname === "/admin" || pathname.startsWith("/admin/")) csp = csp.replace("frame-src ", "frame-src 'self' ");
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", framable ? "SAMEORIGIN" : "DENY"],
  ];
  if (isHttps(request)) headers.push(HSTS);
  return headers;
}

export function applySecurityHeaders(request: Request, headers: Headers, nonce: string, turnstile = false) {
  for (const [name, value] of securityHeaders(request, nonce, turnstile)) headers.set(name, value);
}

/** HSTS: only on https (a browser ignores it on http, and local http development must keep working). */
export function applyTransportHeaders(request: Request, headers: Headers) {
  if (isHttps(request)) headers.set(...HSTS);
}

/**
 * `X-Content-Type-Options: nosniff` on every answer the Worker gives (pages, data requests, files,
 * redirects, short links, media, errors), so no browser ever runs a body as another type than it was
 * sent as. Set on the answer itself where its headers may change (a copy would turn a body of known
 * length into a stream); answers with fixed headers (Response.redirect, a cache's copy) are copied.
 */
export function withNoSniff(response: Response): Response {
  if (response.headers.get("X-Content-Type-Options") === "nosniff") return response;
  return withHeader(response, "X-Content-Type-Options", "nosniff");
}
