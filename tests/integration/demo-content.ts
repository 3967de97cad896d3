import { expect } from "vitest";
import * as schema from "~db/schema";
import { seedDemoContent } from "~db/seed";
import { parentOf, type ContentTypeDef, CONTENT_TYPE_LIST } from "~/lib/admin";
import { CONTENT_TABLES } from "~/lib/admin/index.server";
import { clearTables, testDb } from "./helpers";

export const tableOf = (def: ContentTypeDef) => CONTENT_TABLES[def.key as keyof typeof CONTENT_TABLES]!.table;

/**
 * Exactly the demo content, as `npm start` seeds it. The test files of a runtime share their D1: what an
 * earlier file left (its settings row, which makes the seed step aside, or records of its own) goes
 * first. Child types first, though deleting a parent would take them along.
 */
/** Every content type's table, child types first (deleting a parent would take them along anyway). */
const contentTables = () =>
  [...CONTENT_TYPE_LIST.filter((def) => parentOf(def)), ...CONTENT_TYPE_LIST.filter((def) => !parentOf(def))].map(
    tableOf,
  );

/** No content of any type: a page shows only its fixed texts. */
export async function noContent() {
  await clearTables(...contentTables());
}

export async function freshDemoContent() {
  await clearTables(
    ...contentTables(),
    schema.redirectLinks,
    schema.legalPages,
    schema.pageContents,
    schema.generalSettings,
  );
  const db = testDb() as unknown as Parameters<typeof seedDemoContent>[0];
  const { seeded } = await seedDemoContent(db, CONTENT_TYPE_LIST);
  expect(seeded).toBe(true);
}
