import { or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { PAGE_SIZE } from "./list-page";

/**
 * A case-insensitive "contains" over some text columns (ASCII letters fold, as they did with LIKE).
 * instr() rather than LIKE: D1 refuses LIKE patterns over 50 bytes, which a search of a few words
 * with umlauts reaches, and "%", "_" and "\\" need no escaping to find themselves.
 */
export function containsAny(q: string, columns: AnySQLiteColumn[]): SQL | undefined {
  if (!q) return undefined;
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${q})) > 0`));
}

/** LIMIT/OFFSET of a page (1-based). */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}
