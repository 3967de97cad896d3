import { and, asc, desc, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { CONTENT_TABLES } from "../admin/content-tables.server";
import type { DetailType, PublicType } from "../admin/public-pages";
import { publicServerOf } from "../admin/public-servers.server";
import type { Db } from "../db.server";
import { movedSlugQuery, recordPagePath, resolveSlug } from "./detail-slug.server";
import type { Lang } from "../i18n/languages";
import { germanPath } from "../i18n/lang-path";
import { libraryAltColumns, withLibraryAlt } from "../media/library-alt.server";
import { detailTable, hasPage } from "./public-pages.server";
import { searchTerms } from "./search";
import { foundIds, searchParam } from "./search.server";
import { isSearched } from "./search-index.server";
import { slugify } from "../text/slug";
import { listSlot, type ListSlot, type PageRecord, type Reads } from "../admin/public-server.server";
import { publicRecord, textOf } from "./public-record";
import { withRichText } from "../text/rich-text.server";

/*
 * The reads of the shared public routes (routes/public-list.tsx, routes/public-detail.tsx, decision
 * 0067): every type with pages is served from its definition and, where it reads more, its server half.
 */

/**
 * The German path's first segment of a page's request: the type the shared routes serve there. The
 * client's data requests carry `.data` after the path (/blog.data), which is no part of it.
 */
export function typeSegment(request: Request): string {
  return germanPath(new URL(request.url).pathname.replace(/\.data$/, "")).split("/")[1] ?? "";
}

/** A row of a type read by the shared routes, with the columns the slug lookups need. */
export type PublicRow = Record<string, unknown> & { id: number; slug: string | null; slug_en: string | null };

function publicRow(row: Record<string, unknown>): PublicRow {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return { ...row, id: Number(row.id), slug: text(row.slug), slug_en: text(row.slug_en) };
}

/** A whole positive number as written in a URL ("12", not "012" or "1e3"), else null. */
function numericId(param: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(param)) return null;
  const n = Number(param);
  return Number.isSafeInteger(n) ? n : null;
}

/** The columns of a record page's read: the row, and the library's alt texts of its image. */
function recordColumns(def: DetailType, columns: Record<string, SQLiteColumn>) {
  const image = def.page.detail.image ? columns[def.page.detail.image] : undefined;
  return { ...columns, ...(image ? libraryAltColumns(image) : {}) };
}

/**
 * The reads of a record page, in one batch with the shell: the routable records with the slug in
 * either language (or the id, for a type addressed by its id without a slug), the record that had it
 * earlier, the id and fallback column of every routable record (a type addressed by its title's slug),
 * and the server half's own reads for the records found (`ids`).
 */
export function detailPageQueries(db: Db, def: DetailType, slug: string) {
  const { columns } = detailTable(def.key);
  const id = columns.id!;
  const bySlug = columns.slug_en ? or(eq(columns.slug!, slug), eq(columns.slug_en, slug)) : eq(columns.slug!, slug);
  const fallback = def.page.detail.slugFallback;
  const number = fallback === "id" ? numericId(slug) : null;
  const where = and(number === null ? bySlug : or(bySlug, eq(id, number)), hasPage(def.key));
  const titled = fallback && fallback !== "id" ? columns[fallback] : undefined;
  const extra = publicServerOf(def.key)?.detail?.reads?.(db, sql`(select ${id} from ${id.table} where ${where})`);
  return [
    db.select(recordColumns(def, columns)).from(id.table).where(where).limit(3),
    movedSlugQuery(db, def.key, slug),
    db
      .select({ id: sql<number>`${id}`.mapWith(Number), title: sql<string>`${titled ?? ""}` })
      .from(id.table)
      .where(titled ? hasPage(def.key) : sql`0`)
      .orderBy(asc(id)),
    ...(extra ?? []),
  ] as const;
}

/**
 * The record a page shows from detailPageQueries' answers: by its slug in the page's language, else a
 * 301 (thrown) to its address now; else by its id; null when the address shows none. `byFallback`: the
 * id of the record whose fallback column's slug is asked for (read by a second trip, recordById).
 */
