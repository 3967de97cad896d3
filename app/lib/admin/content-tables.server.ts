import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../../../db/schema";
import type { Db } from "../db.server";
import type { ContentTypeDef } from "./content-type";
import { CONTENT_TYPES, type ContentTypeKey } from "./content-types";
import { countRows, nextDisplayOrder } from "./content.server";
import { withSlug } from "./slugs.server";
import { ACADEMY_TABLES } from "./types/academy.server";
import { BLOG_SHOP_TABLES } from "./types/blog-shop.server";
import { EVENTS_COMMUNITY_TABLES } from "./types/events-community.server";

/**
 * The server half of each content type: its Drizzle table and, where a type needs it, a hook that
 * finishes the values before they are written (slugs, uniqueness). Kept out of the browser bundle.
 */
export type TableBinding = {
  table: SQLiteTable & { id: unknown };
  /** Adjusts validated values before insert/update; may throw a FieldError. */
  prepare?: (db: Db, values: Record<string, unknown>, id: number | null) => Promise<Record<string, unknown>>;
  /** Values of a new record's form computed from the database (merged over the type's defaults). */
  newDefaults?: (db: Db, def: ContentTypeDef) => Promise<Record<string, unknown>>;
};

/** Service-detail slugs (back-office.md 5): the shared slug rule, generated from the German title. */
function prepareServiceDetail(db: Db, values: Record<string, unknown>, id: number | null) {
  return withSlug(db, schema.serviceDetails, values, id, { source: "title_de", fallback: "service" });
}

export const CONTENT_TABLES: Record<ContentTypeKey, TableBinding> = {
  services: { table: schema.services },
  "service-details": { table: schema.serviceDetails, prepare: prepareServiceDetail },
  about: { table: schema.aboutSections },
  // skills is a JSON text column in Drizzle's json mode: arrays are stringified on write and parsed on read.
  projects: { table: schema.projects },
  hero: { table: schema.heroSections },
  navigation: {
    table: schema.navigationItems,
    // A new item goes to the end of the list (highest display_order + 1, 1 if none; back-office.md 9).
    prepare: async (db, values, id) => (id === null ? { ...values, display_order: await nextDisplayOrder(db, CONTENT_TYPES.navigation as unknown as ContentTypeDef) } : values),
  },
  "main-sections": { table: schema.mainSections },
  "index-sections": {
    table: schema.indexSections,
    // A new section's form starts at display_order = number of sections + 1 (back-office.md 9).
    newDefaults: async (db, def) => ({ display_order: (await countRows(db, def)) + 1 }),
  },
  ...BLOG_SHOP_TABLES,
  ...ACADEMY_TABLES,
  ...EVENTS_COMMUNITY_TABLES,
};
