import { z } from "zod";
import { bilingual, defineContentType } from "../content-type-def";
import { choice, flag, imageUrl, linkTarget, optionalHttpUrl, requiredText, wholeNumber } from "../zod-fields";

/* ------------------------------------------------------------------ */
/* Homepage hero slides                                                */
/* ------------------------------------------------------------------ */

const BUTTON_TARGETS = ["_blank", "_self"] as const;

const HeroSchema = z.object({
  header_de: requiredText("Header (DE)", 300),
  header_en: requiredText("Header (EN)", 300),
  subheader_de: requiredText("Subheader (DE)", 300),
  subheader_en: requiredText("Subheader (EN)", 300),
  text_de: requiredText("Text (DE)", 2000),
  text_en: requiredText("Text (EN)", 2000),
  button_text_de: requiredText("Button-Text (DE)", 100),
  button_text_en: requiredText("Button-Text (EN)", 100),
  button_link: linkTarget("Button-Link"),
  button_target: choice(BUTTON_TARGETS, "ein Linkziel"),
  background_image: imageUrl("Hintergrundbild"),
  video_url: optionalHttpUrl(),
  display_duration: wholeNumber("Anzeigedauer", { min: 1000, max: 600_000 }),
  is_active: flag(),
});

export const hero = defineContentType({
  key: "hero",
  table: "heroSections",
  menu: { group: "Content", label: "Hero-Slides (Startseite)", order: 10 },
  dashboard: { label: "Hero-Slides", order: 10 },
  title: "Hero Sections",
  intro: "Die Slides der Startseite (neueste zuerst).",
  schema: HeroSchema,
  fields: [
    ...bilingual("header", "Header", "text", true),
    ...bilingual("subheader", "Subheader", "text", true),
    ...bilingual("text", "Text", "textarea", true),
    ...bilingual("button_text", "Button-Text", "text", true),
    {
      name: "button_link",
      label: "Button-Link",
      kind: "url",
      required: true,
      half: true,
      hint: "Pfad wie /kontakt oder https://…",
    },
    {
      name: "button_target",
      label: "Linkziel",
      kind: "select",
      required: true,
      half: true,
      options: [
        { value: "_blank", label: "Neues Fenster (_blank)" },
        { value: "_self", label: "Gleiches Fenster (_self)" },
      ],
    },
    { name: "background_image", label: "Hintergrundbild", kind: "image", required: true },
    { name: "video_url", label: "Video-URL", kind: "url" },
    { name: "display_duration", label: "Anzeigedauer (ms)", kind: "number", min: 1000, step: 500, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
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
