import { z } from "zod";
import { dateTime, english, number, select, text, textarea, toggle, url } from "../../field-builders";
import { REGISTRATION_QUESTIONS, splitChoices } from "../../../registrations/questions";

/*
 * Registration on the site (issue 52, decision 0070): fields of an event and of a congress date, so
 * their form, validation and list come from the definitions like every other field.
 */

const capacity = z
  .number({ error: "Plätze muss eine Zahl sein" })
  .int("Plätze muss eine ganze Zahl sein")
  .min(1, "Plätze muss mindestens 1 sein")
  .max(100_000, "Plätze darf höchstens 100000 sein")
  .optional()
  .transform((value) => value ?? null);

const registrationMode = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? "external" : value),
  z.enum(["external", "here"], { error: "Bitte eine Art der Anmeldung wählen" }),
);

/** The external link: required only while registration is on the external page (the refine checks). */
export const externalLinkField = url("external_url", {
  label: "Externer Link",
  hint: "Ticket- oder Infoseite (http:// oder https://); erforderlich, wenn die Anmeldung extern ist.",
});

export const registrationFields = [
  select("registration_mode", {
    label: "Anmeldung",
    // Left out (a form from before this field, an import): the external page, as every event had.
    rule: registrationMode,
    choose: "eine Art der Anmeldung",
    options: [
      { value: "external", label: "Auf der externen Seite (Externer Link)" },
      { value: "here", label: "Hier auf der Website" },
    ],
    hint: "„Hier“: Besucher melden sich auf der Seite an, die Anmeldungen sehen Sie unter „Anmeldungen“.",
  }),
  number("registration_capacity", {
    label: "Plätze",
    half: true,
    min: 1,
    hint: "Leer = unbegrenzt.",
    rule: capacity,
  }),
  dateTime("registration_deadline", {
    label: "Anmeldeschluss",
    half: true,
    hint: "Zeit in Berlin; leer = bis zum Beginn.",
  }),
  toggle("registration_waitlist", {
    label: "Warteliste, wenn alle Plätze vergeben sind",
    hint: "Wer nachrückt, bekommt automatisch eine E-Mail.",
  }),
  ...REGISTRATION_QUESTIONS.flatMap((n) => [
    english(text(`registration_q${n}`, { label: `Frage ${n}`, max: 200, hint: "Optional." })),
    english(
      text(`registration_q${n}_choices`, {
        label: `Antworten auf Frage ${n}`,
        max: 1000,
        hint: "Leer = freie Antwort; sonst die Auswahl, getrennt durch |, z. B. „vegetarisch | vegan“.",
      }),
    ),
  ]),
  english(
    textarea("registration_consent", {
      label: "Einwilligungstext",
      max: 1000,
      rows: 2,
      hint: "Die Zeile, die Besucher ankreuzen; leer = der Standardtext zum Datenschutz.",
    }),
  ),
] as const;

/**
 * The rules over several registration fields: the external link while registration is external, and
 * no choices without their question. The link column is NOT NULL, so "none" is stored as ''.
 */
export function registrationRules(object: z.ZodType) {
  return object
    .superRefine((raw, ctx) => {
      const value = raw as Record<string, unknown>;
      if (value.registration_mode !== "here" && !value.external_url) {
        ctx.addIssue({ code: "custom", path: ["external_url"], message: "Externer Link ist erforderlich" });
      }
      for (const n of REGISTRATION_QUESTIONS) {
        const choices = splitChoices(value[`registration_q${n}_choices`]);
        if (choices.length > 0 && !value[`registration_q${n}`]) {
          ctx.addIssue({ code: "custom", path: [`registration_q${n}`], message: `Frage ${n} ist erforderlich` });
        }
        if (choices.length > 20) {
          const path = [`registration_q${n}_choices`];
          ctx.addIssue({ code: "custom", path, message: "Höchstens 20 Antworten" });
        }
      }
    })
    .transform((raw) => {
      const value = raw as Record<string, unknown>;
      return { ...value, external_url: value.external_url ?? "" };
    });
}
