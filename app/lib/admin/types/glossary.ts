import { defineContentType } from "../content-type-def";
import { recordTexts } from "../record-texts";
import { english, number, slug, text, textarea, toggle } from "../field-builders";
import { seoFields } from "./parts/seo";
import { localPath } from "../../i18n/lang-path";

/* ------------------------------------------------------------------ */
/* Glossary (/glossar, /glossar/{slug}): issue 49's demonstration type */
/* ------------------------------------------------------------------ */

export const glossary = defineContentType({
  key: "glossar",
  table: "glossaryTerms",
  menu: { group: "Content", label: "Glossar", order: 90 },
  dashboard: { label: "Glossar", order: 190 },
  title: "Glossar",
  intro: "Fachbegriffe mit ihrer Erklärung, jeder mit einer eigenen Seite.",
  fields: [
    english(text("term", { label: "Begriff", required: true, max: 200, search: "title" })),
    english(
      slug("slug", {
        label: "Webadresse",
        source: "term",
        fallback: "begriff",
        prefix: "/glossar/",
        hint: "Leer lassen, um sie aus dem Begriff zu erzeugen.",
      }),
      { prefix: "/en/glossar/", hint: "Leer lassen, um sie aus dem englischen Begriff zu erzeugen." },
    ),
    english(textarea("definition", { label: "Erklärung", required: true, max: 5000, rows: 5, search: "body" })),
    number("display_order", { label: "Reihenfolge", min: 0, required: true }),
    toggle("is_active", { label: "Aktiv" }),
    seoFields,
  ],
  columns: [
    { name: "term", label: "Begriff", also: "term_en" },
    { name: "slug", label: "Webadresse", kind: "badge" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true },
  labelField: "term",
  texts: {
    ...recordTexts("Glossareintrag", "m", "Glossareinträge"),
    saveFailed: "Fehler beim Aktualisieren des Glossareintrags",
    createFailed: "Fehler beim Erstellen des Glossareintrags",
    deleteFailed: "Fehler beim Löschen des Glossareintrags",
  },
  page: {
    path: "glossar",
    list: true,
    detail: {
      routable: { on: ["is_active"], filled: ["slug"] },
      title: "term",
      description: "definition",
      // The term as schema.org names a word of a glossary, with the glossary as its set.
      jsonLd: (entry, { origin, url, lang }) => ({
        "@context": "https://schema.org",
        "@type": "DefinedTerm",
        name: entry.term,
        description: entry.definition,
        url,
        inDefinedTermSet: origin + localPath(lang, "/glossar"),
      }),
    },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    glossar: typeof glossary;
  }
}
