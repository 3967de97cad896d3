import { defineContentType } from "../content-type-def";
import { bilingual, image, link, number, select, text, textarea, toggle } from "../field-builders";
import { SECTION_ICON_NAMES } from "../../icons";

/* ------------------------------------------------------------------ */
/* Main sections (own screen: /admin/main-sections)                    */
/* ------------------------------------------------------------------ */

export const mainSections = defineContentType({
  key: "main-sections",
  // A live board of the page's sections (order and visibility switch at once): no drafts.
  editorial: false,
  table: "mainSections",
  menu: { group: "Content", label: "Hauptbereiche", order: 20 },
  dashboard: { label: "Hauptbereiche", order: 20 },
  title: "Hauptbereiche",
  intro: "Die Kacheln der Startseite.",
  fields: [
    bilingual(text("title", { label: "Titel", required: true, max: 200 })),
    bilingual(textarea("description", { label: "Beschreibung", required: true, max: 2000 })),
    select("icon_name", {
      label: "Icon",
      choose: "ein Icon",
      required: true,
      half: true,
      options: SECTION_ICON_NAMES.map((name) => ({ value: name, label: name })),
    }),
    link("link_path", {
      label: "Link-Pfad",
      required: true,
      half: true,
      hint: "Pfad wie /academy oder https://…",
    }),
    image("image_url", { label: "Bild-URL", required: true }),
    number("display_order", { label: "Reihenfolge", min: 0, required: true }),
    toggle("is_active", { label: "Aktiv" }),
  ],
  columns: [
    { name: "title_de", label: "Title (DE/EN)", also: "title_en" },
    { name: "icon_name", label: "Icon", kind: "badge" },
    { name: "link_path", label: "Link Path" },
    { name: "display_order", label: "Order", kind: "order" },
    { name: "is_active", label: "Active", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { icon_name: "Users", display_order: 0, is_active: true },
  labelField: "title_de",
  texts: {
    created: "Main section created successfully!",
    updated: "Main section updated successfully!",
    deleted: "Main section deleted successfully!",
    // 'Error' with the message (back-office.md 8): the description says what went wrong.
    saveFailed: "Error",
    deleteFailed: "Error",
    failureTitle: "Error",
    loadFailed: "Fehler beim Laden der Hauptbereiche",
    actionsColumn: "Actions",
    confirmDelete: "Are you sure you want to delete this main section?",
    empty: "Noch keine Hauptbereiche vorhanden.",
    add: "Add New Section",
    createTitle: "Hauptbereich erstellen",
    editTitle: "Hauptbereich bearbeiten",
  },
  page: { path: "" },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "main-sections": typeof mainSections;
  }
}
