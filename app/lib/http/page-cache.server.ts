/**
 * The page cache (docs/decisions/0031-page-cache.md): a public page's HTML is rendered once and kept
 * in the Workers Cache API of the location that rendered it, keyed by its URL and the location's
 * content version. The nonce of the render is replaced by a placeholder before it is stored; every
 * answer from the cache gets a fresh nonce, fresh security headers and the ETag/304 handling of
 * http-cache.server.ts. `X-Cache` says HIT, MISS or BYPASS.
 */
import { readCookies } from "./cookies.server";
import { isPersonalPath, NONCE_PLACEHOLDER, notModifiedIfCurrent } from "./http-cache.server";
import { isLanguageFree } from "../i18n/lang-path";
import { scriptlessPreferences } from "../i18n/preferences.server";
import { requestUrl } from "./request-url.server";
import { SECURITY_HEADERS, securityHeaders } from "./security-headers.server";

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

/** Cookies that change what a page shows for one visitor alone (a session, a flash message). */
function hasPersonalCookie(request: Request): boolean {
  for (const name of readCookies(request).keys()) {
    // The theme and consent cookies are not here: a script applies them before first paint (0033), or
    // for a visitor without JavaScript they choose one of four shared copies (scriptlessVariant, 0059).
    if (name.includes("better-auth") || name === "toast") return true;
  }
  return false;
}

/**
 * Whether a request may be answered from, and stored in, the page cache: a GET of a public page's
 * document (not a data request, a file, the back office, a preview or a signed newsletter link) by a
 * visitor without a session or a flash message.
 */
export function pageCacheEligible(request: Request, enabled: boolean): boolean {
  if (!enabled || request.method !== "GET") return false;
  const { pathname } = requestUrl(request);
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
  kept.clear();
  keptBytes = 0;
  await cache.put(VERSION_KEY, new Response(value, { headers: { "Cache-Control": "max-age=31536000" } }));
}

/**
 * Parameters that campaign links and ad clicks add (our own short links add utm_*; social networks
 * and ad networks add a click id that differs on every click). No page reads them.
 */
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|igshid|mc_cid|mc_eid)$/i;

/** The request's query without tracking parameters, and whether it had any. */
function pageQuery(url: Readonly<URL>): { search: string; tracked: boolean } {
  if (!url.search) return { search: "", tracked: false };
  const kept = [...url.searchParams].filter(([name]) => !TRACKING_PARAM.test(name));
  if (kept.length === url.searchParams.size) return { search: url.search, tracked: false };
  return { search: kept.length ? `?${new URLSearchParams(kept)}` : "", tracked: true };
}

/**
 * Where a page is kept: under a path of its own per content version, so a visitor's query string can
 * never name another version's copy (a `?__v=` of the visitor's once shared the plain address's key).
 * Tracking parameters are left out: a visitor from a campaign or an ad gets the page's stored copy.
 */
function cacheKey(request: Request, version: string): { key: string; tracked: boolean } {
  const url = requestUrl(request);
  const { search, tracked } = pageQuery(url);
  return { key: `${url.origin}/__page-cache/${version}${scriptlessVariant(request)}${url.pathname}${search}`, tracked };
}

/**
 * A visitor without JavaScript gets the theme and the consent in the HTML (decision 0059), so their
 * pages are kept apart: one of four copies by the two choices. Everyone else (the `noScript` cookie is
 * only set by a post from a page that ran no script) shares the one plain copy, as before. The suffix
 * has a character no content version holds, so it never names another version's copies.
 */
function scriptlessVariant(request: Request): string {
  const shown = scriptlessPreferences(request);
  return shown ? `~${shown.dark ? "dark" : "light"}-${shown.consent ? "consent" : "banner"}` : "";
}

/*
 * The first tier: pages this isolate has stored or fetched from the location's cache, kept in its
 * memory as bytes cut where the nonce goes. A hit then needs no cache lookup, no body read and no
 * string replacement: the pieces are joined around the fresh nonce. Same key (the content version is
 * in it) and the same freshness as the stored copy, so it is never staler than the location's cache.
 */
type KeptPage = {
  pieces: Uint8Array[];
  /** The stored answer's headers a hit repeats (not the security headers: those carry the nonce). */
  headers: [string, string][];
  bytes: number;
  freshUntil: number;
  /** When a request set out to render the expired page again. */
  renderingSince?: number;
};
/** An isolate has 128 MB; the pages of this site are 30–120 KB, so this keeps a few hundred. */
const KEPT_BYTES_MAX = 16 * 1024 * 1024;
const kept = new Map<string, KeptPage>();
let keptBytes = 0;
/** When the stored copy was rendered: a page fetched from the cache is kept only for what is left. */
const RENDERED_AT = "X-Page-Rendered-At";
const encoder = new TextEncoder();
/** Headers of a stored page that every answer sets anew (header names are case-insensitive). */
const RENEWED = new Set(
  [RENDERED_AT, "Cache-Control", "Age", "X-Cache", ...SECURITY_HEADERS].map((name) => name.toLowerCase()),
);

function forget(key: string) {
  const page = kept.get(key);
  if (!page) return;
  kept.delete(key);
  keptBytes -= page.bytes;
}

