import { and, desc, eq, sql } from "drizzle-orm";
import type { Route } from "./+types/sitemap";
import { germanSlugOf, listPath, DETAIL_TYPES, LIST_TYPES } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { detailAlternates, detailTable, linkedPage } from "~/lib/pages/index.server";
import { alternatesOf, type Alternates } from "~/lib/pages";

/**
 * Every public page with its own address: the home page, each content type's list page (its `page`),
 * contact, the short-link overview (/links is the same page as /weiterleitungen, so it is left out) and
 * the legal pages.
 */
const PUBLIC_PATHS = [
  ...new Set([
    "/",
    ...LIST_TYPES.map((def) => listPath(def.page)),
    "/kontakt",
    "/weiterleitungen",
    "/impressum",
    "/datenschutz",
    "/cookies",
  ]),
];

type Entry = { alternates: Alternates; lastmod?: Date | null };

function xmlEscape(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Both addresses of a page, each with the pair of alternates (and x-default), as pageMeta writes them. */
function urlElements(origin: string, entry: Entry): string {
  const de = origin + entry.alternates.de;
  const en = origin + entry.alternates.en;
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="de" href="${xmlEscape(de)}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${xmlEscape(en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(de)}"/>`,
  ].join("");
  const lastmod =
    entry.lastmod && !Number.isNaN(entry.lastmod.getTime()) ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
  return [de, en].map((loc) => `<url><loc>${xmlEscape(loc)}</loc>${lastmod}${alternates}</url>`).join("\n");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const db = getDb(env);
  const origin = new URL(request.url).origin;

  // Every type's record pages in one D1 batch: the linked ones (its definition's rules), unless marked
  // noindex.
  const reads = DETAIL_TYPES.map((def) => {
    const { columns } = detailTable(def.key);
    const fallback = def.page.detail.slugFallback;
    const lastmod = columns.updated_at ?? columns.created_at;
    return (
      db
        .select({
          // Named, so two reads of one column (the shop's id as its fallback slug) stay apart in D1's rows.
          id: sql<number>`${columns.id}`.as("page_id"),
          slug: sql<string | null>`${columns.slug}`.as("page_slug"),
          slug_en: sql<string | null>`${columns.slug_en ?? sql`null`}`.as("page_slug_en"),
          fallback: sql<unknown>`${(fallback && columns[fallback]) || sql`null`}`.as("page_fallback"),
          lastmod: sql<Date | null>`${lastmod ?? sql`null`}`.mapWith(lastmod ?? String).as("page_lastmod"),
        })
        .from(columns.id!.table)
        .where(and(linkedPage(def.key), columns.noindex ? eq(columns.noindex, false) : undefined))
        // A dated type (the blog) lists its newest by their own date first, as its list and feed do.
        .orderBy(...(columns.published_on ? [desc(columns.published_on)] : []), desc(columns.id!))
    );
  });
  const [first, ...rest] = reads;
  const results = first ? await db.batch([first, ...rest]) : [];

  const entries: Entry[] = PUBLIC_PATHS.map((path) => ({ alternates: alternatesOf(path) }));
  DETAIL_TYPES.forEach((def, i) => {
    const fallback = def.page.detail.slugFallback;
    for (const row of results[i] ?? []) {
      const slug = germanSlugOf(def.page.detail, fallback ? { ...row, [fallback]: row.fallback } : row);
      if (!slug) continue;
      entries.push({
        alternates: detailAlternates(def.key, { ...row, slug }),
        lastmod: row.lastmod instanceof Date ? row.lastmod : null,
      });
    }
  });

  const seen = new Set<string>();
  const unique = entries.filter((entry) =>
    seen.has(entry.alternates.de) ? false : (seen.add(entry.alternates.de), true),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...unique.map((entry) => urlElements(origin, entry)),
    "</urlset>",
    "",
  ].join("\n");

  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
