import type { EnglishTexts } from "./types";

/** The back office's top bar and its phone menu (the menu's entries come from the definitions). */
export const texts: EnglishTexts = {
  Verwaltung: "Administration",
  "Verwaltung (Menü)": "Administration (menu)",
  Menü: "Menu",
  "Zur Website": "Homepage",
  "(öffnet in neuem Tab)": "(opens in a new tab)",
  Abmelden: "Logout",
};
