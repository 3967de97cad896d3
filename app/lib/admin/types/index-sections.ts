import { z } from "zod";
import { bilingual, defineContentType, type FieldDef } from "../content-type-def";
import {
  choice,
  flag,
  imageUrl,
  optionalHttpUrl,
  optionalImageUrl,
  optionalText,
  requiredText,
  wholeNumber,
} from "../zod-fields";

/* ------------------------------------------------------------------ */
/* Index sections (own screen: /admin/index-sections)                  */
/* ------------------------------------------------------------------ */

/** The pages an index section can appear on (show_on_<page>). */
export const INDEX_SECTION_PAGES = [
  { key: "home", label: "Startseite" },
  { key: "blog", label: "Blog" },
  { key: "projects", label: "Projekte" },
  { key: "shop", label: "Shop" },
  { key: "academy", label: "Academy" },
  { key: "congress", label: "Kongress" },
  { key: "events", label: "Events" },
  { key: "services", label: "Services" },
  { key: "about", label: "About" },
] as const;

const LAYOUTS = ["text-left", "text-right"] as const;

const IndexSectionSchema = z
  .object({
    title_de: requiredText("Titel (DE)", 200),
    title_en: requiredText("Titel (EN)", 200),
    subtitle_de: optionalText(300),
    subtitle_en: optionalText(300),
    description_de: requiredText("Beschreibung (DE)", 5000),
    description_en: requiredText("Beschreibung (EN)", 5000),
    content_image: imageUrl("Inhaltsbild"),
    background_image: optionalImageUrl(),
    layout: choice(LAYOUTS, "ein Layout"),
    has_external_link: flag(),
    external_link: optionalHttpUrl(),
    link_on_page: flag(),
    display_order: wholeNumber("Reihenfolge"),
    is_active: flag(),
    show_on_home: flag(),
    show_on_blog: flag(),
    show_on_projects: flag(),
    show_on_shop: flag(),
    show_on_academy: flag(),
    show_on_congress: flag(),
    show_on_events: flag(),
    show_on_services: flag(),
    show_on_about: flag(),
  })
  .superRefine((value, ctx) => {
    if (value.has_external_link && !value.external_link) {
      ctx.addIssue({ code: "custom", path: ["external_link"], message: "Externer Link ist erforderlich" });
    }
  })
  // Without the switch the link fields are hidden: nothing of them is kept.
  .transform((value) => (value.has_external_link ? value : { ...value, external_link: null, link_on_page: false }));

export const indexSections = defineContentType({
  key: "index-sections",
  // A live board of the page's sections (order and visibility switch at once): no drafts.
  editorial: false,
  table: "indexSections",
  menu: { group: "Content", label: "Index-Bereiche", order: 30 },
  dashboard: { label: "Index-Bereiche", order: 30 },
  title: "Index-Bereiche",
  intro: "Text-Bild-Bereiche der Startseite und weiterer Seiten.",
  schema: IndexSectionSchema,
  fields: [
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("subtitle", "Untertitel", "text"),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "content_image", label: "Inhaltsbild", kind: "image", required: true },
    { name: "background_image", label: "Hintergrundbild", kind: "image" },
    {
      name: "layout",
      label: "Layout",
      kind: "select",
      required: true,
      half: true,
      options: [
        { value: "text-left", label: "Text links" },
        { value: "text-right", label: "Text rechts" },
      ],
    },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true, half: true },
    { name: "has_external_link", label: "Externer Link", kind: "switch" },
    { name: "external_link", label: "Link-URL", kind: "url", showWhen: "has_external_link" },
    { name: "link_on_page", label: "Im gleichen Fenster öffnen", kind: "switch", showWhen: "has_external_link" },
    ...INDEX_SECTION_PAGES.map((page): FieldDef => ({
      name: `show_on_${page.key}`,
      label: `Auf ${page.label} anzeigen`,
      kind: "switch",
      half: true,
    })),
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "title_de", label: "Titel (DE/EN)", also: "title_en" },
    { name: "layout", label: "Layout", kind: "badge" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  // A new section: active, text left, on the home page only; display_order = count + 1 (server side).
  defaults: {
    layout: "text-left",
    is_active: true,
    has_external_link: false,
    link_on_page: false,
    display_order: 1,
    ...Object.fromEntries(INDEX_SECTION_PAGES.map((page) => [`show_on_${page.key}`, page.key === "home"])),
  },
  labelField: "title_de",
  texts: {
    created: "Bereich erfolgreich erstellt!",
    updated: "Bereich erfolgreich aktualisiert!",
    deleted: "Bereich erfolgreich gelöscht!",
    saveFailed: "Fehler",
    saveFailedDescription: "Beim Speichern ist ein Fehler aufgetreten.",
    toggleFailed: "Beim Aktualisieren ist ein Fehler aufgetreten.",
    moveFailed: "Beim Aktualisieren ist ein Fehler aufgetreten.",
    deleteFailed: "Fehler",
    deleteFailedDescription: "Beim Löschen ist ein Fehler aufgetreten.",
    toggledFields: { is_active: { on: "Bereich aktiviert", off: "Bereich deaktiviert" } },
    confirmDelete: "Sind Sie sicher, dass Sie diesen Bereich löschen möchten?",
    empty: "Noch keine Index-Bereiche vorhanden.",
    add: "Neuer Bereich",
    createTitle: "Bereich erstellen",
    editTitle: "Bereich bearbeiten",
  },
  page: { path: "" },
});
