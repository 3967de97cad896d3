import { REDIRECT_MESSAGE_KEYS } from "~/lib/schemas/redirect-link";
import { t as siteText } from "~/lib/i18n";
import type { EnglishTexts } from "./types";

/** The redirect-link messages of the form, as the site's message table has them in both languages. */
const messages: Record<string, string> = Object.fromEntries(
  REDIRECT_MESSAGE_KEYS.filter((key) => key.startsWith("redirect.")).map((key) => [
    siteText("de", key),
    siteText("en", key),
  ]),
);

/** Short links: the list and its dialogs, the sort tab, the statistics page, their toasts and errors. */
export const texts: EnglishTexts = {
  ...messages,
  // The list screen
  Kurzlinks: "Redirect Links",
  "Kurze Adressen, die auf eine Zielseite weiterleiten. „Karte sichtbar“ zeigt den Link auf":
    "Short addresses that forward to a target page. “Card Visible” shows the link on",
  ", „Weiterleitung aktiv“ schaltet die Weiterleitung ein.": ", “Redirect Active” switches the redirect on.",
  "Kurzlinks werden geladen …": "Loading redirect links...",
  "Fehler beim Laden der Kurzlinks": "Failed to load redirect links",
  Ansicht: "View",
  "Links verwalten": "Manage Links",
  Reihenfolge: "Order",
  Sortieren: "Sort Order",
  "Kurzlinks durchsuchen (Code, Ziel, Beschreibung)": "Search redirect links (code, target, description)",
  Kurzcode: "Short Code",
  "Ziel-URL": "Target URL",
  Beschreibung: "Description",
  Bild: "Image",
  Klicks: "Clicks",
  "Karte sichtbar": "Card Visible",
  "Weiterleitung aktiv": "Redirect Active",
  "Keine gültige Webadresse": "Not a valid web address",
  "{n} in 30 Tagen": "{n} in 30 days",
  ": Statistik von {label}": ": statistics of {label}",
  "Karte sichtbar: {label}": "Card Visible: {label}",
  "Weiterleitung aktiv: {label}": "Redirect Active: {label}",
  "{label} in neuem Tab öffnen": "Open {label} in a new tab",
  // The sort tab
  "{label} ist jetzt an Position {n}.": "{label} is now at position {n}.",
  "Die Reihenfolge gilt für die öffentliche Seite /weiterleitungen. Beim Speichern werden alle Links ab 1 neu nummeriert.":
    "The order applies to the public page /weiterleitungen. Saving numbers all links anew from 1.",
  "Position von {label}": "Position of {label}",
  "Karte ausgeblendet": "Card hidden",
  "Weiterleitung aus": "Redirect off",
  "{label} nach oben verschieben": "Move {label} up",
  "{label} nach unten verschieben": "Move {label} down",
  "Ungespeicherte Änderungen": "Unsaved changes",
  Zurücksetzen: "Reset",
  "Reihenfolge speichern": "Save Order",
  // The form and its dialogs
  "Buchstaben, Ziffern, - und _; wird kleingeschrieben gespeichert. Die Kurzadresse lautet dann /ihr-code.":
    "Letters, digits, - and _; saved in lower case. The short address is then /your-code.",
  "Mit http:// oder https://": "Starting with http:// or https://",
  "Leer lassen: ans Ende der Liste": "Leave empty to put it at the end of the list",
  "Beginn (optional)": "Start (optional)",
  "Vorher ist die Kurzadresse nicht erreichbar. Zeit in Berlin.":
    "Before it, the short address is not reachable. Berlin time.",
  "Ablauf (optional)": "Expiry (optional)",
  "Danach führt der Link zur Ersatz-URL oder zur Seite „Link abgelaufen“.":
    "After it, the link leads to the fallback URL or to the “Link expired” page.",
  "Ersatz-URL nach Ablauf (optional)": "Fallback URL after expiry (optional)",
  "UTM-Quelle": "UTM Source",
  "z. B. newsletter; wird beim Speichern an die Ziel-URL angehängt": "e.g. newsletter; added to the target URL on save",
  "UTM-Medium": "UTM Medium",
  "z. B. email": "e.g. email",
  "UTM-Kampagne": "UTM Campaign",
  "z. B. fruehling-2026": "e.g. spring-2026",
  "UTM-Inhalt": "UTM Content",
  "UTM-Suchbegriff": "UTM Term",
  "Diesen Kurzlink wirklich löschen? Die Kurzadresse leitet danach nicht mehr weiter, ihre Klicks werden mitgelöscht.":
    "Really delete this redirect link? Its short address no longer forwards, and its clicks are deleted with it.",
  "Noch keine Kurzlinks. Legen Sie den ersten an!": "No redirect links found. Create your first one!",
  "Link erstellen": "Create Link",
  "Link bearbeiten": "Edit Link",
  // Toasts and errors of the action
  Erfolg: "Success",
  Fehler: "Error",
  "Kurzlink erstellt": "Redirect link created successfully",
  "Kurzlink gespeichert": "Redirect link updated successfully",
  "Kurzlink gelöscht": "Redirect link deleted successfully",
  "Reihenfolge der Kurzlinks gespeichert": "Redirect link order updated successfully",
  "Kurzlink konnte nicht erstellt werden": "Failed to create redirect link",
  "Kurzlink konnte nicht gespeichert werden": "Failed to update redirect link",
  "Kurzlink konnte nicht gelöscht werden": "Failed to delete redirect link",
  "Reihenfolge konnte nicht gespeichert werden": "Failed to update redirect link order",
  "Kurzlink nicht gefunden": "Redirect link not found",
  "Unbekannte Aktion": "Unknown action",
  "Ungültige Verschiebung": "Invalid move",
  "Der erste Link kann nicht nach oben.": "The first link cannot move up.",
  "Der letzte Link kann nicht nach unten.": "The last link cannot move down.",
};
