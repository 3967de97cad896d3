import type { Lang } from "../i18n/languages";
import { germanPath } from "../i18n/lang-path";

/**
 * The spinner text shown while navigating to a page (public-site.md 2.1: "Loading about sections...",
 * "Loading services...", ...), chosen by the first path segment of the destination.
 */
const LOADING_TEXTS: Record<string, { de: string; en: string }> = {
  "": { de: "Startseite wird geladen...", en: "Loading home..." },
  about: { de: "Über-uns-Bereiche werden geladen...", en: "Loading about sections..." },
  services: { de: "Leistungen werden geladen...", en: "Loading services..." },
  projects: { de: "Projekte werden geladen...", en: "Loading projects..." },
  kontakt: { de: "Kontaktseite wird geladen...", en: "Loading contact page..." },
  blog: { de: "Artikel werden geladen...", en: "Loading articles..." },
  shop: { de: "Produkte werden geladen...", en: "Loading products..." },
  academy: { de: "Kurse werden geladen...", en: "Loading courses..." },
  events: { de: "Events werden geladen...", en: "Loading events..." },
  kongress: { de: "Kongress wird geladen...", en: "Loading congress..." },
  community: { de: "Community wird geladen...", en: "Loading community..." },
  weiterleitungen: { de: "Weiterleitungen werden geladen...", en: "Loading redirects..." },
  links: { de: "Weiterleitungen werden geladen...", en: "Loading redirects..." },
  impressum: { de: "Seite wird geladen...", en: "Loading page..." },
  datenschutz: { de: "Seite wird geladen...", en: "Loading page..." },
  cookies: { de: "Seite wird geladen...", en: "Loading page..." },
};

/** Detail pages say what they load: "Loading service...", "Loading article...", ... */
const DETAIL_LOADING_TEXTS: Record<string, { de: string; en: string }> = {
  services: { de: "Leistung wird geladen...", en: "Loading service..." },
  blog: { de: "Artikel wird geladen...", en: "Loading article..." },
  shop: { de: "Produkt wird geladen...", en: "Loading product..." },
  events: { de: "Event wird geladen...", en: "Loading event..." },
};

export function loadingTextFor(pathname: string, lang: Lang): string | null {
  // English pages have the German page's path under /en.
  const segments = germanPath(pathname).split("/").filter(Boolean);
  const first = segments[0] ?? "";
  const entry = segments.length > 1 ? DETAIL_LOADING_TEXTS[first] : LOADING_TEXTS[first];
  return entry ? entry[lang] : null;
}
