/**
 * The page cache (docs/decisions/0031-page-cache.md): a public page's HTML is rendered once and kept
 * in the Workers Cache API of the location that rendered it, keyed by its URL and the location's
 * content version. The nonce of the render is replaced by a placeholder before it is stored; every
 * answer from the cache gets a fresh nonce, fresh security headers and the ETag/304 handling of
 * http-cache.server.ts. `X-Cache` says HIT, MISS or BYPASS.
 */
import { readCookies } from "./cookies.server";
import { isPersonalPath, NONCE_PLACEHOLDER, notModifiedIfCurrent } from "./http-cache.server";
import { isLanguageFree } from "./lang-path";
import { applySecurityHeaders } from "./security-headers.server";

/**
 * How long a stored page is served before it is rendered again. Writes make a location's pages stale
 * at once (the content version); this bound covers the other locations, whose caches the write does
 * not reach.
 */
const PAGE_FRESH_SECONDS = 10;

/** The cache of rendered pages (one per location), opened by name. */
export function openPageCache(): Promise<Cache> {
  return caches.open("pages");
}

/** Where each location keeps its content version: a key of the same cache, never a real address. */
const VERSION_KEY = "https://page-cache.invalid/content-version";

/** Cookies that change what a page shows (a session, a flash message, stored preferences). */
function hasPersonalCookie(request: Request): boolean {
  for (const name of readCookies(request).keys()) {
    // The theme and consent cookies are not here: a script applies them before first paint (0033).
    if (name.includes("better-auth") || name === "toast") return true;
  }
  return false;
}

/**
 * Whether a request may be answered from, and stored in, the page cache: a GET of a public page's
 * document (not a data request, a file, the back office, a preview or a signed newsletter link) by a
 * visitor without a session, a flash message or stored preferences.
 */
export function pageCacheEligible(request: Request, enabled: boolean): boolean {
  if (!enabled || request.method !== "GET") return false;
  const { pathname } = new URL(request.url);
  if (isPersonalPath(pathname) || isLanguageFree(pathname)) return false;
  if (/\.[a-z0-9]+$/i.test(pathname) || /(^|\/)newsletter\//.test(pathname)) return false;
  return !hasPersonalCookie(request);
}

/**
 * The isolate's copy of the location's version, read again after a second: a hit then needs one cache
 * lookup instead of two, and another isolate's bump reaches this one within that second.
 */
let knownVersion: { value: string; until: number } | null = null;
const VERSION_MEMO_MS = 1_000;

async function contentVersion(cache: Cache): Promise<string> {
  const now = Date.now();
  if (knownVersion && knownVersion.until > now) return knownVersion.value;
  const stored = await cache.match(VERSION_KEY);
  const value = stored ? await stored.text() : "0";
  knownVersion = { value, until: now + VERSION_MEMO_MS };
  return value;
}

/** Makes every page this location has stored stale at once (after each write of the back office). */
export async function bumpContentVersion(cache: Cache): Promise<void> {
  const value = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  knownVersion = { value, until: Date.now() + VERSION_MEMO_MS };
  await cache.put(VERSION_KEY, new Response(value, { headers: { "Cache-Control": "max-age=31536000" } }));
}

function cacheKey(request: Request, version: string): Request {
  const url = new URL(request.url);
  url.searchParams.set("__v", version);
  return new Request(url.href, { method: "GET" });
}

/**
 * The page from the cache with a fresh nonce, or null when this location has none that is current.
 * A visitor whose copy is current gets a 304.
 */
export async function cachedPage(request: Request, nonce: string, cache: Cache) {
  const key = cacheKey(request, await contentVersion(cache));
  const stored = await cache.match(key);
  if (!stored) return { key, response: null };
  const headers = new Headers(stored.headers);
  headers.set("Cache-Control", "public, no-cache");
  headers.delete("Age");
  applySecurityHeaders(request, headers, nonce);
  headers.set("X-Cache", "HIT");
  const notModified = notModifiedIfCurrent(request, headers);
  if (notModified) return { key, response: notModified };
  const html = (await stored.text()).replaceAll(NONCE_PLACEHOLDER, nonce);
  return { key, response: new Response(html, { status: 200, headers }) };
}

/** Stores a freshly rendered public page under its key, with the nonce taken out. */
export async function storePage(key: Request, rendered: Response, nonce: string, cache: Cache) {
  const html = (await rendered.text()).replaceAll(nonce, NONCE_PLACEHOLDER);
  const headers = new Headers(rendered.headers);
  headers.set("Cache-Control", `public, max-age=${PAGE_FRESH_SECONDS}`);
  headers.delete("X-Cache");
  headers.delete("X-D1-Round-Trips");
  await cache.put(key, new Response(html, { status: 200, headers }));
}

/** Whether a rendered answer may be stored: a 200 public HTML page (no cookie set, not private). */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    response.headers.get("Cache-Control") === "public, no-cache" &&
    !response.headers.has("Set-Cookie")
  );
}
