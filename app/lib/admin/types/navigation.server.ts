import { navigationItems } from "~db/schema";
import type { TableHooks } from "../table-hooks";
import { nextDisplayOrderOf } from "../table-queries.server";

export const navigationHooks: TableHooks = {
  // A new item goes to the end of the list (highest display_order + 1, 1 if none; back-office.md 9).
  prepare: async (db, values, id) =>
    id === null ? { ...values, display_order: await nextDisplayOrderOf(db, navigationItems) } : values,
};
