import { z } from "zod";
import { CONTACT_FALLBACKS, NEWSLETTER_PROMISE } from "~/lib/pages/site-defaults";
import type { FieldDef } from "~/lib/admin/content-type-def";
import {
  choice,
  flag,
  optionalHttpUrl,
  optionalLinkTarget,
  optionalText,
  requiredText,
  wholeNumber,
} from "~/lib/admin/zod-fields";

/**
 * General settings (back-office.md 2, 3, 5): the single row id 1 of general_settings. The schema is
 * used by conform in the browser and by the action on the server.
 */
const LOGO_SHORT_MAX = 3;
const GRID_COLUMNS = [2, 3, 4] as const;

const emailMessage = "Bitte eine gültige E-Mail-Adresse eingeben";
/** How the public site's fixed German texts address a visitor (the English ones need no choice). */
const FORMS_OF_ADDRESS = ["sie", "du"] as const;

/** An optional e-mail address: blank is null, anything else must be an address. */
function optionalEmail() {
  return optionalText(254).refine((value) => value === null || z.email().safeParse(value).success, emailMessage);
}
const phoneMessage = "Bitte eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - eingeben";

export const GeneralSettingsSchema = z.object({
  // Logo
  logo_short: requiredText("Kurzlogo", LOGO_SHORT_MAX),
  logo_full: optionalText(100),
  logo_domain: optionalText(100),
  use_logo_full_in_navbar: flag(),
  use_logo_full_in_footer: flag(),
  // Company
  company_name: optionalText(200),
  address_street: optionalText(200),
  address_city: optionalText(200),
  slogan_de: optionalText(300),
  slogan_en: optionalText(300),
  // Contact
  contact_email: optionalEmail(),
  notify_email: optionalEmail(),
  contact_phone: optionalText(40).refine((value) => value === null || /^\+?[\d\s()/-]{3,}$/.test(value), phoneMessage),
  contact_location_de: optionalText(200),
  contact_location_en: optionalText(200),
  response_time_de: optionalText(200),
  response_time_en: optionalText(200),
  // Public copy: the visitor's form of address and the newsletter's one promise
  form_of_address: choice(FORMS_OF_ADDRESS, "eine Anrede"),
  newsletter_promise_de: optionalText(300),
  newsletter_promise_en: optionalText(300),
  // Videos: absolute http(s) URLs (YouTube and Vimeo links become players); the start button may
  // also lead to a page of the site.
  video_index: optionalHttpUrl(),
  jetzt_sarten: optionalLinkTarget(),
  event_video: optionalHttpUrl(),
  congress_video: optionalHttpUrl(),
  academy_video: optionalHttpUrl(),
  // Home page layout
  main_sections_grid_columns: wholeNumber("Spaltenanzahl", { min: 2, max: 4 }),
  // Security (decision 0038)
  require_two_factor: flag(),
  // Nightly backups kept in R2 (decision 0064); left empty, the default.
  backup_keep: wholeNumber("Anzahl der Sicherungen", { min: 1, max: 365 }).default(30),
});

export type GeneralSettingsValues = z.output<typeof GeneralSettingsSchema>;
export type GeneralSettingsKey = keyof GeneralSettingsValues;

/** The form's values before anything was saved (back-office.md 9 'Defaults'). */
export const GENERAL_DEFAULTS: GeneralSettingsValues = {
  logo_short: "BH",
  logo_full: "Glücksakademie",
  logo_domain: "gluecksakademie.example",
  use_logo_full_in_navbar: true,
  use_logo_full_in_footer: true,
  company_name: "Glücksakademie GmbH",
  address_street: "Musterstraße 1",
  address_city: "12345 Musterstadt",
  slogan_de: CONTACT_FALLBACKS.slogan.de,
  slogan_en: CONTACT_FALLBACKS.slogan.en,
  contact_email: CONTACT_FALLBACKS.email,
  contact_phone: CONTACT_FALLBACKS.phone,
  contact_location_de: CONTACT_FALLBACKS.location.de,
  contact_location_en: CONTACT_FALLBACKS.location.en,
  response_time_de: CONTACT_FALLBACKS.responseTime.de,
  response_time_en: CONTACT_FALLBACKS.responseTime.en,
  notify_email: null,
  form_of_address: "sie",
  newsletter_promise_de: NEWSLETTER_PROMISE.de,
  newsletter_promise_en: NEWSLETTER_PROMISE.en,
  video_index: null,
  jetzt_sarten: null,
  event_video: null,
  congress_video: null,
  academy_video: null,
  main_sections_grid_columns: 3,
  require_two_factor: false,
  backup_keep: 30,
};

