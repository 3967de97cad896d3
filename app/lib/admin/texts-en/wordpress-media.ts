import type { EnglishTexts } from "./types";

/** The WordPress import's images: why one did not come into the media library (app/lib/wordpress/media-texts.ts). */
export const texts: EnglishTexts = {
  "Die Adresse ist keine öffentliche http- oder https-Adresse.": "The address is not a public http or https address.",
  "Die Adresse zeigt auf diesen Rechner oder ein privates Netz und wird nicht abgerufen.":
    "The address points at this machine or a private network and is not fetched.",
  "Das Bild ist größer als 10 MB.": "The image is larger than 10 MB.",
  "Unter der Adresse liegt kein Bild im Format JPEG, PNG, WebP, AVIF oder GIF.":
    "The address holds no JPEG, PNG, WebP, AVIF or GIF image.",
  "Die alte Website hat das Bild nicht geliefert.": "The old website did not deliver the image.",
  "Die alte Website hat nicht rechtzeitig geantwortet.": "The old website did not answer in time.",
  "Die alte Website war nicht erreichbar.": "The old website could not be reached.",
  "SVG-Dateien werden nicht übernommen (sie können Skripte enthalten).":
    "SVG files are not taken over (they can carry scripts).",
  "Die Bilddatei ist beschädigt oder unvollständig.": "The image file is damaged or incomplete.",
  "Das Bild ist zu groß: höchstens 12000 × 12000 Pixel.": "The image is too large: at most 12000 × 12000 pixels.",
  "Die alte Website hat eine leere Datei geliefert.": "The old website delivered an empty file.",
  "Bild fehlt noch": "Image still missing",
};
