import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { CONTENT_TABLES } from "../admin/content-tables.server";
import type { PublicType } from "../admin/public-pages";
import type { Db } from "../db.server";
import { movedSlugQuery } from "./detail-slug.server";
import { detailTable, hasPage } from "./public-pages.server";
import { searchTerms } from "./search";
import { pageContentQuery } from "./shell.server";

/*
 * The reads of the shared public routes (routes/public-list.tsx, routes/public-detail.tsx): a type
 * with pages but without route modules of its own is served from its definition alone (decision 0041).
 */

/** A row of a type read by the shared routes, with the columns the slug lookups need. */
export type PublicRow = Record<string, unknown> & { id: number; slug: string | null; slug_en: string | null };

function publicRow(row: Record<string, unknown>): PublicRow {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return { ...row, id: Number(row.id), slug: text(row.slug), slug_en: text(row.slug_en) };
}

/** The reads of a record page of the shared detail route: the record by a slug of either language (only a routable one), and by an earlier slug. */
export function detailPageQueries(db: Db, key: string, slug: string) {
  const { columns } = detailTable(key);
  const id = columns.id!;
  const bySlug = columns.slug_en ? or(eq(columns.slug!, slug), eq(columns.slug_en, slug)) : eq(columns.slug!, slug);
  return [
    db
      .select()
      .from(id.table)
      .where(and(bySlug, hasPage(key)))
      .limit(2),
    movedSlugQuery(db, key, slug),
  ] as const;
}

/** The rows of detailPageQueries' first read, typed for resolveSlug. */
export function publicRows(rows: readonly Record<string, unknown>[]): PublicRow[] {
  return rows.map(publicRow);
}

/** A column's text folded as the search words are (lib/pages/search.ts): umlauts written out, lower-case. */
function folded(column: SQLiteColumn): SQL {
  let text = sql`coalesce(${column}, '')`;
  for (const [from, to] of [
    ["Ä", "ae"],
    ["Ö", "oe"],
    ["Ü", "ue"],
    ["ä", "ae"],
    ["ö", "oe"],
    ["ü", "ue"],
    ["ß", "ss"],
    ["ẞ", "ss"],
  ] as const)
    text = sql`replace(${text}, ${from}, ${to})`;
  return sql`lower(${text})`;
}

/**
 * The reads of a type's list page on the shared list route: its records in the type's order, with ?q=
 * only those holding every search word (as a word's start or inside one) in one of the type's search
 * columns; and the page's hero record.
 */
export function listPageQueries(db: Db, def: PublicType, query: string) {
  const columns = getTableColumns(CONTENT_TABLES[def.key]!.table);
  const id = columns.id!;
  const searched = (def.page.search ?? []).flatMap((name) => (columns[name] ? [columns[name]] : []));
  const terms = searchTerms(query);
  const matches =
    terms.length > 0 && searched.length > 0
      ? and(...terms.map((term) => or(...searched.map((column) => sql`instr(${folded(column)}, ${term}) > 0`))))
      : undefined;
  const order =
    def.ordering === "manual" && columns.display_order
      ? [asc(columns.display_order), asc(id)]
      : [desc(columns.created_at ?? id), desc(id)];
  return [
    db
      .select()
      .from(id.table)
      .where(and(matches, columns.is_active ? eq(columns.is_active, true) : undefined))
      .orderBy(...order),
    pageContentQuery(db, def.page.hero?.key ?? def.key),
  ] as const;
}
