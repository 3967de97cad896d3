import { blogPosts } from "~db/schema";
import { formatGermanDate } from "../../i18n/dates";
import type { Db } from "../../db.server";
import { slugify, uniqueSlug } from "../../text/slug";
import { FieldError } from "../field-error";
import { otherSlugs, SLUG_EMPTY_MESSAGE } from "../slugs.server";
import type { TableHooks } from "../table-hooks";

/** Today in the spec's German format (dd.mm.yyyy), in the site's time zone. */
function todayGerman(now = new Date()): string {
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

export const blogHooks: TableHooks = {
  prepare: prepareBlogPost,
  // Used where the route asks for computed defaults (newRecordDefaults): the form starts with today.
  newDefaults: async () => ({ date: todayGerman() }),
};
