/** Admin path → page key of the page-content record it edits (back-office.md 2). */
export const PAGE_HERO_EDITORS: Record<string, string> = {
  // The home page's record gives its title and description (the browser tab, search results); the
  // slideshow keeps its own slides.
  "home-hero": "home",
  "about-hero": "about",
  "services-hero": "services",
  "projects-hero": "projects",
  "blog-hero": "blog",
  "shop-hero": "shop",
  "academy-hero": "academy",
  "events-hero": "events",
  "kongress-hero": "kongress",
  "community-hero": "community",
  "contact-hero": "kontakt",
  "weiterleitungen-hero": "weiterleitungen",
};
