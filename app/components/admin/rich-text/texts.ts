/* The editor's own words, written in German and translated by the back office's dictionary
   (texts-en/forms.ts), like every text of the back office. */

export const TOOL_TEXTS = {
  tools: "Formatierung",
  paragraph: "Absatz",
  h2: "Überschrift 2",
  h3: "Überschrift 3",
  h4: "Überschrift 4",
  bold: "Fett",
  italic: "Kursiv",
  bullets: "Aufzählung",
  numbers: "Nummerierte Liste",
  quote: "Zitat",
  rule: "Trennlinie",
  link: "Link setzen",
  unlink: "Link entfernen",
  linkPrompt: "Adresse des Links (https://…, mailto:… oder /pfad):",
  linkRefused:
    "Dieser Link wurde nicht gesetzt: erlaubt sind Adressen mit http(s)://, mailto: oder tel: und Pfade dieser Website (/…).",
  table: "Tabelle einfügen",
  row: "Zeile darunter",
  column: "Spalte rechts",
  deleteRow: "Zeile löschen",
  deleteColumn: "Spalte löschen",
  deleteTable: "Tabelle löschen",
  undo: "Rückgängig",
  redo: "Wiederholen",
};

export type ToolTexts = { -readonly [K in keyof typeof TOOL_TEXTS]: string };

/** A content form's links follow the site's rule for links in content (no mailto:, no tel:). */
export const SITE_LINK_TEXTS = {
  linkPrompt: "Adresse des Links (https://… oder ein Pfad dieser Website wie /kontakt):",
  linkRefused:
    "Dieser Link wurde nicht gesetzt: erlaubt sind Adressen mit http:// oder https:// und Pfade dieser Website wie /kontakt.",
};

export const MEDIA_TOOL_TEXTS = {
  image: "Bild einfügen",
  editImage: "Bild bearbeiten",
  video: "Video einfügen",
  editVideo: "Video bearbeiten",
  imageTitle: "Bild im Text",
  imageDescription:
    "Ein Bild aus der Medienbibliothek wählen oder hochladen, dazu die Alt-Texte und eine Bildunterschrift.",
  imageAddress: "Bild-Adresse",
  altDe: "Alt-Text (DE)",
  altEn: "Alt-Text (EN)",
  altEnHint: "Leer gelassen zeigt die englische Seite den deutschen Alt-Text.",
  caption: "Bildunterschrift (optional)",
  noImage: "Bitte ein Bild wählen oder hochladen, oder die Adresse eines Bildes eingeben (https://… oder /media/…).",
  noAlt: "Bitte beschreiben Sie das Bild auf Deutsch (Alt-Text).",
  apply: "Übernehmen",
  cancel: "Abbrechen",
  videoTitle: "Video im Text",
  videoDescription:
    "Die Adresse eines Videos auf YouTube oder Vimeo. Die Seite zeigt es erst nach Zustimmung der Besucher.",
  videoAddress: "Adresse des Videos",
  videoRefused: "Das ist keine Adresse eines Videos auf YouTube oder Vimeo (z. B. https://www.youtube.com/watch?v=…).",
  videoBlock: "Video",
  clickToEdit: "zum Bearbeiten anklicken",
};
