import { isHttps } from "./cookies.server";

// Vite's dev server injects its own inline scripts and a websocket. Vitest also runs in dev mode but
// without Vite's client, so the tests see the policy visitors get.
const dev = import.meta.env.DEV && import.meta.env.MODE !== "test";
/** The policy around the nonce, built once: every HTML answer (a cached page's too) only inserts it. */
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = [
  "default-src 'self'",
  dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self' 'nonce-\0'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "font-src 'self'",
  dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
  "frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
  "media-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]
  .join("; ")
  .split("\0") as [string, string | undefined];

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
 * Headers for every HTML response. Scripts run only with the per-request nonce; inline style
 * attributes (background images) are allowed, inline scripts are not.
 */
export function securityHeaders(request: Request, nonce: string): [string, string][] {
  const csp = CSP_AFTER_NONCE === undefined ? CSP_BEFORE_NONCE : `${CSP_BEFORE_NONCE}${nonce}${CSP_AFTER_NONCE}`;
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
  ];
  if (isHttps(request)) headers.push(HSTS);
  return headers;
}

export function applySecurityHeaders(request: Request, headers: Headers, nonce: string) {
  for (const [name, value] of securityHeaders(request, nonce)) headers.set(name, value);
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
  try {
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("X-Content-Type-Options", "nosniff");
    return copy;
  }
}
