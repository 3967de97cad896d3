import type { EnglishTexts } from "./types";

/** /admin: the dashboard's welcome and its cards (the attention part keeps its own two languages). */
export const texts: EnglishTexts = {
  "Dashboard | Admin": "Dashboard | Admin",
  Dashboard: "Dashboard",
  "Willkommen, {name} ({role}).": "Welcome, {name} ({role}).",
  "Hier verwalten Sie die Inhalte der Website: {areas}.": "Here you manage the website's content: {areas}.",
  "{areas} und Ihr Profil": "{areas} and your profile",
  "Haupt- und Index-Bereiche": "main and index sections",
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
};