export function pickRecord(
  def: DetailType,
  lang: Lang,
  slug: string,
  rows: readonly Record<string, unknown>[],
  moved: Parameters<typeof resolveSlug>[4],
  titles: readonly { id: number; title: string }[],
): { row: PublicRow } | { byFallback: number } | null {
  const all = rows.map(publicRow);
  const bySlug = all.filter((row) => row.slug === slug || row.slug_en === slug);
  const found = resolveSlug(def.key, lang, slug, bySlug, bySlug.length ? [] : moved);
  const byId = def.page.detail.slugFallback === "id" ? all.find((row) => String(row.id) === slug) : undefined;
  if (found ?? byId) return { row: (found ?? byId)! };
  const wanted = slugify(slug);
  const titled = wanted ? titles.find((row) => slugify(row.title) === wanted) : undefined;
  return titled ? { byFallback: titled.id } : null;
}

/** A second trip for a record found by its fallback column's slug: the record and the server half's reads. */
export async function recordById(db: Db, def: DetailType, recordId: number) {
  const { columns } = detailTable(def.key);
  const id = columns.id!;
  const extra = publicServerOf(def.key)?.detail?.reads?.(db, sql`(${recordId})`) ?? [];
  const [rows, ...results] = await db.batch([
    db.select(recordColumns(def, columns)).from(id.table).where(eq(id, recordId)).limit(1),
    ...extra,
  ]);
  const row = rows[0];
  return row ? { row: publicRow(row), results } : null;
}

/**
 * The list of a type whose server half reads nothing of its own: its active records in the type's order,
 * with ?q= only those the word index finds (every search word starts a word of a searchable field); each with its title, text and, where its rules give it one, its own page's address.
 */
export function plainList(def: PublicType): ListSlot<Reads, PlainList> {
  return listSlot({
    reads: (db: Db, { request }: { request: Request }) => [listPageQuery(db, def, searchParam(request, "q"))] as const,
    shape: ([rows], { request, lang }) => {
      const detail = def.page.detail;
      const items = rows.map((row: Record<string, unknown>) => {
        const record = publicRecord(def, withRichText(def.fields, row, lang), lang);
        return {
          record,
          title: textOf(record, detail?.title ?? def.labelField),
          description: textOf(record, [detail?.description ?? []].flat()[0]),
          href: detail ? recordPagePath(def.key, row, lang) : null,
        };
      });
      return { q: searchParam(request, "q"), items, searchable: isSearched(def) };
    },
    noindex: (data) => Boolean(data.q),
  });
}

export type PlainList = {
  q: string;
  items: { record: Record<string, unknown>; title: string; description: string; href: string | null }[];
  searchable: boolean;
};

function listPageQuery(db: Db, def: PublicType, query: string) {
  const columns = getTableColumns(CONTENT_TABLES[def.key]!.table);
  const id = columns.id!;
  const terms = searchTerms(query);
  const matches = terms.length > 0 && isSearched(def) ? inArray(id, foundIds(def.key, terms)) : undefined;
  const order =
    def.ordering === "manual" && columns.display_order
      ? [asc(columns.display_order), asc(id)]
      : [desc(columns.created_at ?? id), desc(id)];
  return db
    .select()
    .from(id.table)
    .where(and(matches, columns.is_active ? eq(columns.is_active, true) : undefined))
    .orderBy(...order);
}

/**
 * A record as its page (and its preview) shows it: the library's alt text of its image in the page's
 * language, rich texts as HTML, each translatable text in the page's language, safe addresses only.
 */
export function pageRecord(def: PublicType, row: Record<string, unknown>, lang: Lang): PageRecord {
  const { image_alt_de = null, image_alt_en = null, ...rest } = row;
  const alt = withLibraryAlt({ image_alt_de: text(image_alt_de), image_alt_en: text(image_alt_en) }, lang);
  const record = publicRecord(def, withRichText(def.fields, { ...rest, ...alt }, lang), lang);
  return { ...record, id: Number(row.id) };
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
