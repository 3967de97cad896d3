import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { CONTENT_TABLES } from "../admin/content-tables.server";
import { linkedRule, type RoutableRule } from "../admin/public-page";
import { detailTypeOf, type DetailType } from "../admin/public-pages";
import type { ContentTypeKey } from "../admin/registry";

/** A type with record pages and its table's columns by name. */
export function detailTable(key: ContentTypeKey): { def: DetailType; columns: Record<string, SQLiteColumn> } {
  const def = detailTypeOf(key);
  const binding = CONTENT_TABLES[key];
  // A programming error, not a visitor's: only the registry's types with a `page.detail` are asked for.
  if (!def || !binding) throw new Error(`no content type with record pages: ${key}`);
  return { def, columns: getTableColumns(binding.table) };
}

/** The condition of a type's record pages: its routable rule (an unroutable record's address is a 404). */
export function hasPage(key: ContentTypeKey): SQL | undefined {
  const { def, columns } = detailTable(key);
  return routableWhere(def.page.detail.routable, columns);
}

/** The condition of a type's linked pages (cards, sitemap): its routable and linked rules. */
export function linkedPage(key: ContentTypeKey): SQL | undefined {
  const { def, columns } = detailTable(key);
  return routableWhere(linkedRule(def.page.detail), columns);
}

/** Whether a record's page is linked, as a column of a read (a card links to the page only then). */
export function pageFlag(key: ContentTypeKey): SQL<boolean> {
  const where = linkedPage(key);
  return (where ? sql<boolean>`coalesce((${where}), 0)` : sql<boolean>`1`).mapWith(Boolean);
}

/**
 * The SQL form of a type's routable rule (isRoutable in app/lib/admin/public-page.ts is the code form):
 * a `filled` column holds text that is not blank, an `on` column is true.
 */
function routableWhere(rule: RoutableRule, columns: Record<string, SQLiteColumn>): SQL | undefined {
  const column = (name: string) => {
    const found = columns[name];
    if (!found) throw new Error(`the routable rule names a column the table does not have: ${name}`);
    return found;
  };
  return and(
    ...(rule.filled ?? []).map((name) => sql`length(trim(coalesce(${column(name)}, ''))) > 0`),
    ...(rule.on ?? []).map((name) => eq(column(name), true)),
  );
}
