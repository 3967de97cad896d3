import { DEFAULT_LANG, isLang } from "./i18n";
import { isLanguageFree, langOfPath } from "./lang-path";
import { PREFERENCE_COOKIES, PREFERENCE_MAX_AGE, type Preferences } from "./preferences";
import { isHttps, readCookies, serializeCookie } from "./cookies.server";
import { requestUrl } from "./request-url.server";

/**
 * The visitor's preferences the server needs: the language. A public page's language is its address's
 * (/en/… is English, decision 0029), so the page depends on the URL alone; the language-free parts
 * (back office, sign-in, previews) take `?lang=`, then the cookie the language toggle sets. Theme and
 * cookie consent are applied in the browser (app/lib/preferences.ts).
 */
export function readPreferences(request: Request): Preferences {
  const url = requestUrl(request);
  if (!isLanguageFree(url.pathname)) return { lang: langOfPath(url.pathname) };
  const queryLang = url.searchParams.get("lang");
  const cookieLang = readCookies(request).get(PREFERENCE_COOKIES.language);
  return { lang: isLang(queryLang) ? queryLang : isLang(cookieLang) ? cookieLang : DEFAULT_LANG };
}

export function preferenceCookie(request: Request, name: string, value: string): string {
  return serializeCookie(name, value, { maxAge: PREFERENCE_MAX_AGE, secure: isHttps(request) });
}
