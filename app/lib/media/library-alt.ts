import type { Lang } from "../i18n/languages";

/**
 * The library's alt text of a record's image in the page's language, from the two columns the page's
 * read adds (library-alt.server.ts), either of which a page's one-language data may have left out:
 * English falls back to German; "" for a decorative image; null where the library has no text (not a
 * library image), so the view keeps its own fallback.
 */
export function libraryAlt(
  row: { image_alt_de?: string | null; image_alt_en?: string | null },
  lang: Lang,
): string | null {
  const german = row.image_alt_de ?? null;
  const english = row.image_alt_en?.trim() || null;
  if (lang === "en" && english) return english;
  if (german === null) return null;
  const alt = german.trim();
  // Blank words are no alt text; only the decorative mark's "" is an empty one on purpose.
  return alt === "" && german !== "" ? null : alt;
}
