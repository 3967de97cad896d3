import { z } from "zod";
import { defineContentType, withEnglish } from "../content-type-def";
import { flag, httpUrl, imageUrl, optionalText, requiredText } from "../zod-fields";
import { seoFields, seoShape } from "./parts/seo";

/* ------------------------------------------------------------------ */
/* Shop products                                                       */
/* ------------------------------------------------------------------ */

const ShopProductSchema = z.object({
  name: requiredText("Name", 300),
  name_en: optionalText(300),
  description: requiredText("Beschreibung", 2000),
  description_en: optionalText(2000),
  detailed_description: optionalText(100_000),
  detailed_description_en: optionalText(100_000),
  price: requiredText("Preis", 50),
  image_url: imageUrl("Bild-URL"),
  rating: z
    .number({
      error: (issue) => (issue.input === undefined ? "Bewertung ist erforderlich" : "Bewertung muss eine Zahl sein"),
    })
    .min(1, "Bewertung muss mindestens 1 sein")
    .max(5, "Bewertung darf höchstens 5 sein"),
  category: requiredText("Kategorie", 100),
  category_en: optionalText(100),
  featured: flag(),
  show_details_button: flag(),
  external_url: httpUrl("Externer Link"),
  slug: optionalText(200),
  slug_en: optionalText(200),
  ...seoShape,
});

export const shop = defineContentType({
  key: "shop",
  table: "shopProducts",
  menu: { group: "Shop", label: "Produkte", order: 10 },
  dashboard: { label: "Shop-Produkte", order: 90 },
  title: "Shop-Produkte",
  intro: "Produkte auf /shop und /shop/{slug} (neueste zuerst).",
  schema: ShopProductSchema,
  fields: [
    ...withEnglish({ name: "name", label: "Name", kind: "text", required: true }),
    { name: "price", label: "Preis", kind: "text", required: true, half: true, hint: "z. B. 24.99€" },
    { name: "rating", label: "Bewertung", kind: "number", required: true, half: true, min: 1, max: 5, step: 0.1 },
    ...withEnglish({ name: "category", label: "Kategorie", kind: "text", required: true }),
    ...withEnglish({ name: "description", label: "Beschreibung", kind: "textarea", required: true, rows: 3 }),
    ...withEnglish({ name: "detailed_description", label: "Ausführliche Beschreibung", kind: "textarea", rows: 8 }),
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "external_url", label: "Externer Link (Shop)", kind: "url", required: true },
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    { name: "show_details_button", label: "Details-Button anzeigen", kind: "switch" },
    ...withEnglish(
      {
        name: "slug",
        label: "Slug",
        kind: "text",
        showWhen: "show_details_button",
        hint: "Leer lassen, um ihn aus dem Namen zu erzeugen. Ergibt /shop/{slug}.",
      },
      { hint: "Leer lassen, um ihn aus dem englischen Namen zu erzeugen. Ergibt /en/shop/{slug}." },
    ),
    ...seoFields,
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
  slugFrom: "name",
  labelField: "name",
  texts: {
    created: "Produkt erfolgreich erstellt!",
    updated: "Produkt erfolgreich aktualisiert!",
    deleted: "Produkt erfolgreich gelöscht!",
    saveFailed: "Fehler beim Speichern",
    saveFailedDescription: "Bitte versuchen Sie es erneut.",
    deleteFailed: "Fehler beim Löschen",
    deleteFailedDescription: "Bitte versuchen Sie es erneut.",
    toggled: "Produkt erfolgreich aktualisiert!",
    confirmDelete: "Sind Sie sicher, dass Sie dieses Produkt löschen möchten?",
    empty: "Noch keine Produkte vorhanden.",
    add: "Neues Produkt",
    createTitle: "Produkt erstellen",
    editTitle: "Produkt bearbeiten",
  },
  page: {
    path: "shop",
    list: { route: "shop" },
    // Every product has a page (a product without a slug at /shop/{id}); it is linked only where the
    // shop shows its Details button (public-site.md 2.11).
    detail: {
      view: "shop-product",
      route: "shop-product",
      routable: {},
      linked: { on: ["show_details_button"] },
      slugFallback: "id",
      title: "name",
      description: "description",
      image: "image_url",
      structuredData: "product",
    },
    // The columns of the word index (migration 0009), in its order.
    search: [
      "name",
      "name_en",
      "description",
      "description_en",
      "detailed_description",
      "detailed_description_en",
      "category",
      "category_en",
    ],
    hero: { key: "shop", editor: "shop-hero", menu: { group: "Shop", label: "Shop Hero", order: 20 } },
  },
});
