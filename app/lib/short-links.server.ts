import { and, eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { z } from "zod";
import { redirectLinks, type RedirectLink } from "../../db/schema";
import { getDb } from "./db.server";
import { parseShortCode, RedirectLinkSchema, type RedirectLinkInput } from "./schemas/redirect-link";
import { applyTransportHeaders } from "./security-headers.server";
import { safeHttpUrl } from "./url";

/*
 * Short links (/{code}): answered in workers/app.ts before React Router. See
 * docs/decisions/0005-short-links.md for the cache, case and counting rules.
 */

type Bindings = Pick<Env, "DB" | "KV">;
type WaitUntil = Pick<ExecutionContext, "waitUntil">;

/** How long a resolved code stays in KV. Changes purge it at once; the TTL only bounds stale entries. */
export const LINK_CACHE_TTL_SECONDS = 300;
/** How long "no such active link" is remembered, so a flood of unknown codes does not reach D1 (KV's minimum is 60). */
export const NEGATIVE_CACHE_TTL_SECONDS = 60;
/** Value stored for a negative answer (a real entry is JSON and never equals this). */
export const NEGATIVE_MARKER = "-";

export function linkCacheKey(code: string): string {
  return `link:${code}`;
}

type CachedLink = { id: number; target: string };

function parseCached(raw: string): CachedLink | null {
  try {
    const value = JSON.parse(raw) as Partial<CachedLink>;
    if (typeof value.id === "number" && typeof value.target === "string" && safeHttpUrl(value.target)) {
      return { id: value.id, target: value.target };
    }
  } catch {
    // fall through: a damaged entry is treated as a miss
  }
  return null;
}

/** The short code a path addresses: a single segment (optional trailing slash) that is not reserved. */
export function shortCodeFromPath(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  return match ? parseShortCode(match[1]) : null;
}

/**
 * KV first, then D1 (only links with redirect_active). Answers are written back to KV off the
 * critical path; a KV failure never breaks a redirect (D1 answers instead).
 */
async function findActiveLink(env: Bindings, ctx: WaitUntil, code: string): Promise<CachedLink | null> {
  const key = linkCacheKey(code);
  try {
    const raw = await env.KV.get(key);
    if (raw === NEGATIVE_MARKER) return null;
    if (raw !== null) {
      const cached = parseCached(raw);
      if (cached) return cached;
    }
  } catch (error) {
    console.error("short link: KV read failed, asking D1", error);
  }

  const rows = await getDb(env)
    .select({ id: redirectLinks.id, target: redirectLinks.target_url })
    .from(redirectLinks)
    .where(and(eq(redirectLinks.short_code, code), eq(redirectLinks.redirect_active, true)))
    .limit(1);
  const row = rows[0];
  // A stored non-http(s) target (e.g. javascript:) is never redirected to: it counts as not found.
  const target = row ? safeHttpUrl(row.target) : null;
  const found = row && target ? { id: row.id, target } : null;
  ctx.waitUntil(
    (found
      ? env.KV.put(key, JSON.stringify(found), { expirationTtl: LINK_CACHE_TTL_SECONDS })
      : env.KV.put(key, NEGATIVE_MARKER, { expirationTtl: NEGATIVE_CACHE_TTL_SECONDS })
    ).catch((error: unknown) => console.error("short link: KV write failed", error)),
  );
  return found;
}

export type DeviceClass = "mobile" | "tablet" | "desktop" | "bot";

/** A coarse device class; a missing user agent counts as a bot (every browser sends one). */
export function deviceClass(userAgent: string | null): DeviceClass {
  if (!userAgent || isbot(userAgent)) return "bot";
  if (/iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

function referrerHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.slice(0, 253) : null;
  } catch {
    return null;
  }
}

function country(request: Request): string | null {
  const cf = (request as { cf?: { country?: unknown } }).cf;
  const raw = typeof cf?.country === "string" ? cf.country : request.headers.get("cf-ipcountry");
  return raw && /^[A-Za-z0-9]{2}$/.test(raw) ? raw.toUpperCase() : null;
}

export type ClickInfo = { referrerHost: string | null; country: string | null; device: DeviceClass; isBot: boolean };

/** What is kept about a click: no IP, no full referrer, no user agent string. */
export function clickInfo(request: Request): ClickInfo {
  const device = deviceClass(request.headers.get("user-agent"));
  return { referrerHost: referrerHost(request.headers.get("referer")), country: country(request), device, isBot: device === "bot" };
}

/**
 * One D1 batch (a transaction): the atomic increment (never read-add-write, so concurrent clicks
 * cannot overwrite each other) and the click row. Bots get the row but not the count.
 */
export async function recordClick(env: Pick<Env, "DB">, linkId: number, info: ClickInfo): Promise<void> {
  const statements = [
    env.DB.prepare(
      "INSERT INTO link_clicks (link_id, referrer_host, country, device, is_bot) SELECT id, ?2, ?3, ?4, ?5 FROM redirect_links WHERE id = ?1",
    ).bind(linkId, info.referrerHost, info.country, info.device, info.isBot ? 1 : 0),
  ];
  if (!info.isBot) statements.unshift(env.DB.prepare("UPDATE redirect_links SET click_count = click_count + 1 WHERE id = ?").bind(linkId));
  await env.DB.batch(statements);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function redirectResponse(target: string, request: Request): Response {
  const body =
    request.method === "HEAD"
      ? null
      : `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Redirecting...</title></head>` +
        `<body><p>Redirecting to <a href="${escapeHtml(target)}">${escapeHtml(target)}</a></p></body></html>`;
  const response = new Response(body, {
    status: 302,
    headers: {
      Location: target,
      // Every click must reach the Worker to be counted: no browser or shared cache.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    },
  });
  applyTransportHeaders(request, response.headers);
  return response;
}

/**
 * Answers /{code} with a 302 when the code names an active link; otherwise null (React Router then
 * renders the page or the site's 404). GET clicks are recorded after the response (waitUntil);
 * HEAD is answered but not recorded (link checkers and previews, not visits).
 */
export async function resolveShortLink(env: Bindings, ctx: WaitUntil, request: Request): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const code = shortCodeFromPath(new URL(request.url).pathname);
  if (!code) return null;
  let link: CachedLink | null;
  try {
    link = await findActiveLink(env, ctx, code);
  } catch (error) {
    // D1 unreachable: say so honestly rather than claiming the link does not exist.
    console.error("short link: lookup failed", code, error);
    return new Response("Temporarily unavailable. Please try again.", {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (!link) return null;
  if (request.method === "GET") {
    const info = clickInfo(request);
    ctx.waitUntil(recordClick(env, link.id, info).catch((error: unknown) => console.error("short link: click not recorded", link.id, error)));
  }
  return redirectResponse(link.target, request);
}

/* ------------------------------------------------------------------ */
/* Data functions for the back office: every change purges KV          */
/* ------------------------------------------------------------------ */

export type RedirectLinkResult =
  | { ok: true; link: RedirectLink }
  | { ok: false; fieldErrors: Partial<Record<keyof RedirectLinkInput | "form", string[]>> };

async function purge(env: Pick<Env, "KV">, codes: Iterable<string>) {
  await Promise.all([...new Set(codes)].map((code) => env.KV.delete(linkCacheKey(code))));
}

function invalid(error: z.ZodError): RedirectLinkResult {
  return { ok: false, fieldErrors: z.flattenError(error).fieldErrors as Partial<Record<keyof RedirectLinkInput, string[]>> };
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return /UNIQUE constraint failed/i.test(text);
}

const codeTaken: RedirectLinkResult = { ok: false, fieldErrors: { short_code: ["redirect.codeTaken"] } };

/**
 * Creates a link (both flags true). Validates again here, so no caller can save a reserved code or
 * unsafe target. Without a display_order the link goes to the end: highest + 1, 1 if none
 * (back-office.md 9), computed inside the INSERT so two creates at once cannot read the same maximum.
 */
export async function createRedirectLink(env: Bindings, input: RedirectLinkInput): Promise<RedirectLinkResult> {
  const parsed = RedirectLinkSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const append = input.display_order === undefined || input.display_order === null || input.display_order === "";
  const values = append
    ? { ...parsed.data, display_order: sql<number>`(SELECT COALESCE(MAX(${redirectLinks.display_order}), 0) + 1 FROM ${redirectLinks})` }
    : parsed.data;
  try {
    const [link] = await getDb(env).insert(redirectLinks).values(values).returning();
    // A negative answer for this code may be cached.
    await purge(env, [link.short_code]);
    return { ok: true, link };
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken;
    throw error;
  }
}

/** Replaces a link's fields; purges the old and the new code. Returns null when the id does not exist. */
export async function updateRedirectLink(env: Bindings, id: number, input: RedirectLinkInput): Promise<RedirectLinkResult | null> {
  const parsed = RedirectLinkSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const db = getDb(env);
  const [before] = await db.select({ code: redirectLinks.short_code }).from(redirectLinks).where(eq(redirectLinks.id, id)).limit(1);
  if (!before) return null;
  try {
    const [link] = await db.update(redirectLinks).set(parsed.data).where(eq(redirectLinks.id, id)).returning();
    if (!link) return null;
    await purge(env, [before.code, link.short_code]);
    return { ok: true, link };
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken;
    throw error;
  }
}

/** Shows/hides the overview card (is_active) and enables/disables the redirect (redirect_active). */
export async function setRedirectLinkFlags(
  env: Bindings,
  id: number,
  flags: { is_active?: boolean; redirect_active?: boolean },
): Promise<RedirectLink | null> {
  const set = {
    ...(typeof flags.is_active === "boolean" ? { is_active: flags.is_active } : {}),
    ...(typeof flags.redirect_active === "boolean" ? { redirect_active: flags.redirect_active } : {}),
  };
  const db = getDb(env);
  const [link] =
    Object.keys(set).length > 0
      ? await db.update(redirectLinks).set(set).where(eq(redirectLinks.id, id)).returning()
      : await db.select().from(redirectLinks).where(eq(redirectLinks.id, id)).limit(1);
  if (!link) return null;
  await purge(env, [link.short_code]);
  return link;
}

/** Deletes a link (its clicks go with it: ON DELETE CASCADE). Returns whether it existed. */
export async function deleteRedirectLink(env: Bindings, id: number): Promise<boolean> {
  const [link] = await getDb(env).delete(redirectLinks).where(eq(redirectLinks.id, id)).returning({ code: redirectLinks.short_code });
  if (!link) return false;
  await purge(env, [link.code]);
  return true;
}

/** Sets display_order to the position in `orderedIds` (0, 1, 2, ...) in one batch. */
export async function reorderRedirectLinks(env: Bindings, orderedIds: readonly number[]): Promise<void> {
  const ids = orderedIds.filter((id) => Number.isInteger(id));
  if (ids.length === 0) return;
  const db = getDb(env);
  const [first, ...rest] = ids.map((id, index) =>
    db.update(redirectLinks).set({ display_order: index }).where(eq(redirectLinks.id, id)).returning({ code: redirectLinks.short_code }),
  );
  const results = await db.batch([first, ...rest]);
  await purge(
    env,
    results.flat().map((row) => row.code),
  );
}

/**
 * Renumbers the links 1..n in the given order, all or nothing: only when `orderedIds` names every
 * existing link exactly once. Every UPDATE of the one batch (a transaction) carries the same guard, so
 * a list made stale by a concurrent create or delete changes no row at all. Returns whether it applied.
 */
export async function renumberRedirectLinks(env: Bindings, orderedIds: readonly number[]): Promise<boolean> {
  const ids = [...new Set(orderedIds)];
  if (ids.length === 0 || ids.length !== orderedIds.length || !ids.every((id) => Number.isInteger(id) && id > 0)) return false;
  const db = getDb(env);
  // One bound JSON parameter instead of n (D1 allows 100 parameters per statement).
  const complete = sql`(SELECT COUNT(*) FROM ${redirectLinks}) = ${ids.length} AND (SELECT COUNT(*) FROM ${redirectLinks} WHERE ${redirectLinks.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))) = ${ids.length}`;
  const [first, ...rest] = ids.map((id, index) =>
    db
      .update(redirectLinks)
      .set({ display_order: index + 1 })
      .where(and(eq(redirectLinks.id, id), complete))
      .returning({ code: redirectLinks.short_code }),
  );
  const results = await db.batch([first!, ...rest]);
  const rows = results.flat();
  if (rows.length !== ids.length) return false;
  await purge(
    env,
    rows.map((row) => row.code),
  );
  return true;
}
