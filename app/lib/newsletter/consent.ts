/**
 * The consent a visitor gives with the newsletter form. The form shows this text, and each sign-up
 * records it with its version, so the consent can be proven later exactly as it was worded. Change
 * the wording → raise the version.
 */
export const NEWSLETTER_CONSENT = {
  version: "2026-12-01",
  de: "Ich möchte den Newsletter per E-Mail erhalten. Meine Einwilligung kann ich jederzeit über den Abmeldelink in jeder E-Mail widerrufen. Näheres in der Datenschutzerklärung.",
  en: "I would like to receive the newsletter by e-mail. I can withdraw my consent at any time through the unsubscribe link in every e-mail. Details are in the privacy policy.",
} as const;
