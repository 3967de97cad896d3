import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useFetcher, useLocation, useMatches } from "react-router";
import { isLanguageFree, otherLanguagePath } from "~/lib/lang-path";
import { t, type Lang } from "~/lib/i18n";
import type { Theme } from "~/lib/preferences";
import { clsx as cx } from "clsx";

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
  return (
    <fetcher.Form method="post" action="/preferences" className={className}>
      <input type="hidden" name="language" value={next} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
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

/** Dark-mode switch, rendered by the server from the cookie so there is no flash. */
export function ThemeToggle({ theme, lang, className }: { theme: Theme | null; lang: Lang; className?: string }) {
  const fetcher = useFetcher();
  const redirectTo = useReturnPath();
  const pending = fetcher.formData?.get("theme");
  const current = pending === "dark" || pending === "light" ? pending : theme;
  const systemDark = useSystemDark();
  const isDark = current === "dark" || (current === null && systemDark);
  return (
    <fetcher.Form method="post" action="/preferences" className={className}>
      <input type="hidden" name="theme" value={isDark ? "light" : "dark"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        aria-label={isDark ? t(lang, "toggle.darkOff") : t(lang, "toggle.darkOn")}
        className={cx("rounded-md border border-border p-2 hover:bg-muted")}
        data-testid="theme-toggle"
      >
        {isDark ? <Sun className="h-4 w-4" aria-hidden /> : <Moon className="h-4 w-4" aria-hidden />}
      </button>
    </fetcher.Form>
  );
}

/** Whether the page is dark because of the system setting (the server cannot know: it renders light). */
function useSystemDark() {
  return useSyncExternalStore(
    (onChange) => {
      const media = matchMedia("(prefers-color-scheme: dark)");
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    () => document.documentElement.classList.contains("dark"),
    () => false,
  );
}
