import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db.server";
import * as schema from "~db/schema";
import { CONTENT_TYPE_LIST, type ContentTypeKey } from "./registry";
import type { RegisteredContentType } from "./content-type-def";
import { withSlugs, type SlugOrigin } from "./slugs.server";
import type { TableHooks } from "./table-hooks";
import { blogHooks } from "./types/blog.server";
import { congressHooks } from "./types/congress.server";
import { congressSpeakerHooks } from "./types/congress-speakers.server";
import { eventOrganizerHooks } from "./types/event-organizers.server";
import { eventHooks } from "./types/events.server";
import { indexSectionHooks } from "./types/index-sections.server";
import { navigationHooks } from "./types/navigation.server";

/**
 * The server half of each content type: its Drizzle table (named by the definition's `table`) and the
 * step that finishes the values before they are written: the type's own hook (a date, a parent that
 * must exist), then its slugs by the one rule of its slug fields. Kept out of the browser bundle.
 */
export type TableBinding = Omit<TableHooks, "prepare"> & {
  table: SQLiteTable & { id: SQLiteColumn };
  /** `origin` says whether the slugs were typed by staff (the default) or proposed by an importer. */
  prepare?: (
    db: Db,
    values: Record<string, unknown>,
    id: number | null,
    origin?: SlugOrigin,
  ) => Promise<Record<string, unknown>>;
};

/** The write hooks of the types that have any, by key (one line per `types/<key>.server.ts`). */
const WRITE_HOOKS: Readonly<Partial<Record<ContentTypeKey, TableHooks>>> = {
  navigation: navigationHooks,
  "index-sections": indexSectionHooks,
  blog: blogHooks,
  events: eventHooks,
  kongress: congressHooks,
  "event-organizers": eventOrganizerHooks,
  "congress-speakers": congressSpeakerHooks,
};

/** A type's binding: its table, its hooks, and its slug fields applied after its own prepare. */
function bindingFor(def: RegisteredContentType): TableBinding {
  const hooks = WRITE_HOOKS[def.key as ContentTypeKey] ?? {};
  const table = schema[def.table] as TableBinding["table"];
  if (!def.fields.some((field) => field.slug)) return { ...hooks, table };
  const own = hooks.prepare;
  return {
    ...hooks,
    table,
    prepare: async (db, values, id, origin) =>
      withSlugs(db, def, table, own ? await own(db, values, id) : values, id, origin),
  };
}

export const CONTENT_TABLES: Readonly<Record<string, TableBinding>> = Object.fromEntries(
  CONTENT_TYPE_LIST.map((def) => [def.key, bindingFor(def)]),
);
