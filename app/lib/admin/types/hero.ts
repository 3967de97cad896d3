import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { bilingual, image, link, number, select, text, textarea, toggle, url } from "../field-builders";
import { wholeNumber } from "../zod-fields";

/* ------------------------------------------------------------------ */
/* Homepage hero slides                                                */
/* ------------------------------------------------------------------ */

export const hero = defineContentType({
  key: "hero",
  table: "heroSections",
  menu: { group: "Content", order: 10 },
  dashboard: { order: 10 },
  title: "Folien der Startseite",
  intro: "Die wechselnden Folien oben auf der Startseite (neueste zuerst).",
  fields: [
    bilingual(text("header", { label: "Überschrift", required: true, max: 300 })),
    bilingual(text("subheader", { label: "Unterzeile", required: true, max: 300 })),
    bilingual(textarea("text", { label: "Text", required: true, max: 2000 })),
    bilingual(text("button_text", { label: "Text der Schaltfläche", required: true, max: 100 })),
    link("button_link", {
      label: "Ziel der Schaltfläche",
      required: true,
      half: true,
      hint: "Pfad wie /kontakt oder https://…",
    }),
    select("button_target", {
      label: "Link öffnen",
      choose: "ein Fenster",
      required: true,
      half: true,
      options: [
        { value: "_blank", label: "In einem neuen Fenster" },
        { value: "_self", label: "Im gleichen Fenster" },
      ],
    }),
    image("background_image", { label: "Hintergrundbild", required: true }),
    url("video_url", { label: "Video-URL" }),
    number("display_duration", {
      label: "Anzeigedauer in Millisekunden",
      hint: "1000 Millisekunden sind eine Sekunde; 5000 zeigen die Folie fünf Sekunden lang.",
      min: 1000,
      step: 500,
      required: true,
      // At most ten minutes; the message names the field without its unit.
      rule: wholeNumber("Anzeigedauer", { min: 1000, max: 600_000 }),
    }),
    toggle("is_active", { label: "Aktiv" }),
  ],
  columns: [
    { name: "header_de", label: "Überschrift (DE/EN)", also: "header_en" },
    { name: "button_text_de", label: "Text der Schaltfläche" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
    { name: "display_duration", label: "Anzeigedauer", kind: "ms" },
  ],
  toggles: ["is_active"],
  ordering: "newest",
  defaults: { button_target: "_blank", display_duration: 5000, is_active: true },
  labelField: "header_de",
  texts: {
    ...recordTexts("Folie", "f", "Folien"),
    ...failureTexts.withMessage,
    loadFailed: "Fehler beim Laden der Folien",
    empty: "Noch keine Folien vorhanden. Erstellen Sie die erste.",
  },
  page: { path: "" },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    hero: typeof hero;
  }
}
