import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { english, image, number, tags, text, textarea, toggle, url } from "../field-builders";

/* ------------------------------------------------------------------ */
/* Projects                                                            */
/* ------------------------------------------------------------------ */

export const projects = defineContentType({
  key: "projects",
  table: "projects",
  menu: { group: "Services", order: 20 },
  dashboard: { order: 70 },
  title: "Projekte",
  intro: "Die Projekte auf der Seite „Projekte“.",
  fields: [
    english(text("title", { label: "Titel", required: true, max: 200 })),
    english(textarea("description", { label: "Beschreibung", required: true, max: 5000 })),
    image("image_url", { label: "Bild-URL", required: true }),
    image("hero_background_image", { label: "Hintergrundbild des Seitenkopfs" }),
    url("project_url", { label: "Link zum Projekt", required: true }),
    tags("skills", {
      label: "Fähigkeiten",
      hint: "Die Eingabetaste fügt einen Eintrag hinzu; leere und doppelte Einträge werden übergangen.",
    }),
    toggle("featured", { label: "Hervorgehoben" }),
    number("display_order", { label: "Reihenfolge", min: 0, required: true }),
    toggle("is_active", { label: "Aktiv" }),
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel" },
    { name: "skills", label: "Fähigkeiten", kind: "tags" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true, featured: false, skills: [] },
  labelField: "title",
  texts: {
    ...recordTexts("Projekt", "n", "Projekte"),
    ...failureTexts.of("des Projekts"),
  },
  page: {
    path: "projects",
    list: true,
    hero: {
      key: "projects",
      editor: "projects-hero",
      menu: { group: "Content", label: "Seitenkopf: Projekte", order: 80 },
    },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    projects: typeof projects;
  }
}
