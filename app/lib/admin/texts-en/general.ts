import type { EnglishTexts } from "./types";

/** The general settings screen (/admin/general). */
export const texts: EnglishTexts = {
  "Allgemeine Einstellungen": "General settings",
  "Allgemeine Einstellungen erfolgreich erstellt!": "General settings created successfully!",
  "Allgemeine Einstellungen erfolgreich aktualisiert!": "General settings updated successfully!",
  Fehler: "Error",
  "Bitte prüfen Sie die markierten Felder.": "Please check the marked fields.",
  "Die Einstellungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.":
    "The settings could not be saved. Please try again.",
  "Richten Sie zuerst für Ihr eigenes Konto einen zweiten Faktor ein (Profil: Zwei-Faktor-Anmeldung oder Passkey), sonst sperren Sie sich selbst aus.":
    "First set up a second factor for your own account (profile: two-factor sign-in or passkey), or you would lock yourself out.",
  "Logo, Unternehmens- und Kontaktdaten, Texte der Website sowie Video-Links. Jede Karte hat ihren eigenen Speichern-Knopf; gespeichert werden immer alle Einstellungen.":
    "Logo, company and contact details, the website's texts and video links. Each card has its own save button; every save stores all settings.",
  "{card} speichern": "Save {card}",
  "Wird gespeichert...": "Saving...",
  "Aktuelle Einstellungen": "Current settings",
  "Noch nichts gespeichert: die Website zeigt ihre Standardwerte.":
    "Nothing saved yet: the website shows its defaults.",
  // Logo
  "Logo-Einstellungen": "Logo settings",
  "Kurzlogo, ausgeschriebenes Logo und wo es erscheint.": "Short logo, full logo and where it appears.",
  Kurzlogo: "Short logo",
  "Höchstens 3 Zeichen, z. B. BH": "At most 3 characters, e.g. BH",
  "Logo (ausgeschrieben)": "Full logo",
  "Logo-Domain": "Logo domain",
  "Steht klein unter dem ausgeschriebenen Logo in Navigation und Footer; leer lassen für keine.":
    "Shown small under the full logo in the navigation and footer; leave empty for none.",
  "Ausgeschriebenes Logo in der Navigation": "Full logo in the navigation",
  "Ausgeschriebenes Logo im Footer": "Full logo in the footer",
  // Company
  Unternehmensdaten: "Company details",
  "Name, Anschrift und Slogan im Footer.": "Name, address and slogan in the footer.",
  Firmenname: "Company name",
  "Straße und Hausnummer": "Street and number",
  "PLZ und Ort": "Postcode and city",
  "Slogan (Deutsch)": "Slogan (German)",
  "Slogan (Englisch)": "Slogan (English)",
  // Contact
  Kontaktdaten: "Contact details",
  "Erreichbarkeit auf der Kontaktseite und im Footer.": "How to reach you, on the contact page and in the footer.",
  "E-Mail": "E-mail",
  Telefon: "Phone",
  "Standort (Deutsch)": "Location (German)",
  "Standort (Englisch)": "Location (English)",
  "Antwortzeit (Deutsch)": "Response time (German)",
  "Antwortzeit (Englisch)": "Response time (English)",
  "Benachrichtigung über neue Nachrichten an": "Notify about new messages at",
  "Bei neuen Nachrichten eine E-Mail senden": "Send an e-mail for each new message",
  "Zu jeder neuen Nachricht aus dem Kontaktformular geht eine E-Mail an diese Adresse. Leer lassen für die E-Mail-Adresse oben.":
    "Each new message from the contact form sends an e-mail to this address. Leave empty for the e-mail address above.",
  "Bitte eine gültige E-Mail-Adresse eingeben": "Please enter a valid e-mail address",
  "Bitte eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - eingeben":
    "Please enter a phone number of digits, spaces and + ( ) / -",
  // The website's texts
  "Texte der Website": "Website texts",
  "Wie die Website Besucher anspricht und was der Newsletter verspricht.":
    "How the website addresses visitors and what the newsletter promises.",
  "Anrede der Besucher": "Addressing visitors",
  "Sie (förmlich)": "Formal (“Sie”)",
  "du (persönlich)": "Informal (“du”)",
  "Gilt für die festen deutschen Texte der Website, etwa im Kontaktformular. Ihre eigenen Inhalte bleiben, wie Sie sie schreiben.":
    "Applies to the website's fixed German texts, such as the contact form. Your own content stays as you write it.",
  "Bitte eine Anrede wählen": "Please choose a form of address",
  "Newsletter-Versprechen (Deutsch)": "Newsletter promise (German)",
  "Newsletter-Versprechen (Englisch)": "Newsletter promise (English)",
  "Steht über jedem Newsletter-Formular, zum Beispiel wie oft der Newsletter kommt.":
    "Shown above every newsletter form, for example how often the newsletter comes.",
  // Videos
  "Video-Links": "Video links",
  "Video und Start-Button der Startseite, die Videos der Events, des Kongresses und der Academy. Leere Felder blenden den Button aus.":
    "The home page's video and start button, the videos of the events, the congress and the academy. Empty fields hide the button.",
  "Video Startseite": "Home page video",
  "„Video ansehen“ auf jedem Slide der Startseite ohne eigenes Video (YouTube, Vimeo oder http(s)://).":
    "“Watch video” on every home page slide without its own video (YouTube, Vimeo or http(s)://).",
  "Jetzt starten (Ziel des Buttons)": "Get started (where the button leads)",
  "Der Button „Jetzt starten“ auf jedem Slide der Startseite ohne eigenen Button: ein Pfad der Website wie /kontakt (gleicher Tab) oder eine Adresse mit http(s):// (neuer Tab).":
    "The “Get started” button on every home page slide without its own button: a path of the website such as /kontakt (same tab) or an address with http(s):// (new tab).",
  "Event-Video": "Event video",
  "Auf /events im Abschnitt „Rückblick auf unser letztes Event“.":
    "On /events in the section “A look back at our last event”.",
  "Kongress-Video": "Congress video",
  "„Video ansehen“ im Kopfbereich von /kongress.": "“Watch video” at the top of /kongress.",
  "Academy-Video": "Academy video",
  "„Video ansehen“ im Kopfbereich von /academy.": "“Watch video” at the top of /academy.",
  // Home page layout
  Startseite: "Home page",
  "Darstellung der Themenkacheln auf der Startseite.": "How the topic tiles appear on the home page.",
  "Spalten der Themenkacheln": "Columns of the topic tiles",
  "2 Spalten": "2 columns",
  "3 Spalten": "3 columns",
  "4 Spalten": "4 columns",
  // Security
  Sicherheit: "Security",
  "Anmeldung der Mitarbeitenden im Verwaltungsbereich.": "How staff sign in to the back office.",
  "Zweiten Faktor für alle Mitarbeitenden verlangen": "Require a second factor for all staff",
  "Wer weder eine Authenticator-App noch einen Passkey eingerichtet hat, wird nach der Anmeldung zur Einrichtung im Profil geschickt und kann bis dahin nichts anderes im Verwaltungsbereich tun. Einschalten können Sie es nur, wenn Ihr eigenes Konto schon einen zweiten Faktor hat.":
    "Staff with neither an authenticator app nor a passkey are sent to their profile to set one up after signing in and can do nothing else in the back office until then. You can only switch this on once your own account has a second factor.",
};
