import { DEFAULT_LANG, isLang } from "./languages";
import { isLanguageFree, langOfPath } from "./lang-path";
import { PREFERENCE_COOKIES, PREFERENCE_MAX_AGE, type Preferences, type ScriptlessPreferences } from "./preferences";
import { isHttps, readCookies, serializeCookie } from "../http/cookies.server";
import { requestUrl } from "../http/request-url.server";

/**
 * The visitor's preferences the server needs: the language. A public page's language is its address's
 * (/en/… is English, decision 0029), so the page depends on the URL alone; the language-free parts
 * (back office, sign-in, previews) take `?lang=`, then the cookie the language toggle sets. Theme and
 * cookie consent are applied in the browser (app/lib/i18n/preferences.ts).
 */
export function readPreferences(request: Request): Preferences {
  const url = requestUrl(request);
  if (!isLanguageFree(url.pathname)) return { lang: langOfPath(url.pathname) };
  const queryLang = url.searchParams.get("lang");
  const cookieLang = readCookies(request).get(PREFERENCE_COOKIES.language);
  return { lang: isLang(queryLang) ? queryLang : isLang(cookieLang) ? cookieLang : DEFAULT_LANG };
}

/** A preference cookie for a year, or (`maxAge` 0) the instruction to delete it. */
export function preferenceCookie(request: Request, name: string, value: string, maxAge = PREFERENCE_MAX_AGE): string {
  return serializeCookie(name, value, { maxAge, secure: isHttps(request) });
}

/**
 * The theme and consent the server writes into the page, for a visitor whose choices were posted
 * without JavaScript (the `noScript` cookie); null for everyone else, whose pages depend on their
 * address alone and whose browser applies these choices (decisions 0033, 0059). Only the stored
 * choice counts: without a script the system's dark setting is unknown.
 */
export function scriptlessPreferences(request: Request): ScriptlessPreferences | null {
  const cookies = readCookies(request);
  if (cookies.get(PREFERENCE_COOKIES.noScript) !== "1") return null;
  return {
    dark: cookies.get(PREFERENCE_COOKIES.theme) === "true",
    consent: cookies.has(PREFERENCE_COOKIES.consent),
  };
}
