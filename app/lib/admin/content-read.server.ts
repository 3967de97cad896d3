import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";
import type { Db } from "../db.server";
import { PAGE_SIZE, translationPairs, type ContentTypeDef } from "./content-type-def";
import { CONTENT_TABLES, type TableBinding } from "./content-tables.server";
import { containsAny } from "./list-page.server";
import { withRichText } from "../text/rich-text.server";
import { startOfBerlinDay } from "../pages/event-dates";

/* The reads of the content mechanism: a type's table, its list (searched and paged) and one row. */

export type Row = Record<string, unknown> & { id: number };

export function bindingOf(def: ContentTypeDef): TableBinding & { columns: Record<string, SQLiteColumn> } {
  // A registered type's binding; a screen-only definition (a page's hero) names its table itself.
  const binding = Object.hasOwn(CONTENT_TABLES, def.key)
    ? CONTENT_TABLES[def.key]
    : def.table
      ? { table: schema[def.table] }
      : undefined;
  if (!binding) throw new Error(`no table for content type ${def.key}`);
  return { ...binding, columns: getTableColumns(binding.table) as Record<string, SQLiteColumn> };
}

/** The list's order: manual types by display_order (then id), dated ones by their start, others newest first. */
function orderOf(def: ContentTypeDef, columns: Record<string, SQLiteColumn>): SQL[] {
  if (def.ordering === "manual") return [asc(columns.display_order), asc(columns.id)];
  if (def.ordering === "by-start" && columns.starts_at && columns.ends_at) return byStart(columns, new Date());
  if (def.ordering === "by-date" && columns.published_on && columns.created_at) {
    const made = sql`strftime('%Y-%m-%d', ${columns.created_at} / 1000, 'unixepoch')`;
    return [desc(sql`coalesce(${columns.published_on}, ${made})`), desc(columns.created_at), desc(columns.id)];
  }
  return [desc(columns.created_at ?? columns.id), desc(columns.id)];
}

/**
 * Coming first, soonest start first and undated after them; then the past ones (last day before today
 * in Berlin, as the public pages decide it), the latest first.
 */
function byStart(columns: Record<string, SQLiteColumn>, now: Date): SQL[] {
  const last = sql`coalesce(${columns.ends_at}, ${columns.starts_at})`;
  const past = sql`(${last} is not null and ${last} < ${startOfBerlinDay(now).getTime()})`;
  return [
    asc(past),
    sql`case when not ${past} then ${columns.starts_at} is null end`,
    sql`case when not ${past} then ${columns.starts_at} end`,
    sql`case when ${past} then ${last} end desc`,
    desc(columns.id),
  ];
}

/** Every row, active or not (staff see everything). */
function listQuery(db: Db, def: ContentTypeDef) {
  const { table, columns } = bindingOf(def);
  return db
    .select()
    .from(table)
    .orderBy(...orderOf(def, columns));
}

/**
 * A row as its form edits it: each rich text as cleaned HTML, a value from before rich text converted
 * (decision 0050), so the editor opens on the same text the page shows and saving it keeps it.
 */
function asEdited(def: ContentTypeDef, row: Row): Row {
  return withRichText(def.fields, row);
}

export async function listRows(db: Db, def: ContentTypeDef): Promise<Row[]> {
  return ((await listQuery(db, def)) as Row[]).map((row) => asEdited(def, row));
}

/** One page of a list: its rows, how many rows match in all, the page shown and the search. */
export type ListPage = { rows: Row[]; total: number; page: number; pages: number; q: string; offset: number };

/** What a list's URL asks for: the search text (?q=), the page (?page=), only untranslated rows (?untranslated=1). */
export type ListParams = { q: string; page: number; untranslated?: boolean };

/** The search text, page number and translation filter of a list's URL, cut to sane sizes. */
export function listParams(url: URL): ListParams {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number(url.searchParams.get("page"));
  return {
    q,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    untranslated: url.searchParams.get("untranslated") === "1",
  };
}

/**
 * The SQL twin of isUntranslated: some English column empty while its German sibling is not (both
 * read from the definition, so every type's filter follows its own fields).
 */
function untranslatedWhere(def: ContentTypeDef, columns: Record<string, SQLiteColumn>): SQL | undefined {
  const pairs = translationPairs(def).filter(([german, english]) => columns[german] && columns[english]);
  if (pairs.length === 0) return undefined;
  return or(
    ...pairs.map(
      ([german, english]) =>
        sql`(trim(coalesce(${columns[german]}, '')) <> '' AND trim(coalesce(${columns[english]}, '')) = '')`,
    ),
  );
}

/**
 * The list of a type as the screen shows it. A type with `paging` is searched ("contains" over its
 * search columns, case-insensitive for ASCII) and cut to pages of PAGE_SIZE on the
 * server, in the list's usual order; any other type gets all its rows on one page.
 */
export async function listPage(db: Db, def: ContentTypeDef, params: ListParams): Promise<ListPage> {
  if (!def.paging) {
    // A list on one page is filtered where it is shown (ListWithDrafts), so its dialogs still find every row.
    const rows = await listRows(db, def);
    return { rows, total: rows.length, page: 1, pages: 1, q: "", offset: 0 };
  }
  const { table, columns } = bindingOf(def);
  const q = params.q;
  const search = containsAny(
    q,
    def.paging.searchFields.map((name) => columns[name]!),
  );
  // Only untranslated rows, when asked, in SQL: the count, the pages and the search see the same rows.
  const where = and(search, params.untranslated ? untranslatedWhere(def, columns) : undefined);
  const [counted] = await db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(where);
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end shows the last one, so a link kept after deletes still lands on rows.
  const page = Math.min(params.page, pages);
  const offset = (page - 1) * PAGE_SIZE;
  const rows = (await db
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderOf(def, columns))
    .limit(PAGE_SIZE)
    .offset(offset)) as Row[];
  return { rows: rows.map((row) => asEdited(def, row)), total, page, pages, q, offset };
}

/** One row by id (a dialog opened for a row that is not on the page shown). */
export async function rowById(db: Db, def: ContentTypeDef, id: number): Promise<Row | null> {
  const { table, columns } = bindingOf(def);
  const [row] = await db.select().from(table).where(eq(columns.id, id)).limit(1);
  return row ? asEdited(def, row as Row) : null;
}
