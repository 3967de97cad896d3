import { asc, desc, eq } from "drizzle-orm";
import { heroSections, mainSections } from "~db/schema";
import type { Db } from "../db.server";
import { publicColumns } from "./page-language.server";
import { indexSectionsQuery, pageContentQuery } from "./shell.server";

const HERO_COLUMNS = publicColumns(heroSections);
const MAIN_SECTION_COLUMNS = publicColumns(mainSections);

/** The home page's reads (public-site.md 7.1): active records only, in the spec's order. */
export function homeQueries(db: Db) {
  return [
    db
      .select(HERO_COLUMNS)
      .from(heroSections)
      .where(eq(heroSections.is_active, true))
      .orderBy(desc(heroSections.created_at)),
    indexSectionsQuery(db, "home"),
    pageContentQuery(db, "home"),
    db
      .select(MAIN_SECTION_COLUMNS)
      .from(mainSections)
      .where(eq(mainSections.is_active, true))
      .orderBy(asc(mainSections.display_order)),
  ] as const;
}
