import { and, eq, or, sql } from "drizzle-orm";
import { redirect } from "react-router";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { slugHistory } from "~db/schema";
import { germanSlugOf, isRoutable, linkedRule, listPath } from "../admin/public-page";
import type { ContentTypeKey } from "../admin/registry";
import type { Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import { localPath } from "../i18n/lang-path";
import { detailTable } from "./public-pages.server";
import type { Alternates } from "./seo";

/*
 * Detail pages addressed by slug, one slug per language (decision 0029): every type whose definition
 * declares `page.detail` (decision 0041). The German page is at /<path>/<slug>, the English one at
 * /en/<path>/<slug_en>, or at the German slug while the record has no English slug. The type's key is
 * the one the slug history is written under.
 */
type Slugs = { slug: string | null; slug_en?: string | null };

/** The two addresses of a record's page. */
export function detailAlternates(type: ContentTypeKey, row: Slugs & { id?: number }): Alternates {
  const base = listPath(detailTable(type).def.page);
  const german = row.slug ?? (row.id !== undefined ? String(row.id) : "");
  const de = `${base}/${encodeURIComponent(german)}`;
  const en = localPath("en", `${base}/${encodeURIComponent(row.slug_en || german)}`);
  return { de, en };
}

/**
 * The address of a record's own page in a language (a card's link), or null when its type's rules do not
 * link it. `routable`: the rules' answer read with the record (pageFlag, the SQL form); without it the
 * code form decides from the row's own columns.
 */
export function recordPagePath(type: ContentTypeKey, row: Record<string, unknown>, lang: Lang, routable?: boolean) {
  const detail = detailTable(type).def.page.detail;
  if (!(routable ?? isRoutable(linkedRule(detail), row))) return null;
  const slug = germanSlugOf(detail, row);
  if (!slug) return null;
  return detailAlternates(type, { slug, slug_en: typeof row.slug_en === "string" ? row.slug_en : null })[lang];
}

/** Where a record has this slug in either language (select with `.limit(2)`: at most one per language). */
export function eitherSlug(table: { slug: SQLiteColumn; slug_en: SQLiteColumn }, slug: string) {
  return or(eq(table.slug, slug), eq(table.slug_en, slug));
}

/**
 * The read that finds a record by an earlier slug, with its slugs now: for the page loader's batch
 * beside the record's own read (eitherSlug), so the lookup costs no extra round trip.
 */
export function movedSlugQuery(db: Db, type: ContentTypeKey, slug: string) {
  const { columns } = detailTable(type);
  const id = columns.id!;
  return db
    .select({
      lang: slugHistory.lang,
      slug: sql<string | null>`${columns.slug}`.as("moved_slug"),
      // A type with one slug for both languages (service details) has no slug_en: its English slug is empty.
      slug_en: sql<string | null>`${columns.slug_en ?? sql`null`}`.as("moved_slug_en"),
      id: sql<number>`${id}`.as("moved_id"),
    })
    .from(slugHistory)
    .innerJoin(id.table, eq(id, slugHistory.record_id))
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
  type: ContentTypeKey,
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
