import { addressed, formOfAddress, type AddressedTexts, type FormOfAddress } from "../i18n/form-of-address";
import type { Lang } from "../i18n/languages";

// The form shows the consent and only needs that: it has a module of its own, so these texts stay out
// of the browser's first visit.
export { NEWSLETTER_CONSENT } from "./consent";

/**
 * Texts of the confirmation and unsubscribe pages and of the mails, per language; `du` holds the
 * German texts that address the reader, in the informal form general settings may choose.
 */
const de = {
  confirmTitle: "Newsletter-Anmeldung",
  confirmed: "Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.",
  confirmedHint:
    "Sie erhalten ab jetzt unseren Newsletter. Abmelden können Sie sich jederzeit über den Link in jeder E-Mail.",
  alreadyConfirmed: "Ihre Anmeldung ist bereits bestätigt.",
  confirmQuestion: "Möchten Sie unseren Newsletter erhalten? Bitte bestätigen Sie Ihre Anmeldung.",
  confirmButton: "Anmeldung bestätigen",
  confirmPending: "Wird bestätigt...",
  confirmInvalid: "Dieser Bestätigungslink ist ungültig oder abgelaufen.",
  confirmInvalidHint:
    "Bestätigungslinks gelten 7 Tage, und nur der zuletzt gesendete gilt. Melden Sie sich einfach erneut an, dann erhalten Sie einen neuen Link.",
  unsubscribeTitle: "Newsletter abbestellen",
  unsubscribeQuestion: "Möchten Sie den Newsletter abbestellen? Sie erhalten danach keine Newsletter-E-Mails mehr.",
  unsubscribeButton: "Newsletter abbestellen",
  unsubscribePending: "Wird abgemeldet...",
  unsubscribed: "Sie wurden vom Newsletter abgemeldet.",
  unsubscribedHint:
    "Sie erhalten keine Newsletter-E-Mails mehr. Wenn Sie ihn später wieder lesen möchten, melden Sie sich einfach erneut an.",
  unsubscribeInvalid: "Dieser Abmeldelink ist ungültig.",
  unsubscribeInvalidHint: "Bitte verwenden Sie den vollständigen Link aus einer Newsletter-E-Mail.",
  home: "Zur Startseite",
  confirmMailSubject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
  confirmMailIntro: "Sie (oder jemand mit Ihrer E-Mail-Adresse) möchten unseren Newsletter erhalten.",
  confirmMailAction: "Anmeldung bestätigen",
  confirmMailValid: "Der Link ist 7 Tage gültig.",
  confirmMailIgnore:
    "Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: ohne Bestätigung erhalten Sie keinen Newsletter, und Ihre Adresse wird nach 30 Tagen gelöscht.",
  mailUnsubscribe: "Newsletter abbestellen",
  mailWhy: "Sie erhalten diese E-Mail, weil Sie unseren Newsletter abonniert haben.",
};

const NEWSLETTER_PAGE_TEXTS: AddressedTexts<typeof de> = {
  de,
  du: {
    confirmed: "Vielen Dank! Deine Anmeldung zum Newsletter ist bestätigt.",
    confirmedHint:
      "Du erhältst ab jetzt unseren Newsletter. Abmelden kannst du dich jederzeit über den Link in jeder E-Mail.",
    alreadyConfirmed: "Deine Anmeldung ist bereits bestätigt.",
    confirmQuestion: "Möchtest du unseren Newsletter erhalten? Bitte bestätige deine Anmeldung.",
    confirmInvalidHint:
      "Bestätigungslinks gelten 7 Tage, und nur der zuletzt gesendete gilt. Melde dich einfach erneut an, dann erhältst du einen neuen Link.",
    unsubscribeQuestion: "Möchtest du den Newsletter abbestellen? Du erhältst danach keine Newsletter-E-Mails mehr.",
    unsubscribed: "Du wurdest vom Newsletter abgemeldet.",
    unsubscribedHint:
      "Du erhältst keine Newsletter-E-Mails mehr. Wenn du ihn später wieder lesen möchtest, melde dich einfach erneut an.",
    unsubscribeInvalidHint: "Bitte verwende den vollständigen Link aus einer Newsletter-E-Mail.",
    confirmMailSubject: "Bitte bestätige deine Newsletter-Anmeldung",
    confirmMailIntro: "Du (oder jemand mit deiner E-Mail-Adresse) möchtest unseren Newsletter erhalten.",
    confirmMailIgnore:
      "Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach: ohne Bestätigung erhältst du keinen Newsletter, und deine Adresse wird nach 30 Tagen gelöscht.",
    mailWhy: "Du erhältst diese E-Mail, weil du unseren Newsletter abonniert hast.",
  },
  en: {
    confirmTitle: "Newsletter subscription",
    confirmed: "Thank you! Your newsletter subscription is confirmed.",
    confirmedHint:
      "You will now receive our newsletter. You can unsubscribe at any time through the link in every e-mail.",
    alreadyConfirmed: "Your subscription is already confirmed.",
    confirmQuestion: "Would you like to receive our newsletter? Please confirm your subscription.",
    confirmButton: "Confirm subscription",
    confirmPending: "Confirming...",
    confirmInvalid: "This confirmation link is invalid or has expired.",
    confirmInvalidHint:
      "Confirmation links are valid for 7 days, and only the most recent one counts. Simply subscribe again to receive a new link.",
    unsubscribeTitle: "Unsubscribe from the newsletter",
    unsubscribeQuestion:
      "Would you like to unsubscribe from the newsletter? You will receive no more newsletter e-mails.",
    unsubscribeButton: "Unsubscribe",
    unsubscribePending: "Unsubscribing...",
    unsubscribed: "You have been unsubscribed from the newsletter.",
    unsubscribedHint:
      "You will receive no more newsletter e-mails. If you would like to read it again later, simply subscribe again.",
    unsubscribeInvalid: "This unsubscribe link is invalid.",
    unsubscribeInvalidHint: "Please use the complete link from a newsletter e-mail.",
    home: "Back to home",
    confirmMailSubject: "Please confirm your newsletter subscription",
    confirmMailIntro: "You (or someone using your e-mail address) asked to receive our newsletter.",
    confirmMailAction: "Confirm subscription",
    confirmMailValid: "The link is valid for 7 days.",
    confirmMailIgnore:
      "If you did not subscribe, simply ignore this e-mail: without confirmation you will receive no newsletter, and your address is deleted after 30 days.",
    mailUnsubscribe: "Unsubscribe",
    mailWhy: "You are receiving this e-mail because you subscribed to our newsletter.",
  },
};

export type NewsletterPageText = keyof typeof de;

/** One text in the language and, for German, the form of address general settings hold. */
export function newsletterText(lang: Lang, key: NewsletterPageText, address: FormOfAddress): string {
  return addressed(NEWSLETTER_PAGE_TEXTS, lang, address)[key];
}

/** Public paths of the signed links. */
export const CONFIRM_PATH = "/newsletter/confirm";
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** A mailed link's page (confirm, unsubscribe) is personal: no cache keeps it, no search engine lists it. */
export function personalPageHeaders() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** The head of a mailed link's page: its step's title, and kept out of search engines. */
export function newsletterStepMeta(step: "confirm" | "unsubscribe") {
  return ({
    loaderData,
  }: {
    loaderData?: { lang: Lang; shell: { settings: { form_of_address?: string | null } | null } };
  }) => {
    const lang = loaderData?.lang ?? "de";
    const title = newsletterText(lang, `${step}Title`, formOfAddress(loaderData?.shell.settings));
    return [{ title }, { name: "robots", content: "noindex, nofollow" }];
  };
}
