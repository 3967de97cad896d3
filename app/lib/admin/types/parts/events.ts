import { z } from "zod";
import { dateTime, english, image, richText, select, text, textarea, url } from "../../field-builders";
import { requiredText } from "../../zod-fields";
import { externalLinkField } from "./registration";

/** Pieces shared by events and congresses, and by their organizers and speakers. */

/** The id of the parent row: a positive whole number (the select sends it as text; conform coerces). */
function parentId(label: string) {
  const message = `Bitte ${label} wählen`;
  return z.number({ error: message }).int(message).positive(message);
}

/** The fields of an event and of a congress; an event also has its page's longer description. */
export const eventFields = {
  head: [
    english(text("title", { label: "Titel", required: true, max: 200 })),
    english(text("subtitle", { label: "Untertitel", required: true, max: 300 })),
    english(textarea("description", { label: "Beschreibung", required: true, max: 5000 })),
  ],
  detail: english(
    richText("detail_description", {
      label: "Ausführliche Beschreibung",
      max: 50_000,
      rows: 8,
      hint: "Für die Eventseite; leer = die Beschreibung.",
    }),
  ),
  rest: [
    english(text("location", { label: "Ort", required: true, max: 300 })),
    english(text("tickets_text", { label: "Tickets", required: true, max: 300, hint: "z. B. ab 149 €" })),
    image("image_url", { label: "Bild-URL", required: true }),
    // Required while registration is external (parts/registration.ts).
    externalLinkField,
    url("video", { label: "Video-URL", hint: "YouTube, Vimeo oder eine andere Adresse mit http:// oder https://." }),
  ],
};

/**
 * The date of an event or a congress, asked once: start and end, from which the page writes its date
 * text in each language (app/lib/pages/event-dates.ts), and an optional text of staff's own instead. The
 * column keeps '' for "no text of their own" (it was required before, so it is NOT NULL).
 */
export const dateFields = [
  // Required of a new record (events.server.ts): a record saved before the dates were asked may stay without.
  dateTime("starts_at", {
    label: "Beginn",
    requiredWhenNew: true,
    half: true,
    hint: "Zeit in Berlin; für neue Einträge erforderlich.",
  }),
  dateTime("ends_at", { label: "Ende", half: true, hint: "Leer = am selben Tag." }),
  english(
    text("date_text", {
      label: "Eigener Datumstext",
      max: 200,
      rule: z
        .string()
        .trim()
        .max(200, "Höchstens 200 Zeichen")
        .optional()
        .transform((value) => value ?? ""),
      hint: "Optional, z. B. „Jeden ersten Mittwoch“. Leer = aus Beginn und Ende, z. B. „13.–15. Juni 2027“.",
    }),
  ),
];

/** The end of an event or a congress may not lie before its start (only two real moments are compared). */
export function endNotBeforeStart(object: z.ZodObject<Record<string, z.ZodType>>) {
  return object.superRefine((value, ctx) => {
    const { starts_at: start, ends_at: end } = value;
    if (start instanceof Date && end instanceof Date && end.getTime() < start.getTime()) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "Das Ende darf nicht vor dem Beginn liegen" });
    }
  });
}

/**
 * The fields of an organizer or speaker: the parent select (its options come from the screen, from
 * the parent rows; the static list is empty on purpose), then the person.
 */
export function personFields<P extends string>(parentField: P, parentLabel: string, choose: string) {
  return [
    select(parentField, { label: parentLabel, required: true, options: [], rule: parentId(choose) }),
    text("name", { label: "Name", required: true, max: 200 }),
    // The message names the field "Titel", as its column does.
    english(text("title", { label: "Titel / Funktion", required: true, max: 200, rule: requiredText("Titel", 200) })),
    image("image_url", { label: "Bild-URL", required: true }),
    english(textarea("bio", { label: "Bio", required: true, max: 5000, rows: 6 })),
  ];
}

/** The list of an event's organizers or a congress's speakers: newest first, named by the person's name. */
export const personList = {
  columns: [
    { name: "image_url", label: "Bild", kind: "image" },
    { name: "name", label: "Name", also: "title" },
    { name: "bio", label: "Bio", preview: 80 },
  ],
  toggles: [],
  ordering: "newest",
  defaults: {},
  labelField: "name",
} as const;
