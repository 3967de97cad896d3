import type { FormOfAddress } from "../i18n/form-of-address";
import { t, type Lang, type MessageKey } from "../i18n/languages";

/**
 * The newsletter form's own texts. They are not in the site's interface texts (app/lib/i18n/index.ts), which
 * every page's JavaScript carries: only the form, whose code loads on first use, and its action read
 * them. `informal` holds the German texts that address the visitor in the "du" form.
 */
const messages = {
  de: {
    "newsletter.title": "Newsletter abonnieren",
    "newsletter.email": "E-Mail-Adresse",
    "newsletter.name": "Name (optional)",
    "newsletter.submit": "Anmelden",
    "newsletter.pending": "Wird gesendet...",
    "newsletter.thanks": "Vielen Dank für Ihre Anmeldung!",
    "newsletter.thanksText": "Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.",
    "newsletter.successTitle": "Fast geschafft!",
    "newsletter.successText": "Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.",
    "newsletter.tooMany": "Zu viele Anmeldungen aus Ihrem Netzwerk. Bitte versuchen Sie es später erneut.",
    "newsletter.errorTitle": "Fehler",
    "newsletter.errorText": "Fehler beim Anmelden für den Newsletter.",
    "newsletter.expired":
      "Das Formular war sehr lange geöffnet, deshalb wurde es noch nicht gesendet. Bitte melden Sie sich erneut an.",
    "newsletter.challengeFailed":
      "Die Sicherheitsprüfung ist nicht gelungen. Bitte warten Sie, bis sie abgeschlossen ist, und senden Sie erneut.",
  },
  en: {
    "newsletter.title": "Subscribe to our newsletter",
    "newsletter.email": "E-mail address",
    "newsletter.name": "Name (optional)",
    "newsletter.submit": "Subscribe",
    "newsletter.pending": "Sending...",
    "newsletter.thanks": "Thank you for subscribing!",
    "newsletter.thanksText": "Please confirm your subscription using the link in the e-mail.",
    "newsletter.successTitle": "Almost done!",
    "newsletter.successText": "Please confirm your subscription using the link in the e-mail.",
    "newsletter.tooMany": "Too many sign-ups from your network. Please try again later.",
    "newsletter.errorTitle": "Error",
    "newsletter.errorText": "Error subscribing to the newsletter.",
    "newsletter.expired": "The form was open for a very long time, so it has not been sent yet. Please sign up again.",
    "newsletter.challengeFailed":
      "The security check did not succeed. Please wait until it has finished and send again.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

type NewsletterTextKey = keyof (typeof messages)["de"];

const informal: Partial<Record<NewsletterTextKey, string>> = {
  "newsletter.thanks": "Vielen Dank für deine Anmeldung!",
  "newsletter.thanksText": "Bitte bestätige deine Anmeldung über den Link in der E-Mail.",
  "newsletter.successText": "Bitte bestätige deine Anmeldung über den Link in der E-Mail.",
  "newsletter.tooMany": "Zu viele Anmeldungen aus deinem Netzwerk. Bitte versuche es später erneut.",
  "newsletter.expired":
    "Das Formular war sehr lange geöffnet, deshalb wurde es noch nicht gesendet. Bitte melde dich erneut an.",
  "newsletter.challengeFailed":
    "Die Sicherheitsprüfung ist nicht gelungen. Bitte warte, bis sie abgeschlossen ist, und sende erneut.",
};

/** A text of the form, or any of the site's interface texts (the schema's messages are those). */
export function newsletterFormText(
  lang: Lang,
  key: NewsletterTextKey | MessageKey,
  address: FormOfAddress = "sie",
): string {
  if (!Object.hasOwn(messages.de, key)) return t(lang, key as MessageKey, address);
  const own = key as NewsletterTextKey;
  if (lang === "de" && address === "du") return informal[own] ?? messages.de[own];
  return messages[lang][own];
}
