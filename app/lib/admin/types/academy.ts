import { z } from "zod";
import { defineContentType, withEnglish } from "../content-type-def";
import { flag, httpUrl, imageUrl, optionalText, requiredText, wholeNumber } from "../zod-fields";
import { seoFields, seoShape } from "./parts/seo";

/** A rating from 1 to 5 in steps of 0.1 (back-office.md 5, 9). */
function rating(label: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} ist erforderlich` : `${label} muss eine Zahl sein`),
    })
    .min(1, `${label} muss mindestens 1 sein`)
    .max(5, `${label} darf höchstens 5 sein`)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, `${label} in Schritten von 0,1`)
    .transform((value) => Math.round(value * 10) / 10);
}

/**
 * Academy course (back-office.md 3, 5). The slug is required by the spec's form but filled in by the
 * server when left empty (generated from the title, made unique), so the schema keeps it optional.
 */
const AcademyCourseSchema = z.object({
  title: requiredText("Titel", 200),
  title_en: optionalText(200),
  slug: optionalText(200),
  slug_en: optionalText(200),
  description: requiredText("Beschreibung", 2000),
  description_en: optionalText(2000),
  detailed_description: optionalText(20000),
  detailed_description_en: optionalText(20000),
  instructor: requiredText("Kursleitung", 200),
  duration: requiredText("Dauer", 100),
  duration_en: optionalText(100),
  modules: wholeNumber("Module", { min: 1, max: 1000 }),
  students: wholeNumber("Teilnehmende", { min: 0, max: 100_000_000 }),
  rating: rating("Bewertung"),
  price: requiredText("Preis", 100),
  image_url: imageUrl("Bild-URL"),
  external_url: httpUrl("Externer Link"),
  featured: flag(),
  show_details_button: flag(),
  ...seoShape,
});

export const academyCourses = defineContentType({
  key: "academy",
  table: "academyCourses",
  menu: { group: "Buddys", label: "Academy-Kurse", order: 10 },
  dashboard: { label: "Academy-Kurse", order: 100 },
  title: "Academy-Kurse",
  intro: "Kurse auf /academy; mit „Details-Button“ auch eine eigene Seite unter /academy/{slug}.",
  schema: AcademyCourseSchema,
  fields: [
    ...withEnglish({ name: "title", label: "Titel", kind: "text", required: true }),
    ...withEnglish(
      {
        name: "slug",
        label: "Slug",
        kind: "text",
        prefix: "/academy/",
        hint: "Leer lassen, um ihn aus dem Titel zu erzeugen. Ergibt die Seite /academy/{slug}.",
      },
      {
        prefix: "/en/academy/",
        hint: "Leer lassen, um ihn aus dem englischen Titel zu erzeugen. Ergibt die Seite /en/academy/{slug}.",
      },
    ),
    { name: "instructor", label: "Kursleitung", kind: "text", required: true },
    ...withEnglish({ name: "duration", label: "Dauer", kind: "text", required: true, hint: "z. B. 6 Wochen" }),
    ...withEnglish({ name: "description", label: "Beschreibung", kind: "textarea", required: true }),
    ...withEnglish({
      name: "detailed_description",
      label: "Ausführliche Beschreibung",
      kind: "textarea",
      rows: 8,
      hint: "Für die Kursseite; leer = die Beschreibung.",
    }),
    { name: "modules", label: "Module", kind: "number", min: 1, required: true, half: true },
    { name: "students", label: "Teilnehmende", kind: "number", min: 0, required: true, half: true },
    { name: "rating", label: "Bewertung (1–5)", kind: "number", min: 1, max: 5, step: 0.1, required: true, half: true },
    { name: "price", label: "Preis", kind: "text", required: true, half: true, hint: "z. B. 149 €" },
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    {
      name: "external_url",
      label: "Externer Link",
      kind: "url",
      required: true,
      hint: "Ziel von „Kurs entdecken“ (http:// oder https://).",
    },
    { name: "featured", label: "Hervorgehoben", kind: "switch", half: true },
    { name: "show_details_button", label: "Details-Button (Kursseite /academy/{slug})", kind: "switch", half: true },
    ...seoFields,
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel", also: "instructor" },
    { name: "slug", label: "Slug", kind: "badge" },
    { name: "price", label: "Preis" },
    { name: "featured", label: "Hervorgehoben", kind: "toggle" },
    { name: "show_details_button", label: "Details", kind: "toggle" },
  ],
  toggles: ["featured", "show_details_button"],
  ordering: "newest",
  paging: { searchFields: ["title", "title_en"] },
  defaults: {
    modules: 1,
    students: 0,
    rating: 4.5,
    featured: false,
    show_details_button: false,
  },
  slugFrom: "title",
  labelField: "title",
  texts: {
    created: "Kurs erfolgreich erstellt!",
    updated: "Kurs erfolgreich aktualisiert!",
    deleted: "Kurs erfolgreich gelöscht!",
    saveFailed: "Fehler beim Speichern",
    saveFailedDescription: "Bitte versuchen Sie es erneut.",
    deleteFailed: "Fehler beim Löschen",
    deleteFailedDescription: "Bitte versuchen Sie es erneut.",
    confirmDelete: "Sind Sie sicher, dass Sie diesen Kurs löschen möchten?",
    empty: "Noch keine Kurse vorhanden.",
    add: "Neuer Kurs",
    createTitle: "Kurs erstellen",
    editTitle: "Kurs bearbeiten",
  },
  related: [{ label: "Seiteninhalt der Academy bearbeiten", to: "/admin/academy-hero" }],
  page: {
    path: "academy",
    list: { route: "academy" },
    // The course page exists only with the details button on and a slug (public-site.md 2.13).
    detail: {
      view: "academy-course",
      route: "academy-course",
      routable: { on: ["show_details_button"], filled: ["slug"] },
      title: "title",
      description: "description",
      image: "image_url",
      structuredData: "course",
    },
    hero: { key: "academy", editor: "academy-hero", menu: { group: "Buddys", label: "Academy Hero", order: 20 } },
  },
});
