import { academyCourses } from "../../../../db/schema";
import type { Db } from "../../db.server";
import type { TableBinding } from "../content-tables.server";
import { withSlug } from "../slugs.server";
import type { ACADEMY_TYPES } from "./academy";

/**
 * Course slugs (back-office.md 5): a typed slug is normalised (slugify) and refused when another course
 * already uses it; an empty slug is generated from the title and made unique with -1, -2, … (on new
 * courses as the spec says, and also when an editor clears it, so a course never loses its address).
 */
export function prepareAcademyCourse(db: Db, values: Record<string, unknown>, id: number | null) {
  return withSlug(db, academyCourses, values, id, { source: "title", fallback: "kurs" });
}

/** Table bindings of this area's content types, merged into CONTENT_TABLES. */
export const ACADEMY_TABLES = {
  academy: { table: academyCourses, prepare: prepareAcademyCourse },
} satisfies Record<keyof typeof ACADEMY_TYPES, TableBinding>;
