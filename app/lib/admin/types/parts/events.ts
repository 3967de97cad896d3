import { z } from "zod";
import { withEnglish, type ContentTypeDef, type FieldDef } from "../../content-type-def";
import { httpUrl, imageUrl, optionalHttpUrl, optionalText, requiredText } from "../../zod-fields";

/** Pieces shared by events and congresses, and by their organizers and speakers. */

/** The id of the parent row: a positive whole number (the select sends it as text; conform coerces). */
export function parentId(label: string) {
  const message = `Bitte ${label} wählen`;
  return z.number({ error: message }).int(message).positive(message);
}

export const eventBase = {
  title: requiredText("Titel", 200),
  title_en: optionalText(200),
  subtitle: requiredText("Untertitel", 300),
  subtitle_en: optionalText(300),
  description: requiredText("Beschreibung", 5000),
  description_en: optionalText(5000),
  date_text: requiredText("Datum", 200),
  date_text_en: optionalText(200),
  location: requiredText("Ort", 300),
  location_en: optionalText(300),
  tickets_text: requiredText("Tickets", 300),
  tickets_text_en: optionalText(300),
  image_url: imageUrl("Bild-URL"),
  external_url: httpUrl("Externer Link"),
  video: optionalHttpUrl(),
};

export const eventFields = (withDetail: boolean): FieldDef[] => [
  ...withEnglish({ name: "title", label: "Titel", kind: "text", required: true }),
  ...withEnglish({ name: "subtitle", label: "Untertitel", kind: "text", required: true }),
  ...withEnglish({ name: "description", label: "Beschreibung", kind: "textarea", required: true }),
  ...(withDetail
    ? withEnglish({
        name: "detail_description",
        label: "Ausführliche Beschreibung",
        kind: "textarea",
        rows: 8,
        hint: "Für die Eventseite; leer = die Beschreibung.",
      })
    : []),
  ...withEnglish({ name: "date_text", label: "Datum", kind: "text", required: true, hint: "z. B. 14.–16. März 2026" }),
  ...withEnglish({ name: "location", label: "Ort", kind: "text", required: true }),
  ...withEnglish({ name: "tickets_text", label: "Tickets", kind: "text", required: true, hint: "z. B. ab 149 €" }),
  { name: "image_url", label: "Bild-URL", kind: "image", required: true },
  {
    name: "external_url",
    label: "Externer Link",
    kind: "url",
    required: true,
    hint: "Ticket- oder Infoseite (http:// oder https://).",
  },
  { name: "video", label: "Video-URL", kind: "url", hint: "YouTube, Vimeo oder eine andere http(s)-Adresse." },
];

export const personFields = (parentField: string, parentLabel: string): FieldDef[] => [
  // Options come from the screen (the parent rows); the static list is empty on purpose.
  { name: parentField, label: parentLabel, kind: "select", required: true, options: [] },
  { name: "name", label: "Name", kind: "text", required: true },
  ...withEnglish({ name: "title", label: "Titel / Funktion", kind: "text", required: true }),
  { name: "image_url", label: "Bild-URL", kind: "image", required: true },
  ...withEnglish({ name: "bio", label: "Bio", kind: "textarea", required: true, rows: 6 }),
];

/** The English twins of a person's texts (organizers and speakers). */
export const personEnglish = {
  title_en: optionalText(200),
  bio_en: optionalText(5000),
};

export const personColumns = [
  { name: "image_url", label: "Bild", kind: "image" },
  { name: "name", label: "Name", also: "title" },
  { name: "bio", label: "Bio", preview: 80 },
] as const satisfies ContentTypeDef["columns"];
