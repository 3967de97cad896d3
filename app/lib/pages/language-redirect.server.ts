import { and, eq } from "drizzle-orm";
import { listPath } from "../admin/public-page";
import { DETAIL_TYPES } from "../admin/public-pages";
import { getDb } from "../db.server";
import { detailAlternates, eitherSlug, movedSlugQuery } from "./detail-slug.server";
import { isLang } from "../i18n/languages";
import { isLanguageFree, langOfPath, germanPath, localPath } from "../i18n/lang-path";
import { detailTable, hasPage } from "./public-pages.server";
import { PREFERENCE_COOKIES } from "../i18n/preferences";
import { readCookies } from "../http/cookies.server";
import { requestUrl } from "../http/request-url.server";
import { sameSitePath } from "../text/url";

/** Files and the framework's data requests: they have no language and are never sent elsewhere. */
const NOT_A_PAGE = /\.[a-z0-9]+$/i;

function withoutLang(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("lang");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * Sends a request for a public page to its address in the right language, before anything renders
 * (decision 0029):
 * - `?lang=en` / `?lang=de` (old links, the former language switch) → 301 to the page's address in
 *   that language, the rest of the query kept;
 * - a visitor whose language cookie says English and who opens a German address → 302 to the English
 *   twin (temporary and private: it depends on the cookie, not on the address).
 * A record's page asked for with `?lang=` goes to its slug of that language in the same answer
 * (resolvedLanguageRedirect); otherwise detail pages swap the slug themselves (their loaders answer a
 * 301). Returns null when the request stays where it is.
 */
export function languageRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = requestUrl(request);
  const { pathname } = url;
  // "//host" (or "/en//host") would turn the Location into another site: such paths stay where they are.
  if (pathname.includes("//") || isLanguageFree(pathname) || NOT_A_PAGE.test(pathname)) return null;

  const asked = url.searchParams.get("lang");
  if (url.searchParams.has("lang")) {
    const lang = isLang(asked) ? asked : langOfPath(pathname);
    const target = sameSitePath(localPath(lang, germanPath(pathname)) + withoutLang(url));
    return target ? new Response(null, { status: 301, headers: { Location: target } }) : null;
  }

  const chosen = readCookies(request).get(PREFERENCE_COOKIES.language);
  if (chosen === "en" && langOfPath(pathname) === "de") {
    return new Response(null, {
      status: 302,
      headers: {
        Location: sameSitePath(localPath("en", pathname) + url.search) ?? "/en",
        "Cache-Control": "private, no-store",
        Vary: "Cookie",
      },
    });
  }
  return null;
}

/**
 * The address of a record's page in the language of `location` (a path with its query, as
 * languageRedirect wrote it), with the slug of that language; null when the path is no record's page
 * or no record has that slug (the page's own loader then decides).
 */
async function recordAddress(env: Pick<Env, "DB">, location: string): Promise<string | null> {
  const cut = location.search(/[?#]/);
  const pathname = cut === -1 ? location : location.slice(0, cut);
  const tail = cut === -1 ? "" : location.slice(cut);
  const lang = langOfPath(pathname);
  const german = germanPath(pathname);
  const def = DETAIL_TYPES.find((type) => german.startsWith(`${listPath(type.page)}/`));
  if (!def) return null;
  const rest = german.slice(listPath(def.page).length + 1);
  if (!rest || rest.includes("/")) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(rest);
  } catch {
    return null; // a malformed escape is no record's slug
  }
  const { columns } = detailTable(def.key);
  const { slug: slugColumn, slug_en: englishColumn } = columns;
  if (!slugColumn) return null;
  const db = getDb(env);
  const bySlug = englishColumn ? eitherSlug({ slug: slugColumn, slug_en: englishColumn }, slug) : eq(slugColumn, slug);
  const [rows, moved] = await db.batch([
    db
      .select({ id: columns.id!, slug: slugColumn, ...(englishColumn ? { slug_en: englishColumn } : {}) })
      .from(columns.id!.table)
      .where(and(bySlug, hasPage(def.key)))
      .limit(2),
    movedSlugQuery(db, def.key, slug),
  ]);
  const typed = rows as { id: number; slug: string | null; slug_en?: string | null }[];
  const row = typed.find((one) => one.slug === slug || one.slug_en === slug) ?? moved[0];
  if (!row?.slug) return null;
  return sameSitePath(detailAlternates(def.key, row)[lang] + tail);
}

/**
 * languageRedirect, with a record page's slug swapped for the one of the asked language: one 301
 * from /blog/<German slug>?lang=en straight to /en/blog/<English slug>, instead of a second from the
 * English page. Should the lookup fail, the first step still answers.
 */
export async function resolvedLanguageRedirect(request: Request, env: Pick<Env, "DB">): Promise<Response | null> {
  const moved = languageRedirect(request);
  const location = moved?.status === 301 ? moved.headers.get("Location") : null;
  if (!location) return moved;
  const direct = await recordAddress(env, location).catch((error: unknown) => {
    console.error("language redirect: record lookup failed", error);
    return null;
  });
  return direct ? new Response(null, { status: 301, headers: { Location: direct } }) : moved;
}
