import { TYPE_HERO_EDITORS } from "./public-pages";

/**
 * Admin path → page key of the page-content record it edits (back-office.md 2): the pages that are no
 * content type's, and every list page a definition declares a hero editor for (its `page.hero`).
 */
export const PAGE_HERO_EDITORS: Record<string, string> = {
  // The home page's record gives its title and description (the browser tab, search results); the
  // slideshow keeps its own slides.
  "home-hero": "home",
  ...TYPE_HERO_EDITORS,
  "contact-hero": "kontakt",
  "weiterleitungen-hero": "weiterleitungen",
};
