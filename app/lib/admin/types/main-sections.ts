import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { bilingual, image, link, number, select, text, textarea, toggle } from "../field-builders";
import { SECTION_ICON_NAMES, type SectionIconName } from "../../pages/icons";

/* ------------------------------------------------------------------ */
/* Main sections (own screen: /admin/main-sections)                    */
/* ------------------------------------------------------------------ */

/** What each icon shows, as staff choose it (the stored value stays the icon's own name). */
const ICON_LABELS: Record<SectionIconName, string> = {
  Users: "Personen",
  BookOpen: "Offenes Buch",
  ShoppingBag: "Einkaufstasche",
  MessageCircle: "Sprechblase",
  GraduationCap: "Doktorhut",
  Calendar: "Kalender",
  Settings: "Zahnrad",
};

export const mainSections = defineContentType({
  key: "main-sections",
  // A live board of the page's sections (order and visibility switch at once): no drafts.
  editorial: false,
  table: "mainSections",
  menu: { group: "Content", order: 20 },
  dashboard: { order: 20 },
  title: "Themenkacheln",
  intro: "Die Kacheln auf der Startseite.",
  fields: [
    bilingual(text("title", { label: "Titel", required: true, max: 200 })),
    bilingual(textarea("description", { label: "Beschreibung", required: true, max: 2000 })),
    select("icon_name", {
      label: "Symbol",
      choose: "ein Symbol",
      required: true,
      half: true,
      options: SECTION_ICON_NAMES.map((name) => ({ value: name, label: ICON_LABELS[name] })),
    }),
    link("link_path", {
      label: "Link",
      required: true,
      half: true,
      hint: "Pfad wie /academy oder https://…",
    }),
    image("image_url", { label: "Bild-URL", required: true }),
    number("display_order", { label: "Reihenfolge", min: 0, required: true }),
    toggle("is_active", { label: "Aktiv" }),
  ],
  columns: [
    { name: "title_de", label: "Titel (DE/EN)", also: "title_en" },
    { name: "icon_name", label: "Symbol", kind: "badge" },
    { name: "link_path", label: "Link" },
    { name: "display_order", label: "Reihenfolge", kind: "order" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { icon_name: "Users", display_order: 0, is_active: true },
  labelField: "title_de",
  texts: {
    ...recordTexts("Themenkachel", "f", "Themenkacheln"),
    ...failureTexts.withMessage,
    loadFailed: "Fehler beim Laden der Themenkacheln",
  },
  page: { path: "" },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "main-sections": typeof mainSections;
  }
}