const GENERAL_KEYS = Object.keys(GeneralSettingsSchema.shape) as GeneralSettingsKey[];

/** The settings of a stored row (or the defaults), limited to the form's fields. */
export function settingsValues(row: Partial<Record<GeneralSettingsKey, unknown>> | null): GeneralSettingsValues {
  if (!row) return { ...GENERAL_DEFAULTS };
  return Object.fromEntries(GENERAL_KEYS.map((key) => [key, row[key] ?? null])) as GeneralSettingsValues;
}

/** A field of the screen; `type` is the input's HTML type (email, tel, url). */
export type GeneralField = Omit<FieldDef, "kind"> & {
  name: GeneralSettingsKey;
  kind: "text" | "switch" | "select";
  type?: "email" | "tel" | "url" | "number";
};

export type GeneralCard = { id: string; title: string; description: string; fields: GeneralField[] };

export const GENERAL_CARDS: GeneralCard[] = [
  {
    id: "logo",
    title: "Logo-Einstellungen",
    description: "Kurzlogo, ausgeschriebenes Logo und wo es erscheint.",
    fields: [
      {
        name: "logo_short",
        label: "Kurzlogo",
        kind: "text",
        required: true,
        max: LOGO_SHORT_MAX,
        hint: "Höchstens 3 Zeichen, z. B. BH",
        half: true,
      },
      { name: "logo_full", label: "Logo (ausgeschrieben)", kind: "text", half: true },
      {
        name: "logo_domain",
        label: "Logo-Domain",
        kind: "text",
        hint: "Steht klein unter dem ausgeschriebenen Logo in Navigation und Footer; leer lassen für keine.",
      },
      { name: "use_logo_full_in_navbar", label: "Ausgeschriebenes Logo in der Navigation", kind: "switch" },
      { name: "use_logo_full_in_footer", label: "Ausgeschriebenes Logo im Footer", kind: "switch" },
    ],
  },
  {
    id: "company",
    title: "Unternehmensdaten",
    description: "Name, Anschrift und Slogan im Footer.",
    fields: [
      { name: "company_name", label: "Firmenname", kind: "text" },
      { name: "address_street", label: "Straße und Hausnummer", kind: "text", half: true },
      { name: "address_city", label: "PLZ und Ort", kind: "text", half: true },
      { name: "slogan_de", label: "Slogan (Deutsch)", kind: "text", half: true },
      { name: "slogan_en", label: "Slogan (Englisch)", kind: "text", half: true },
    ],
  },
  {
    id: "contact",
    title: "Kontaktdaten",
    description: "Erreichbarkeit auf der Kontaktseite und im Footer.",
    fields: [
      { name: "contact_email", label: "E-Mail", kind: "text", type: "email", half: true },
      { name: "contact_phone", label: "Telefon", kind: "text", type: "tel", half: true },
      { name: "contact_location_de", label: "Standort (Deutsch)", kind: "text", half: true },
      { name: "contact_location_en", label: "Standort (Englisch)", kind: "text", half: true },
      { name: "response_time_de", label: "Antwortzeit (Deutsch)", kind: "text", half: true },
      { name: "response_time_en", label: "Antwortzeit (Englisch)", kind: "text", half: true },
      {
        name: "notify_email",
        label: "Benachrichtigung über neue Nachrichten an",
        kind: "text",
        type: "email",
        hint: "Zu jeder neuen Nachricht aus dem Kontaktformular geht eine E-Mail an diese Adresse. Leer lassen für keine.",
      },
    ],
  },
  {
    id: "copy",
    title: "Texte der Website",
    description: "Wie die Website Besucher anspricht und was der Newsletter verspricht.",
    fields: [
      {
        name: "form_of_address",
        label: "Anrede der Besucher",
        kind: "select",
        required: true,
        options: [
          { value: "sie", label: "Sie (förmlich)" },
          { value: "du", label: "du (persönlich)" },
        ],
        hint: "Gilt für die festen deutschen Texte der Website, etwa im Kontaktformular. Ihre eigenen Inhalte bleiben, wie Sie sie schreiben.",
      },
      {
        name: "newsletter_promise_de",
        label: "Newsletter-Versprechen (Deutsch)",
        kind: "text",
        hint: "Steht über jedem Newsletter-Formular, zum Beispiel wie oft der Newsletter kommt.",
      },
      { name: "newsletter_promise_en", label: "Newsletter-Versprechen (Englisch)", kind: "text" },
    ],
  },
  {
    id: "videos",
    title: "Video-Links",
    description:
      "Video und Start-Button der Startseite, die Videos der Events, des Kongresses und der Academy. Leere Felder blenden den Button aus.",
    fields: [
      {
        name: "video_index",
        label: "Video Startseite",
        kind: "text",
        type: "url",
        hint: "„Video ansehen“ auf jedem Slide der Startseite ohne eigenes Video (YouTube, Vimeo oder http(s)://).",
      },
      {
        name: "jetzt_sarten",
        label: "Jetzt starten (Ziel des Buttons)",
        kind: "text",
        hint: "Der Button „Jetzt starten“ auf jedem Slide der Startseite ohne eigenen Button: ein Pfad der Website wie /kontakt (gleicher Tab) oder eine Adresse mit http(s):// (neuer Tab).",
      },
      {
        name: "event_video",
        label: "Event-Video",
        kind: "text",
        type: "url",
        hint: "Auf /events im Abschnitt „Rückblick auf unser letztes Event“.",
      },
      {
        name: "congress_video",
        label: "Kongress-Video",
        kind: "text",
        type: "url",
        hint: "„Video ansehen“ im Kopfbereich von /kongress.",
      },
      {
        name: "academy_video",
        label: "Academy-Video",
        kind: "text",
        type: "url",
        hint: "„Video ansehen“ im Kopfbereich von /academy.",
      },
    ],
  },
  {
    id: "layout",
    title: "Startseite",
    description: "Darstellung der Hauptbereiche auf der Startseite.",
    fields: [
      {
        name: "main_sections_grid_columns",
        label: "Spalten der Hauptbereiche",
        kind: "select",
        required: true,
        options: GRID_COLUMNS.map((n) => ({ value: String(n), label: `${n} Spalten` })),
      },
    ],
  },
  {
    id: "security",
    title: "Sicherheit",
    description: "Anmeldung der Mitarbeitenden im Verwaltungsbereich.",
    fields: [
      {
        name: "require_two_factor",
        label: "Zweiten Faktor für alle Mitarbeitenden verlangen",
        kind: "switch",
        hint: "Wer weder eine Authenticator-App noch einen Passkey eingerichtet hat, wird nach der Anmeldung zur Einrichtung im Profil geschickt und kann bis dahin nichts anderes im Verwaltungsbereich tun. Einschalten können Sie es nur, wenn Ihr eigenes Konto schon einen zweiten Faktor hat.",
      },
      {
        name: "backup_keep",
        label: "Nächtliche Sicherungen aufbewahren",
        kind: "text",
        type: "number",
        required: true,
        hint: "Wie viele nächtliche Sicherungen (eine je Tag, 1 bis 365) aufbewahrt werden; die ältesten darüber hinaus werden gelöscht.",
      },
    ],
  },
];

export const GENERAL_TEXTS = {
  title: "Allgemeine Einstellungen",
  created: "Allgemeine Einstellungen erfolgreich erstellt!",
  updated: "Allgemeine Einstellungen erfolgreich aktualisiert!",
  failed: "Fehler",
  invalid: "Bitte prüfen Sie die markierten Felder.",
  saveFailed: "Die Einstellungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  ownSecondFactorFirst:
    "Richten Sie zuerst für Ihr eigenes Konto einen zweiten Faktor ein (Profil: Zwei-Faktor-Anmeldung oder Passkey), sonst sperren Sie sich selbst aus.",
} as const;
