import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { integer, sqliteTable, text, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { SEARCH_WEIGHTS, type SearchWeight } from "../admin/content-type-def";
import type { ContentTypeKey } from "../admin/registry";
import { searchTerms, spellingsOf } from "./search";

/*
 * Reading the word index of migration 0016 (written by search-index.server.ts). It is not in
 * db/schema.ts on purpose: drizzle-kit would try to create it as an ordinary table (and backups would
 * hold it). Its texts are only written, by INSERT … SELECT in the column order declared here.
 */
export const searchIndex = sqliteTable("search_index", {
  rowid: integer("rowid"),
  type: text("type").notNull(),
  record_id: integer("record_id").notNull(),
  ...Object.fromEntries(
    (Object.keys(SEARCH_WEIGHTS) as SearchWeight[]).flatMap((weight) => [
      [weight, text(weight)],
      [`${weight}_en`, text(`${weight}_en`)],
    ]),
  ),
});

/**
 * The index query for folded search words (see searchTerms): every word required, each as a prefix
 * ("glueck" also finds "gluecklich") and in each of its spellings ("gluck" finds "glueck"). Each word is sent as a quoted string, so nothing a visitor types
 * can act as index syntax (AND, OR, NOT, NEAR, column filters, *, ^, parentheses): the words only
 * hold letters and digits, and a quote would be doubled all the same. The expression is a bound
 * parameter, never part of the SQL text.
 */
function matchExpression(terms: readonly string[]): string {
  const quoted = (spelling: string) => `"${spelling.replaceAll('"', '""')}"*`;
  // Each word in any of its spellings (ü as u or ue, search.ts): an OR group per word.
  return terms.map((term) => `(${spellingsOf(term).map(quoted).join(" OR ")})`).join(" AND ");
}

/** The join of a type's table to its index rows (on the record's id). */
export function indexOf(key: ContentTypeKey, id: SQLiteColumn): SQL {
  return and(eq(searchIndex.type, key), eq(searchIndex.record_id, id))!;
}

/** Index rows that match every term (the condition for the join of indexOf). */
export function matches(terms: readonly string[]): SQL {
  return sql`${searchIndex} MATCH ${matchExpression(terms)}`;
}

/** The ids of a type's records that hold every term (for `inArray`, where no rank is needed). */
export function foundIds(key: ContentTypeKey, terms: readonly string[]): SQL {
  return sql`(SELECT record_id FROM ${searchIndex} WHERE ${matches(terms)} AND type = ${key})`;
}

/** Longest search text taken from ?q= (longer input is cut, not rejected). */
const MAX_SEARCH_LENGTH = 100;

/** The trimmed, NFC-normalised, length-capped value of a search or filter parameter ("" when absent). */
export function searchParam(request: Request, name: string): string {
  const raw = new URL(request.url).searchParams.get(name) ?? "";
  // The cut must not split a character made of two UTF-16 units (an emoji): half of one is not text.
  return raw
    .normalize("NFC")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, "");
}

/**
 * The condition of a list page's ?q=: the records of the type the index finds for its words; none
 * (every record) without a word.
 */
export function searchedBy(def: { key: ContentTypeKey }, id: SQLiteColumn, request: Request): SQL | undefined {
  const terms = searchTerms(searchParam(request, "q"));
  return terms.length > 0 ? inArray(id, foundIds(def.key, terms)) : undefined;
}

/*
 * Best match first: bm25 with the weight of each column's class (the type and id columns count
 * nothing). A word in a title or name counts most, then a short text, then a category, then the body.
 */
const weights = Object.values(SEARCH_WEIGHTS).flatMap((weight) => [`${weight}.0`, `${weight}.0`]);
export const searchRank = sql`bm25(${searchIndex}, 0.0, 0.0, ${sql.raw(weights.join(", "))})`;
