import { z } from "zod";
import { bilingual, defineContentType } from "../content-type-def";
import {
  flag,
  imageUrl,
  optionalHttpUrl,
  optionalImageUrl,
  optionalText,
  requiredText,
  wholeNumber,
} from "../zod-fields";

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
  table: "services",
  menu: { group: "Services", label: "Services", order: 10 },
  dashboard: { label: "Services", order: 50 },
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
    // 'Error creating/updating/deleting …' with what went wrong (back-office.md 8).
    saveFailed: "Error updating service",
    createFailed: "Error creating service",
    deleteFailed: "Error deleting service",
    confirmDelete: "Are you sure you want to delete this service?",
    empty: "Noch keine Services vorhanden.",
    add: "Neuer Service",
    createTitle: "Service erstellen",
    editTitle: "Service bearbeiten",
  },
  related: [{ label: "Service-Detailseiten (/services/{slug}) verwalten", to: "/admin/service-details" }],
  page: {
    path: "services",
    list: { route: "services" },
    hero: { key: "services", editor: "services-hero", menu: { group: "Content", label: "Services Hero", order: 70 } },
  },
});
