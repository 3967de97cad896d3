import { and, eq, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import { searchIndex } from "./search.server";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";
import { SEARCH_WEIGHTS, type ContentTypeDef, type SearchWeight } from "../admin/content-type-def";
import type { Db } from "../db.server";

/** What writes the index: any Drizzle database of D1 (the seed's and the tests' carry their schema). */
type Writer = Pick<Db, "insert" | "delete">;

/** What the index needs of a type: its key, its fields and its table. */
type Indexed = Pick<ContentTypeDef, "key" | "fields" | "table">;

/*
 * The one word index of the site search (migration 0016, docs/decisions/0072): a row per record of
 * every type that marks fields `search`, keyed by type and record id, with a column per weight class
 * and language. Its rows are made in SQL from the record's table, so a statement below put after any
 * write in the same batch indexes what was written (or drops what was deleted) without knowing the values.
 */

/** The index's text columns in its order: each weight class, German then English. */
export const INDEX_COLUMNS = (Object.keys(SEARCH_WEIGHTS) as SearchWeight[]).flatMap((weight) => [
  weight,
  `${weight}_en`,
]);

/**
 * German umlauts and ß written out before the tokenizer sees them, as slugs and the search box fold
 * them (lib/text/slug.ts, lib/pages/search.ts), so "Glück" and "gluecklich" share the token "glueck…".
 * The tokenizer folds case and removes the other accents. In SQL because D1 registers no functions.
 */
const FOLDS = [
  ["ä", "ae"],
  ["ö", "oe"],
  ["ü", "ue"],
  ["ß", "ss"],
  ["Ä", "Ae"],
  ["Ö", "Oe"],
  ["Ü", "Ue"],
  ["ẞ", "SS"],
] as const;

function folded(expression: string): string {
  return FOLDS.reduce((text, [from, to]) => `replace(${text}, '${from}', '${to}')`, expression);
}

/** The table columns of each index column: a field marked `search`, in English when it is a `_en` twin. */
function searchColumnsOf(def: Pick<ContentTypeDef, "fields">): Record<string, string[]> {
  const columns: Record<string, string[]> = Object.fromEntries(INDEX_COLUMNS.map((name) => [name, []]));
  for (const field of def.fields) {
    if (!field.search) continue;
    columns[field.name.endsWith("_en") ? `${field.search}_en` : field.search]!.push(field.name);
  }
  return columns;
}

/** Whether a type's records are in the index: some field of it is marked `search`. */
export function isSearched(def: Pick<ContentTypeDef, "fields">): boolean {
  return def.fields.some((field) => field.search);
}

function tableOf(def: Pick<ContentTypeDef, "table">): SQLiteTable {
  return schema[def.table as keyof typeof schema] as SQLiteTable;
}

/**
 * The index rows of a type's records as a SELECT over its table in the index's column order (rowid
 * left to the index), to be ended by a WHERE. Keys and column names come from the definitions, never
 * from a request; several fields of one class are joined by a space.
 */
function rowsOf(def: Indexed): string {
  const table = tableOf(def);
  const byName: Record<string, SQLiteColumn> = getTableColumns(table);
  const texts = Object.values(searchColumnsOf(def)).map((names) =>
    names.length === 0
      ? "''"
      : folded(names.map((name) => `coalesce("${byName[name]!.name}", '')`).join(" || ' ' || ")),
  );
  return `SELECT NULL, '${def.key}', id, ${texts.join(", ")} FROM "${getTableName(table)}"`;
}

/**
 * The statements that bring one record's index row in step with its table: dropped, then made again
 * from the row if it is there. Put them after the write in its batch; `id` may be a sub-select (the
 * record an insert of the same batch made). None for a type without searchable fields.
 */
export function searchIndexStatements(db: Writer, def: Indexed, id: number | SQL) {
  if (!isSearched(def) || !def.table) return [];
  return [
    db.delete(searchIndex).where(and(eq(searchIndex.type, def.key), eq(searchIndex.record_id, id as number))),
    db.insert(searchIndex).select(sql`${sql.raw(rowsOf(def))} WHERE id = ${id}`),
  ];
}

function searchedOf(types: readonly Indexed[]): Indexed[] {
  return types.filter((def) => isSearched(def) && def.table);
}

/**
 * The SQL that fills the index anew from the tables of the types given (the registry's list; migration
 * 0016 holds its output of then), for a plain D1 batch. The types are passed in: the seed runs outside
 * the bundler, where the registry cannot find them.
 */
export function rebuildSql(types: readonly Indexed[]): string[] {
  const columns = ["rowid", "type", "record_id", ...INDEX_COLUMNS].join(", ");
  return [
    "DELETE FROM search_index",
    ...searchedOf(types).map((def) => `INSERT INTO search_index (${columns}) ${rowsOf(def)}`),
  ];
}

/**
 * The index made again from the tables, for writes of many rows at once that pass no save: a backup's
 * restore, the WordPress import, the seed. In one batch (or the caller's), so a search never sees it half made.
 */
export function rebuildStatements(db: Writer, types: readonly Indexed[]) {
  return [
    db.delete(searchIndex),
    ...searchedOf(types).map((def) => db.insert(searchIndex).select(sql.raw(rowsOf(def)))),
  ] as const;
}

export async function rebuildSearchIndex(db: Writer & Pick<Db, "batch">, types: readonly Indexed[]): Promise<void> {
  await db.batch(rebuildStatements(db, types));
}
