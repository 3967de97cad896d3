import { sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { media } from "~db/schema";
import type { Lang } from "../i18n/languages";
import { libraryAlt } from "./library-alt";

/*
 * The media library's alt texts for a record's image, read in the page's own query (a correlated
 * subquery, so no extra statement and no extra round trip: decision 0001). A decorative library image
 * reads as "" (an empty alt is right for it); an image that is not from the library reads as null, and
 * the view keeps its own fallback (the record's title).
 */

const altOf = (image: SQLiteColumn, column: "alt_de" | "alt_en") =>
  // The hash is unique and indexed; the full path is compared too, so "/media/<hash>.png?x" or another
  // extension is not taken for the library's file.
  sql<string | null>`(SELECT CASE WHEN ${media.decorative} THEN '' ELSE ${media[column]} END FROM ${media}
    WHERE ${media.hash} = substr(${image}, 8, 64) AND ${image} = '/media/' || ${media.hash} || '.' || ${media.ext})`;

/** The columns to add to a select: the library's German and English alt text of the image in `image`. */
export function libraryAltColumns(image: SQLiteColumn) {
  return { image_alt_de: altOf(image, "alt_de"), image_alt_en: altOf(image, "alt_en") };
}

type WithAlts = { image_alt_de: string | null; image_alt_en: string | null };

/**
 * The row with the one alt text of the page's language in place of the two: English falls back to
 * German where it is missing; null where the library has none (not a library image, or no text).
 */
export function withLibraryAlt<R extends WithAlts>(
  row: R,
  lang: Lang,
): Omit<R, keyof WithAlts> & { image_alt: string | null } {
  const { image_alt_de, image_alt_en, ...rest } = row;
  return { ...rest, image_alt: libraryAlt({ image_alt_de, image_alt_en }, lang) };
}
