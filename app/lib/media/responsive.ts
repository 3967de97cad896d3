import { MEDIA_PATH } from "./image-type";

/** The widths the media route makes copies of (docs/decisions/0026-responsive-media-widths.md). */
const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/**
 * The widths a srcset offers. 320 is left out: the public slots (a third of the width from 1024
 * pixels, half from 640, else all of it) are wider than 320 pixels on any phone or screen but a
 * window of exactly 640 at one device pixel per pixel, so browsers all but never picked it, and each
 * entry cost a page ~90 bytes. The route still makes it for pages cached before.
 */
const SRCSET_WIDTHS: readonly MediaWidth[] = [640, 1024, 1600];

export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}

/** Whether a stored image URL is one of the library's files (and so can be resized). */
function isMediaPath(src: string | null | undefined): src is string {
  return typeof src === "string" && MEDIA_PATH.test(src);
}

/**
 * srcset for a library image: every width up to the original's (never upscaled), each as WebP, and
 * the original itself at its own width. Null for outside images, which are shown as they are.
 */
export function mediaSrcSet(src: string, originalWidth?: number | null): string | null {
  if (!isMediaPath(src)) return null;
  const widths = SRCSET_WIDTHS.filter((w) => !originalWidth || w < originalWidth);
  const entries = widths.map((w) => `${src}?w=${w} ${w}w`);
  if (originalWidth) entries.push(`${src} ${originalWidth}w`);
  return entries.join(", ");
}
