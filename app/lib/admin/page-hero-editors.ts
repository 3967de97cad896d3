/** Admin path → page key of the page-content record it edits (back-office.md 2). */
export const PAGE_HERO_EDITORS: Record<string, string> = {
  "blog-hero": "blog",
  "shop-hero": "shop",
  "academy-hero": "academy",
  "events-hero": "events",
  "kongress-hero": "kongress",
  "community-hero": "community",
  "contact-hero": "kontakt",
  "weiterleitungen-hero": "weiterleitungen",
};
