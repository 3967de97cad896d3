import { bilingual, defineContentType } from "../content-type-def";
import { flag } from "../zod-fields";
import { ServiceSchema } from "./services";

/* ------------------------------------------------------------------ */
/* About sections (as services, plus the external_link flag)           */
/* ------------------------------------------------------------------ */

const AboutSchema = ServiceSchema.extend({ external_link: flag() });

export const about = defineContentType({
  key: "about",
  table: "aboutSections",
  menu: { group: "Content", label: "Über uns", order: 40 },
  dashboard: { label: "Über-uns-Bereiche", order: 40 },
  title: "About-Bereiche",
  intro: "Abschnitte der Seite /about.",
  schema: AboutSchema,
  fields: [
    ...bilingual("title", "Titel", "text", true),
    ...bilingual("subtitle", "Untertitel", "text"),
    ...bilingual("description", "Beschreibung", "textarea", true),
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "background_image", label: "Hintergrundbild", kind: "image", half: true },
    { name: "hero_background_image", label: "Hero-Hintergrundbild", kind: "image", half: true },
    { name: "external_link", label: "Externen Link anzeigen", kind: "switch" },
    { name: "external_url", label: "Externer Link", kind: "url", showWhen: "external_link" },
    { name: "link_on_page", label: "Im gleichen Fenster öffnen", kind: "switch", showWhen: "external_link" },
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
  defaults: { display_order: 0, is_active: true, link_on_page: false, external_link: false },
  labelField: "title_de",
  texts: {
    created: "About section created successfully!",
    updated: "About section updated successfully!",
    deleted: "About section deleted successfully!",
    saveFailed: "Error updating about section",
    createFailed: "Error creating about section",
    deleteFailed: "Error deleting about section",
    confirmDelete: "Are you sure you want to delete this about section?",
    empty: "Noch keine About-Bereiche vorhanden.",
    add: "Neuer Bereich",
    createTitle: "About-Bereich erstellen",
    editTitle: "About-Bereich bearbeiten",
  },
  page: {
    path: "about",
    list: { route: "about" },
    hero: { key: "about", editor: "about-hero", menu: { group: "Content", label: "Über uns Hero", order: 60 } },
  },
});
