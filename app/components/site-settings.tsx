import { createContext, useContext } from "react";
import { formOfAddress, type FormOfAddress, type Lang } from "~/lib/i18n";
import { type PublicSettings, NEWSLETTER_PROMISE } from "~/lib/pages";

/**
 * The general settings of the page being shown, for components deep in a public page (the forms)
 * that address the visitor or repeat the newsletter's promise. The site layout provides them from the
 * page's shell; outside it (an error page without data) the defaults apply.
 */
const SiteSettingsContext = createContext<PublicSettings | null>(null);

export const SiteSettingsProvider = SiteSettingsContext.Provider;

export function useFormOfAddress(): FormOfAddress {
  return formOfAddress(useContext(SiteSettingsContext));
}

/** The newsletter's one promise in the language (general settings, else the site's default). */
export function useNewsletterPromise(lang: Lang): string {
  const settings = useContext(SiteSettingsContext);
  const own = lang === "en" ? settings?.newsletter_promise_en : settings?.newsletter_promise_de;
  return own?.trim() || NEWSLETTER_PROMISE[lang];
}
