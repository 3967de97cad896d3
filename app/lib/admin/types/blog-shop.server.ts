import { blogPosts, shopProducts } from "../../../../db/schema";
import { formatGermanDate } from "../../dates";
import type { Db } from "../../db.server";
import { slugify, uniqueSlug } from "../../slug";
import type { TableBinding } from "../content-tables.server";
import { FieldError } from "../content.server";
import { otherSlugs, SLUG_EMPTY_MESSAGE, withSlug } from "../slugs.server";
import type { BLOG_SHOP_TYPES } from "./blog-shop";

/** Today in the spec's German format (dd.mm.yyyy), in the site's time zone. */
export function todayGerman(now = new Date()): string {
  return formatGermanDate(now);
}

/**
 * Blog posts (back-office.md 5, 9): the slug is normalised as typed or derived from the title when
 * empty, and made unique with -1, -2, …; an empty date becomes today's date in German format.
 */
async function prepareBlogPost(db: Db, values: Record<string, unknown>, id: number | null) {
  const typed = typeof values.slug === "string" ? values.slug : "";
  const base = typed ? slugify(typed) : slugify(String(values.title ?? "")) || "beitrag";
  if (!base) throw new FieldError("slug", SLUG_EMPTY_MESSAGE);
  const slug = uniqueSlug(base, await otherSlugs(db, blogPosts, id));
  const date = typeof values.date === "string" && values.date ? values.date : todayGerman();
  return { ...values, slug, date };
}

/**
 * Shop products (back-office.md 5): the slug is used only with the details button. Off → null; on and
 * typed but used by another product → refused; on and empty → a unique slug from the name.
 */
async function prepareShopProduct(db: Db, values: Record<string, unknown>, id: number | null) {
  if (values.show_details_button !== true) return { ...values, slug: null };
  return withSlug(db, shopProducts, values, id, { source: "name", fallback: "produkt" });
}

/** Table bindings of this area's content types, merged into CONTENT_TABLES. */
export const BLOG_SHOP_TABLES = {
  blog: {
    table: blogPosts,
    prepare: prepareBlogPost,
    // Used where the route asks for computed defaults (newRecordDefaults): the form starts with today.
    newDefaults: async () => ({ date: todayGerman() }),
  },
  shop: { table: shopProducts, prepare: prepareShopProduct },
} satisfies Record<keyof typeof BLOG_SHOP_TYPES, TableBinding>;
