import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { english, image, pageSlug, richText, text, textarea, toggle, url } from "../field-builders";
import { seoFields } from "./parts/seo";
import { blogFeedLink } from "../../pages/feeds/feed-links";
import { blogPostingLd } from "../../pages/structured-data";

/* ------------------------------------------------------------------ */
/* Blog posts (back-office.md 2, 3, 5, 8, 9)                           */
/* ------------------------------------------------------------------ */

export const blog = defineContentType({
  key: "blog",
  table: "blogPosts",
  menu: { group: "Blog", label: "Blog-Beiträge", order: 10 },
  dashboard: { label: "Blog-Beiträge", order: 80 },
  title: "Blogbeiträge",
  intro: "Die Beiträge des Blogs, jeder mit einer eigenen Seite (nach Datum, neueste zuerst).",
  fields: [
    english(text("title", { label: "Titel", required: true, max: 300, search: "title" })),
    pageSlug({ source: "title", sourceName: "Titel", fallback: "beitrag", prefixes: ["/blog/", "/en/blog/"] }),
    // Free text in German format; left empty, the server fills in today's date (Europe/Berlin).
    text("date", { label: "Datum", max: 50, half: true, hint: "Wie 24.12.2026; leer = heute." }),
    text("author", { label: "Autor", required: true, max: 200, half: true }),
    english(text("category", { label: "Kategorie", required: true, max: 100, search: "keywords" })),
    english(textarea("excerpt", { label: "Auszug", required: true, max: 2000, rows: 3, search: "summary" })),
    english(richText("content", { label: "Inhalt", max: 200_000, legacy: "markdown", search: "body" })),
    image("image_url", { label: "Bild-URL", required: true }),
    url("external_url", {
      label: "Externer Link",
      hint: "Adresse des Beitrags auf dem externen Blog, mit http:// oder https://.",
    }),
    toggle("featured", { label: "Hervorgehoben" }),
    toggle("show_external_link", { label: "Link zum externen Artikel anzeigen" }),
    seoFields,
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel", preview: 80 },
    { name: "slug", label: "Webadresse", kind: "badge" },
    { name: "category", label: "Kategorie", kind: "badge" },
    { name: "author", label: "Autor" },
    { name: "date", label: "Datum" },
    { name: "featured", label: "Hervorgehoben", kind: "toggle" },
  ],
  toggles: ["featured"],
  ordering: "by-date",
  // Posts pile up over the years: the list is searched and paged on the server.
  paging: { searchFields: ["title", "title_en"] },
  // No pre-filled external link: a post saved without a body would send its card to a placeholder host
  // (docs/decisions/0020).
  defaults: { featured: false, show_external_link: false },
  labelField: "title",
  texts: {
    ...recordTexts("Blogbeitrag", "m", "Blogbeiträge"),
    ...failureTexts.tryAgain,
    toggled: "Blogbeitrag erfolgreich aktualisiert!",
  },
  page: {
    path: "blog",
    name: { de: "Blog", en: "Blog" },
    list: true,
    // A post with a slug has a page; only one with a body too is linked (the card links out otherwise).
    detail: {
      routable: { filled: ["slug"] },
      linked: { filled: ["content"] },
      title: "title",
      description: "excerpt",
      image: "image_url",
      ogType: "article",
      jsonLd: (post, context) =>
        blogPostingLd({
          post: { ...post, description: post.excerpt, image: post.og_image || post.image_url },
          ...context,
        }),
    },
    hero: { key: "blog", editor: "blog-hero", menu: { group: "Blog", label: "Seitenkopf: Blog", order: 20 } },
    // The feed's link on the list and on every post (decision 0060).
    head: (lang, origin) => [blogFeedLink(lang, origin)],
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    blog: typeof blog;
  }
}
