import { image, text, textarea, toggle } from "../../field-builders";

/**
 * What search engines and shared links read of a page, the same columns on every table that has
 * pages (blog, shop, academy, events, service details, page heroes). Every field may stay empty: the
 * page then uses its own title, text and image, so the editors only fill in what should differ.
 */

/** Longer titles and descriptions are cut off in search results. */
const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 160;

const titleHint = `Höchstens ${SEO_TITLE_MAX} Zeichen; leer = der Titel der Seite.`;
const descriptionHint = `Höchstens ${SEO_DESCRIPTION_MAX} Zeichen; leer = die Beschreibung der Seite.`;

const title = { half: true, hint: titleHint, max: SEO_TITLE_MAX, maxLength: SEO_TITLE_MAX };
const description = {
  rows: 3,
  half: true,
  hint: descriptionHint,
  max: SEO_DESCRIPTION_MAX,
  maxLength: SEO_DESCRIPTION_MAX,
};

export const seoFields = [
  text("seo_title", { label: "Suchmaschinen-Titel (DE)", ...title }),
  text("seo_title_en", { label: "Suchmaschinen-Titel (EN)", ...title }),
  textarea("seo_description", { label: "Suchmaschinen-Beschreibung (DE)", ...description }),
  textarea("seo_description_en", { label: "Suchmaschinen-Beschreibung (EN)", ...description }),
  image("og_image", {
    label: "Vorschaubild beim Teilen",
    hint: "Das Bild, das geteilte Links zeigen (Fachbegriff: Open-Graph-Bild); leer = das Bild der Seite.",
  }),
  toggle("noindex", {
    label: "Nicht in Suchmaschinen zeigen",
    hint: "Suchmaschinen nehmen die Seite dann nicht in ihre Ergebnisse auf (Fachbegriff: noindex).",
  }),
];
