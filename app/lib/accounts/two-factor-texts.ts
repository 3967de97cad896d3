import type { Lang } from "../i18n/languages";
import { TOO_MANY_TRIES } from "./auth-texts";

/**
 * Words of the second factor with an authenticator app: the code step of /login and the section of
 * /admin/profile, in both languages (German, formal, by default). Schema messages are keys of these.
 */
export const TWO_FACTOR_TEXTS = {
  de: {
    // The code step of /login
    codeTitle: "Bestätigungscode",
    codeIntro: "Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.",
    backupIntro: "Geben Sie einen Ihrer Ersatzcodes ein. Jeder Ersatzcode gilt nur einmal.",
    code: "Code aus der App",
    backupCode: "Ersatzcode",
    trustDevice: "Diesem Browser 30 Tage vertrauen",
    trustDeviceHint:
      "Nur auf einem eigenen Gerät wählen. Danach fragt dieser Browser 30 Tage lang nicht nach dem Code.",
    confirm: "Bestätigen",
    confirming: "Wird geprüft...",
    useBackup: "Stattdessen einen Ersatzcode verwenden",
    useApp: "Stattdessen den Code aus der App verwenden",
    startOver: "Abbrechen und neu anmelden",
    wrongCode: "Der Code ist falsch oder abgelaufen.",
    usedCode: "Dieser Code wurde schon verwendet. Bitte warten Sie auf den nächsten Code Ihrer App.",
    wrongBackupCode: "Dieser Ersatzcode ist ungültig oder wurde schon verwendet.",
    challengeExpired: "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail und Passwort an.",
    // Field errors
    codeRequired: "Bitte geben Sie den Code ein",
    codeFormat: "Der Code besteht aus 6 Ziffern",
    backupRequired: "Bitte geben Sie einen Ersatzcode ein",
    backupFormat: "Ein Ersatzcode hat die Form xxxxx-xxxxx",
    passwordRequired: "Bitte geben Sie Ihr Passwort ein",
    tooLong: "Die Eingabe ist zu lang",
    // The section of /admin/profile
    sectionTitle: "Zwei-Faktor-Anmeldung",
    sectionIntro:
      "Mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, Aegis) fragt die Anmeldung nach dem Passwort zusätzlich nach einem Code, der sich alle 30 Sekunden ändert. Ein gestohlenes Passwort allein öffnet den Verwaltungsbereich dann nicht mehr.",
    statusOn: "Eingeschaltet",
    statusOff: "Ausgeschaltet",
    required:
      "Die Administration verlangt für alle Mitarbeitenden einen zweiten Faktor. Richten Sie ihn hier ein, um den Verwaltungsbereich wieder nutzen zu können.",
    password: "Aktuelles Passwort",
    start: "Einrichten",
    starting: "Wird vorbereitet...",
    scanTitle: "1. Code scannen",
    scanText: "Scannen Sie den QR-Code mit Ihrer Authenticator-App oder tippen Sie den Schlüssel ein.",
    qrLabel: "QR-Code für die Authenticator-App",
    secretLabel: "Schlüssel zum Eintippen",
    confirmTitle: "2. Mit dem ersten Code bestätigen",
    confirmCode: "Code aus der App",
    confirmEnrol: "Bestätigen und einschalten",
    cancel: "Einrichtung abbrechen",
    enabled: "Zwei-Faktor-Anmeldung eingeschaltet",
    backupTitle: "Ihre Ersatzcodes",
    backupText:
      "Bewahren Sie diese Codes sicher auf (z. B. ausgedruckt oder im Passwort-Manager). Jeder Code gilt einmal, wenn Sie Ihr Telefon nicht zur Hand haben. Sie werden nur jetzt angezeigt.",
    backupLeft: (n: number) => (n === 1 ? "1 Ersatzcode übrig" : `${n} Ersatzcodes übrig`),
    backupDownload: "Als Textdatei herunterladen",
    backupFile: "ersatzcodes.txt",
    backupPrint: "Drucken",
    regenerateTitle: "Neue Ersatzcodes",
    regenerateText: "Erzeugt zehn neue Ersatzcodes; die bisherigen gelten danach nicht mehr.",
    regenerate: "Neue Ersatzcodes erzeugen",
    regenerated: "Neue Ersatzcodes erzeugt",
    disableTitle: "Ausschalten",
    disableText: "Danach genügt wieder das Passwort zur Anmeldung.",
    disable: "Zwei-Faktor-Anmeldung ausschalten",
    disabled: "Zwei-Faktor-Anmeldung ausgeschaltet",
    wrongPassword: "Das aktuelle Passwort ist falsch",
    alreadyEnabled: "Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.",
    notEnabled: "Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.",
    noPending: "Es gibt keine begonnene Einrichtung. Bitte beginnen Sie erneut.",
    lastFactor:
      "Die Administration verlangt einen zweiten Faktor. Fügen Sie zuerst einen Passkey hinzu, bevor Sie die App-Anmeldung ausschalten.",
    failed: "Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
    tooMany: TOO_MANY_TRIES.de,
    error: "Fehler",
  },
  en: {
    codeTitle: "Verification code",
    codeIntro: "Enter the six-digit code from your authenticator app.",
    backupIntro: "Enter one of your backup codes. Each backup code works only once.",
    code: "Code from the app",
    backupCode: "Backup code",
    trustDevice: "Trust this browser for 30 days",
    trustDeviceHint: "Only on a device of your own. This browser then does not ask for the code for 30 days.",
    confirm: "Confirm",
    confirming: "Checking...",
    useBackup: "Use a backup code instead",
    useApp: "Use the code from the app instead",
    startOver: "Cancel and sign in again",
    wrongCode: "The code is wrong or has expired.",
    usedCode: "This code has already been used. Please wait for the next code of your app.",
    wrongBackupCode: "This backup code is invalid or has already been used.",
    challengeExpired: "The sign-in has expired. Please sign in again with your e-mail and password.",
    codeRequired: "Please enter the code",
    codeFormat: "The code consists of 6 digits",
    backupRequired: "Please enter a backup code",
    backupFormat: "A backup code looks like xxxxx-xxxxx",
    passwordRequired: "Please enter your password",
    tooLong: "The input is too long",
    sectionTitle: "Two-factor sign-in",
    sectionIntro:
      "With an authenticator app (e.g. Google Authenticator, Microsoft Authenticator, Aegis), signing in asks for a code that changes every 30 seconds after the password. A stolen password alone then no longer opens the back office.",
    statusOn: "On",
    statusOff: "Off",
    required: "The administration requires a second factor for all staff. Set it up here to use the back office again.",
    password: "Current password",
    start: "Set up",
    starting: "Preparing...",
    scanTitle: "1. Scan the code",
    scanText: "Scan the QR code with your authenticator app or type in the key.",
    qrLabel: "QR code for the authenticator app",
    secretLabel: "Key to type in",
    confirmTitle: "2. Confirm with the first code",
    confirmCode: "Code from the app",
    confirmEnrol: "Confirm and switch on",
    cancel: "Cancel the set-up",
    enabled: "Two-factor sign-in switched on",
    backupTitle: "Your backup codes",
    backupText:
      "Keep these codes safe (e.g. printed or in a password manager). Each code works once when you do not have your phone at hand. They are shown only now.",
    backupLeft: (n: number) => (n === 1 ? "1 backup code left" : `${n} backup codes left`),
    backupDownload: "Download as a text file",
    backupFile: "backup-codes.txt",
    backupPrint: "Print",
    regenerateTitle: "New backup codes",
    regenerateText: "Makes ten new backup codes; the previous ones stop working.",
    regenerate: "Make new backup codes",
    regenerated: "New backup codes made",
    disableTitle: "Switch off",
    disableText: "Afterwards the password alone signs you in again.",
    disable: "Switch off two-factor sign-in",
    disabled: "Two-factor sign-in switched off",
    wrongPassword: "The current password is wrong",
    alreadyEnabled: "Two-factor sign-in is already on.",
    notEnabled: "Two-factor sign-in is not on.",
    noPending: "No set-up has been started. Please start again.",
    lastFactor:
      "The administration requires a second factor. Add a passkey first before you switch off the app sign-in.",
    failed: "The action failed. Please try again.",
    tooMany: TOO_MANY_TRIES.en,
    error: "Error",
  },
} as const;

export type TwoFactorTexts = (typeof TWO_FACTOR_TEXTS)[Lang];

/** Translates a schema message key; unknown keys pass through. */
export function twoFactorMessage(lang: Lang, key: string): string {
  const value = (TWO_FACTOR_TEXTS[lang] as Record<string, unknown>)[key];
  return typeof value === "string" ? value : key;
}
