import { aboutSectionsQuery, contentLink } from "../../pages/about-services-projects.server";
import { loc } from "../../i18n/languages";
import { libraryAlt } from "../../media/library-alt";
import { withRichText } from "../../text/rich-text.server";
import { indexSectionsQuery } from "../../pages/shell.server";
import { safeImageSrc } from "../../text/url";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";
import { about } from "./about";

/* The server half of the about page (decision 0067): the active sections in their order. */

const list = listSlot({
  reads: (db) => [aboutSectionsQuery(db), indexSectionsQuery(db, "about")] as const,
  shape: ([rows, indexSections], { lang }) => ({
    sections: rows.map((row) => ({
      id: row.id,
      title: loc(row, "title", lang),
      subtitle: loc(row, "subtitle", lang),
      description: loc(withRichText(about.fields, row, lang), "description", lang),
      image_url: row.image_url,
      image_alt: libraryAlt(row, lang),
      background_image: safeImageSrc(row.background_image),
      hero_image: safeImageSrc(row.hero_background_image),
      // public-site.md 3: the link shows only when the external_link flag is on.
      link: row.external_link ? contentLink(row.external_url, row.link_on_page) : null,
    })),
    indexSections,
  }),
});

export type AboutList = ListData<typeof list>;

export const publicPage: PublicServer<"about"> = { key: "about", list };
