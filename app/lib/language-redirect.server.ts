import { isLang } from "./i18n";
import { isLanguageFree, langOfPath, germanPath, localPath } from "./lang-path";
import { PREFERENCE_COOKIES } from "./preferences";
import { readCookies } from "./cookies.server";
import { requestUrl } from "./request-url.server";
import { sameSitePath } from "./url";

/** Files and the framework's data requests: they have no language and are never sent elsewhere. */
const NOT_A_PAGE = /\.[a-z0-9]+$/i;

function withoutLang(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("lang");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * Sends a request for a public page to its address in the right language, before anything renders
 * (decision 0029):
 * - `?lang=en` / `?lang=de` (old links, the former language switch) → 301 to the page's address in
 *   that language, the rest of the query kept;
 * - a visitor whose language cookie says English and who opens a German address → 302 to the English
 *   twin (temporary and private: it depends on the cookie, not on the address).
 * Detail pages then swap the slug for the one of their language (their loaders answer a 301).
 * Returns null when the request stays where it is.
 */
export function languageRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = requestUrl(request);
  const { pathname } = url;
  // "//host" (or "/en//host") would turn the Location into another site: such paths stay where they are.
  if (pathname.includes("//") || isLanguageFree(pathname) || NOT_A_PAGE.test(pathname)) return null;

  const asked = url.searchParams.get("lang");
  if (url.searchParams.has("lang")) {
    const lang = isLang(asked) ? asked : langOfPath(pathname);
    const target = sameSitePath(localPath(lang, germanPath(pathname)) + withoutLang(url));
    return target ? new Response(null, { status: 301, headers: { Location: target } }) : null;
  }

  const chosen = readCookies(request).get(PREFERENCE_COOKIES.language);
  if (chosen === "en" && langOfPath(pathname) === "de") {
    return new Response(null, {
      status: 302,
      headers: {
        Location: sameSitePath(localPath("en", pathname) + url.search) ?? "/en",
        "Cache-Control": "private, no-store",
        Vary: "Cookie",
      },
    });
  }
  return null;
}
