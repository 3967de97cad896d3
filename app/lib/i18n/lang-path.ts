import { DEFAULT_LANG, type Lang } from "./languages";

/**
 * One address per page and language (decision 0029): German pages keep the spec's paths, English
 * pages live under /en. These functions are the only place that knows the prefix.
 */
const EN_PREFIX = "/en";

/**
 * Paths that have no language of their own: the back office, accounts, media files, previews and
 * resource routes. Anything else is a public page (or a short code, answered before the router).
 */
const LANGUAGE_FREE =
  /^\/(admin|login|logout|media|vorschau|preferences|newsletter$|sitemap\.xml|robots\.txt|__manifest|_root\.data)(\/|$|\.data$)/;

/**
 * The English prefix as the router matches it: its segments are compared without regard to case and
 * after percent-decoding, so /EN/about and /%65n/about run the English route and must be English too.
 */
const EN_SEGMENT = /^\/(?:e|%65)(?:n|%6e)(?=\/|\.data$|$)/i;

/**
 * The site's own pages (not content types) whose English address has a word of its own instead of
 * the German one (/kontakt → /en/contact). A content type's page declares its English word in its
 * definition (`page.english`, as /kongress → /en/congress), which adds it here when it is defined
 * (addEnglishSegment). The German word after /en answers 301 to the English one (routes.ts).
 */
const OWN_PAGE_SEGMENTS: Readonly<Record<string, string>> = {
  kontakt: "contact",
  anmeldung: "registration",
  impressum: "imprint",
  datenschutz: "privacy",
  // The short-link overview has two German addresses; English has one word for both.
  weiterleitungen: "links",
};

const ENGLISH_SEGMENTS = new Map<string, string>(Object.entries(OWN_PAGE_SEGMENTS));
const GERMAN_SEGMENTS = new Map<string, string>(
  Object.entries(OWN_PAGE_SEGMENTS).map(([german, english]) => [english, german]),
);

/**
 * A content type's English word for its German path segment (content-type-def.ts calls it for each
 * definition that declares one). A word that another page already takes would make two pages one
 * address: that stops the definition from loading.
 */
export function addEnglishSegment(german: string, english: string): void {
  if (ENGLISH_SEGMENTS.get(german) === english) return;
  if (ENGLISH_SEGMENTS.has(german) || GERMAN_SEGMENTS.has(english))
    throw new Error(`English address /en/${english} for /${german} is taken by another page`);
  ENGLISH_SEGMENTS.set(german, english);
  GERMAN_SEGMENTS.set(english, german);
}

/** Every German segment with an English word of its own → that word (the routes and the speculation rules). */
export function englishSegments(): Readonly<Record<string, string>> {
  return Object.fromEntries(ENGLISH_SEGMENTS);
}

/** A path's first segment swapped through a table (/kongress/x → /congress/x). */
function swapFirstSegment(pathname: string, table: ReadonlyMap<string, string>): string {
  const match = /^\/([^/.]+)(?=\/|\.data$|$)/.exec(pathname);
  const swapped = match ? table.get(match[1]!.toLowerCase()) : undefined;
  return swapped ? `/${swapped}${pathname.slice(match![0].length)}` : pathname;
}

/** The language a public path is in: /en and /en/… are English, everything else German. */
export function langOfPath(pathname: string): Lang {
  return EN_SEGMENT.test(pathname) ? "en" : DEFAULT_LANG;
}

/** Whether a path belongs to the language-free part of the site (its language comes from the cookie). */
export function isLanguageFree(pathname: string): boolean {
  return LANGUAGE_FREE.test(pathname);
}

/** The German form of a path: /en/about → /about, /en → /. */
export function germanPath(pathname: string): string {
  if (langOfPath(pathname) === "de") return pathname;
  const rest = pathname.replace(EN_SEGMENT, "");
  return rest === "" || rest === ".data" ? "/" : swapFirstSegment(rest, GERMAN_SEGMENTS);
}

/**
 * A site path in a language: localPath("en", "/blog/x?q=1") → "/en/blog/x?q=1", localPath("en", "/") →
 * "/en". German paths, language-free paths, anchors and outside URLs come back unchanged.
 */
export function localPath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG || !path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? "" : path.slice(cut);
  if (isLanguageFree(pathname) || langOfPath(pathname) === "en") return path;
  return (pathname === "/" ? EN_PREFIX : EN_PREFIX + swapFirstSegment(pathname, ENGLISH_SEGMENTS)) + tail;
}

/**
 * A site path, in whichever language it was written, as the address of that page in `lang`:
 * "/services" or "/en/services" → "/en/services" for English, "/services" for German. Language-free
 * paths, anchors and outside URLs come back unchanged.
 */
export function pathInLanguage(lang: Lang, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  if (isLanguageFree(pathname)) return path;
  return localPath(lang, germanPath(pathname) + (cut === -1 ? "" : path.slice(cut)));
}

/** The same page in the other language, by path alone (detail pages also swap the slug: see their loaders). */
export function otherLanguagePath(pathname: string): { lang: Lang; path: string } {
  return langOfPath(pathname) === "en"
    ? { lang: "de", path: germanPath(pathname) }
    : { lang: "en", path: localPath("en", pathname) };
}
