import type { EnglishTexts } from "./types";

/** The legal pages editor (/admin/legal): its cards, the form, its toasts and errors. */
export const texts: EnglishTexts = {
  "Rechtliche Seiten": "Legal pages",
  "Impressum, Datenschutzerklärung und Cookie-Richtlinie in Deutsch und Englisch (HTML).":
    "Legal notice, privacy policy and cookie policy in German and English (HTML).",
  Impressum: "Legal notice",
  Datenschutzerklärung: "Privacy policy",
  "Cookie-Richtlinie": "Cookie policy",
  Bearbeiten: "Edit",
  Anlegen: "Create",
  "Titel (DE)": "Title (DE)",
  "Titel (EN)": "Title (EN)",
  Status: "Status",
  Aktiv: "Active",
  "Ausgeschaltet – Besucher sehen „Seite nicht gefunden“": "Switched off – visitors see “Page not found”",
  "Inhalt (DE)": "Content (DE)",
  "Inhalt (EN)": "Content (EN)",
  "Diese Seite ist noch nicht angelegt; die öffentliche Seite /{key} zeigt deshalb „Seite nicht gefunden“. „Anlegen“ erstellt sie.":
    "This page does not exist yet, so the public page /{key} shows “Page not found”. “Create” creates it.",
  Fehler: "Error",
  Sprache: "Language",
  "Inhalt (DE, HTML)": "Content (DE, HTML)",
  "Inhalt (EN, HTML)": "Content (EN, HTML)",
  "Aktiv (auf der Website sichtbar)": "Active (visible on the website)",
  "Ausgeschaltet zeigt /{key} Besuchern „Seite nicht gefunden“.":
    "Switched off, /{key} shows visitors “Page not found”.",
  "Erlaubt sind einfache Auszeichnungen (Absätze, Überschriften ab h2, Listen, Links, Tabellen). Skripte, Stile und Ereignis-Attribute werden beim Speichern entfernt.":
    "Simple markup is allowed (paragraphs, headings from h2, lists, links, tables). Scripts, styles and event attributes are removed on save.",
  Abbrechen: "Cancel",
  "Wird gespeichert...": "Saving...",
  Speichern: "Save",
  "Unbekannte Aktion": "Unknown action",
  "Unbekannter Fehler": "Unknown error",
  "Fehler beim Aktualisieren: {detail}": "Error updating: {detail}",
  "Inhalt (DE) enthält nach der Bereinigung keinen Text": "Content (DE) holds no text after cleaning",
  "Inhalt (EN) enthält nach der Bereinigung keinen Text": "Content (EN) holds no text after cleaning",
  Erfolg: "Success",
  "Rechtliche Seite erfolgreich aktualisiert.": "Legal page updated successfully.",
};
