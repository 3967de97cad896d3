import { z } from "zod";
import { defineContentType } from "../content-type-def";
import { flag, optionalText } from "../zod-fields";
import { eventBase, eventFields } from "./parts/events";

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
const EventSchema = z.object({
  ...eventBase,
  detail_description: optionalText(20000),
  featured: flag(),
  slug: optionalText(200),
});

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
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    {
      name: "slug",
      label: "Slug",
      kind: "text",
      prefix: "/events/",
      hint: "Leer lassen, um ihn aus dem Titel zu erzeugen.",
    },
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
});
