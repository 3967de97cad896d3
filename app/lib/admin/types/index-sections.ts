import { defineContentType } from "../content-type-def";
import { recordTexts } from "../record-texts";
import { bilingual, image, link, number, select, text, textarea, toggle } from "../field-builders";

/* ------------------------------------------------------------------ */
/* Index sections (own screen: /admin/index-sections)                  */
/* ------------------------------------------------------------------ */

/** The pages an index section can appear on (show_on_<page>): the page's name and its switch's label. */
export const INDEX_SECTION_PAGES = [
  { key: "home", label: "Startseite", show: "Auf der Startseite zeigen" },
  { key: "blog", label: "Blog", show: "Im Blog zeigen" },
  { key: "projects", label: "Projekte", show: "Bei den Projekten zeigen" },
  { key: "shop", label: "Shop", show: "Im Shop zeigen" },
  { key: "academy", label: "Academy", show: "In der Academy zeigen" },
  { key: "congress", label: "Kongress", show: "Beim Kongress zeigen" },
  { key: "events", label: "Events", show: "Bei den Events zeigen" },
  { key: "services", label: "Leistungen", show: "Bei den Leistungen zeigen" },
  { key: "about", label: "Über uns", show: "Auf „Über uns“ zeigen" },
] as const;

export const indexSections = defineContentType({
  key: "index-sections",
  // A live board of the page's sections (order and visibility switch at once): no drafts.
  editorial: false,
  table: "indexSections",
  menu: { group: "Content", order: 30 },
  dashboard: { order: 30 },
  title: "Text-Bild-Bereiche",
  intro: "Text-Bild-Bereiche der Startseite und weiterer Seiten.",
  fields: [
    bilingual(text("title", { label: "Titel", required: true, max: 200 })),
    bilingual(text("subtitle", { label: "Untertitel", max: 300 })),
    bilingual(textarea("description", { label: "Beschreibung", required: true, max: 5000 })),
    image("content_image", { label: "Inhaltsbild", required: true }),
    image("background_image", { label: "Hintergrundbild" }),
    select("layout", {
      label: "Layout",
      choose: "ein Layout",
      required: true,
      half: true,
      options: [
        { value: "text-left", label: "Text links" },
        { value: "text-right", label: "Text rechts" },
      ],
    }),
    number("display_order", { label: "Reihenfolge", min: 0, required: true, half: true }),
    toggle("has_external_link", { label: "Externer Link" }),
    link("external_link", {
      label: "Link",
      showWhen: "has_external_link",
      hint: "Pfad wie /kontakt oder https://…",
    }),
    toggle("link_on_page", { label: "Im gleichen Fenster öffnen", showWhen: "has_external_link" }),
    INDEX_SECTION_PAGES.map((page) => toggle(`show_on_${page.key}`, { label: page.show, half: true })),
    toggle("is_active", { label: "Aktiv" }),
  ],
  refine: (object) =>
    object
      .superRefine((value, ctx) => {
        if (value.has_external_link && !value.external_link) {
          ctx.addIssue({ code: "custom", path: ["external_link"], message: "Externer Link ist erforderlich" });
        }
      })
      // Without the switch the link fields are hidden: nothing of them is kept.
      .transform((value) => (value.has_external_link ? value : { ...value, external_link: null, link_on_page: false })),
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
    ...recordTexts("Bereich", "m", "Text-Bild-Bereiche"),
    saveFailed: "Fehler",
    saveFailedDescription: "Beim Speichern ist ein Fehler aufgetreten.",
    toggleFailed: "Beim Aktualisieren ist ein Fehler aufgetreten.",
    moveFailed: "Beim Aktualisieren ist ein Fehler aufgetreten.",
    deleteFailed: "Fehler",
    deleteFailedDescription: "Beim Löschen ist ein Fehler aufgetreten.",
    toggledFields: { is_active: { on: "Bereich aktiviert", off: "Bereich deaktiviert" } },
  },
  page: { path: "" },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "index-sections": typeof indexSections;
  }
}
