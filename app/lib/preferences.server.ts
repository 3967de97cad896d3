import { DEFAULT_LANG, isLang } from "./i18n";
import { isLanguageFree, langOfPath } from "./lang-path";
import { PREFERENCE_COOKIES, type CookieConsent, type Preferences, type Theme } from "./preferences";
import { isHttps, readCookies, serializeCookie } from "./cookies.server";

const ONE_YEAR = 60 * 60 * 24 * 365;

function parseConsent(raw: string | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    return { necessary: true, analytics: value.analytics === true, marketing: value.marketing === true };
  } catch {
    return null;
  }
}

/**
 * The visitor's preferences. A public page's language is its address's (/en/… is English, decision
 * 0029), so the page depends on the URL alone; the language-free parts (back office, sign-in,
 * previews) take `?lang=`, then the cookie the language toggle sets.
 */
export function readPreferences(request: Request): Preferences {
  const cookies = readCookies(request);
  const url = new URL(request.url);
  const queryLang = url.searchParams.get("lang");
  const cookieLang = cookies.get(PREFERENCE_COOKIES.language);
  const lang = !isLanguageFree(url.pathname)
    ? langOfPath(url.pathname)
    : isLang(queryLang)
      ? queryLang
      : isLang(cookieLang)
        ? cookieLang
        : DEFAULT_LANG;
  const themeRaw = cookies.get(PREFERENCE_COOKIES.theme);
  const theme: Theme | null = themeRaw === "true" ? "dark" : themeRaw === "false" ? "light" : null;
  return { lang, theme, consent: parseConsent(cookies.get(PREFERENCE_COOKIES.consent)) };
}

export function preferenceCookie(request: Request, name: string, value: string): string {
  return serializeCookie(name, value, { maxAge: ONE_YEAR, secure: isHttps(request) });
}
