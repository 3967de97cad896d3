import { z } from "zod";
import { bilingual, defineContentType } from "../content-type-def";
import { flag, optionalImageUrl, optionalText, requiredText, wholeNumber } from "../zod-fields";
import { seoFields, seoShape } from "./parts/seo";

/* ------------------------------------------------------------------ */
/* Service details (/services/{slug})                                  */
/* ------------------------------------------------------------------ */

const ServiceDetailSchema = z.object({
  slug: optionalText(200),
  title_de: requiredText("Titel (DE)", 200),
  title_en: requiredText("Titel (EN)", 200),
  subtitle_de: optionalText(300),
  subtitle_en: optionalText(300),
  description_de: requiredText("Beschreibung (DE)", 20000),
  description_en: requiredText("Beschreibung (EN)", 20000),
  image_url: optionalImageUrl(),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
  ...seoShape,
});

export const serviceDetails = defineContentType({
  key: "service-details",
  table: "serviceDetails",
  // No menu entry of its own: reached from the services screen.
  dashboard: { label: "Service-Details", order: 60, path: "/admin/services" },
  title: "Service-Detailseiten",
  intro: "Detailseiten unter /services/{slug}.",
  schema: ServiceDetailSchema,
  fields: [
    {
      name: "slug",
      label: "Slug",
      kind: "text",
      hint: "Leer lassen, um ihn aus dem deutschen Titel zu erzeugen. Ergibt /services/{slug}.",
    },
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("subtitle", "Untertitel", "text"),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "image_url", label: "Bild-URL", kind: "image" },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
    ...seoFields,
  ],
  columns: [
    { name: "title_de", label: "Titel (DE)", also: "title_en" },
    { name: "slug", label: "Slug", kind: "badge" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true },
  slugFrom: "title_de",
  labelField: "title_de",
  texts: {
    created: "Service detail created successfully!",
    updated: "Service detail updated successfully!",
    deleted: "Service detail deleted successfully!",
    saveFailed: "Error updating service detail",
    createFailed: "Error creating service detail",
    deleteFailed: "Error deleting service detail",
    confirmDelete: "Are you sure you want to delete this service detail?",
    empty: "Noch keine Service-Detailseiten vorhanden.",
    add: "Neue Detailseite",
    createTitle: "Service-Detailseite erstellen",
    editTitle: "Service-Detailseite bearbeiten",
  },
  related: [{ label: "Zurück zu den Services", to: "/admin/services" }],
  page: {
    path: "services",
    // One slug for both languages (the English page is /en/services/{slug}).
    detail: {
      view: "service-detail",
      route: "service-detail",
      routable: { on: ["is_active"], filled: ["slug"] },
      title: "title_de",
      description: "subtitle_de",
      image: "image_url",
      structuredData: "webpage",
    },
  },
});
