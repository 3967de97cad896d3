import { z } from "zod";
import { defineContentType, type ContentTypeDef, type FieldDef } from "./content-type";
import { flag, imageUrl, optionalHttpUrl, optionalImageUrl, optionalText, requiredText, wholeNumber } from "./fields";

/** The de/en pair of a bilingual field, side by side in the form. */
export function bilingual(name: string, label: string, kind: FieldDef["kind"], required = false): FieldDef[] {
  return [
    { name: `${name}_de`, label: `${label} (DE)`, kind, required, half: true },
    { name: `${name}_en`, label: `${label} (EN)`, kind, required, half: true },
  ];
}

/* ------------------------------------------------------------------ */
/* Services (back-office.md 2 'Management screens', 3, 5, 8)           */
/* ------------------------------------------------------------------ */

export const ServiceSchema = z.object({
  title_de: requiredText("Titel (DE)", 200),
  title_en: requiredText("Titel (EN)", 200),
  subtitle_de: optionalText(300),
  subtitle_en: optionalText(300),
  description_de: requiredText("Beschreibung (DE)", 5000),
  description_en: requiredText("Beschreibung (EN)", 5000),
  image_url: imageUrl("Bild-URL"),
  background_image: optionalImageUrl(),
  hero_background_image: optionalImageUrl(),
  external_url: optionalHttpUrl(),
  link_on_page: flag(),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const services = defineContentType({
  key: "services",
  title: "Services",
  intro: "Leistungen auf /services.",
  schema: ServiceSchema,
  fields: [
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("subtitle", "Untertitel", "text"),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "background_image", label: "Hintergrundbild", kind: "image", half: true },
    { name: "hero_background_image", label: "Hero-Hintergrundbild", kind: "image", half: true },
    { name: "external_url", label: "Externer Link", kind: "url" },
    { name: "link_on_page", label: "Im gleichen Fenster öffnen", kind: "switch" },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title_de", label: "Titel (DE)" },
    { name: "title_en", label: "Titel (EN)" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true, link_on_page: false },
  labelField: "title_de",
  texts: {
    created: "Service created successfully!",
    updated: "Service updated successfully!",
    deleted: "Service deleted successfully!",
    saveFailed: "Error saving service",
    deleteFailed: "Error deleting service",
    confirmDelete: "Are you sure you want to delete this service?",
    empty: "Noch keine Services vorhanden.",
    add: "Neuer Service",
    createTitle: "Service erstellen",
    editTitle: "Service bearbeiten",
  },
  publicPath: () => "/services",
});

/**
 * Every content type served by the shared screen (/admin/:contentType). Screens with their own
 * layout (main sections' tabs, index-section cards, …) reuse the same definitions and actions.
 */
export const CONTENT_TYPES = {
  services,
} satisfies Record<string, ContentTypeDef>;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;

export function contentTypeOf(key: string | undefined): ContentTypeDef | null {
  if (!key || !Object.hasOwn(CONTENT_TYPES, key)) return null;
  return CONTENT_TYPES[key as ContentTypeKey] as unknown as ContentTypeDef;
}
