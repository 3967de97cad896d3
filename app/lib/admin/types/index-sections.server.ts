import { indexSections } from "~db/schema";
import type { TableHooks } from "../table-hooks";
import { countOf } from "../table-queries.server";

export const indexSectionHooks: TableHooks = {
  // A new section's form starts at display_order = number of sections + 1 (back-office.md 9).
  newDefaults: async (db) => ({ display_order: (await countOf(db, indexSections)) + 1 }),
};
