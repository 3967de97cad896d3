import { z } from "zod";
import { defineContentType } from "../content-type-def";
import { httpUrl } from "../zod-fields";
import { failureTexts, recordTexts } from "../record-texts";
import { english, image, number, pageSlug, richText, text, textarea, toggle, url } from "../field-builders";
import { seoFields } from "./parts/seo";
import { productLd } from "../../pages/structured-data";

/* ------------------------------------------------------------------ */
/* Shop products                                                       */
/* ------------------------------------------------------------------ */

export const shop = defineContentType({
  key: "shop",
  table: "shopProducts",
  menu: { group: "Shop", label: "Produkte", order: 10 },
  dashboard: { order: 90 },
  title: "Shop-Produkte",
  intro: "Die Produkte des Shops, jedes mit einer eigenen Seite (neueste zuerst).",
  fields: [
    english(text("name", { label: "Name", required: true, max: 300, search: "title" })),
    text("price", { label: "Preis", required: true, max: 50, half: true, hint: "z. B. 24,99 €" }),
    number("rating", {
      label: "Bewertung",
      required: true,
      half: true,
      min: 1,
      max: 5,
      step: 0.1,
      // Tenths are allowed here, unlike the whole numbers of other fields.
      rule: z
        .number({
          error: (issue) =>
            issue.input === undefined ? "Bewertung ist erforderlich" : "Bewertung muss eine Zahl sein",
        })
        .min(1, "Bewertung muss mindestens 1 sein")
        .max(5, "Bewertung darf höchstens 5 sein"),
    }),
    english(text("category", { label: "Kategorie", required: true, max: 100, search: "keywords" })),
    english(textarea("description", { label: "Beschreibung", required: true, max: 2000, rows: 3, search: "summary" })),
    english(
      richText("detailed_description", { label: "Ausführliche Beschreibung", max: 200_000, rows: 8, search: "body" }),
    ),
    image("image_url", { label: "Bild-URL", required: true }),
    url("external_url", { label: "Externer Link (Shop)", required: true, rule: httpUrl("Externer Link") }),
    toggle("featured", { label: "Hervorgehoben" }),
    toggle("show_details_button", { label: "Details-Button anzeigen" }),
    pageSlug({
      source: "name",
      sourceName: "Namen",
      fallback: "produkt",
      showWhen: "show_details_button",
      prefixes: ["/shop/", "/en/shop/"],
    }),
    seoFields,
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "name", label: "Name", preview: 80 },
    { name: "category", label: "Kategorie", kind: "badge" },
    { name: "price", label: "Preis" },
    { name: "rating", label: "Bewertung" },
    { name: "featured", label: "Hervorgehoben", kind: "toggle" },
  ],
  toggles: ["featured"],
  ordering: "newest",
  paging: { searchFields: ["name", "name_en"] },
  // No pre-filled external link: a placeholder host would go live with the product (docs/decisions/0020).
  defaults: { rating: 4.5, featured: false, show_details_button: false },
  labelField: "name",
  texts: {
    ...recordTexts("Produkt", "n", "Produkte"),
    ...failureTexts.tryAgain,
    toggled: "Produkt erfolgreich aktualisiert!",
  },
  page: {
    path: "shop",
    name: { de: "Shop", en: "Shop" },
    list: true,
    // Every product has a page (a product without a slug at /shop/{id}); it is linked only where the
    // shop shows its Details button (public-site.md 2.11).
    detail: {
      routable: {},
      linked: { on: ["show_details_button"] },
      slugFallback: "id",
      title: "name",
      description: "description",
      image: "image_url",
      jsonLd: (product, { origin, url }) =>
        productLd({ product: { ...product, image: product.og_image || product.image_url }, origin, url }),
    },
    hero: { key: "shop", editor: "shop-hero", menu: { group: "Shop", label: "Seitenkopf: Shop", order: 20 } },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    shop: typeof shop;
  }
}
