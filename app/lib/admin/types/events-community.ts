import { z } from "zod";
import { defineContentType, type ContentTypeDef, type FieldDef } from "../content-type";
import { flag, httpUrl, imageUrl, optionalHttpUrl, optionalText, requiredText, wholeNumber } from "../fields";

/** The community site: default external link of new features and posts (back-office.md 9; db/seed.ts COMMUNITY_HOST). */
export const COMMUNITY_HOST = "https://community.example.com";

/**
 * A child content type (organizers of an event, speakers of a congress): `parent.field` holds the id
 * of a row of the type `parent.key`. The screens fill that field's options from the parent rows and
 * list children only for the selected parent; the table-driven test creates a parent row first.
 */
export type ParentRef = { key: string; field: string };
export type ChildContentTypeDef = ContentTypeDef & { parent: ParentRef };

/** The parent of a child type, if it has one. */
export function parentOf(def: ContentTypeDef): ParentRef | null {
  return (def as Partial<ChildContentTypeDef>).parent ?? null;
}

/** The id of the parent row: a positive whole number (the select sends it as text; conform coerces). */
function parentId(label: string) {
  const message = `Bitte ${label} wählen`;
  return z.number({ error: message }).int(message).positive(message);
}

/** The public address of an event page (/events/{slug}). */
export function eventPath(slug: string) {
  return `/events/${encodeURIComponent(slug)}`;
}

/* ------------------------------------------------------------------ */
/* Events and organizers (/admin/events)                               */
/* ------------------------------------------------------------------ */

const eventBase = {
  title: requiredText("Titel", 200),
  subtitle: requiredText("Untertitel", 300),
  description: requiredText("Beschreibung", 5000),
  date_text: requiredText("Datum", 200),
  location: requiredText("Ort", 300),
  tickets_text: requiredText("Tickets", 300),
  image_url: imageUrl("Bild-URL"),
  external_url: httpUrl("Externer Link"),
  video: optionalHttpUrl(),
};

/**
 * Event (back-office.md 3, 5). The slug is filled in by the server when left empty (from the title,
 * made unique); a typed slug is normalised and refused if another event uses it.
 */
export const EventSchema = z.object({
  ...eventBase,
  detail_description: optionalText(20000),
  featured: flag(),
  slug: optionalText(200),
});

const eventFields = (withDetail: boolean): FieldDef[] => [
  { name: "title", label: "Titel", kind: "text", required: true },
  { name: "subtitle", label: "Untertitel", kind: "text", required: true },
  { name: "description", label: "Beschreibung", kind: "textarea", required: true },
  ...(withDetail ? [{ name: "detail_description", label: "Ausführliche Beschreibung", kind: "textarea", rows: 8, hint: "Für die Eventseite; leer = die Beschreibung." } as FieldDef] : []),
  { name: "date_text", label: "Datum", kind: "text", required: true, half: true, hint: "z. B. 14.–16. März 2026" },
  { name: "location", label: "Ort", kind: "text", required: true, half: true },
  { name: "tickets_text", label: "Tickets", kind: "text", required: true, hint: "z. B. ab 149 €" },
  { name: "image_url", label: "Bild-URL", kind: "image", required: true },
  { name: "external_url", label: "Externer Link", kind: "url", required: true, hint: "Ticket- oder Infoseite (http:// oder https://)." },
  { name: "video", label: "Video-URL", kind: "url", hint: "YouTube, Vimeo oder eine andere http(s)-Adresse." },
];

