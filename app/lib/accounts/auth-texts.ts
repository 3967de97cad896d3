import { addressed, type AddressedTexts, type FormOfAddress } from "../i18n/form-of-address";
import type { Lang } from "../i18n/languages";

/** The answer when a limit stops someone (sign-in, its code step, the profile's security), one wording. */
export const TOO_MANY_TRIES = {
  de: (minutes: number) =>
    `Zu viele Versuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
  en: (minutes: number) => `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
} satisfies Record<Lang, (minutes: number) => string>;

/**
 * Texts of /login (public-site.md 2.20, 5, 8.3). The German messages are the spec's, word for word,
 * in "Sie" whatever form of address the public pages use: the sign-in is the back office's door, and
 * its code step, passkeys and every staff screen say "Sie" too.
 */
const de = {
  title: "Anmeldung zum Verwaltungsbereich",
  signInTitle: "Anmelden",
  signInIntro: "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
  registerTitle: "Registrieren",
  registerIntro: "Erstellen Sie ein neues Konto.",
  forgotTitle: "Passwort vergessen",
  forgotIntro: "Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link zum Zurücksetzen.",
  resetTitle: "Neues Passwort festlegen",
  resetIntro: "Wählen Sie ein neues Passwort für Ihr Konto.",
  fullName: "Vollständiger Name",
  email: "E-Mail",
  password: "Passwort",
  newPassword: "Neues Passwort",
  confirmPassword: "Passwort bestätigen",
  passwordHint: "Mindestens 8 Zeichen.",
  signIn: "Anmelden",
  signingIn: "Wird angemeldet...",
  register: "Registrieren",
  registering: "Wird registriert...",
  sendReset: "Link senden",
  sending: "Wird gesendet...",
  savePassword: "Passwort speichern",
  saving: "Wird gespeichert...",
  toRegister: "Noch kein Konto? Registrieren",
  toSignIn: "Bereits ein Konto? Anmelden",
  toForgot: "Passwort vergessen?",
  backToSignIn: "Zurück zur Anmeldung",
  backToSite: "Zurück zur Website",
  otherOptions: "Weitere Optionen",
  signedInAs: "Angemeldet als",
  signOut: "Abmelden",
  toAdmin: "Zum Verwaltungsbereich",
  // Spec 8.3
  invalidCredentials: "Ungültige E-Mail oder Passwort",
  alreadyRegistered: "E-Mail bereits registriert",
  notConfirmed: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
  otherError: "Ein Fehler ist aufgetreten",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten",
  resetSent: "E-Mail zum Zurücksetzen des Passworts wurde gesendet. Bitte überprüfen Sie Ihr Postfach.",
  registered: "Registrierung erfolgreich! Bitte überprüfen Sie Ihre E-Mail zur Bestätigung.",
  // Beyond the spec
  passwordChanged: "Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.",
  confirmed: "Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.",
  confirmFailed:
    "Der Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich an, um einen neuen Link zu erhalten.",
  emailChanged: "Ihre neue E-Mail-Adresse ist bestätigt. Melden Sie sich ab jetzt damit an.",
  resetLinkInvalid: "Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
  signedOut: "Sie wurden auf allen Geräten abgemeldet.",
  banned: "Ihr Konto ist gesperrt.",
  tooMany: TOO_MANY_TRIES.de,
  // Field errors
  emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein",
  resetEmailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  passwordRequired: "Bitte geben Sie Ihr Passwort ein",
  passwordTooShort: "Das Passwort muss mindestens 8 Zeichen lang sein",
  nameRequired: "Vollständiger Name ist erforderlich",
  confirmRequired: "Bitte bestätigen Sie das Passwort",
  passwordsDiffer: "Die Passwörter stimmen nicht überein",
  tokenMissing: "Der Link zum Zurücksetzen ist unvollständig",
  tooLong: "Die Eingabe ist zu lang",
};

export const AUTH_TEXTS: AddressedTexts<typeof de> = {
  de,
  // The sign-in pages speak as the rest of the back office does ("Sie"), on every step (issue 51).
  du: {},
  en: {
    title: "Sign in to the back office",
    signInTitle: "Sign in",
    signInIntro: "Sign in with your e-mail address and password.",
    registerTitle: "Register",
    registerIntro: "Create a new account.",
    forgotTitle: "Forgot password",
    forgotIntro: "Enter your e-mail address. We will send you a link to reset your password.",
    resetTitle: "Set a new password",
    resetIntro: "Choose a new password for your account.",
    fullName: "Full name",
    email: "E-mail",
    password: "Password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    passwordHint: "At least 8 characters.",
    signIn: "Sign in",
    signingIn: "Signing in...",
    register: "Register",
    registering: "Registering...",
    sendReset: "Send link",
    sending: "Sending...",
    savePassword: "Save password",
    saving: "Saving...",
    toRegister: "No account yet? Register",
    toSignIn: "Already have an account? Sign in",
    toForgot: "Forgot your password?",
    backToSignIn: "Back to sign in",
    backToSite: "Back to the website",
    otherOptions: "Other options",
    signedInAs: "Signed in as",
    signOut: "Sign out",
    toAdmin: "Go to the back office",
    invalidCredentials: "Invalid e-mail or password",
    alreadyRegistered: "E-mail already registered",
    notConfirmed: "Please confirm your e-mail address",
    otherError: "An error occurred",
    unexpected: "An unexpected error occurred",
    resetSent: "A password reset e-mail has been sent. Please check your inbox.",
    registered: "Registration successful! Please check your e-mail to confirm your address.",
    passwordChanged: "Your password has been changed. You can now sign in with the new password.",
    confirmed: "Your e-mail address is confirmed. You can now sign in.",
    confirmFailed: "The confirmation link is invalid or has expired. Sign in to receive a new link.",
    emailChanged: "Your new e-mail address is confirmed. From now on, sign in with it.",
    resetLinkInvalid: "The reset link is invalid or has expired. Please request a new one.",
    signedOut: "You have been signed out on all devices.",
    banned: "Your account is blocked.",
    tooMany: TOO_MANY_TRIES.en,
    emailRequired: "Please enter your e-mail address",
    resetEmailRequired: "Please enter your e-mail address",
    emailInvalid: "Please enter a valid e-mail address",
    passwordRequired: "Please enter your password",
    passwordTooShort: "The password must be at least 8 characters long",
    nameRequired: "Full name is required",
    confirmRequired: "Please confirm the password",
    passwordsDiffer: "The passwords do not match",
    tokenMissing: "The reset link is incomplete",
    tooLong: "The input is too long",
  },
};

export type AuthTexts = typeof de;

/** Who the login page speaks to: the page's language (the site's form of address stays with its mails). */
export type Voice = { lang: Lang; address: FormOfAddress };

/** The texts in the page's language, in "Sie" like every step of the sign-in. */
export function authTexts({ lang }: Voice): AuthTexts {
  return addressed(AUTH_TEXTS, lang, "sie");
}

/** Translates a schema message key; unknown keys (should not happen) pass through. */
export function authMessage(voice: Voice, key: string): string {
  const value = (authTexts(voice) as Record<string, unknown>)[key];
  return typeof value === "string" ? value : key;
}

/** Notices the login page shows after a redirect (?notice=…); only these keys, never free text. */
export const LOGIN_NOTICES = [
  "registered",
  "passwordChanged",
  "confirmed",
  "confirmFailed",
  "signedOut",
  "emailChanged",
] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];
