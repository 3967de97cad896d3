import type { z } from "zod";
import { CONTACT_FALLBACKS, NEWSLETTER_PROMISE } from "~/lib/pages";
import {
  email,
  link,
  number,
  phone,
  select,
  text,
  toggle,
  url,
  defineSingleRecordForm,
  wholeNumber,
} from "~/lib/admin";

/**
 * General settings (back-office.md 2, 3, 5): the single row id 1 of general_settings, its fields
 * declared once in cards. The schema (browser and server), the cards' controls and the columns a
 * save writes come from this declaration.
 */
const LOGO_SHORT_MAX = 3;
const GRID_COLUMNS = [2, 3, 4] as const;

export const GENERAL_FORM = defineSingleRecordForm({
  table: "generalSettings",
  sections: [
    {
      id: "logo",
      title: "Logo-Einstellungen",
      description: "Kurzlogo, ausgeschriebenes Logo und wo es erscheint.",
      fields: [
        text("logo_short", {
          label: "Kurzlogo",
          required: true,
          max: LOGO_SHORT_MAX,
          maxLength: LOGO_SHORT_MAX,
          hint: "Höchstens 3 Zeichen, z. B. BH",
          half: true,
        }),
        text("logo_full", { label: "Logo (ausgeschrieben)", max: 100, half: true }),
        text("logo_domain", {
          label: "Logo-Domain",
          max: 100,
          hint: "Steht klein unter dem ausgeschriebenen Logo in Navigation und Footer; leer lassen für keine.",
        }),
        toggle("use_logo_full_in_navbar", { label: "Ausgeschriebenes Logo in der Navigation" }),
        toggle("use_logo_full_in_footer", { label: "Ausgeschriebenes Logo im Footer" }),
      ],
    },
    {
      id: "company",
      title: "Unternehmensdaten",
      description: "Name, Anschrift und Slogan im Footer.",
      fields: [
        text("company_name", { label: "Firmenname", max: 200 }),
        text("address_street", { label: "Straße und Hausnummer", max: 200, half: true }),
        text("address_city", { label: "PLZ und Ort", max: 200, half: true }),
        text("slogan_de", { label: "Slogan (Deutsch)", max: 300, half: true }),
        text("slogan_en", { label: "Slogan (Englisch)", max: 300, half: true }),
      ],
    },
    {
      id: "contact",
      title: "Kontaktdaten",
      description: "Erreichbarkeit auf der Kontaktseite und im Footer.",
      fields: [
        email("contact_email", { label: "E-Mail", half: true }),
        phone("contact_phone", { label: "Telefon", half: true }),
        text("contact_location_de", { label: "Standort (Deutsch)", max: 200, half: true }),
        text("contact_location_en", { label: "Standort (Englisch)", max: 200, half: true }),
        text("response_time_de", { label: "Antwortzeit (Deutsch)", max: 200, half: true }),
        text("response_time_en", { label: "Antwortzeit (Englisch)", max: 200, half: true }),
        toggle("notify_contact_messages", { label: "Bei neuen Nachrichten eine E-Mail senden" }),
        email("notify_email", {
          label: "Benachrichtigung über neue Nachrichten an",
          hint: "Zu jeder neuen Nachricht aus dem Kontaktformular geht eine E-Mail an diese Adresse. Leer lassen für die E-Mail-Adresse oben.",
        }),
        // Event registrations (decision 0070).
        toggle("registration_notify", {
          label: "Auch bei jeder Anmeldung zu einem Event benachrichtigen",
          hint: "An dieselbe Adresse, für Events und Kongresse mit Anmeldung auf der Website.",
        }),
        number("registration_keep_days", {
          label: "Anmeldungen vergangener Events aufbewahren (Tage)",
          required: true,
          min: 1,
          max: 3650,
          hint: "Danach bleiben von den Anmeldungen eines vergangenen Events nur die Zahlen; Namen, Adressen und Antworten werden gelöscht.",
          rule: wholeNumber("Aufbewahrung der Anmeldungen", { min: 1, max: 3650 }).default(90),
        }),
      ],
    },
    {
      id: "copy",
      title: "Texte der Website",
      description: "Wie die Website Besucher anspricht und was der Newsletter verspricht.",
      fields: [
        // How the public site's fixed German texts address a visitor (the English ones need no choice).
        select("form_of_address", {
          label: "Anrede der Besucher",
          required: true,
          choose: "eine Anrede",
          options: [
            { value: "sie", label: "Sie (förmlich)" },
            { value: "du", label: "du (persönlich)" },
          ],
          hint: "Gilt für die festen deutschen Texte der Website, etwa im Kontaktformular. Ihre eigenen Inhalte bleiben, wie Sie sie schreiben.",
        }),
        text("newsletter_promise_de", {
          label: "Newsletter-Versprechen (Deutsch)",
          max: 300,
          hint: "Steht über jedem Newsletter-Formular, zum Beispiel wie oft der Newsletter kommt.",
        }),
        text("newsletter_promise_en", { label: "Newsletter-Versprechen (Englisch)", max: 300 }),
      ],
    },
    {
      id: "videos",
      title: "Video-Links",
      description:
        "Video und Start-Button der Startseite, die Videos der Events, des Kongresses und der Academy. Leere Felder blenden den Button aus.",
      // Absolute http(s) addresses (YouTube and Vimeo links become players); the start button may also
      // lead to a page of the site.
      fields: [
        url("video_index", {
          label: "Video Startseite",
          hint: "„Video ansehen“ auf jedem Slide der Startseite ohne eigenes Video (YouTube, Vimeo oder http(s)://).",
        }),
        link("jetzt_sarten", {
          label: "Jetzt starten (Ziel des Buttons)",
          hint: "Der Button „Jetzt starten“ auf jedem Slide der Startseite ohne eigenen Button: ein Pfad der Website wie /kontakt (gleicher Tab) oder eine Adresse mit http(s):// (neuer Tab).",
        }),
        url("event_video", {
          label: "Event-Video",
          hint: "Auf /events im Abschnitt „Rückblick auf unser letztes Event“.",
        }),
        url("congress_video", { label: "Kongress-Video", hint: "„Video ansehen“ im Kopfbereich von /kongress." }),
        url("academy_video", { label: "Academy-Video", hint: "„Video ansehen“ im Kopfbereich von /academy." }),
      ],
    },
    {
      id: "layout",
      title: "Startseite",
      description: "Darstellung der Themenkacheln auf der Startseite.",
      fields: [
        select("main_sections_grid_columns", {
          label: "Spalten der Themenkacheln",
          required: true,
          options: GRID_COLUMNS.map((n) => ({ value: String(n), label: `${n} Spalten` })),
          // A number column: the choice is posted as text and stored as the number.
          rule: wholeNumber("Spaltenanzahl", { min: 2, max: 4 }),
        }),
      ],
    },
    {
      id: "security",
      title: "Sicherheit",
      description: "Anmeldung der Mitarbeitenden im Verwaltungsbereich.",
      fields: [
        // Decision 0038; the action refuses it for an admin without a second factor of their own.
        toggle("require_two_factor", {
          label: "Zweiten Faktor für alle Mitarbeitenden verlangen",
          hint: "Wer weder eine Authenticator-App noch einen Passkey eingerichtet hat, wird nach der Anmeldung zur Einrichtung im Profil geschickt und kann bis dahin nichts anderes im Verwaltungsbereich tun. Einschalten können Sie es nur, wenn Ihr eigenes Konto schon einen zweiten Faktor hat.",
        }),
        // Nightly backups kept in R2 (decision 0064); left empty, the default.
        number("backup_keep", {
          label: "Nächtliche Sicherungen aufbewahren",
          required: true,
          min: 1,
          max: 365,
          hint: "Wie viele nächtliche Sicherungen (eine je Tag, 1 bis 365) aufbewahrt werden; die ältesten darüber hinaus werden gelöscht.",
          rule: wholeNumber("Anzahl der Sicherungen", { min: 1, max: 365 }).default(30),
        }),
      ],
    },
    {
      id: "statistics",
      title: "Besucherstatistik",
      description: "Wie lange die Tageszahlen der Besucherstatistik aufbewahrt werden.",
      fields: [
        // Daily rollups only (decision 0071); the daily job deletes older days.
        number("statistics_keep_days", {
          label: "Tageszahlen aufbewahren (Tage)",
          required: true,
          min: 30,
          max: 3650,
          hint: "Wie viele Tage die Tageszahlen der Besucherstatistik aufbewahrt werden (30 bis 3650, Standard 730 = 2 Jahre); ältere Tage werden gelöscht.",
          rule: wholeNumber("Aufbewahrung in Tagen", { min: 30, max: 3650 }).default(730),
        }),
      ],
    },
  ],
});

/** The cards of the screen, in order (also read by the audit log for the fields' labels). */
export const GENERAL_CARDS = GENERAL_FORM.sections;

export type GeneralSettingsValues = z.output<typeof GENERAL_FORM.schema>;

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
  notify_contact_messages: true,
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
  registration_notify: true,
  registration_keep_days: 90,
  statistics_keep_days: 730,
};

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
