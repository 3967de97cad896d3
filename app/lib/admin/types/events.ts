import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { pageSlug, text, toggle } from "../field-builders";
import { dateFields, endNotBeforeStart, eventFields } from "./parts/events";
import { registrationFields, registrationRules } from "./parts/registration";
import { seoFields } from "./parts/seo";
import { isPast } from "../../pages/event-dates";
import { richTextPlain } from "../../text/rich-text";
import { eventLd } from "../../pages/structured-data";

/* ------------------------------------------------------------------ */
/* Events and organizers (/admin/events)                               */
/* ------------------------------------------------------------------ */

const structuredHint = "Optional, für Suchmaschinen; die Besucher lesen den Ort oben.";

/**
 * Event (back-office.md 3, 5). The slug is filled in by the server when left empty (from the title,
 * made unique); a typed slug is normalised and refused if another event uses it.
 */
export const events = defineContentType({
  key: "events",
  table: "events",
  menu: { group: "Events", label: "Events & Organisatoren", order: 10 },
  dashboard: { order: 110 },
  title: "Events",
  intro: "Die Events (nach Beginn, vergangene darunter), jedes mit einer eigenen Seite, und ihre Organisatoren.",
  fields: [
    ...eventFields.head,
    eventFields.detail,
    ...dateFields,
    ...eventFields.rest,
    text("place_name", { label: "Name des Veranstaltungsorts", max: 200, half: true, hint: structuredHint }),
    text("place_address", { label: "Adresse", max: 300, half: true, hint: "Straße, PLZ und Ort." }),
    ...registrationFields,
    toggle("featured", { label: "Hervorgehoben" }),
    pageSlug({ source: "title", sourceName: "Titel", fallback: "event", prefixes: ["/events/", "/en/events/"] }),
    seoFields,
  ],
  refine: (object) => registrationRules(endNotBeforeStart(object)),
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel", also: "subtitle" },
    { name: "date_text", label: "Datum", kind: "dates", also: "location" },
    { name: "slug", label: "Webadresse", kind: "badge" },
    { name: "organizer_count", label: "Organisatoren", extra: true },
    { name: "registration_count", label: "Anmeldungen", extra: true },
    { name: "featured", label: "Hervorgehoben", kind: "toggle" },
  ],
  toggles: ["featured"],
  ordering: "by-start",
  defaults: { featured: false, registration_mode: "external" },
  labelField: "title",
  texts: {
    ...recordTexts("Event", "n", "Events"),
    ...failureTexts.withMessage,
    toggled: "Event aktualisiert",
    empty: "Keine Events gefunden.",
  },
  related: [
    { label: "Seiteninhalt der Events bearbeiten", to: "/admin/events-hero" },
    { label: "Anmeldungen", to: "/admin/anmeldungen" },
  ],
  page: {
    path: "events",
    name: { de: "Events", en: "Events" },
    list: true,
    // Every event has a page; one without a slug is found by the slug of its title (public-site.md 3, 5).
    detail: {
      routable: {},
      slugFallback: "title",
      title: "title",
      description: ["subtitle", "description"],
      image: "image_url",
      jsonLd: (event, context) =>
        eventLd({
          event: {
            ...event,
            description: richTextPlain(event.detail_description) || event.description,
            image: event.og_image || event.image_url,
            past: isPast(event, new Date()),
            // Added by the page's server half from the seats taken (events.page.server.ts).
            registrationAvailability:
              "registration_availability" in event && typeof event.registration_availability === "string"
                ? event.registration_availability
                : null,
          },
          ...context,
        }),
    },
    hero: { key: "events", editor: "events-hero", menu: { group: "Events", label: "Seitenkopf: Events", order: 20 } },
  },
  // The first tab of /admin/events; the organizers are its second (event-organizers.ts).
  tab: {
    screen: "events",
    label: "Events",
    heading: { title: "Events & Organisatoren", meta: "Events", loadFailed: "Fehler beim Laden der Events" },
  },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    events: typeof events;
  }
}
