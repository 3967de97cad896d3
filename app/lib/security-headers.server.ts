/**
 * Headers for every HTML response. Scripts run only with the per-request nonce; inline style
 * attributes (background images) are allowed, inline scripts are not.
 */
export function applySecurityHeaders(request: Request, headers: Headers, nonce: string) {
  // Vite's dev server injects its own inline scripts and a websocket. Vitest also runs in dev mode but
  // without Vite's client, so the tests see the policy visitors get.
  const dev = import.meta.env.DEV && import.meta.env.MODE !== "test";
  const csp = [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : `script-src 'self' 'nonce-${nonce}'`,
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
  ].join("; ");
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  applyTransportHeaders(request, headers);
}

/** HSTS: only on https (a browser ignores it on http, and local http development must keep working). */
export function applyTransportHeaders(request: Request, headers: Headers) {
  if (new URL(request.url).protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
