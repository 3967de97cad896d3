import { contentLink, sectionCard, servicesQuery } from "../../pages/about-services-projects.server";
import { indexSectionsQuery } from "../../pages/shell.server";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";
import { services as serviceType } from "./services";

/* The server half of the services' list page (decision 0067): the active services in their order. */

const list = listSlot({
  reads: (db) => [servicesQuery(db), indexSectionsQuery(db, "services")] as const,
  shape: ([rows, indexSections], { lang }) => ({
    services: rows.map((row) => ({
      ...sectionCard(row, serviceType.fields, lang),
      link: contentLink(row.external_url, row.link_on_page),
    })),
    indexSections,
  }),
});

export type ServicesList = ListData<typeof list>;

export const publicPage: PublicServer<"services"> = { key: "services", list };
