import type { EnglishTexts } from "./types";

/** The media library: the texts its screen writes itself (the rest is in lib/media/texts, by language). */
export const texts: EnglishTexts = {
  "Fehler beim Laden der Medien": "Failed to load media",
  Seitenkopf: "Page header",
};
