import type { Lang } from "../i18n/languages";

/** Why an upload was refused, in the uploader's language (the back office follows the site's language). */
export type UploadRefusal = "missing" | "too-large" | "length-required" | "type" | "svg" | "broken" | "dimensions";

const REFUSALS: Record<UploadRefusal, Record<Lang, string>> = {
  missing: {
    de: "Bitte eine Bilddatei im Feld „file“ senden.",
    en: "Please send an image file in the field “file”.",
  },
  "too-large": {
    de: "Die Datei ist zu groß: höchstens 10 MB pro Bild.",
    en: "The file is too large: at most 10 MB per image.",
  },
  "length-required": {
    de: "Die Größe des Uploads fehlt (Content-Length).",
    en: "The upload's size is missing (Content-Length).",
  },
  type: {
    de: "Nur JPEG, PNG, WebP, AVIF und GIF sind erlaubt; diese Datei ist keines davon.",
    en: "Only JPEG, PNG, WebP, AVIF and GIF are allowed; this file is none of them.",
  },
  svg: {
    de: "SVG-Dateien sind nicht erlaubt (sie können Skripte enthalten). Bitte PNG oder WebP verwenden.",
    en: "SVG files are not allowed (they can carry scripts). Please use PNG or WebP.",
  },
  broken: {
    de: "Die Bilddatei ist beschädigt oder unvollständig.",
    en: "The image file is damaged or incomplete.",
  },
  dimensions: {
    de: "Das Bild ist zu groß: höchstens 12000 × 12000 Pixel.",
    en: "The image is too large: at most 12000 × 12000 pixels.",
  },
};

export function refusalMessage(reason: UploadRefusal, lang: Lang): string {
  return REFUSALS[reason][lang];
}

/** HTTP status of each refusal: 413 for size, 411 without a length, 415 for the wrong type, else 400. */
export function refusalStatus(reason: UploadRefusal): number {
  if (reason === "too-large") return 413;
  if (reason === "length-required") return 411;
  if (reason === "type" || reason === "svg") return 415;
  return 400;
}
