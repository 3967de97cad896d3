import { defineContentType } from "../content-type-def";
import { bilingual, image, link, number, select, text, textarea, toggle, url } from "../field-builders";
import { wholeNumber } from "../zod-fields";

/* ------------------------------------------------------------------ */
/* Homepage hero slides                                                */
/* ------------------------------------------------------------------ */

export const hero = defineContentType({
  key: "hero",
  table: "heroSections",
  menu: { group: "Content", label: "Hero-Slides (Startseite)", order: 10 },
  dashboard: { label: "Hero-Slides", order: 10 },
  title: "Hero Sections",
  intro: "Die Slides der Startseite (neueste zuerst).",
  fields: [
    bilingual(text("header", { label: "Header", required: true, max: 300 })),
    bilingual(text("subheader", { label: "Subheader", required: true, max: 300 })),
    bilingual(textarea("text", { label: "Text", required: true, max: 2000 })),
    bilingual(text("button_text", { label: "Button-Text", required: true, max: 100 })),
    link("button_link", {
      label: "Button-Link",
      required: true,
      half: true,
      hint: "Pfad wie /kontakt oder https://…",
    }),
    select("button_target", {
      label: "Linkziel",
      choose: "ein Linkziel",
      required: true,
      half: true,
      options: [
        { value: "_blank", label: "Neues Fenster (_blank)" },
        { value: "_self", label: "Gleiches Fenster (_self)" },
      ],
    }),
    image("background_image", { label: "Hintergrundbild", required: true }),
    url("video_url", { label: "Video-URL" }),
    number("display_duration", {
      label: "Anzeigedauer (ms)",
      min: 1000,
      step: 500,
      required: true,
      // At most ten minutes; the message names the field without its unit.
      rule: wholeNumber("Anzeigedauer", { min: 1000, max: 600_000 }),
    }),
    toggle("is_active", { label: "Aktiv" }),
  ],
  columns: [
    { name: "header_de", label: "Header (DE/EN)", also: "header_en" },
    { name: "button_text_de", label: "Button Text" },
    { name: "is_active", label: "Active", kind: "toggle" },
    { name: "display_duration", label: "Duration", kind: "ms" },
  ],
  toggles: ["is_active"],
  ordering: "newest",
  defaults: { button_target: "_blank", display_duration: 5000, is_active: true },
  labelField: "header_de",
  texts: {
    created: "Hero section created successfully!",
    updated: "Hero section updated successfully!",
    deleted: "Hero section deleted successfully!",
    // 'Error' with the message (back-office.md 8): the description says what went wrong.
    saveFailed: "Error",
    deleteFailed: "Error",
    failureTitle: "Error",
    loadFailed: "Error loading hero sections",
    actionsColumn: "Actions",
    confirmDelete: "Are you sure you want to delete this hero section?",
    empty: "No hero sections available. Create one to get started.",
    add: "Add New Hero Section",
    createTitle: "Create Hero Section",
    editTitle: "Edit Hero Section",
  },
  page: { path: "" },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    hero: typeof hero;
  }
}
