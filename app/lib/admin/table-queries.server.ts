import { sql } from "drizzle-orm";
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
