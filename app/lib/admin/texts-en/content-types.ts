import type { EnglishTexts } from "./types";

/**
 * The content types' own texts (app/lib/admin/types/), the admin bar's groups and entries and the
 * dashboard's cards. Where the old product had an English text (back-office.md), it is kept here.
 */
export const texts: EnglishTexts = {
  // The admin bar: its groups, top links and the profile.
  Inhalte: "Content",
  Blog: "Blog",
  Shop: "Shop",
  Events: "Events",
  "Academy & Community": "Academy & Community",
  Leistungen: "Services",
  Kontakt: "Contact",
  System: "System",
  Dashboard: "Dashboard",
  Allgemein: "General",
  Profil: "Profile",
};