export const events = defineContentType({
  key: "events",
  title: "Events",
  intro: "Events auf /events (neueste zuerst) und ihre Organisatoren auf /events/{slug}.",
  schema: EventSchema,
  fields: [
    ...eventFields(true),
    { name: "featured", label: "Hervorgehoben", kind: "switch" },
    { name: "slug", label: "Slug", kind: "text", prefix: "/events/", hint: "Leer lassen, um ihn aus dem Titel zu erzeugen." },
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
    saveFailed: "Fehler: Das Event konnte nicht gespeichert werden.",
    deleteFailed: "Fehler",
    deleteFailedDescription: "Das Event konnte nicht gelöscht werden.",
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

const personFields = (parentField: string, parentLabel: string): FieldDef[] => [
  // Options come from the screen (the parent rows); the static list is empty on purpose.
  { name: parentField, label: parentLabel, kind: "select", required: true, options: [] },
  { name: "name", label: "Name", kind: "text", required: true, half: true },
  { name: "title", label: "Titel / Funktion", kind: "text", required: true, half: true },
  { name: "image_url", label: "Bild-URL", kind: "image", required: true },
  { name: "bio", label: "Bio", kind: "textarea", required: true, rows: 6 },
];

const personColumns = [
  { name: "image_url", label: "Bild", kind: "image" },
  { name: "name", label: "Name", also: "title" },
  { name: "bio", label: "Bio", preview: 80 },
] as const satisfies ContentTypeDef["columns"];

export const EventOrganizerSchema = z.object({
  event_event_id: parentId("ein Event"),
  name: requiredText("Name", 200),
  title: requiredText("Titel", 200),
  bio: requiredText("Bio", 5000),
  image_url: imageUrl("Bild-URL"),
});

export const eventOrganizers: ChildContentTypeDef = {
  ...(defineContentType({
    key: "event-organizers",
    title: "Organisatoren",
    intro: "Organisatoren eines Events (auf /events/{slug}).",
    schema: EventOrganizerSchema,
    fields: personFields("event_event_id", "Event"),
    columns: [...personColumns],
    toggles: [],
    ordering: "newest",
    defaults: {},
    labelField: "name",
    texts: {
      created: "Organisator erfolgreich erstellt!",
      updated: "Organisator erfolgreich aktualisiert!",
      deleted: "Organisator erfolgreich gelöscht!",
      saveFailed: "Fehler: Der Organisator konnte nicht gespeichert werden.",
      deleteFailed: "Fehler",
      deleteFailedDescription: "Der Organisator konnte nicht gelöscht werden.",
      confirmDelete: "Sind Sie sicher, dass Sie diesen Organisator löschen möchten?",
      empty: "Keine Organisatoren für dieses Event.",
      add: "Neuer Organisator",
      createTitle: "Organisator erstellen",
      editTitle: "Organisator bearbeiten",
    },
    related: [{ label: "Organisatoren nach Event verwalten", to: "/admin/events?tab=organisatoren" }],
  }) as unknown as ContentTypeDef),
  parent: { key: "events", field: "event_event_id" },
};

/* ------------------------------------------------------------------ */
/* Congress and speakers (/admin/kongress)                             */
/* ------------------------------------------------------------------ */

/** Congress event: as an event without slug and detail_description (back-office.md 3). */
export const CongressSchema = z.object(eventBase);

export const congress = defineContentType({
  key: "kongress",
  title: "Kongress",
  intro: "Kongresse auf /kongress (neueste zuerst) und ihre Speaker.",
  schema: CongressSchema,
  fields: eventFields(false),
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel", also: "subtitle" },
    { name: "date_text", label: "Datum", also: "location" },
    { name: "speaker_count", label: "Speaker" },
  ],
  toggles: [],
  ordering: "newest",
  defaults: {},
  labelField: "title",
  texts: {
    created: "Kongress erfolgreich erstellt!",
    updated: "Kongress erfolgreich aktualisiert!",
    deleted: "Kongress erfolgreich gelöscht!",
    saveFailed: "Fehler: Der Kongress konnte nicht gespeichert werden.",
    deleteFailed: "Fehler",
    deleteFailedDescription: "Der Kongress konnte nicht gelöscht werden.",
    confirmDelete: "Sind Sie sicher, dass Sie diesen Kongress löschen möchten?",
    empty: "Keine Kongresse gefunden.",
    add: "Neuer Kongress",
    createTitle: "Kongress erstellen",
    editTitle: "Kongress bearbeiten",
  },
  related: [{ label: "Seiteninhalt des Kongresses bearbeiten", to: "/admin/kongress-hero" }],
  publicPath: () => "/kongress",
});

export const CongressSpeakerSchema = z.object({
  congress_event_id: parentId("einen Kongress"),
  name: requiredText("Name", 200),
  title: requiredText("Titel", 200),
  bio: requiredText("Bio", 5000),
  image_url: imageUrl("Bild-URL"),
});

export const congressSpeakers: ChildContentTypeDef = {
  ...(defineContentType({
    key: "congress-speakers",
    title: "Speaker",
    intro: "Speaker eines Kongresses (auf /kongress).",
    schema: CongressSpeakerSchema,
    fields: personFields("congress_event_id", "Kongress"),
    columns: [...personColumns],
    toggles: [],
    ordering: "newest",
    defaults: {},
    labelField: "name",
    texts: {
      created: "Speaker erfolgreich erstellt!",
      updated: "Speaker erfolgreich aktualisiert!",
      deleted: "Speaker erfolgreich gelöscht!",
      saveFailed: "Fehler: Der Speaker konnte nicht gespeichert werden.",
      deleteFailed: "Fehler",
      deleteFailedDescription: "Der Speaker konnte nicht gelöscht werden.",
      confirmDelete: "Sind Sie sicher, dass Sie diesen Speaker löschen möchten?",
      empty: "Keine Speaker für diesen Kongress.",
      add: "Neuer Speaker",
      createTitle: "Speaker erstellen",
      editTitle: "Speaker bearbeiten",
    },
    related: [{ label: "Speaker nach Kongress verwalten", to: "/admin/kongress?tab=speaker" }],
    publicPath: () => "/kongress",
  }) as unknown as ContentTypeDef),
  parent: { key: "kongress", field: "congress_event_id" },
};

/* ------------------------------------------------------------------ */
/* Community (/admin/community): features, posts, stats                */
/* ------------------------------------------------------------------ */

const iconHint = "Lucide-Name, z. B. Users, Calendar, BookOpen, MessageCircle, GraduationCap (unbekannt = Users).";

const communityFailures = {
  saveFailed: "Fehler beim Speichern",
  deleteFailed: "Fehler beim Löschen",
  deleteFailedDescription: "Bitte versuchen Sie es erneut.",
} as const;

export const CommunityFeatureSchema = z.object({
  title: requiredText("Titel", 200),
  description: requiredText("Beschreibung", 2000),
  detail_description: optionalText(10000),
  icon_name: requiredText("Icon", 60),
  image_url: imageUrl("Bild-URL"),
  external_url: httpUrl("Externer Link"),
});

export const communityFeatures = defineContentType({
  key: "community-features",
  title: "Community-Features",
  intro: "Angebote der Community auf /community (neueste zuerst).",
  schema: CommunityFeatureSchema,
  fields: [
    { name: "title", label: "Titel", kind: "text", required: true, half: true },
    { name: "icon_name", label: "Icon", kind: "text", required: true, half: true, hint: iconHint },
    { name: "description", label: "Beschreibung", kind: "textarea", required: true },
    { name: "detail_description", label: "Ausführliche Beschreibung", kind: "textarea" },
    { name: "image_url", label: "Bild-URL", kind: "image", required: true },
    { name: "external_url", label: "Externer Link", kind: "url", required: true },
  ],
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "title", label: "Titel" },
    { name: "description", label: "Beschreibung", preview: 80 },
    { name: "icon_name", label: "Icon", kind: "badge" },
  ],
  toggles: [],
  ordering: "newest",
  defaults: { icon_name: "Users", external_url: COMMUNITY_HOST },
  labelField: "title",
  texts: {
    created: "Feature erfolgreich erstellt!",
    updated: "Feature erfolgreich aktualisiert!",
    deleted: "Feature erfolgreich gelöscht!",
    ...communityFailures,
    confirmDelete: "Sind Sie sicher, dass Sie dieses Feature löschen möchten?",
    empty: "Noch keine Features vorhanden.",
    add: "Neues Feature",
    createTitle: "Feature erstellen",
    editTitle: "Feature bearbeiten",
  },
  publicPath: () => "/community",
});

