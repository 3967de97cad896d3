import { and, eq, or, sql } from "drizzle-orm";
import { redirect } from "react-router";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { academyCourses, blogPosts, events, shopProducts, slugHistory } from "~db/schema";
import type { Db } from "./db.server";
import type { Lang } from "./i18n";
import { localPath } from "./lang-path";
import type { Alternates } from "./seo";

/**
 * Detail pages addressed by slug, one slug per language (decision 0029). The German page is at
 * /<base>/<slug>, the English one at /en/<base>/<slug_en>, or at the German slug while the record has
 * no English slug. The keys are the content types' keys, which the slug history is written under.
 */
const SLUGGED = {
  blog: { table: blogPosts, base: "/blog" },
  shop: { table: shopProducts, base: "/shop" },
  academy: { table: academyCourses, base: "/academy" },
  events: { table: events, base: "/events" },
} as const;

type SluggedType = keyof typeof SLUGGED;
type Slugs = { slug: string | null; slug_en: string | null };

/** The two addresses of a record's page. */
export function detailAlternates(type: SluggedType, row: Slugs & { id?: number }): Alternates {
  const { base } = SLUGGED[type];
  const german = row.slug ?? (row.id !== undefined ? String(row.id) : "");
  const de = `${base}/${encodeURIComponent(german)}`;
  const en = localPath("en", `${base}/${encodeURIComponent(row.slug_en || german)}`);
  return { de, en };
}

/** Where a record has this slug in either language (select with `.limit(2)`: at most one per language). */
export function eitherSlug(table: { slug: SQLiteColumn; slug_en: SQLiteColumn }, slug: string) {
  return or(eq(table.slug, slug), eq(table.slug_en, slug));
}

/**
 * The read that finds a record by an earlier slug, with its slugs now: for the page loader's batch
 * beside the record's own read (eitherSlug), so the lookup costs no extra round trip.
 */
export function movedSlugQuery(db: Db, type: SluggedType, slug: string) {
  const { table } = SLUGGED[type];
  return db
    .select({ lang: slugHistory.lang, slug: table.slug, slug_en: table.slug_en, id: table.id })
    .from(slugHistory)
    .innerJoin(table, eq(table.id, slugHistory.record_id))
    .where(and(eq(slugHistory.type, type), eq(slugHistory.old_slug, slug)))
    .orderBy(sql`${slugHistory.id} desc`)
    .limit(1);
}

/**
 * From the rows of slugQueries: the record this address shows, or a 301 (thrown) to the address it
 * has now — the English slug asked for on a German page or the other way round, the German slug on an
 * English page of a record that has an English one, or an earlier slug. Null: no such page.
 */
export function resolveSlug<R extends Slugs & { id: number }>(
  type: SluggedType,
  lang: Lang,
  slug: string,
  rows: R[],
  moved: (Slugs & { lang: string; id: number })[],
): R | null {
  const own = rows.find((row) => (lang === "en" ? row.slug_en === slug : row.slug === slug));
  if (own) return own;
  const other = rows.find((row) => (lang === "en" ? row.slug === slug : row.slug_en === slug));
  if (other) {
    // An English page of a record without an English slug is at its German slug.
    if (lang === "en" && !other.slug_en) return other;
    throw redirect(detailAlternates(type, other)[lang], 301);
  }
  const earlier = moved[0];
  if (earlier) throw redirect(detailAlternates(type, earlier)[lang], 301);
  return null;
}
