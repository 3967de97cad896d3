import { aboutSectionsQuery, contentLink, sectionCard } from "../../pages/about-services-projects.server";
import { indexSectionsQuery } from "../../pages/shell.server";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";
import { about } from "./about";

/* The server half of the about page (decision 0067): the active sections in their order. */

const list = listSlot({
  reads: (db) => [aboutSectionsQuery(db), indexSectionsQuery(db, "about")] as const,
  shape: ([rows, indexSections], { lang }) => ({
    sections: rows.map((row) => ({
      ...sectionCard(row, about.fields, lang),
      // public-site.md 3: the link shows only when the external_link flag is on.
      link: row.external_link ? contentLink(row.external_url, row.link_on_page) : null,
    })),
    indexSections,
  }),
});

export type AboutList = ListData<typeof list>;

export const publicPage: PublicServer<"about"> = { key: "about", list };
