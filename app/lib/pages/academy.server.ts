import { and, getTableColumns } from "drizzle-orm";
import { academyCourses } from "~db/schema";
import type { Db } from "../db.server";
import { eitherSlug, movedSlugQuery } from "./detail-slug.server";
import { libraryAltColumns } from "../media/library-alt.server";
import { hasPage } from "./public-pages.server";

/** The texts of a course that have an English variant (`<name>_en`); the slug falls back the same way. */
export const COURSE_TEXT_FIELDS = ["title", "slug", "description", "detailed_description", "duration"] as const;

/**
 * A course page by a slug of either language, and by an earlier slug: only a course with the
 * details button has a page (public-site.md 2.13; the academy's page.detail.routable).
 */
export function coursePageQueries(db: Db, slug: string) {
  return [
    db
      .select({ ...getTableColumns(academyCourses), ...libraryAltColumns(academyCourses.image_url) })
      .from(academyCourses)
      .where(and(eitherSlug(academyCourses, slug), hasPage("academy")))
      .limit(2),
    movedSlugQuery(db, "academy", slug),
  ] as const;
}