export const CommunityPostSchema = z.object({
  author: requiredText("Autor", 200),
  time_text: requiredText("Zeit", 100),
  content: requiredText("Inhalt", 5000),
  likes: wholeNumber("Likes", { min: 0, max: 100_000_000 }),
  comments: wholeNumber("Kommentare", { min: 0, max: 100_000_000 }),
  category: requiredText("Kategorie", 100),
  external_url: httpUrl("Externer Link"),
});

export const communityPosts = defineContentType({
  key: "community-posts",
  title: "Community-Posts",
  intro: "Beiträge aus der Community (neueste zuerst).",
  schema: CommunityPostSchema,
  fields: [
    { name: "author", label: "Autor", kind: "text", required: true, half: true },
    { name: "time_text", label: "Zeit", kind: "text", required: true, half: true, hint: "Freitext, z. B. vor 2 Stunden" },
    { name: "content", label: "Inhalt", kind: "textarea", required: true },
    { name: "likes", label: "Likes", kind: "number", min: 0, required: true, half: true },
    { name: "comments", label: "Kommentare", kind: "number", min: 0, required: true, half: true },
    { name: "category", label: "Kategorie", kind: "text", required: true },
    { name: "external_url", label: "Externer Link", kind: "url", required: true },
  ],
  columns: [
    { name: "author", label: "Autor", also: "time_text" },
    { name: "content", label: "Inhalt", preview: 80 },
    { name: "category", label: "Kategorie", kind: "badge" },
    { name: "likes", label: "Likes" },
    { name: "comments", label: "Kommentare" },
  ],
  toggles: [],
  ordering: "newest",
  defaults: { likes: 0, comments: 0, time_text: "gerade eben", external_url: COMMUNITY_HOST },
  labelField: "author",
  texts: {
    created: "Post erfolgreich erstellt!",
    updated: "Post erfolgreich aktualisiert!",
    deleted: "Post erfolgreich gelöscht!",
    ...communityFailures,
    confirmDelete: "Sind Sie sicher, dass Sie diesen Post löschen möchten?",
    empty: "Noch keine Posts vorhanden.",
    add: "Neuer Post",
    createTitle: "Post erstellen",
    editTitle: "Post bearbeiten",
  },
});

