import type { AboutList } from "~/lib/admin/index.server";
import { blocksPageView } from "./parts/blocks-page";

/* The about page (public-site.md 2.4, decision 0067): its sections below the hero. */

/** This page's interface texts (public-site.md 2.4). */
const texts = {
  de: {
    title: "Über uns",
    subtitle: "Lernen Sie uns kennen",
    empty: "Noch keine Inhalte vorhanden.",
    more: "Mehr erfahren",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    subtitle: "Lerne uns kennen",
  },
  en: {
    title: "About us",
    subtitle: "Get to know us",
    empty: "No content yet.",
    more: "Learn more",
  },
};

export const page = blocksPageView("about", texts, {
  blocks: (data: AboutList) => data.sections,
  ids: { list: "about-sections", empty: "about-empty", block: "about-section", heading: "about-section" },
  textFirst: true,
  sectionsFirst: true,
});

declare module "./page-view" {
  interface PageViews {
    about: typeof page;
  }
}
