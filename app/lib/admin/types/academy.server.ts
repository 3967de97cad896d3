import { academyCourses } from "~db/schema";
import { withSlug } from "../slugs.server";
import type { TableHooks } from "../table-hooks";

export const academyHooks: TableHooks = {
  /**
   * Course slugs (back-office.md 5): a typed slug is normalised (slugify) and refused when another course
   * already uses it; an empty slug is generated from the title and made unique with -1, -2, … (on new
   * courses as the spec says, and also when an editor clears it, so a course never loses its address).
   */
  prepare: (db, values, id) => withSlug(db, academyCourses, values, id, { source: "title", fallback: "kurs" }),
};
