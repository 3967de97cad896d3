import { and, eq } from "drizzle-orm";
import { createContext } from "react-router";
import { redirectLinks } from "~db/schema";
import { getDb } from "../db.server";
import { sendClick } from "./clicks.server";
import { parseShortCode } from "./schema";
import { applyTransportHeaders } from "../http/security-headers.server";
import { safeHttpUrl, safeImageSrc } from "../text/url";
import { requestUrl } from "../http/request-url.server";

/*
 * Short links (/{code}): answered in workers/app.ts before React Router. See
 * docs/decisions/0005-short-links.md for the cache and case rules and
 * docs/decisions/0013-short-link-analytics.md for counting, expiry and social previews.
 */

type Bindings = Pick<Env, "DB" | "KV" | "LINK_CLICKS"> & { D1_COUNT_HEADER?: unknown };
type WaitUntil = Pick<ExecutionContext, "waitUntil">;

/** How long a resolved code stays in KV. Changes purge it at once; the TTL only bounds stale entries. */
const LINK_CACHE_TTL_SECONDS = 300;
/** How long "no such active link" is remembered, so a flood of unknown codes does not reach D1 (KV's minimum is 60). */
const NEGATIVE_CACHE_TTL_SECONDS = 60;
/** Value stored for a negative answer (a real entry is JSON and never equals this). */
export const NEGATIVE_MARKER = "-";

export function linkCacheKey(code: string): string {
  return `link:${code}`;
}

/*
 * In front of KV, each isolate remembers its answers for ISOLATE_TTL_MS: a KV read per redirect costs
 * more than the rest of the redirect together. The back office's writes forget the code in the isolate
 * that made them (forgetCachedLink) and purge KV; other isolates follow within ISOLATE_TTL_MS. Times
 * (start, expiry) are compared at each request, so the memo never keeps a link alive past its expiry.
 */
const ISOLATE_TTL_MS = 10_000;
/** A flood of distinct unknown codes must not grow the memo without bound: it starts over at this size. */
const ISOLATE_MAX_ENTRIES = 2_000;
const isolateLinks = new Map<string, { link: CachedLink | null; until: number }>();

/** Called by every back-office write of a link, beside the KV purge. */
export function forgetCachedLink(code: string): void {
  isolateLinks.delete(code);
}

function remember(code: string, link: CachedLink | null, now: number): CachedLink | null {
  if (isolateLinks.size >= ISOLATE_MAX_ENTRIES) isolateLinks.clear();
  isolateLinks.set(code, { link, until: now + ISOLATE_TTL_MS });
  return link;
}

/**
 * What the redirect needs of a link. The times are kept in the entry and compared at each request, so
 * a link starts and expires on time whatever the cache holds.
 */
type CachedLink = {
  id: number;
  target: string;
  startsAt: number | null;
  expiresAt: number | null;
  expiredUrl: string | null;
  /** For social previews only. */
  title: string | null;
  text: string | null;
  image: string | null;
};

const optionalTime = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const optionalText = (value: unknown) => (typeof value === "string" && value ? value : null);
const optionalUrl = (value: unknown) => (typeof value === "string" ? safeHttpUrl(value) : null);
const optionalImage = (value: unknown) => (typeof value === "string" ? safeImageSrc(value) : null);

function parseCached(raw: string): CachedLink | null {
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const target = typeof value.target === "string" ? safeHttpUrl(value.target) : null;
    if (typeof value.id === "number" && target) {
      return {
        id: value.id,
        target,
        startsAt: optionalTime(value.startsAt),
        expiresAt: optionalTime(value.expiresAt),
        expiredUrl: optionalUrl(value.expiredUrl),
        title: optionalText(value.title),
        text: optionalText(value.text),
        image: optionalImage(value.image),
      };
    }
  } catch {
    // fall through: a damaged entry is treated as a miss
  }
  return null;
}

/** The short code a path addresses: a single segment (optional trailing slash) that is not reserved. */
function shortCodeFromPath(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  return match ? parseShortCode(match[1]) : null;
}

/**
 * The isolate's memo, then KV, then D1 (only links with redirect_active). Answers are written back to KV off the
 * critical path; a KV failure never breaks a redirect (D1 answers instead).
 */
