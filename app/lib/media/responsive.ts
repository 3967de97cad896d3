import { MEDIA_PATH } from "./image-type";

/** The widths public pages offer in srcset (docs/decisions/0026-responsive-media-widths.md). */
const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

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
  const widths = MEDIA_WIDTHS.filter((w) => !originalWidth || w < originalWidth);
  const entries = widths.map((w) => `${src}?w=${w} ${w}w`);
  if (originalWidth) entries.push(`${src} ${originalWidth}w`);
  return entries.join(", ");
}
