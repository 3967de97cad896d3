import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db.server";
import { FieldError } from "./field-error";

/** A child row must point at an existing parent (a clear field error instead of a foreign-key failure). */
export function requireParent(parent: SQLiteTable & { id: SQLiteColumn }, field: string, message: string) {
  return async (db: Db, values: Record<string, unknown>) => {
    const parentId = Number(values[field]);
    const rows = await db.select({ id: parent.id }).from(parent).where(eq(parent.id, parentId)).limit(1);
    if (rows.length === 0) throw new FieldError(field, message);
    return values;
  };
}
