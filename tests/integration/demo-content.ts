import { expect } from "vitest";
import * as schema from "~db/schema";
import { seedDemoContent } from "~db/seed";
import { parentOf, type ContentTypeDef } from "~/lib/admin/content-type-def";
import { CONTENT_TABLES } from "~/lib/admin/content-tables.server";
import { CONTENT_TYPE_LIST } from "~/lib/admin/registry";
import { clearTables, testDb } from "./helpers";

export const tableOf = (def: ContentTypeDef) => CONTENT_TABLES[def.key as keyof typeof CONTENT_TABLES]!.table;

/**
 * Exactly the demo content, as `npm start` seeds it. The test files of a runtime share their D1: what an
 * earlier file left (its settings row, which makes the seed step aside, or records of its own) goes
 * first. Child types first, though deleting a parent would take them along.
 */
/** No content of any type: a page shows only its fixed texts. Child types first. */
export async function noContent() {
  const children = CONTENT_TYPE_LIST.filter((def) => parentOf(def));
  const parents = CONTENT_TYPE_LIST.filter((def) => !parentOf(def));
  await clearTables(...[...children, ...parents].map(tableOf));
}

export async function freshDemoContent() {
  const children = CONTENT_TYPE_LIST.filter((def) => parentOf(def));
  const parents = CONTENT_TYPE_LIST.filter((def) => !parentOf(def));
  await clearTables(
    ...[...children, ...parents].map(tableOf),
    schema.redirectLinks,
    schema.legalPages,
    schema.pageContents,
    schema.generalSettings,
  );
  const db = testDb() as unknown as Parameters<typeof seedDemoContent>[0];
  const { seeded } = await seedDemoContent(db);
  expect(seeded).toBe(true);
}
