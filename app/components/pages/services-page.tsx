import type { ServicesList } from "~/lib/admin/index.server";
import { blocksPageView } from "./parts/blocks-page";

/* The services' list page (public-site.md 2.5, decision 0067); a service's page is service-details'. */

/** This page's interface texts (public-site.md 2.5). */
const texts = {
  de: {
    title: "Unsere Leistungen",
    subtitle: "Das passende Angebot für Sie",
    empty: "Derzeit sind keine Leistungen verfügbar.",
    more: "Mehr erfahren",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    subtitle: "Das passende Angebot für dich",
  },
  en: {
    title: "Our services",
    subtitle: "The right offer for you",
    empty: "No services available at the moment.",
    more: "Learn more",
  },
};

export const page = blocksPageView("services", texts, {
  blocks: (data: ServicesList) => data.services,
  ids: { list: "services", empty: "services-empty", block: "service-block", heading: "service" },
  textFirst: false,
  sectionsFirst: false,
});

declare module "./page-view" {
  interface PageViews {
    services: typeof page;
  }
}
