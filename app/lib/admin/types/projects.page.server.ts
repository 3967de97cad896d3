import { projectSkills, projectsQuery } from "../../pages/about-services-projects.server";
import { libraryAlt } from "../../media/library-alt";
import { localizeRow } from "../../i18n/languages";
import { translatedFields } from "../../pages/public-record";
import { projects } from "./projects";
import { indexSectionsQuery } from "../../pages/shell.server";
import { safeHttpUrl, safeImageSrc } from "../../text/url";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";

/* The server half of the projects page (decision 0067): the active projects, featured ones first. */

const list = listSlot({
  reads: (db) => [projectsQuery(db), indexSectionsQuery(db, "projects")] as const,
  shape: ([rows, indexSections], { lang }) => ({
    projects: rows
      .map((row) => localizeRow(row, translatedFields(projects, row), lang))
      .map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        untranslated: row.untranslated,
        image_url: row.image_url,
        image_alt: libraryAlt(row, lang),
        hero_image: safeImageSrc(row.hero_background_image),
        featured: row.featured,
        // Only http(s) addresses become a visit link (public-site.md 2.7, DESIGN: external URLs).
        url: safeHttpUrl(row.project_url),
        skills: projectSkills(row.skills),
      })),
    indexSections,
  }),
});

export type ProjectsList = ListData<typeof list>;

export const publicPage: PublicServer<"projects"> = { key: "projects", list };
