import { desc, getTableColumns } from "drizzle-orm";
import { academyCourses } from "~db/schema";
import { recordPagePath } from "../../pages/detail-slug.server";
import { localizeRow } from "../../i18n/languages";
import { libraryAltColumns, withLibraryAlt } from "../../media/library-alt.server";
import { indexSectionsQuery } from "../../pages/shell.server";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";
import { translatedFields } from "../../pages/public-record";
import { pageOf, pageParam } from "../../pages/paging";
import { academyCourses as academy } from "./academy";
import { searchedBy } from "../../pages/search.server";

/*
 * The server half of the academy's public pages (decision 0067): what its list page reads beside the
 * hero. A course's page is its record alone (the shared detail route reads it from the definition).
 */

const list = listSlot({
  reads: (db, { request }) =>
    [
      // public-site.md 7.1: all courses newest first (the table has no is_active flag); with ?q= the
      // courses the word index finds (their searchable fields hold every word).
      db
        .select({ ...getTableColumns(academyCourses), ...libraryAltColumns(academyCourses.image_url) })
        .from(academyCourses)
        .where(searchedBy(academy, academyCourses.id, request))
        .orderBy(desc(academyCourses.created_at), desc(academyCourses.id)),
      indexSectionsQuery(db, "academy"),
    ] as const,
  shape: ([rows, indexSections], { request, lang, pageSettings }) => {
    const { items, paging } = pageOf(rows, pageParam(request));
    return {
      video: pageSettings?.academy_video ?? null,
      courses: items.map((row) => {
        const course = withLibraryAlt(row, lang);
        return {
          ...localizeRow(course, translatedFields(academy, course), lang),
          page_path: recordPagePath("academy", row, lang),
        };
      }),
      paging,
      indexSections,
    };
  },
});

export type AcademyList = ListData<typeof list>;

export const publicPage: PublicServer<"academy"> = { key: "academy", list };