export const CommunityStatSchema = z.object({
  stat_key: requiredText("Schlüssel", 100),
  stat_value: requiredText("Wert", 50),
  stat_label_de: requiredText("Bezeichnung (DE)", 100),
  stat_label_en: requiredText("Bezeichnung (EN)", 100),
  icon_name: requiredText("Icon", 60),
  display_order: wholeNumber("Reihenfolge"),
  is_active: flag(),
});

export const communityStats = defineContentType({
  key: "community-stats",
  title: "Community-Statistiken",
  intro: "Zahlen auf /community (nur aktive, in dieser Reihenfolge).",
  schema: CommunityStatSchema,
  fields: [
    { name: "stat_key", label: "Schlüssel", kind: "text", required: true, half: true, hint: "z. B. members" },
    { name: "stat_value", label: "Wert", kind: "text", required: true, half: true, hint: "Text, z. B. 2,547" },
    { name: "stat_label_de", label: "Bezeichnung (DE)", kind: "text", required: true, half: true },
    { name: "stat_label_en", label: "Bezeichnung (EN)", kind: "text", required: true, half: true },
    { name: "icon_name", label: "Icon", kind: "text", required: true, half: true, hint: iconHint },
    { name: "display_order", label: "Reihenfolge", kind: "number", min: 0, required: true, half: true },
    { name: "is_active", label: "Aktiv", kind: "switch" },
  ],
  columns: [
    { name: "stat_value", label: "Wert" },
    { name: "stat_label_de", label: "Bezeichnung (DE/EN)", also: "stat_label_en" },
    { name: "stat_key", label: "Schlüssel", kind: "badge" },
    { name: "icon_name", label: "Icon", kind: "badge" },
    { name: "is_active", label: "Aktiv", kind: "toggle" },
  ],
  toggles: ["is_active"],
  ordering: "manual",
  defaults: { icon_name: "Users", display_order: 0, is_active: true },
  labelField: "stat_label_de",
  texts: {
    created: "Statistik erfolgreich erstellt!",
    updated: "Statistik erfolgreich aktualisiert!",
    deleted: "Statistik erfolgreich gelöscht!",
    ...communityFailures,
    toggledFields: { is_active: { on: "Statistik aktiviert", off: "Statistik deaktiviert" } },
    moved: "Reihenfolge aktualisiert",
    confirmDelete: "Sind Sie sicher, dass Sie diese Statistik löschen möchten?",
    empty: "Noch keine Statistiken vorhanden.",
    add: "Neue Statistik",
    createTitle: "Statistik erstellen",
    editTitle: "Statistik bearbeiten",
  },
  publicPath: () => "/community",
});

/** Content types of this area (issue 7), merged into CONTENT_TYPES. */
export const EVENTS_COMMUNITY_TYPES = {
  events,
  "event-organizers": eventOrganizers,
  kongress: congress,
  "congress-speakers": congressSpeakers,
  "community-features": communityFeatures,
  "community-posts": communityPosts,
  "community-stats": communityStats,
} satisfies Record<string, ContentTypeDef>;
