import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";
import { CONTENT_TYPE_LIST, type ContentTypeKey } from "./registry";
import type { RegisteredContentType } from "./content-type-def";
import { withEnglishSlug } from "./slugs.server";
import type { TableHooks } from "./table-hooks";
import { academyHooks } from "./types/academy.server";
import { blogHooks } from "./types/blog.server";
import { congressHooks } from "./types/congress.server";
import { congressSpeakerHooks } from "./types/congress-speakers.server";
import { eventOrganizerHooks } from "./types/event-organizers.server";
import { eventHooks } from "./types/events.server";
import { indexSectionHooks } from "./types/index-sections.server";
import { navigationHooks } from "./types/navigation.server";
import { serviceDetailHooks } from "./types/service-details.server";
import { shopHooks } from "./types/shop.server";

/**
 * The server half of each content type: its Drizzle table (named by the definition's `table`) and,
 * where a type needs them, hooks that finish the values before they are written (slugs, uniqueness).
 * Kept out of the browser bundle.
 */
export type TableBinding = TableHooks & { table: SQLiteTable & { id: SQLiteColumn } };

/** The write hooks of the types that have any, by key (one line per `types/<key>.server.ts`). */
const WRITE_HOOKS: Readonly<Partial<Record<ContentTypeKey, TableHooks>>> = {
  "service-details": serviceDetailHooks,
  navigation: navigationHooks,
  "index-sections": indexSectionHooks,
  blog: blogHooks,
  shop: shopHooks,
  academy: academyHooks,
  events: eventHooks,
  kongress: congressHooks,
  "event-organizers": eventOrganizerHooks,
  "congress-speakers": congressSpeakerHooks,
};

/**
 * A type's binding: its table and hooks, with the English slug step after the type's own prepare
 * for every type whose definition has a `slug_en` field (one rule for all of them, not one per type).
 */
function bindingFor(def: RegisteredContentType): TableBinding {
  const hooks = WRITE_HOOKS[def.key as ContentTypeKey] ?? {};
  const table = schema[def.table] as TableBinding["table"];
  if (!def.fields.some((field) => field.name === "slug_en")) return { ...hooks, table };
  const own = hooks.prepare;
  return {
    ...hooks,
    table,
    prepare: async (db, values, id) => withEnglishSlug(db, def, table, own ? await own(db, values, id) : values, id),
  };
}

export const CONTENT_TABLES: Readonly<Record<string, TableBinding>> = Object.fromEntries(
  CONTENT_TYPE_LIST.map((def) => [def.key, bindingFor(def)]),
);
