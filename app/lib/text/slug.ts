/**
 * Lower-case, with German umlauts and ß written out (ä→ae, ö→oe, ü→ue, ß→ss). Slugs and the site
 * search share this one table; the search index (migration 0009) repeats it in SQL.
 */
export function foldUmlauts(input: string): string {
  return input.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
}

/**
 * The spec's slug rule: lower-case, trim, whitespace to hyphens, drop non-word characters,
 * collapse repeated hyphens, strip leading and trailing hyphens.
 * German umlauts are transliterated first so "Glück" becomes "glueck", not "glck".
 */
export function slugify(input: string): string {
  return foldUmlauts(input)
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Makes `base` unique against the slugs already taken by appending -1, -2, ...
 * `taken` may be a set or a predicate (for example a database lookup result).
 */
export function uniqueSlug(base: string, taken: Iterable<string> | ((slug: string) => boolean)): string {
  const isTaken =
    typeof taken === "function"
      ? taken
      : (
          (set) => (s: string) =>
            set.has(s)
        )(new Set(taken));
  const root = slugify(base) || "eintrag";
  if (!isTaken(root)) return root;
  for (let n = 1; ; n++) {
    const candidate = `${root}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
