import { redirect } from "react-router";
import type { Route } from "./+types/preferences";
import { isLang, NO_SCRIPT_FIELD, PREFERENCE_COOKIES } from "~/lib/i18n";
import { preferenceCookie } from "~/lib/i18n/index.server";
import { readCookies } from "~/lib/http/index.server";
import { safeRedirectPath } from "~/lib/text";

/** Stores the language, dark mode and cookie-consent choices, then returns to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = new Headers();

  const language = form.get("language");
  if (isLang(language)) headers.append("Set-Cookie", preferenceCookie(request, PREFERENCE_COOKIES.language, language));

  // "toggle" comes from the dark-mode button without JavaScript: it cannot know the theme the page shows,
  // so the stored choice flips (no choice yet counts as light: the first press asks for dark).
  const posted = form.get("theme");
  const theme =
    posted === "toggle" ? (readCookies(request).get(PREFERENCE_COOKIES.theme) === "true" ? "light" : "dark") : posted;
  if (theme === "dark" || theme === "light") {
    headers.append("Set-Cookie", preferenceCookie(request, PREFERENCE_COOKIES.theme, String(theme === "dark")));
  }

  const consent = form.get("consent");
  if (consent === "all" || consent === "necessary" || consent === "custom") {
    const value = {
      necessary: true,
      analytics: consent === "all" || (consent === "custom" && form.get("analytics") === "on"),
      marketing: consent === "all" || (consent === "custom" && form.get("marketing") === "on"),
    };
    headers.append("Set-Cookie", preferenceCookie(request, PREFERENCE_COOKIES.consent, JSON.stringify(value)));
  }

  if (!headers.has("Set-Cookie")) return new Response("Nothing to store", { status: 400 });

  // A choice posted without the page's JavaScript marks the visitor: the server then writes the theme
  // and the consent into their pages (decision 0059). A post from the page's JavaScript takes the mark
  // away again (it was a click before the page had loaded), so that visitor shares the plain copies.
  if (form.get(NO_SCRIPT_FIELD) === "1") {
    headers.append("Set-Cookie", preferenceCookie(request, PREFERENCE_COOKIES.noScript, "1"));
  } else if (readCookies(request).has(PREFERENCE_COOKIES.noScript)) {
    headers.append("Set-Cookie", preferenceCookie(request, PREFERENCE_COOKIES.noScript, "", 0));
  }

  // Drop ?lang= so the stored choice is what the next page shows.
  const target = new URL(safeRedirectPath(form.get("redirectTo")), "http://local");
  target.searchParams.delete("lang");
  return redirect(target.pathname + target.search + target.hash, { headers });
}

export function loader() {
  return redirect("/");
}
