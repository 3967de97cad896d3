import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db.server";

/** Highest display_order + 1 (1 for an empty table): where a new row of a manual list goes. */
export async function nextDisplayOrderOf(
  db: Db,
  table: SQLiteTable & { display_order: SQLiteColumn },
): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${table.display_order})` }).from(table);
  return (row?.max ?? 0) + 1;
}

/** Number of rows of a table. */
export async function countOf(db: Db, table: SQLiteTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(table);
  return Number(row?.n ?? 0);
}

/** A write named a column its table does not have: a mistake in a definition or a hook, never user input. */
export class UnknownColumnError extends Error {
  constructor(table: SQLiteTable, keys: string[]) {
    super(`${getTableName(table)} has no column ${keys.join(", ")}`);
    this.name = "UnknownColumnError";
  }
}

/**
 * The values of a generic write (the content mechanism writes many tables through one code path, where
 * Drizzle cannot check the keys): every key must be a column of the table, else the write fails loudly
 * instead of dropping the value, so a misspelt field never loses data without an error. Undefined
 * becomes null (an emptied optional field clears its column).
 */
export function columnValues(table: SQLiteTable, values: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const unknown = Object.keys(values).filter((key) => !Object.hasOwn(columns, key));
  if (unknown.length) throw new UnknownColumnError(table, unknown);
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === undefined ? null : value]));
}
