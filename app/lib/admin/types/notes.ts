import { z } from "zod";
import { defineContentType, withEnglish } from "../content-type-def";
import { flag, optionalText, requiredText } from "../zod-fields";

/** Scratch: a throwaway public type, declared in this one file. */
export const notes = defineContentType({
  key: "notes",
  table: "notes",
  menu: { group: "Content", label: "Notizen", order: 90 },
  title: "Notizen",
  schema: z.object({
    title: requiredText("Titel", 200),
    title_en: optionalText(200),
    slug: optionalText(200),
    slug_en: optionalText(200),
    body: requiredText("Text", 5000),
    body_en: optionalText(5000),
    is_active: flag(),
  }),
  fields: [
    ...withEnglish({ name: "title", label: "Titel", kind: "text", required: true }),
    ...withEnglish({ name: "slug", label: "Slug", kind: "text" }),
    ...withEnglish({ name: "body", label: "Text", kind: "textarea", required: true }),
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "title", label: "Titel" },
    { name: "slug", label: "Slug", kind: "badge" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "newest",
  defaults: { is_active: true },
  slugFrom: "title",
  labelField: "title",
  texts: {
    created: "Notiz erstellt!",
    updated: "Notiz aktualisiert!",
    deleted: "Notiz gelöscht!",
    saveFailed: "Fehler beim Speichern",
    deleteFailed: "Fehler beim Löschen",
    confirmDelete: "Diese Notiz löschen?",
    empty: "Noch keine Notizen.",
    add: "Neue Notiz",
    createTitle: "Notiz erstellen",
    editTitle: "Notiz bearbeiten",
  },
  page: {
    path: "notizen",
    list: {},
    detail: {
      view: "note",
      routable: { on: ["is_active"], filled: ["slug"] },
      title: "title",
      description: "body",
      structuredData: "article",
    },
    search: ["title", "title_en", "body", "body_en"],
  },
});
