import { z } from "zod";
import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { english, image, number, pageSlug, richText, text, textarea, toggle, url } from "../field-builders";
import { seoFields } from "./parts/seo";
import { HERO_FALLBACK_IMAGES } from "../../pages/site-defaults";
import { courseLd } from "../../pages/structured-data";

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

export const academyCourses = defineContentType({
  key: "academy",
  table: "academyCourses",
  menu: { group: "Buddys", order: 10 },
  dashboard: { order: 100 },
  title: "Academy-Kurse",
  intro: "Die Kurse der Academy; mit der Schaltfläche „Details“ hat ein Kurs auch eine eigene Seite.",
  fields: [
    english(text("title", { label: "Titel", required: true, max: 200, search: "title" })),
    // The slug is required by the spec's form but filled in by the server when left empty (from the
    // title, made unique), so its rule keeps it optional.
    pageSlug({ source: "title", sourceName: "Titel", fallback: "kurs", prefixes: ["/academy/", "/en/academy/"] }),
    text("instructor", { label: "Kursleitung", required: true, max: 200, search: "keywords" }),
    english(text("duration", { label: "Dauer", required: true, max: 100, hint: "z. B. 6 Wochen" })),
    english(textarea("description", { label: "Beschreibung", required: true, max: 2000, search: "summary" })),
    english(
      richText("detailed_description", {
        label: "Ausführliche Beschreibung",
        max: 50_000,
        rows: 8,
        hint: "Für die Kursseite; leer = die Beschreibung.",
        search: "body",
      }),
    ),
    number("modules", { label: "Module", min: 1, most: 1000, required: true, half: true }),
    number("students", { label: "Teilnehmende", min: 0, most: 100_000_000, required: true, half: true }),
    number("rating", {
      label: "Bewertung (1–5)",
      min: 1,
      max: 5,
      step: 0.1,
      required: true,
      half: true,
      rule: rating("Bewertung"),
    }),
    text("price", { label: "Preis", required: true, max: 100, half: true, hint: "z. B. 149 €" }),
    image("image_url", { label: "Bild-URL", required: true }),
    url("external_url", {
      label: "Externer Link",
      required: true,
      hint: "Wohin „Kurs entdecken“ führt, mit http:// oder https://.",
    }),
    toggle("featured", { label: "Hervorgehoben", half: true }),
    toggle("show_details_button", { label: "Details-Button (eigene Kursseite)", half: true }),
    seoFields,
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel", also: "instructor" },
    { name: "slug", label: "Webadresse", kind: "badge" },
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
  labelField: "title",
  texts: {
    ...recordTexts("Kurs", "m", "Kurse"),
    ...failureTexts.tryAgain,
  },
  related: [{ label: "Seiteninhalt der Academy bearbeiten", to: "/admin/academy-hero" }],
  page: {
    path: "academy",
    name: { de: "Akademie", en: "Academy" },
    list: true,
    // The course page exists only with the details button on and a slug (public-site.md 2.13).
    detail: {
      routable: { on: ["show_details_button"], filled: ["slug"] },
      title: "title",
      description: "description",
      image: "image_url",
      imageFallback: HERO_FALLBACK_IMAGES.academy,
      jsonLd: (course, context) =>
        courseLd({ course: { ...course, image: course.og_image || course.image_url }, ...context }),
    },
    hero: {
      key: "academy",
      editor: "academy-hero",
      menu: { group: "Buddys", label: "Seitenkopf: Academy", order: 20 },
    },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    academy: typeof academyCourses;
  }
}