function keep(key: string, html: string, headers: Headers, renderedAt: number): KeptPage {
  const pieces = html.split(NONCE_PLACEHOLDER).map((piece) => encoder.encode(piece));
  const bytes = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
  const entries: [string, string][] = [...headers].filter(([name]) => !RENEWED.has(name.toLowerCase()));
  entries.push(["Cache-Control", "public, no-cache"]);
  const page = { pieces, headers: entries, bytes, freshUntil: renderedAt + PAGE_FRESH_SECONDS * 1000 };
  forget(key);
  kept.set(key, page);
  keptBytes += bytes;
  // The least recently used go first (a Map iterates in insertion order; a hit moves its page last).
  for (const oldest of kept.keys()) {
    if (keptBytes <= KEPT_BYTES_MAX) break;
    forget(oldest);
  }
  return page;
}

/**
 * While one request renders a page again, the others get the copy that has just gone stale, for at
 * most this long: one isolate never renders the same page many times at once when it expires under
 * load, and no visitor gets a copy more than a render's time older than the freshness bound.
 */
const RENDERING_GRACE_MS = 5_000;

/** The kept page of a key; `stores`: whether this request's render would replace it. */
function keptPage(key: string, stores: boolean): KeptPage | null {
  const page = kept.get(key);
  if (!page) return null;
  const now = Date.now();
  if (page.freshUntil <= now) {
    // The first request after the copy expired renders it (and its store replaces this entry); one
    // whose render is not stored leaves that to the next request.
    if (page.renderingSince === undefined || now - page.renderingSince > RENDERING_GRACE_MS) {
      if (stores) page.renderingSince = now;
      return null;
    }
    if (now - page.freshUntil > RENDERING_GRACE_MS) {
      forget(key);
      return null;
    }
  }
  kept.delete(key);
  kept.set(key, page);
  return page;
}

function withNonce(pieces: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const inserted = encoder.encode(nonce);
  let length = inserted.byteLength * (pieces.length - 1);
  for (const piece of pieces) length += piece.byteLength;
  const body = new Uint8Array(length);
  let at = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      body.set(inserted, at);
      at += inserted.byteLength;
    }
    body.set(piece, at);
    at += piece.byteLength;
  });
  return body;
}

/**
 * A kept page's answer: fresh nonce and security headers (`turnstile`: the policy allows Cloudflare
 * Turnstile's script and frame), the stored ETag, a 304 when current.
 */
function answer(page: KeptPage, request: Request, nonce: string, turnstile: boolean): Response {
  const headers: [string, string][] = [
    ...page.headers,
    ...securityHeaders(request, nonce, turnstile),
    ["X-Cache", "HIT"],
  ];
  const notModified = request.headers.has("If-None-Match") && notModifiedIfCurrent(request, new Headers(headers));
  return notModified || new Response(withNonce(page.pieces, nonce), { status: 200, headers });
}

/**
 * The page from this isolate's memory, without any lookup: only while the isolate's copy of the
 * content version is current (`asked`). Without it, `cachedPage` asks the location's cache.
 */
export function keptAnswer(
  request: Request,
  nonce: string,
  turnstile = false,
): { asked: boolean; response: Response | null } {
  if (!knownVersion || knownVersion.until <= Date.now()) return { asked: false, response: null };
  const { key, tracked } = cacheKey(request, knownVersion.value);
  const page = keptPage(key, !tracked);
  return { asked: true, response: page ? answer(page, request, nonce, turnstile) : null };
}

/**
 * The page from the cache with a fresh nonce, or null when this location has none that is current.
 * A visitor whose copy is current gets a 304. `key` is where a render of this request may be stored:
 * null for an address with tracking parameters, whose render may show them (the language switch keeps
 * the query) and so is never kept as the page's copy.
 */
export async function cachedPage(
  request: Request,
  nonce: string,
  cache: Cache,
  memoryAsked = false,
  turnstile = false,
): Promise<{ key: string | null; response: Response | null }> {
  const { key, tracked } = cacheKey(request, await contentVersion(cache));
  const storeAt = tracked ? null : key;
  // Asked already (keptAnswer): a second question would take this request for one that may wait.
  let page = memoryAsked ? null : keptPage(key, storeAt !== null);
  if (!page) {
    const stored = await cache.match(key);
    if (!stored) return { key: storeAt, response: null };
    // The location's cache keeps a copy for its max-age; one older than that is not trusted either.
    const renderedAt = Number(stored.headers.get(RENDERED_AT));
    if (!(renderedAt + PAGE_FRESH_SECONDS * 1000 > Date.now())) return { key: storeAt, response: null };
    page = keep(key, await stored.text(), stored.headers, renderedAt);
  }
  return { key: storeAt, response: answer(page, request, nonce, turnstile) };
}

/** Stores a freshly rendered public page under its key, with the nonce taken out. */
export async function storePage(key: string, rendered: Response, nonce: string, cache: Cache) {
  const html = (await rendered.text()).replaceAll(nonce, NONCE_PLACEHOLDER);
  const headers = new Headers(rendered.headers);
  headers.set("Cache-Control", `public, max-age=${PAGE_FRESH_SECONDS}`);
  headers.delete("X-Cache");
  headers.delete("X-D1-Round-Trips");
  const renderedAt = Date.now();
  headers.set(RENDERED_AT, String(renderedAt));
  keep(key, html, headers, renderedAt);
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
