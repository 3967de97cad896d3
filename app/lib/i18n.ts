/** Languages of the site. German is the default everywhere. */
export const LANGUAGES = ["de", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "de";

export function isLang(value: unknown): value is Lang {
  return value === "de" || value === "en";
}

type Bilingual<K extends string> = { [P in `${K}_de` | `${K}_en`]?: string | null };

/** Picks the `<field>_de` / `<field>_en` column for the language, falling back to German. */
export function loc<K extends string>(row: Bilingual<K>, field: K, lang: Lang): string {
  const own = row[`${field}_${lang}` as `${K}_de`];
  if (own) return own;
  return row[`${field}_de` as `${K}_de`] ?? "";
}

/** Interface texts that do not come from the database. */
const messages = {
  de: {
    "nav.menu": "Menü",
    "nav.close": "Menü schließen",
    "nav.main": "Hauptnavigation",
    "toggle.language": "Switch to English",
    "toggle.darkOn": "Dunkelmodus aktivieren",
    "toggle.darkOff": "Hellen Modus aktivieren",
    "footer.legal": "Rechtliches",
    "footer.contact": "Kontakt",
    "footer.home": "Startseite",
    "footer.imprint": "Impressum",
    "footer.privacy": "Datenschutz",
    "footer.cookies": "Cookies",
    "footer.rights": "Alle Rechte vorbehalten.",
    "footer.links": "Links",
    "cookie.title": "Wir verwenden Cookies",
    "cookie.text":
      "Wir nutzen Cookies, um unsere Website für Sie optimal zu gestalten. Notwendige Cookies sind immer aktiv; Analyse- und Marketing-Cookies nur mit Ihrer Zustimmung.",
    "cookie.acceptAll": "Alle akzeptieren",
    "cookie.necessaryOnly": "Nur notwendige",
    "cookie.settings": "Einstellungen",
    "cookie.save": "Auswahl speichern",
    "cookie.close": "Schließen",
    "cookie.necessary": "Notwendig",
    "cookie.necessaryHint": "Für den Betrieb der Website erforderlich.",
    "cookie.analytics": "Analyse",
    "cookie.analyticsHint": "Hilft uns zu verstehen, wie die Website genutzt wird.",
    "cookie.marketing": "Marketing",
    "cookie.marketingHint": "Ermöglicht personalisierte Inhalte und Werbung.",
    "hero.previous": "Vorheriges Bild",
    "hero.next": "Nächstes Bild",
    "hero.goTo": "Gehe zu Folie",
    "hero.watchVideo": "Video ansehen",
    "sections.loading": "Bereiche werden geladen...",
    "sections.error": "Fehler beim Laden der Bereiche",
    "sections.empty": "Keine Bereiche verfügbar",
    "sections.more": "Mehr erfahren",
    "newsletter.title": "Newsletter abonnieren",
    "newsletter.text": "Impulse für mehr Glück im Alltag – einmal im Monat in Ihrem Postfach.",
    "newsletter.email": "E-Mail-Adresse",
    "newsletter.name": "Name (optional)",
    "newsletter.submit": "Anmelden",
    "newsletter.pending": "Wird gesendet...",
    "newsletter.thanks": "Vielen Dank für Ihre Anmeldung!",
    "newsletter.thanksText": "Sie erhalten in Kürze unseren nächsten Newsletter.",
    "newsletter.successTitle": "Erfolgreich angemeldet!",
    "newsletter.successText": "Sie wurden erfolgreich für unseren Newsletter angemeldet.",
    "newsletter.already": "Sie sind bereits für unseren Newsletter angemeldet.",
    "newsletter.errorTitle": "Fehler",
    "newsletter.errorText": "Fehler beim Anmelden für den Newsletter.",
    "form.emailRequired": "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    "form.emailInvalid": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    "form.tooLong": "Die Eingabe ist zu lang.",
    "video.title": "Video",
    "video.close": "Video schließen",
    "toast.close": "Schließen",
    "error.notFoundTitle": "Seite nicht gefunden",
    "error.notFoundText": "Die angeforderte Seite existiert nicht oder wurde verschoben.",
    "error.title": "Ein Fehler ist aufgetreten",
    "error.text": "Die Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut.",
    "error.retry": "Erneut versuchen",
    "error.home": "Zur Startseite",
    "page.loading": "Wird geladen...",
    "skip": "Zum Inhalt springen",
  },
  en: {
    "nav.menu": "Menu",
    "nav.close": "Close menu",
    "nav.main": "Main navigation",
    "toggle.language": "Auf Deutsch umschalten",
    "toggle.darkOn": "Enable dark mode",
    "toggle.darkOff": "Enable light mode",
    "footer.legal": "Legal",
    "footer.contact": "Contact",
    "footer.home": "Home",
    "footer.imprint": "Imprint",
    "footer.privacy": "Privacy",
    "footer.cookies": "Cookies",
    "footer.rights": "All rights reserved.",
    "footer.links": "Links",
    "cookie.title": "We use cookies",
    "cookie.text":
      "We use cookies to make our website work well for you. Necessary cookies are always on; analytics and marketing cookies only with your consent.",
    "cookie.acceptAll": "Accept all",
    "cookie.necessaryOnly": "Necessary only",
    "cookie.settings": "Settings",
    "cookie.save": "Save selection",
    "cookie.close": "Close",
    "cookie.necessary": "Necessary",
    "cookie.necessaryHint": "Required for the website to work.",
    "cookie.analytics": "Analytics",
    "cookie.analyticsHint": "Helps us understand how the website is used.",
    "cookie.marketing": "Marketing",
    "cookie.marketingHint": "Enables personalised content and advertising.",
    "hero.previous": "Previous slide",
    "hero.next": "Next slide",
    "hero.goTo": "Go to slide",
    "hero.watchVideo": "Watch video",
    "sections.loading": "Loading sections...",
    "sections.error": "Error loading sections",
    "sections.empty": "No sections available",
    "sections.more": "Learn more",
    "newsletter.title": "Subscribe to our newsletter",
    "newsletter.text": "Ideas for more happiness in everyday life – once a month in your inbox.",
    "newsletter.email": "E-mail address",
    "newsletter.name": "Name (optional)",
    "newsletter.submit": "Subscribe",
    "newsletter.pending": "Sending...",
    "newsletter.thanks": "Thank you for subscribing!",
    "newsletter.thanksText": "You will receive our next newsletter soon.",
    "newsletter.successTitle": "Successfully subscribed!",
    "newsletter.successText": "You have successfully subscribed to our newsletter.",
    "newsletter.already": "You are already subscribed to our newsletter.",
    "newsletter.errorTitle": "Error",
    "newsletter.errorText": "Error subscribing to the newsletter.",
    "form.emailRequired": "Please enter your e-mail address.",
    "form.emailInvalid": "Please enter a valid e-mail address.",
    "form.tooLong": "The input is too long.",
    "video.title": "Video",
    "video.close": "Close video",
    "toast.close": "Close",
    "error.notFoundTitle": "Page not found",
    "error.notFoundText": "The page you requested does not exist or has moved.",
    "error.title": "Something went wrong",
    "error.text": "The page could not be loaded just now. Please try again in a moment.",
    "error.retry": "Try again",
    "error.home": "Back to home",
    "page.loading": "Loading...",
    "skip": "Skip to content",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof (typeof messages)["de"];

export function t(lang: Lang, key: MessageKey): string {
  return messages[lang][key] ?? messages.de[key];
}
