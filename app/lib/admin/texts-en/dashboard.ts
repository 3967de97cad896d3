import type { EnglishTexts } from "./types";

/** /admin: the dashboard's welcome and its cards and its attention part. */
export const texts: EnglishTexts = {
  "Dashboard | Admin": "Dashboard | Admin",
  Dashboard: "Dashboard",
  "Willkommen, {name} ({role}).": "Welcome, {name} ({role}).",
  "Hier verwalten Sie die Inhalte der Website: {areas}.": "Here you manage the website's content: {areas}.",
  "{areas} und Ihr Profil": "{areas} and your profile",
  "Themenkacheln und Text-Bild-Bereiche": "topic tiles and text and picture sections",
  "Services und Projekte": "services and projects",
  "Events mit Organisatoren": "events with organizers",
  "Kongresse mit Speakern": "congresses with speakers",
  "Community-Features, -Posts und -Statistiken": "community features, posts and statistics",
  "Kontaktnachrichten und Antworten": "contact messages and replies",
  "Newsletter-Abonnements": "Newsletter subscriptions",
  Navigation: "Navigation",
  "allgemeine Einstellungen": "general settings",
  "rechtliche Seiten": "legal pages",
  Inhalte: "Content",
  Verwalten: "Manage",

  // The attention part.
  "Was jetzt Ihre Aufmerksamkeit braucht": "What needs you now",
  "Unbeantwortete Nachrichten": "Unanswered messages",
  "Alle Kontaktnachrichten sind beantwortet.": "Every contact message has been answered.",
  "… und {n} weitere": "… and {n} more",
  "Alle Nachrichten": "All messages",
  "Eingegangen am {date}": "Received on {date}",
  "Newsletter-Anmeldungen": "Newsletter sign-ups",
  "Letzte 7 Tage": "Last 7 days",
  "Letzte 30 Tage": "Last 30 days",
  "Meistgeklickte Kurzlinks (30 Tage)": "Most-clicked short links (30 days)",
  "In den letzten 30 Tagen wurde kein Short Link geklickt.": "No short link was clicked in the last 30 days.",
  "{n} Klick": "{n} click",
  "{n} Klicks": "{n} clicks",
  "Klicks pro Tag für /{code} in den letzten 30 Tagen: zusammen {total}, die meisten ({best}) am {day}.":
    "Clicks per day for /{code} over the last 30 days: {total} in all, most ({best}) on {day}.",
  "Ausgeschaltete Inhalte": "Switched-off content",
  "Nichts ist ausgeschaltet: Besucher sehen alle Inhalte.": "Nothing is switched off: visitors see all content.",
  "{n} ausgeschaltet": "{n} switched off",
};
