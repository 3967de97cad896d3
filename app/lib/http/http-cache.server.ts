/**
 * How browsers and Cloudflare may keep what the Worker answers (docs/decisions/0009-html-validators.md):
 * the back office and anything personal never, public pages with an ETag that makes a repeat visit a 304.
 * workers/app.ts applies it to every React Router response.
 */

import { sha256Hex } from "../digest.server";
import { STAMP_PATTERN } from "../forms/guard";
import { requestUrl } from "./request-url.server";
import { lighterHydrationMarkup } from "../pages/hydration-markup.server";

const PERSONAL = "private, no-store";
/** Public HTML: any cache may keep it, but must ask us (If-None-Match) before every reuse. */
const PUBLIC_HTML = "public, no-cache";
/**
 * Replaces the per-response CSP nonce before hashing (equal pages get equal ETags) and in the page
 * cache's stored copy (every answer gets its own nonce).
 */
export const NONCE_PLACEHOLDER = "__csp_nonce__";
/** Headers a 304 carries. Deliberately NOT Content-Security-Policy: see decision 0009. */
const NOT_MODIFIED_HEADERS = ["Cache-Control", "ETag", "Vary", "Expires", "Content-Location"];

/** Back-office, account and draft-preview paths: never stored by any cache, whatever they answer. */
export function isPersonalPath(pathname: string): boolean {
  return /^\/(admin|login|logout|vorschau)(\/|\.data$|$)/.test(pathname);
}

function isHtml(response: Response): boolean {
  return (response.headers.get("Content-Type") ?? "").startsWith("text/html");
}

function forbidsSharing(response: Response): boolean {
  return /\b(private|no-store)\b/i.test(response.headers.get("Cache-Control") ?? "");
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A weak validator: the body differs byte for byte between responses (the nonce, the forms' signed
 * stamp), the page does not. The stamp's day is part of it instead: a browser confirms its stored copy
 * (304) only on the day the copy was made, so the stamp it shows is never older than a day when the
 * visitor starts filling in the form (docs/decisions/0039-public-forms-against-robots.md).
 */
async function weakEtag(html: string, nonce: string): Promise<string> {
  let stamped = false;
  const normalised = html.replaceAll(nonce, NONCE_PLACEHOLDER).replace(STAMP_PATTERN, () => {
    stamped = true;
    return "__form_stamp__";
  });
  const hex = await sha256Hex(stamped ? `${normalised}\n${Math.floor(Date.now() / DAY_MS)}` : normalised);
  return `W/"${hex.slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ is ignored on both sides. */
function ifNoneMatchHits(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Decides how caches may keep a React Router response:
 * - back office, sign-in and every response that sets a cookie: private, no-store;
 * - a public page's 200 HTML: public, no-cache with a weak ETag, and 304 when the visitor's copy is current;
 * - other HTML (404, errors, form answers): no-store, and a 503 says when to retry.
 */
export async function applyCachePolicy(
  request: Request,
  response: Response,
  nonce: string,
  stripBody: boolean,
): Promise<Response> {
  const { pathname } = requestUrl(request);
  if (response.headers.has("Set-Cookie") || isPersonalPath(pathname)) {
    const retryLater = response.status === 503 && !response.headers.has("Retry-After");
    if (!/\bno-store\b/i.test(response.headers.get("Cache-Control") ?? "") || retryLater) {
      const headers = new Headers(response.headers);
      headers.set("Cache-Control", PERSONAL);
      // A personal page that could not be read says when to retry, as every other 503 does.
      if (retryLater) headers.set("Retry-After", "30");
      return new Response(stripBody ? null : response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    }
    return stripBody ? new Response(null, response) : response;
  }
  if (!isHtml(response)) return stripBody ? new Response(null, response) : response;

  const cacheable =
    (request.method === "GET" || request.method === "HEAD") && response.status === 200 && !forbidsSharing(response);
  if (!cacheable) {
    const headers = new Headers(response.headers);
    if (!forbidsSharing(response)) headers.set("Cache-Control", "no-store");
    if (response.status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", "30");
    return new Response(stripBody ? null : response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }

  // The whole page is needed for its hash; loaders have finished by now, so this is the render only.
  const html = lighterHydrationMarkup(await response.text());
  const etag = await weakEtag(html, nonce);
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  headers.set("Cache-Control", PUBLIC_HTML);
  const notModified = notModifiedIfCurrent(request, headers);
  if (notModified) return notModified;
  return new Response(stripBody ? null : html, { status: 200, statusText: response.statusText, headers });
}

/** A 304 when the visitor's copy carries the page's ETag (the headers of the full answer), else null. */
export function notModifiedIfCurrent(request: Request, headers: Headers): Response | null {
  const etag = headers.get("ETag");
  if (!etag || !ifNoneMatchHits(request, etag)) return null;
  // The visitor's stored page keeps its stored CSP (old nonce): a 304's headers replace the stored
  // ones, so a new nonce here would block the stored page's scripts.
  const notModified = new Headers();
  for (const name of [...NOT_MODIFIED_HEADERS, "X-Cache"]) {
    const value = headers.get(name);
    if (value !== null) notModified.set(name, value);
  }
  return new Response(null, { status: 304, headers: notModified });
}
