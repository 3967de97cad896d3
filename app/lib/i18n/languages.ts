/** Languages of the site. German is the default everywhere. */
const LANGUAGES = ["de", "en"] as const;
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

/** A text of a record in the language it is actually in (the English page may show German). */
export type LocalText = { text: string; lang: Lang };

type WithEnglish<K extends string> = { [P in K | `${K}_en`]?: string | null };

/**
 * A text of a content record whose German value has the column's own name and whose English value is
 * `<field>_en` (decision 0029). An empty English value falls back to the German one, and says so, so
 * the page can mark it with lang="de".
 */
export function localText<K extends string>(row: WithEnglish<K>, field: K, lang: Lang): LocalText {
  const english = lang === "en" ? row[`${field}_en` as K] : null;
  if (english && english.trim()) return { text: english, lang: "en" };
  return { text: row[field] ?? "", lang: DEFAULT_LANG };
}

/**
 * The record with each named field in the page's language, and `untranslated`: the fields shown in
 * German on an English page (the view marks them with lang="de").
 */
export function localizeRow<R extends Record<string, unknown>, K extends keyof R & string>(
  row: R,
  fields: readonly K[],
  lang: Lang,
): R & { untranslated: K[] } {
  const out: Record<string, unknown> = { ...row };
  const untranslated: K[] = [];
  for (const field of fields) {
    const local = localText(row as WithEnglish<K>, field, lang);
    out[field] = local.text === "" && row[field] == null ? row[field] : local.text;
    if (lang !== DEFAULT_LANG && local.lang !== lang && local.text) untranslated.push(field);
  }
  return { ...(out as R), untranslated };
}

/** The lang attribute for a field of a localized row: "de" where the English page shows German text. */
export function fallbackLang(row: object | null | undefined, field: string) {
  // Any record may carry the list (localizeRow adds it), so views need not widen their prop types.
  const untranslated = row && "untranslated" in row ? row.untranslated : undefined;
  return Array.isArray(untranslated) && untranslated.includes(field) ? DEFAULT_LANG : undefined;
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
    "footer.imprint": "Impressum",
    "footer.privacy": "Datenschutz",
    "footer.cookies": "Cookies",
    "footer.rights": "Alle Rechte vorbehalten.",
    "footer.links": "Links",
    "cookie.title": "Wir verwenden Cookies",
    "cookie.text":
      "Wir nutzen Cookies, damit unsere Website gut funktioniert. Notwendige Cookies sind immer aktiv, Analyse- und Marketing-Cookies nur nach Zustimmung.",
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
    "hero.start": "Jetzt starten",
    "sections.loading": "Bereiche werden geladen...",
    "sections.error": "Fehler beim Laden der Bereiche",
    "sections.empty": "Keine Bereiche verfügbar",
    "sections.more": "Mehr erfahren",
    "form.emailRequired": "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    "form.emailInvalid": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    "form.tooLong": "Die Eingabe ist zu lang.",
    "video.title": "Video",
    "video.close": "Video schließen",
    "toast.close": "Schließen",
    "error.notFoundTitle": "Seite nicht gefunden",
    "error.notFoundText": "Die angeforderte Seite existiert nicht oder wurde verschoben.",
    "error.linkExpiredTitle": "Dieser Link ist abgelaufen",
    "error.linkExpiredText":
      "Der Kurzlink, dem Sie gefolgt sind, war nur für eine bestimmte Zeit gültig. Auf der Startseite finden Sie unsere aktuellen Angebote.",
    "error.title": "Ein Fehler ist aufgetreten",
    "error.text": "Die Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut.",
    "error.retry": "Erneut versuchen",
    "error.forbiddenTitle": "Kein Zugriff",
    "error.forbiddenText":
      "Ihr Konto hat keinen Zugang zu diesem Bereich der Verwaltung. Melden Sie sich mit einem berechtigten Konto an.",
    "error.signOut": "Abmelden",
    "error.home": "Zur Startseite",
    "page.loading": "Wird geladen...",
    skip: "Zum Inhalt springen",
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
    "hero.start": "Get started",
    "sections.loading": "Loading sections...",
    "sections.error": "Error loading sections",
    "sections.empty": "No sections available",
    "sections.more": "Learn more",
    "form.emailRequired": "Please enter your e-mail address.",
    "form.emailInvalid": "Please enter a valid e-mail address.",
    "form.tooLong": "The input is too long.",
    "video.title": "Video",
    "video.close": "Close video",
    "toast.close": "Close",
    "error.notFoundTitle": "Page not found",
    "error.notFoundText": "The page you requested does not exist or has moved.",
    "error.linkExpiredTitle": "This link has expired",
    "error.linkExpiredText":
      "The short link you followed was only valid for a limited time. Our current offers are on the home page.",
    "error.title": "Something went wrong",
    "error.text": "The page could not be loaded just now. Please try again in a moment.",
    "error.retry": "Try again",
    "error.forbiddenTitle": "Access denied",
    "error.forbiddenText": "Your account has no access to this part of the back office. Sign in with a staff account.",
    "error.signOut": "Sign out",
    "error.home": "Back to home",
    "page.loading": "Loading...",
    skip: "Skip to content",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof (typeof messages)["de"];

/**
 * The German texts above that address the visitor, in the informal form: chosen when general settings
 * say "du" (app/lib/i18n/form-of-address.ts). Every other text reads the same in either form.
 */
const informal: Partial<Record<MessageKey, string>> = {
  "form.emailRequired": "Bitte gib deine E-Mail-Adresse ein.",
  "form.emailInvalid": "Bitte gib eine gültige E-Mail-Adresse ein.",
  "error.linkExpiredText":
    "Der Kurzlink, dem du gefolgt bist, war nur für eine bestimmte Zeit gültig. Auf der Startseite findest du unsere aktuellen Angebote.",
  "error.text": "Die Seite konnte gerade nicht geladen werden. Bitte versuche es in einem Moment erneut.",
};

export function t(lang: Lang, key: MessageKey, address: "sie" | "du" = "sie"): string {
  if (lang === "de" && address === "du") return informal[key] ?? messages.de[key];
  return messages[lang][key] ?? messages.de[key];
}
