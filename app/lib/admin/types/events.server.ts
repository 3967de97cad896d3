import { events } from "~db/schema";
import { withSlug } from "../slugs.server";
import type { TableHooks } from "../table-hooks";

export const eventHooks: TableHooks = {
  /**
   * Event slugs (back-office.md 5): a typed slug is normalised and refused when another event uses it;
   * an empty one is generated from the title and made unique with -1, -2, …
   */
  prepare: (db, values, id) => withSlug(db, events, values, id, { source: "title", fallback: "event" }),
};
