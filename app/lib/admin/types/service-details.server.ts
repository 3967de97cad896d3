import { serviceDetails } from "~db/schema";
import type { Db } from "../../db.server";
import { withSlug } from "../slugs.server";
import type { TableHooks } from "../table-hooks";

/** Service-detail slugs (back-office.md 5): the shared slug rule, generated from the German title. */
export const serviceDetailHooks: TableHooks = {
  prepare: (db: Db, values, id) =>
    withSlug(db, serviceDetails, values, id, { source: "title_de", fallback: "service" }),
};
