import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../../../db/schema";
import type { Db } from "../db.server";
import type { ContentTypeKey } from "./content-types";

/**
 * The server half of each content type: its Drizzle table and, where a type needs it, a hook that
 * finishes the values before they are written (slugs, uniqueness). Kept out of the browser bundle.
 */
export type TableBinding = {
  table: SQLiteTable & { id: unknown };
  /** Adjusts validated values before insert/update; may throw a FieldError. */
  prepare?: (db: Db, values: Record<string, unknown>, id: number | null) => Promise<Record<string, unknown>>;
};

export const CONTENT_TABLES: Record<ContentTypeKey, TableBinding> = {
  services: { table: schema.services },
};
