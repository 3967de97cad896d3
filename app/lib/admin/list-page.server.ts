import { or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { PAGE_SIZE } from "./list-page";

/**
 * A case-insensitive "contains" over some text columns. The search text is a bound parameter and its
 * LIKE wildcards are escaped, so "%" or "_" find themselves and never match everything.
 */
export function containsAny(q: string, columns: AnySQLiteColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
}

/** LIMIT/OFFSET of a page (1-based). */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}
