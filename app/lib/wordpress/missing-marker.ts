/*
 * Where an imported post shows an image that could not be fetched (issue 51): the stock placeholder,
 * with a marker in the address's fragment naming the source, so fetching it again later finds the very
 * place to put it. The fragment never reaches a server, so visitors see the placeholder and nothing of
 * the other site's address.
 */

/** The image a post shows in place of one it has not got (the blog's featured image is required). */
export const PLACEHOLDER_IMAGE = "/images/calm.webp";

/** An image a post uses that did not come: where it stands, kept so it can be fetched again. */
export type MissingUse = { place: "featured" | "body"; sourceUrl: string; alt: string; reason: string };

/** FNV-1a: a short, stable name of a source address (the same address gives the same marker). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The placeholder address that stands in a body for the image from `sourceUrl`. */
export function missingMarker(sourceUrl: string): string {
  return `${PLACEHOLDER_IMAGE}#wp-missing-${shortHash(sourceUrl)}`;
}
