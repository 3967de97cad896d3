import { sql, type SQL } from "drizzle-orm";
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { spellingsOf } from "./search";

/*
 * The full-text indexes of migration 0009. They are not in db/schema.ts on purpose: drizzle-kit would
 * try to create them as ordinary tables; the migration and its triggers own them. Only the rowid (the
 * record's id) is read from here.
 */
export const blogSearch = sqliteTable("blog_search", { rowid: integer("rowid").notNull() });
export const shopSearch = sqliteTable("shop_search", { rowid: integer("rowid").notNull() });

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

/** Rows of `index` that match every term (the condition for a join on the rowid). */
export function matches(index: typeof blogSearch | typeof shopSearch, terms: readonly string[]): SQL {
  return sql`${index} MATCH ${matchExpression(terms)}`;
}

/*
 * Best match first: bm25 with a weight per column, in the order of the index's columns. A word in a
 * title or name counts most, then the excerpt or short description, then the category, then the body.
 */
export const blogRank = sql`bm25(${blogSearch}, 10.0, 10.0, 4.0, 4.0, 2.0, 2.0, 1.0, 1.0)`;
export const shopRank = sql`bm25(${shopSearch}, 10.0, 10.0, 4.0, 4.0, 1.0, 1.0, 2.0, 2.0)`;
