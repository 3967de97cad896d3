import { z } from "zod";
import { defineContentType, withEnglish } from "../content-type-def";
import {
  flag,
  httpUrl,
  imageUrl,
  optionalImageUrl,
  optionalText,
  requiredText,
  textList,
  wholeNumber,
} from "../zod-fields";

/* ------------------------------------------------------------------ */
/* Projects                                                            */
/* ------------------------------------------------------------------ */

const ProjectSchema = z.object({
  title: requiredText("Titel", 200),
  title_en: optionalText(200),
  description: requiredText("Beschreibung", 5000),
  description_en: optionalText(5000),
  image_url: imageUrl("Bild-URL"),
  hero_background_image: optionalImageUrl(),
  project_url: httpUrl("Projekt-URL"),
  skills: textList(),
  featured: flag(),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const projects = defineContentType({
  key: "projects",
  table: "projects",
  menu: { group: "Services", label: "Projekte", order: 20 },
  dashboard: { label: "Projekte", order: 70 },
  title: "Projekte",
  intro: "Projekte auf /projects.",
  schema: ProjectSchema,
  fields: [
    ...withEnglish({ name: "title", label: "Titel", kind: "text", required: true }),
    ...withEnglish({ name: "description", label: "Beschreibung", kind: "textarea", required: true }),
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "hero_background_image", label: "Hero-Hintergrundbild", kind: "image" },
    { name: "project_url", label: "Projekt-URL", kind: "url", required: true },
    {
      name: "skills",
      label: "Skills",
      kind: "tags",
      hint: "Enter fügt einen Skill hinzu; leere und doppelte Einträge werden ignoriert.",
    },
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel" },
    { name: "skills", label: "Skills", kind: "tags" },
    { name: "is_active", label: "Status", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { display_order: 0, is_active: true, featured: false, skills: [] },
  labelField: "title",
  texts: {
    created: "Project created successfully!",
    updated: "Project updated successfully!",
    deleted: "Project deleted successfully!",
    saveFailed: "Error updating project",
    createFailed: "Error creating project",
    deleteFailed: "Error deleting project",
    confirmDelete: "Are you sure you want to delete this project?",
    empty: "Noch keine Projekte vorhanden.",
    add: "Neues Projekt",
    createTitle: "Projekt erstellen",
    editTitle: "Projekt bearbeiten",
  },
  page: {
    path: "projects",
    list: { route: "projects" },
    hero: { key: "projects", editor: "projects-hero", menu: { group: "Content", label: "Projekte Hero", order: 80 } },
  },
});
