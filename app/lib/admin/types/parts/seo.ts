import type { FieldDef } from "../../content-type-def";
import { flag, optionalImageUrl, optionalText } from "../../zod-fields";

/**
 * What search engines and shared links read of a page, the same columns on every table that has
 * pages (blog, shop, academy, events, service details, page heroes). Every field may stay empty: the
 * page then uses its own title, text and image, so the editors only fill in what should differ.
 */

/** Longer titles and descriptions are cut off in search results. */
const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 160;

export const seoShape = {
  seo_title: optionalText(SEO_TITLE_MAX),
  seo_title_en: optionalText(SEO_TITLE_MAX),
  seo_description: optionalText(SEO_DESCRIPTION_MAX),
  seo_description_en: optionalText(SEO_DESCRIPTION_MAX),
  og_image: optionalImageUrl(),
  noindex: flag(),
};

const titleHint = `Höchstens ${SEO_TITLE_MAX} Zeichen; leer = der Titel der Seite.`;
const descriptionHint = `Höchstens ${SEO_DESCRIPTION_MAX} Zeichen; leer = die Beschreibung der Seite.`;

export const seoFields: FieldDef[] = [
  { name: "seo_title", label: "SEO-Titel (DE)", kind: "text", half: true, hint: titleHint, maxLength: SEO_TITLE_MAX },
  {
    name: "seo_title_en",
    label: "SEO-Titel (EN)",
    kind: "text",
    half: true,
    hint: titleHint,
    maxLength: SEO_TITLE_MAX,
  },
  {
    name: "seo_description",
    label: "SEO-Beschreibung (DE)",
    kind: "textarea",
    rows: 3,
    half: true,
    hint: descriptionHint,
    maxLength: SEO_DESCRIPTION_MAX,
  },
  {
    name: "seo_description_en",
    label: "SEO-Beschreibung (EN)",
    kind: "textarea",
    rows: 3,
    half: true,
    hint: descriptionHint,
    maxLength: SEO_DESCRIPTION_MAX,
  },
  {
    name: "og_image",
    label: "Open-Graph-Bild",
    kind: "image",
    hint: "Das Bild, das geteilte Links zeigen; leer = das Bild der Seite.",
  },
  {
    name: "noindex",
    label: "Nicht indexieren (noindex)",
    kind: "switch",
    hint: "Suchmaschinen nehmen die Seite dann nicht in ihre Ergebnisse auf.",
  },
];
