import { and, eq, ne } from "drizzle-orm";
import { academyCourses } from "../../../../db/schema";
import type { Db } from "../../db.server";
import { slugify, uniqueSlug } from "../../slug";
import type { TableBinding } from "../content-tables.server";
import { FieldError } from "../content.server";
import type { ACADEMY_TYPES } from "./academy";

/**
 * Course slugs (back-office.md 5): a typed slug is normalised (slugify) and refused when another course
 * already uses it; an empty slug is generated from the title and made unique with -1, -2, … (on new
 * courses as the spec says, and also when an editor clears it, so a course never loses its address).
 */
export async function prepareAcademyCourse(db: Db, values: Record<string, unknown>, id: number | null) {
  const t = academyCourses;
  const typed = typeof values.slug === "string" ? values.slug : "";
  if (typed) {
    const slug = slugify(typed);
    if (!slug) throw new FieldError("slug", "Bitte einen Slug aus Buchstaben oder Ziffern eingeben");
    const clash = await db
      .select({ id: t.id })
      .from(t)
      .where(id === null ? eq(t.slug, slug) : and(eq(t.slug, slug), ne(t.id, id)))
      .limit(1);
    if (clash.length > 0) throw new FieldError("slug", "Slug bereits verwendet", "Slug bereits verwendet – Bitte wählen Sie einen anderen Slug.");
    return { ...values, slug };
  }
  const existing = await db.select({ slug: t.slug }).from(t).where(id === null ? undefined : ne(t.id, id));
  const taken = new Set(existing.map((row) => row.slug).filter((slug): slug is string => Boolean(slug)));
  return { ...values, slug: uniqueSlug(slugify(String(values.title ?? "")) || "kurs", taken) };
}

/** Table bindings of this area's content types, merged into CONTENT_TABLES. */
export const ACADEMY_TABLES = {
  academy: { table: academyCourses, prepare: prepareAcademyCourse },
} satisfies Record<keyof typeof ACADEMY_TYPES, TableBinding>;
