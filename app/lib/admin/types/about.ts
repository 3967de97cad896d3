import { defineContentType } from "../content-type-def";
import { link, toggle } from "../field-builders";
import { serviceFields } from "./services";

/* ------------------------------------------------------------------ */
/* About sections (as services, plus the external_link flag)           */
/* ------------------------------------------------------------------ */

export const about = defineContentType({
  key: "about",
  table: "aboutSections",
  menu: { group: "Content", label: "Über uns", order: 40 },
  dashboard: { label: "Über-uns-Bereiche", order: 40 },
  title: "About-Bereiche",
  intro: "Abschnitte der Seite /about.",
  fields: [
    ...serviceFields.texts,
    ...serviceFields.images,
    toggle("external_link", { label: "Externen Link anzeigen" }),
    link("external_url", { label: "Link", showWhen: "external_link", hint: "Pfad wie /kontakt oder https://…" }),
    toggle("link_on_page", { label: "Im gleichen Fenster öffnen", showWhen: "external_link" }),
    ...serviceFields.order,
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

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    about: typeof about;
  }
}
