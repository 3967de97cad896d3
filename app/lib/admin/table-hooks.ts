import type { Db } from "../db.server";

/**
 * What a content type may add on the server around the shared action's writes, in a
 * `types/<key>.server.ts` file next to its definition. Kept apart from the action so a hook never
 * imports the engine that calls it.
 */
export type TableHooks = {
  /** Adjusts validated values before insert/update (slugs, uniqueness, a new row's place); may throw a FieldError. */
  prepare?: (db: Db, values: Record<string, unknown>, id: number | null) => Promise<Record<string, unknown>>;
  /** Values of a new record's form computed from the database (merged over the type's defaults). */
  newDefaults?: (db: Db) => Promise<Record<string, unknown>>;
};
