import { eq } from "drizzle-orm";
import { legacyAddresses } from "~db/schema";
import type { Db } from "../db.server";
import { requestUrl } from "../http/request-url.server";
import { sameSitePath } from "../text/url";

/*
 * The addresses of the WordPress site this one replaced (`/2008/09/layout-test/`, `/?p=123`,
 * `/category/news/`): each answers 301 to what its item became here. They are stored in one form
 * (decoded, lower-case, without a trailing slash), so `/2008/09/Layout-Test`, `/2008/09/layout-test/`
 * and `/%32008/09/layout-test/` are one address. Looked up only where nothing else answered.
 */

const MAX_PATH = 1000;
/** WordPress's query addresses of one post, page or category on its home address. */
const QUERY_KEYS = ["p", "page_id", "cat"] as const;

/** The stored form of a path (no query), or null when it is not one we could have stored. */
export function legacyKey(path: string): string | null {
  if (!path.startsWith("/") || path.length > MAX_PATH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Broken percent-encoding (`/%E0%A4%A/`): no WordPress address ever looked like that.
    return null;
  }
  // Control characters and backslashes never came from a WordPress permalink.
  if ([...decoded].some((char) => char.charCodeAt(0) < 0x20 || char === "\u007f" || char === "\\")) return null;
  const collapsed = decoded.replace(/\/{2,}/g, "/").toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") || "/" : collapsed;
}

/** The stored form of `/?p=123` and its kin: the first WordPress query key with a number, or null. */
export function legacyQueryKey(search: URLSearchParams): string | null {
  for (const key of QUERY_KEYS) {
    const value = search.get(key);
    if (value !== null && /^\d{1,12}$/.test(value)) return `/?${key}=${Number(value)}`;
  }
  return null;
}

/** The read of an old address's target by the table's primary key (for a batch of its own or a page's). */
export function legacyQuery(db: Db, key: string) {
  return db
    .select({ target: legacyAddresses.target })
    .from(legacyAddresses)
    .where(eq(legacyAddresses.path, key))
    .limit(1);
}

/** Where an old address leads now, or null. */
async function legacyTarget(db: Db, key: string | null): Promise<string | null> {
  if (!key) return null;
  return (await legacyQuery(db, key))[0]?.target ?? null;
}

/**
 * The 301 to an old address's new home, or null (the address is unknown) when the stored target is not
 * a path of this site as the one guard judges it: a row restored from an archive or written by hand
 * (`/\\evil.example`, `//evil.example`) never sends a browser elsewhere.
 */
export function movedPermanently(target: string | null | undefined): Response | null {
  const safe = sameSitePath(target);
  if (!safe) return null;
  return new Response(null, { status: 301, headers: { Location: safe, "Cache-Control": "public, max-age=3600" } });
}

/**
 * `/?p=123` (and `?page_id=`, `?cat=`) on the home address: answered before the home page renders,
 * which would otherwise show (and cache) the home page under that address. Null for every other request,
 * without touching D1.
 */
export async function wordpressQueryRedirect(request: Request, db: () => Db): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = requestUrl(request);
  if (url.pathname !== "/" || !url.search) return null;
  const key = legacyQueryKey(url.searchParams);
  if (!key) return null;
  return movedPermanently(await legacyTarget(db(), key));
}
