import { z } from "zod";
import { defineContentType, withEnglish } from "../content-type-def";
import { flag, optionalDateTime, optionalText } from "../zod-fields";
import { eventBase, eventFields } from "./parts/events";
import { seoFields, seoShape } from "./parts/seo";

/** The public address of an event page (/events/{slug}). */
function eventPath(slug: string) {
  return `/events/${encodeURIComponent(slug)}`;
}

/* ------------------------------------------------------------------ */
/* Events and organizers (/admin/events)                               */
/* ------------------------------------------------------------------ */

/**
 * Event (back-office.md 3, 5). The slug is filled in by the server when left empty (from the title,
 * made unique); a typed slug is normalised and refused if another event uses it.
 */
const EventSchema = z
  .object({
    ...eventBase,
    detail_description: optionalText(20000),
    detail_description_en: optionalText(20000),
    featured: flag(),
    slug: optionalText(200),
    slug_en: optionalText(200),
    // For search engines (structured data), beside the free-text date the visitors read.
    starts_at: optionalDateTime(),
    ends_at: optionalDateTime(),
    place_name: optionalText(200),
    place_address: optionalText(300),
    ...seoShape,
  })
  .superRefine((value, ctx) => {
    if (value.starts_at && value.ends_at && value.ends_at.getTime() < value.starts_at.getTime()) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "Das Ende darf nicht vor dem Beginn liegen" });
    }
  });

const structuredHint = "Optional, für Suchmaschinen; die Besucher lesen das Datum und den Ort oben.";

export const events = defineContentType({
  key: "events",
  table: "events",
  menu: { group: "Events", label: "Events & Organisatoren", order: 10 },
  dashboard: { label: "Events", order: 110 },
  title: "Events",
  intro: "Events auf /events (neueste zuerst) und ihre Organisatoren auf /events/{slug}.",
  schema: EventSchema,
  fields: [
    ...eventFields(true),
    { name: "starts_at", label: "Beginn", kind: "datetime", half: true, hint: `${structuredHint} Zeit in Berlin.` },
    { name: "ends_at", label: "Ende", kind: "datetime", half: true, hint: "Leer = ohne festes Ende." },
    { name: "place_name", label: "Veranstaltungsort (Name)", kind: "text", half: true, hint: structuredHint },
    { name: "place_address", label: "Adresse", kind: "text", half: true, hint: "Straße, PLZ und Ort." },
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    ...withEnglish(
      {
        name: "slug",
        label: "Slug",
        kind: "text",
        prefix: "/events/",
        hint: "Leer lassen, um ihn aus dem Titel zu erzeugen.",
      },
      { prefix: "/en/events/", hint: "Leer lassen, um ihn aus dem englischen Titel zu erzeugen." },
    ),
    ...seoFields,
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel", also: "subtitle" },
    { name: "date_text", label: "Datum", also: "location" },
    { name: "slug", label: "Slug", kind: "badge" },
    { name: "organizer_count", label: "Organisatoren" },
    { name: "featured", label: "Hervorgehoben", kind: "toggle" },
  ],
  toggles: ["featured"],
  ordering: "newest",
  defaults: { featured: false },
  slugFrom: "title",
  labelField: "title",
  texts: {
    created: "Event erfolgreich erstellt!",
    updated: "Event erfolgreich aktualisiert!",
    deleted: "Event erfolgreich gelöscht!",
    // 'Fehler' with the server's message (back-office.md 8): the description says what went wrong.
    saveFailed: "Fehler",
    deleteFailed: "Fehler",
    toggled: "Event aktualisiert",
    confirmDelete: "Sind Sie sicher, dass Sie dieses Event löschen möchten?",
    empty: "Keine Events gefunden.",
    add: "Neues Event",
    createTitle: "Event erstellen",
    editTitle: "Event bearbeiten",
  },
  related: [{ label: "Seiteninhalt der Events bearbeiten", to: "/admin/events-hero" }],
  publicPath: (row) => (typeof row.slug === "string" && row.slug ? eventPath(row.slug) : "/events"),
  // The first tab of /admin/events; the organizers are its second (event-organizers.ts).
  tab: {
    screen: "events",
    label: "Events",
    heading: { title: "Events & Organisatoren", meta: "Events", loadFailed: "Fehler beim Laden der Events" },
  },
});
