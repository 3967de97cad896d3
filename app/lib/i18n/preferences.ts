import type { Lang } from "./languages";

/**
 * Visitor choices kept in cookies and mirrored to localStorage (the spec's keys). Only the language is
 * read by the server: a public page's HTML must depend on its address alone (it is cached by URL), so
 * the theme and the cookie consent are applied in the browser, by PREFERENCE_HEAD_SCRIPT before the
 * first paint and by the components after hydration.
 */
export type CookieConsent = { necessary: true; analytics: boolean; marketing: boolean };
export type Preferences = {
  lang: Lang;
};

export const PREFERENCE_COOKIES = {
  language: "language",
  theme: "darkMode",
  consent: "cookieConsent",
  /**
   * Set when a choice was posted by a page that ran no JavaScript: from then on the server writes the
   * theme and the consent into that visitor's pages itself (decision 0059), as the head script cannot.
   */
  noScript: "noScript",
} as const;

/** The form field that marks a post as sent without the page's JavaScript (see NoScriptMark). */
export const NO_SCRIPT_FIELD = "noScript";

/**
 * What the server writes into the HTML for a visitor marked by the `noScript` cookie: the dark class
 * and whether a consent is stored (which hides the banner in CSS). Four values, so the page cache
 * keeps at most four copies of a page for such visitors.
 */
export type ScriptlessPreferences = { dark: boolean; consent: boolean };

/** How long a stored choice lasts, in seconds (a year). */
export const PREFERENCE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Runs in <head> before the stylesheet paints anything. Sets `dark` on <html> from the stored choice,
 * or from the system setting while there is none (as the site did before the choice moved here); the
 * stylesheet derives `color-scheme` from that class. Marks <html> with `data-consent` when a consent is
 * stored, which hides the cookie banner (app.css) before it could flash. Kept to a few hundred bytes:
 * it blocks the parser.
 */
export const PREFERENCE_HEAD_SCRIPT =
  `try{var d=document.documentElement,c="; "+document.cookie,` +
  `m=c.match(/; ${PREFERENCE_COOKIES.theme}=(true|false)/);` +
  `d.classList.toggle("dark",m?m[1]=="true":matchMedia("(prefers-color-scheme: dark)").matches);` +
  `if(c.indexOf("; ${PREFERENCE_COOKIES.consent}=")>=0)d.setAttribute("data-consent","")}catch(e){}`;

export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    return { necessary: true, analytics: value.analytics === true, marketing: value.marketing === true };
  } catch {
    return null;
  }
}

/** A cookie's value in the browser (null when absent, on the server too). */
export function browserCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
