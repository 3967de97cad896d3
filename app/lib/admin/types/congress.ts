import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { dateFields, endNotBeforeStart, eventFields } from "./parts/events";
import { registrationFields, registrationRules } from "./parts/registration";

/* ------------------------------------------------------------------ */
/* Congress and speakers (/admin/kongress)                             */
/* ------------------------------------------------------------------ */

export const congress = defineContentType({
  // The key is the screen's URL segment, the spec's German /admin/kongress; in code the entity is "congress".
  key: "kongress",
  table: "congressEvents",
  menu: { group: "Events", label: "Kongress & Speaker", order: 30 },
  // The spec's card address is /admin/congress (an alias of /admin/kongress).
  dashboard: { label: "Kongresse", order: 130, id: "congress", path: "/admin/congress", screen: "/admin/kongress" },
  title: "Kongress",
  intro: "Die Kongresse auf der Seite des Kongresses (kommende nach Beginn) und ihre Speaker.",
  // As an event without slug and detail_description (back-office.md 3).
  fields: [...eventFields.head, ...dateFields, ...eventFields.rest, ...registrationFields],
  refine: (object) => registrationRules(endNotBeforeStart(object)),
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel", also: "subtitle" },
    { name: "date_text", label: "Datum", kind: "dates", also: "location" },
    { name: "speaker_count", label: "Speaker", extra: true },
    { name: "registration_count", label: "Anmeldungen", extra: true },
  ],
  toggles: [],
  ordering: "by-start",
  defaults: { registration_mode: "external" },
  labelField: "title",
  texts: {
    ...recordTexts("Kongress", "m", "Kongresse"),
    ...failureTexts.withMessage,
    empty: "Keine Kongresse gefunden.",
  },
  related: [
    { label: "Seiteninhalt des Kongresses bearbeiten", to: "/admin/kongress-hero" },
    { label: "Anmeldungen", to: "/admin/anmeldungen" },
  ],
  page: {
    path: "kongress",
    english: "congress",
    list: true,
    // No page per congress: a draft is previewed as its section of the congress page.
    preview: { title: "title" },
    hero: {
      key: "kongress",
      editor: "kongress-hero",
      menu: { group: "Events", label: "Seitenkopf: Kongress", order: 40 },
    },
  },
  // The first tab of /admin/kongress; the speakers are its second (congress-speakers.ts).
  tab: {
    screen: "kongress",
    label: "Kongresse",
    heading: { title: "Kongress & Speaker", meta: "Kongress", loadFailed: "Fehler beim Laden der Kongresse" },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    kongress: typeof congress;
  }
}
