import { contentLink, servicesQuery } from "../../pages/about-services-projects.server";
import { loc } from "../../i18n/languages";
import { libraryAlt } from "../../media/library-alt";
import { withRichText } from "../../text/rich-text.server";
import { indexSectionsQuery } from "../../pages/shell.server";
import { safeImageSrc } from "../../text/url";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";
import { services as serviceType } from "./services";

/* The server half of the services' list page (decision 0067): the active services in their order. */

const list = listSlot({
  reads: (db) => [servicesQuery(db), indexSectionsQuery(db, "services")] as const,
  shape: ([rows, indexSections], { lang }) => ({
    services: rows.map((row) => ({
      id: row.id,
      title: loc(row, "title", lang),
      subtitle: loc(row, "subtitle", lang),
      description: loc(withRichText(serviceType.fields, row, lang), "description", lang),
      image_url: row.image_url,
      image_alt: libraryAlt(row, lang),
      background_image: safeImageSrc(row.background_image),
      hero_image: safeImageSrc(row.hero_background_image),
      link: contentLink(row.external_url, row.link_on_page),
    })),
    indexSections,
  }),
});

export type ServicesList = ListData<typeof list>;

export const publicPage: PublicServer<"services"> = { key: "services", list };
