import { z } from "zod";
import { defineContentType, withEnglish } from "../content-type-def";
import { flag, imageUrl, optionalHttpUrl, optionalText, requiredText } from "../zod-fields";
import { seoFields, seoShape } from "./parts/seo";

const blogTexts = {
  created: "Blogbeitrag erfolgreich erstellt!",
  updated: "Blogbeitrag erfolgreich aktualisiert!",
  deleted: "Blogbeitrag erfolgreich gelöscht!",
  saveFailed: "Fehler beim Speichern",
  saveFailedDescription: "Bitte versuchen Sie es erneut.",
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

const BlogPostSchema = z.object({
  title: requiredText("Titel", 300),
  title_en: optionalText(300),
  slug: optionalText(200),
  slug_en: optionalText(200),
  excerpt: requiredText("Auszug", 2000),
  excerpt_en: optionalText(2000),
  content: optionalText(100_000),
  content_en: optionalText(100_000),
  author: requiredText("Autor", 200),
  category: requiredText("Kategorie", 100),
  category_en: optionalText(100),
  // Free text in German format; left empty, the server fills in today's date (Europe/Berlin).
  date: optionalText(50),
  image_url: imageUrl("Bild-URL"),
  external_url: optionalHttpUrl(),
  featured: flag(),
  show_external_link: flag(),
  ...seoShape,
});

export const blog = defineContentType({
  key: "blog",
  table: "blogPosts",
  menu: { group: "Blog", label: "Blog-Beiträge", order: 10 },
  dashboard: { label: "Blog-Beiträge", order: 80 },
  title: "Blogbeiträge",
  intro: "Beiträge auf /blog und /blog/{slug} (neueste zuerst).",
  schema: BlogPostSchema,
  fields: [
    ...withEnglish({ name: "title", label: "Titel", kind: "text", required: true }),
    ...withEnglish(
      {
        name: "slug",
        label: "Slug",
        kind: "text",
        hint: "Leer lassen, um ihn aus dem Titel zu erzeugen. Ergibt /blog/{slug}.",
      },
      { hint: "Leer lassen, um ihn aus dem englischen Titel zu erzeugen. Ergibt /en/blog/{slug}." },
    ),
    { name: "date", label: "Datum", kind: "text", half: true, hint: "Format TT.MM.JJJJ; leer = heute." },
    { name: "author", label: "Autor", kind: "text", required: true, half: true },
    ...withEnglish({ name: "category", label: "Kategorie", kind: "text", required: true }),
    ...withEnglish({ name: "excerpt", label: "Auszug", kind: "textarea", required: true, rows: 3 }),
    ...withEnglish({
      name: "content",
      label: "Inhalt (Markdown)",
      kind: "markdown",
      hint: "Überschriften mit #, **fett**, *kursiv*, Listen mit - oder 1., Links [Text](https://…).",
    }),
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    {
      name: "external_url",
      label: "Externer Link",
      kind: "url",
      hint: "Adresse des Beitrags auf dem externen Blog (http(s)://…).",
    },
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    { name: "show_external_link", label: "Link zum externen Artikel anzeigen", kind: "switch" },
    ...seoFields,
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
  // Posts pile up over the years: the list is searched and paged on the server.
  paging: { searchFields: ["title", "title_en"] },
  // No pre-filled external link: a post saved without a body would send its card to a placeholder host
  // (docs/decisions/0020).
  defaults: { featured: false, show_external_link: false },
  slugFrom: "title",
  labelField: "title",
  texts: blogTexts,
  page: {
    path: "blog",
    list: { route: "blog" },
    // A post with a slug has a page; only one with a body too is linked (the card links out otherwise).
    detail: {
      view: "blog-post",
      route: "blog-post",
      routable: { filled: ["slug"] },
      linked: { filled: ["content"] },
      title: "title",
      description: "excerpt",
      image: "image_url",
      structuredData: "article",
    },
    // The columns of the word index (migration 0009), in its order.
    search: ["title", "title_en", "excerpt", "excerpt_en", "category", "category_en", "content", "content_en"],
    hero: { key: "blog", editor: "blog-hero", menu: { group: "Blog", label: "Blog Hero", order: 20 } },
  },
});
