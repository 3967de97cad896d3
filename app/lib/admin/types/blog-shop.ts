import { z } from "zod";
import { defineContentType, type ContentTypeDef } from "../content-type";
import { flag, httpUrl, imageUrl, optionalHttpUrl, optionalText, requiredText } from "../fields";

/** Default external links of a new post / product (back-office.md 9: "their respective hosts"). */
export const BLOG_HOST = "https://blog.example.com";
export const SHOP_HOST = "https://shop.example.com";

const blogTexts = {
  created: "Blogbeitrag erfolgreich erstellt!",
  updated: "Blogbeitrag erfolgreich aktualisiert!",
  deleted: "Blogbeitrag erfolgreich gelöscht!",
  saveFailed: "Fehler beim Speichern",
  deleteFailed: "Fehler beim Löschen",
  deleteFailedDescription: "Bitte versuchen Sie es erneut.",
  toggled: "Blogbeitrag erfolgreich aktualisiert!",
  confirmDelete: "Sind Sie sicher, dass Sie diesen Blogbeitrag löschen möchten?",
  empty: "Noch keine Blogbeiträge vorhanden.",
  add: "Neuer Blogbeitrag",
  createTitle: "Blogbeitrag erstellen",
  editTitle: "Blogbeitrag bearbeiten",
};

/* ------------------------------------------------------------------ */
/* Blog posts (back-office.md 2, 3, 5, 8, 9)                           */
/* ------------------------------------------------------------------ */

export const BlogPostSchema = z.object({
  title: requiredText("Titel", 300),
  slug: optionalText(200),
  excerpt: requiredText("Auszug", 2000),
  content: optionalText(100_000),
  author: requiredText("Autor", 200),
  category: requiredText("Kategorie", 100),
  // Free text in German format; left empty, the server fills in today's date (Europe/Berlin).
  date: optionalText(50),
  image_url: imageUrl("Bild-URL"),
  external_url: optionalHttpUrl(),
  featured: flag(),
  show_external_link: flag(),
});

export const blog = defineContentType({
  key: "blog",
  title: "Blogbeiträge",
  intro: "Beiträge auf /blog und /blog/{slug} (neueste zuerst).",
  schema: BlogPostSchema,
  fields: [
    { name: "title", label: "Titel", kind: "text", required: true },
    { name: "slug", label: "Slug", kind: "text", half: true, hint: "Leer lassen, um ihn aus dem Titel zu erzeugen. Ergibt /blog/{slug}." },
    { name: "date", label: "Datum", kind: "text", half: true, hint: "Format TT.MM.JJJJ; leer = heute." },
    { name: "author", label: "Autor", kind: "text", required: true, half: true },
    { name: "category", label: "Kategorie", kind: "text", required: true, half: true },
    { name: "excerpt", label: "Auszug", kind: "textarea", required: true, rows: 3 },
    { name: "content", label: "Inhalt (Markdown)", kind: "markdown", hint: "Überschriften mit #, **fett**, *kursiv*, Listen mit - oder 1., Links [Text](https://…)." },
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "external_url", label: "Externer Link", kind: "url", hint: "Adresse des Beitrags auf dem externen Blog (http(s)://…)." },
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    { name: "show_external_link", label: "Link zum externen Artikel anzeigen", kind: "switch" },
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel", preview: 80 },
    { name: "slug", label: "Slug", kind: "badge" },
    { name: "category", label: "Kategorie", kind: "badge" },
    { name: "author", label: "Autor" },
    { name: "date", label: "Datum" },
    { name: "featured", label: "Hervorgehoben", kind: "toggle" },
  ],
  toggles: ["featured"],
  ordering: "newest",
  defaults: { external_url: BLOG_HOST, featured: false, show_external_link: false },
  labelField: "title",
  texts: blogTexts,
  // The preview: only a post with a slug and a body has its own page (the card links out otherwise).
  publicPath: (row) =>
    typeof row.slug === "string" && row.slug && typeof row.content === "string" && row.content.trim() ? `/blog/${encodeURIComponent(row.slug)}` : null,
});

/* ------------------------------------------------------------------ */
/* Shop products                                                       */
/* ------------------------------------------------------------------ */

export const ShopProductSchema = z.object({
  name: requiredText("Name", 300),
  description: requiredText("Beschreibung", 2000),
  detailed_description: optionalText(100_000),
  price: requiredText("Preis", 50),
  image_url: imageUrl("Bild-URL"),
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? "Bewertung ist erforderlich" : "Bewertung muss eine Zahl sein") })
    .min(1, "Bewertung muss mindestens 1 sein")
    .max(5, "Bewertung darf höchstens 5 sein"),
  category: requiredText("Kategorie", 100),
  featured: flag(),
  show_details_button: flag(),
  external_url: httpUrl("Externer Link"),
  slug: optionalText(200),
});

export const shop = defineContentType({
  key: "shop",
  title: "Shop-Produkte",
  intro: "Produkte auf /shop und /shop/{slug} (neueste zuerst).",
  schema: ShopProductSchema,
  fields: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "price", label: "Preis", kind: "text", required: true, half: true, hint: "z. B. 24.99€" },
    { name: "rating", label: "Bewertung", kind: "number", required: true, half: true, min: 1, max: 5, step: 0.1 },
    { name: "category", label: "Kategorie", kind: "text", required: true },
    { name: "description", label: "Beschreibung", kind: "textarea", required: true, rows: 3 },
    { name: "detailed_description", label: "Ausführliche Beschreibung", kind: "textarea", rows: 8 },
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "external_url", label: "Externer Link (Shop)", kind: "url", required: true },
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    { name: "show_details_button", label: "Details-Button anzeigen", kind: "switch" },
    {
      name: "slug",
      label: "Slug",
      kind: "text",
      showWhen: "show_details_button",
      hint: "Leer lassen, um ihn aus dem Namen zu erzeugen. Ergibt /shop/{slug}.",
    },
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
  defaults: { rating: 4.5, external_url: SHOP_HOST, featured: false, show_details_button: false },
  labelField: "name",
  texts: {
    created: "Produkt erfolgreich erstellt!",
    updated: "Produkt erfolgreich aktualisiert!",
    deleted: "Produkt erfolgreich gelöscht!",
    saveFailed: "Fehler beim Speichern",
    deleteFailed: "Fehler beim Löschen",
    deleteFailedDescription: "Bitte versuchen Sie es erneut.",
    toggled: "Produkt erfolgreich aktualisiert!",
    confirmDelete: "Sind Sie sicher, dass Sie dieses Produkt löschen möchten?",
    empty: "Noch keine Produkte vorhanden.",
    add: "Neues Produkt",
    createTitle: "Produkt erstellen",
    editTitle: "Produkt bearbeiten",
  },
  publicPath: (row) =>
    row.show_details_button === true && typeof row.slug === "string" && row.slug ? `/shop/${encodeURIComponent(row.slug)}` : "/shop",
});

/** Content types of this area (issue 7), merged into CONTENT_TYPES. */
export const BLOG_SHOP_TYPES = { blog, shop } satisfies Record<string, ContentTypeDef>;
