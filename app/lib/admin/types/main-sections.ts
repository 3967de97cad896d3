import { z } from "zod";
import { bilingual, defineContentType } from "../content-type-def";
import { choice, flag, imageUrl, linkTarget, requiredText, wholeNumber } from "../zod-fields";
import { SECTION_ICON_NAMES } from "../../icons";

/* ------------------------------------------------------------------ */
/* Main sections (own screen: /admin/main-sections)                    */
/* ------------------------------------------------------------------ */

const [FIRST_ICON, ...OTHER_ICONS] = SECTION_ICON_NAMES;
const ICON_NAMES = [FIRST_ICON, ...OTHER_ICONS] as const;

const MainSectionSchema = z.object({
  title_de: requiredText("Titel (DE)", 200),
  title_en: requiredText("Titel (EN)", 200),
  description_de: requiredText("Beschreibung (DE)", 2000),
  description_en: requiredText("Beschreibung (EN)", 2000),
  icon_name: choice(ICON_NAMES, "ein Icon"),
  link_path: linkTarget("Link-Pfad"),
  image_url: imageUrl("Bild-URL"),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const mainSections = defineContentType({
  key: "main-sections",
  // A live board of the page's sections (order and visibility switch at once): no drafts.
  editorial: false,
  table: "mainSections",
  menu: { group: "Content", label: "Hauptbereiche", order: 20 },
  dashboard: { label: "Hauptbereiche", order: 20 },
  title: "Hauptbereiche",
  intro: "Die Kacheln der Startseite.",
  schema: MainSectionSchema,
  fields: [
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("description", "Beschreibung", "textarea", true),
    {
      name: "icon_name",
      label: "Icon",
      kind: "select",
      required: true,
      half: true,
      options: SECTION_ICON_NAMES.map((name) => ({ value: name, label: name })),
    },
    {
      name: "link_path",
      label: "Link-Pfad",
      kind: "url",
      required: true,
      half: true,
      hint: "Pfad wie /academy oder https://…",
    },
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
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
