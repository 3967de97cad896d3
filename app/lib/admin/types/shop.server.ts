import { shopProducts } from "~db/schema";
import { withSlug } from "../slugs.server";
import type { TableHooks } from "../table-hooks";

export const shopHooks: TableHooks = {
  /**
   * Shop products (back-office.md 5): the slug is used only with the details button. Off → null; on and
   * typed but used by another product → refused; on and empty → a unique slug from the name.
   */
  prepare: async (db, values, id) => {
    if (values.show_details_button !== true) return { ...values, slug: null };
    return withSlug(db, shopProducts, values, id, { source: "name", fallback: "produkt" });
  },
};
