import type { Lang } from "./i18n";

/** Visitor choices kept in cookies (read during SSR) and mirrored to localStorage (the spec's keys). */
export type Theme = "dark" | "light";
export type CookieConsent = { necessary: true; analytics: boolean; marketing: boolean };
export type Preferences = { lang: Lang; theme: Theme | null; consent: CookieConsent | null };

export const PREFERENCE_COOKIES = {
  language: "language",
  theme: "darkMode",
  consent: "cookieConsent",
} as const;
