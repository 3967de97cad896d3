import { Moon, Sun } from "~/components/icon";
import { useFetcher, useLocation, useMatches } from "react-router";
import {
  isLanguageFree,
  otherLanguagePath,
  t,
  type Lang,
  NO_SCRIPT_FIELD,
  PREFERENCE_COOKIES,
  PREFERENCE_MAX_AGE,
} from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { useDiscover } from "~/lib/pages";

/**
 * Marks a preference post as sent without the page's JavaScript: the field is in the server's HTML and
 * gone once the page has hydrated, so only a visitor whose page runs no script (or who clicked before
 * it loaded) sends it, and the server then writes their theme and consent into their pages (0059).
 */
export function NoScriptMark() {
  return useHydrated() ? null : <input type="hidden" name={NO_SCRIPT_FIELD} value="1" />;
}

function useReturnPath() {
  const location = useLocation();
  return location.pathname + location.search;
}

/**
 * Where the language toggle leads: the same page in the other language (decision 0029). A detail page
 * says so in its loader data (`alternates`, its slug in each language); any other public page differs
 * by the /en prefix alone; language-free pages (sign-in, previews) stay where they are.
 */
function useTwinPath(next: Lang): string {
  const location = useLocation();
  const matches = useMatches();
  if (isLanguageFree(location.pathname)) return location.pathname + location.search;
  for (let i = matches.length - 1; i >= 0; i--) {
    const alternates = (matches[i].loaderData as { alternates?: Record<Lang, string> } | undefined)?.alternates;
    if (alternates?.[next]) return alternates[next] + location.search;
  }
  return otherLanguagePath(location.pathname).path + location.search;
}

/**
 * Switches between German and English: the server stores the choice in a cookie (so a German address
 * opened later leads to its English twin) and sends the visitor to the twin page.
 */
export function LanguageToggle({ lang, className }: { lang: Lang; className?: string }) {
  const fetcher = useFetcher();
  const next: Lang = lang === "de" ? "en" : "de";
  const redirectTo = useTwinPath(next);
  const discover = useDiscover();
  return (
    <fetcher.Form method="post" action="/preferences" className={className} {...discover}>
      <input type="hidden" name="language" value={next} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <NoScriptMark />
      <button
        type="submit"
        aria-label={t(lang, "toggle.language")}
        // The label is written in the language it switches to (WCAG 3.1.2: language of parts).
        lang={next}
        className="rounded-md border border-border px-2.5 py-1.5 text-sm font-bold uppercase hover:bg-muted"
        data-testid="language-toggle"
      >
        {next}
      </button>
    </fetcher.Form>
  );
}

/**
 * Dark-mode switch. The server does not know the theme (the page's HTML depends on its address alone),
 * so the button renders the same for everyone and CSS shows the icon and the accessible name for the
 * class the head script put on <html>: right before hydration, and nothing for hydration to mismatch.
 * Without JavaScript it posts "toggle" and the server flips the stored choice; with it, the page
 * switches at once and the explicit choice is stored.
 */
export function ThemeToggle({ lang, className }: { lang: Lang; className?: string }) {
  const fetcher = useFetcher();
  const redirectTo = useReturnPath();
  const discover = useDiscover();
  return (
    <fetcher.Form
      method="post"
      action="/preferences"
      className={className}
      {...discover}
      onSubmit={(event) => {
        event.preventDefault();
        const theme = switchTheme();
        void fetcher.submit({ theme, redirectTo }, { method: "post", action: "/preferences" });
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <NoScriptMark />
      <button
        type="submit"
        name="theme"
        value="toggle"
        className="rounded-md border border-border p-2 hover:bg-muted"
        data-testid="theme-toggle"
      >
        <Moon className="h-4 w-4 dark:hidden" aria-hidden />
        <Sun className="hidden h-4 w-4 dark:block" aria-hidden />
        {/* A hidden element is left out of the button's name, so exactly one of the two names counts. */}
        <span className="sr-only dark:hidden">{t(lang, "toggle.darkOn")}</span>
        <span className="sr-only hidden dark:block">{t(lang, "toggle.darkOff")}</span>
      </button>
    </fetcher.Form>
  );
}

/** Flips the theme on the page now, in its cookie and in localStorage (the spec's keys); returns the new one. */
function switchTheme(): "dark" | "light" {
  const dark = document.documentElement.classList.toggle("dark");
  // Written here as well as by the POST's answer: a reload before that answer arrives would otherwise
  // paint the old theme (the head script reads this cookie). Same attributes as the server's cookie.
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${PREFERENCE_COOKIES.theme}=${dark}; Path=/; SameSite=Lax; Max-Age=${PREFERENCE_MAX_AGE}${secure}`;
  try {
    localStorage.setItem("darkMode", String(dark));
    localStorage.setItem("dark", String(dark));
  } catch {
    // Storage can be unavailable (private mode); the cookie the POST stores is what counts.
  }
  return dark ? "dark" : "light";
}
