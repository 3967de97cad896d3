import { and, asc, desc, eq } from "drizzle-orm";
import { heroSections, indexSections, mainSections, pageContents } from "../../db/schema";
import type { Db } from "./db.server";

/** The home page's reads (public-site.md 7.1): active records only, in the spec's order. */
export function homeQueries(db: Db) {
  return [
    db.select().from(heroSections).where(eq(heroSections.is_active, true)).orderBy(desc(heroSections.created_at)),
    db
      .select()
      .from(indexSections)
      .where(and(eq(indexSections.is_active, true), eq(indexSections.show_on_home, true)))
      .orderBy(asc(indexSections.display_order)),
    db.select().from(pageContents).where(and(eq(pageContents.page_key, "home"), eq(pageContents.is_active, true))).limit(1),
    db.select().from(mainSections).where(eq(mainSections.is_active, true)).orderBy(asc(mainSections.display_order)),
  ] as const;
}
