import type { ServiceDetail } from "~db/schema";
import { loc } from "../../i18n/languages";
import { detailSlot, type PageRecord, type PublicServer } from "../public-server.server";

/* The server half of a service's page (decision 0067): the view's texts in the page's language. */

const detail = detailSlot({
  shape: (record: PageRecord & ServiceDetail, _results, { lang }) => ({
    slug: record.slug,
    title: loc(record, "title", lang),
    subtitle: loc(record, "subtitle", lang),
    description: loc(record, "description", lang),
    image_url: record.image_url,
    image_alt: typeof record.image_alt === "string" ? record.image_alt : null,
  }),
});

export const publicPage: PublicServer<"service-details"> = { key: "service-details", detail };
