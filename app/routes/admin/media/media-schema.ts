import { z } from "zod";
import { flag, optionalText } from "~/lib/admin/zod-fields";

/** The alt-text form of one image (browser and server alike). */
export const AltTextSchema = z.object({
  id: z.coerce.number().int().positive(),
  alt_de: optionalText(300),
  alt_en: optionalText(300),
  decorative: flag(),
});

/** Texts of the screen, by the visitor's language (the upload answers are in lib/media/messages). */
export const MEDIA_TEXTS = {
  de: {
    title: "Medien",
    intro: "Bilder hochladen und auswählen. Dateien: JPEG, PNG, WebP, AVIF oder GIF, höchstens 10 MB.",
    search: "Suchen",
    searchPlaceholder: "Dateiname, Alt-Text …",
    choose: "Dateien auswählen",
    drop: "Bilder hierher ziehen oder",
    upload: "Hochladen",
    uploaded: "Hochgeladen",
    noAlt: "Kein Alt-Text",
    decorative: "Dekorativ (kein Alt-Text nötig)",
    altDe: "Alt-Text (DE)",
    altEn: "Alt-Text (EN)",
    save: "Speichern",
    saved: "Alt-Text gespeichert",
    delete: "Löschen",
    deleted: "Bild gelöscht",
    usedBy: "Verwendet von",
    unused: "Nicht verwendet",
    confirmUnused: "Das Bild wird nirgends verwendet und endgültig gelöscht.",
    confirmUsed: "Dieses Bild wird noch verwendet von:",
    onlyAdmins: "Nur Administratoren dürfen verwendete Bilder löschen.",
    empty: "Noch keine Bilder hochgeladen.",
    notFound: "Bild nicht gefunden",
    failed: "Upload fehlgeschlagen",
    size: "Größe",
    dimensions: "Abmessungen",
    date: "Hochgeladen am",
    copy: "Adresse",
  },
  en: {
    title: "Media",
    intro: "Upload and choose images. Files: JPEG, PNG, WebP, AVIF or GIF, at most 10 MB.",
    search: "Search",
    searchPlaceholder: "File name, alt text …",
    choose: "Choose files",
    drop: "Drop images here or",
    upload: "Upload",
    uploaded: "Uploaded",
    noAlt: "No alt text",
    decorative: "Decorative (no alt text needed)",
    altDe: "Alt text (DE)",
    altEn: "Alt text (EN)",
    save: "Save",
    saved: "Alt text saved",
    delete: "Delete",
    deleted: "Image deleted",
    usedBy: "Used by",
    unused: "Not used",
    confirmUnused: "The image is not used anywhere and will be deleted for good.",
    confirmUsed: "This image is still used by:",
    onlyAdmins: "Only administrators may delete images that are in use.",
    empty: "No images uploaded yet.",
    notFound: "Image not found",
    failed: "Upload failed",
    size: "Size",
    dimensions: "Dimensions",
    date: "Uploaded on",
    copy: "Address",
  },
} as const;

export type MediaTexts = Record<keyof (typeof MEDIA_TEXTS)["de"], string>;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
