import { defineContentType } from "../content-type-def";
import { english, text, textarea, toggle } from "../field-builders";

/** Scratch: a throwaway public type, declared in this one file. */
export const notes = defineContentType({
  key: "notes",
  table: "notes",
  menu: { group: "Content", label: "Notizen", order: 90 },
  title: "Notizen",
  fields: [
    english(text("title", { label: "Titel", required: true, max: 200 })),
    english(text("slug", { label: "Slug", max: 200 })),
    english(textarea("body", { label: "Text", required: true, max: 5000 })),
    toggle("is_active", { label: "Aktiv" }),
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

declare module "../content-type-def" {
  interface ContentTypeKeys {
    notes: typeof notes;
  }
}