async function findActiveLink(env: Bindings, ctx: WaitUntil, code: string, now: number): Promise<CachedLink | null> {
  const memo = isolateLinks.get(code);
  if (memo && memo.until > now) return memo.link;
  const key = linkCacheKey(code);
  try {
    const raw = await env.KV.get(key);
    if (raw === NEGATIVE_MARKER) return remember(code, null, now);
    if (raw !== null) {
      const cached = parseCached(raw);
      if (cached) return remember(code, cached, now);
    }
  } catch (error) {
    console.error("short link: KV read failed, asking D1", error);
  }

  const rows = await getDb(env)
    .select({
      id: redirectLinks.id,
      target: redirectLinks.target_url,
      startsAt: redirectLinks.starts_at,
      expiresAt: redirectLinks.expires_at,
      expiredUrl: redirectLinks.expired_url,
      title: redirectLinks.description,
      text: redirectLinks.detailed_description,
      image: redirectLinks.image_url,
    })
    .from(redirectLinks)
    .where(and(eq(redirectLinks.short_code, code), eq(redirectLinks.redirect_active, true)))
    .limit(1);
  const row = rows[0];
  // A stored non-http(s) target (e.g. javascript:) is never redirected to: it counts as not found.
  const target = row ? safeHttpUrl(row.target) : null;
  const found: CachedLink | null =
    row && target
      ? {
          id: row.id,
          target,
          startsAt: row.startsAt?.getTime() ?? null,
          expiresAt: row.expiresAt?.getTime() ?? null,
          expiredUrl: optionalUrl(row.expiredUrl),
          title: optionalText(row.title),
          text: optionalText(row.text),
          image: optionalImage(row.image),
        }
      : null;
  ctx.waitUntil(
    (found
      ? env.KV.put(key, JSON.stringify(found), { expirationTtl: LINK_CACHE_TTL_SECONDS })
      : env.KV.put(key, NEGATIVE_MARKER, { expirationTtl: NEGATIVE_CACHE_TTL_SECONDS })
    ).catch((error: unknown) => console.error("short link: KV write failed", error)),
  );
  return remember(code, found, now);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const BASE_HEADERS = {
  "X-Robots-Tag": "noindex",
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

function redirectResponse(target: string, request: Request): Response {
  const body =
    request.method === "HEAD"
      ? null
      : `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Redirecting...</title></head>` +
        `<body><p>Redirecting to <a href="${escapeHtml(target)}">${escapeHtml(target)}</a></p></body></html>`;
  const response = new Response(body, {
    status: 302,
    // Every click must reach the Worker to be counted: no browser or shared cache.
    headers: { Location: target, "Cache-Control": "private, no-store", ...BASE_HEADERS },
  });
  applyTransportHeaders(request, response.headers);
  return response;
}

/**
 * Link-preview fetchers of social networks and messengers (the ones that read Open Graph tags to draw
 * a card). Only these get the preview page; search engines and every other client get the 302.
 */
const SOCIAL_PREVIEW_AGENTS =
  /facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|linkedinbot|slackbot|slack-imgproxy|whatsapp|telegrambot|discordbot|pinterest|redditbot|skypeuripreview|vkshare|xing-contenttabreceiver|mastodon|bluesky|cardyb|snapchat|viber|line-poker|embedly|iframely/i;

function isSocialPreviewAgent(userAgent: string | null): boolean {
  // Cut first: the alternatives are plain words, and a short string keeps the test cheap whatever is sent.
  return Boolean(userAgent) && SOCIAL_PREVIEW_AGENTS.test(userAgent!.slice(0, 512));
}

/** A small page with Open Graph tags from the link's description and image; it links on to the target. */
function socialPreviewResponse(link: CachedLink, request: Request): Response {
  const url = requestUrl(request);
  const shortUrl = `${url.origin}${url.pathname}`;
  const title = link.title ?? link.target;
  // Preview cards need an absolute address; an image of the site is stored as its path.
  const image = link.image?.startsWith("/") ? `${url.origin}${link.image}` : link.image;
  const tags = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(shortUrl)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    link.text ? `<meta property="og:description" content="${escapeHtml(link.text.slice(0, 300))}">` : "",
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : "",
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}">`,
  ].join("");
  const body =
    request.method === "HEAD"
      ? null
      : `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${tags}</head>` +
        `<body><p><a href="${escapeHtml(link.target)}">${escapeHtml(title)}</a></p></body></html>`;
  const response = new Response(body, {
    status: 200,
    headers: { "Cache-Control": "private, no-store", ...BASE_HEADERS },
  });
  applyTransportHeaders(request, response.headers);
  return response;
}

/**
 * Set by the Worker when a short code names an expired link without a fallback: the site's 404 route
 * then answers 410 with its own page (navbar, footer) instead of "not found".
 */
export const expiredShortLinkContext = createContext<boolean>(false);

/** What a short-link request turned into: an answer, "expired" (the site renders a 410), or not a short link. */
export type ShortLinkOutcome = Response | "expired" | null;

/**
 * Answers /{code} when the code names an active link: 302 to the target (or, once expired, to the
 * fallback URL), the Open Graph page for a social network's preview fetcher, "expired" when it has
 * expired without a fallback. Null otherwise (React Router renders the page or the site's 404); a link
 * whose start time has not come yet is not there yet. GET clicks are sent off after the response
 * (waitUntil, see link-clicks.server.ts); HEAD is answered but not recorded (link checkers), and
 * neither are requests after expiry.
 */
export async function resolveShortLink(
  env: Bindings,
  ctx: WaitUntil,
  request: Request,
  now = Date.now(),
): Promise<ShortLinkOutcome> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const code = shortCodeFromPath(requestUrl(request).pathname);
  if (!code) return null;
  let link: CachedLink | null;
  try {
    link = await findActiveLink(env, ctx, code, now);
  } catch (error) {
    // D1 unreachable: say so honestly rather than claiming the link does not exist.
    console.error("short link: lookup failed", code, error);
    return new Response("Temporarily unavailable. Please try again.", {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (!link) return null;
  if (link.startsAt !== null && now < link.startsAt) return null;
  if (link.expiresAt !== null && now >= link.expiresAt) {
    return link.expiredUrl ? redirectResponse(link.expiredUrl, request) : "expired";
  }
  if (request.method === "GET") {
    const linkId = link.id;
    ctx.waitUntil(sendClick(env, request, linkId, now));
  }
  const preview = (link.title || link.image) && isSocialPreviewAgent(request.headers.get("user-agent"));
  return preview ? socialPreviewResponse(link, request) : redirectResponse(link.target, request);
}
