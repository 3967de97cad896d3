/*
 * Why an image of a WordPress site did not come into the media library, in the back office's words
 * (German, the keys of the English dictionary: app/lib/admin/texts-en/wordpress-media.ts). The import's
 * report shows `t(IMAGE_REFUSALS[reason])` beside the address, which the post keeps.
 */
import type { UploadRefusal } from "../media/messages";

/** Why fetching an image from another site failed (app/lib/wordpress/fetch-image.server.ts). */
export type RemoteImageRefusal =
  "not-allowed" | "private-address" | "too-large" | "not-an-image" | "http-error" | "timeout" | "network";

export const IMAGE_REFUSALS: Record<RemoteImageRefusal | UploadRefusal, string> = {
  "not-allowed": "Die Adresse ist keine öffentliche http- oder https-Adresse.",
  "private-address": "Die Adresse zeigt auf diesen Rechner oder ein privates Netz und wird nicht abgerufen.",
  "too-large": "Das Bild ist größer als 10 MB.",
  "not-an-image": "Unter der Adresse liegt kein Bild im Format JPEG, PNG, WebP, AVIF oder GIF.",
  "http-error": "Die alte Website hat das Bild nicht geliefert.",
  timeout: "Die alte Website hat nicht rechtzeitig geantwortet.",
  network: "Die alte Website war nicht erreichbar.",
  type: "Unter der Adresse liegt kein Bild im Format JPEG, PNG, WebP, AVIF oder GIF.",
  svg: "SVG-Dateien werden nicht übernommen (sie können Skripte enthalten).",
  broken: "Die Bilddatei ist beschädigt oder unvollständig.",
  dimensions: "Das Bild ist zu groß: höchstens 12000 × 12000 Pixel.",
  missing: "Die alte Website hat eine leere Datei geliefert.",
  "length-required": "Die alte Website hat eine leere Datei geliefert.",
};
