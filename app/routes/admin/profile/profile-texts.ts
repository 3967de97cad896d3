import { ACCOUNT_TEXTS } from "~/lib/accounts";

/** The messages of the profile screen's own actions (name, e-mail, password, language). */
export const PROFILE_TEXTS = {
  noUser: ACCOUNT_TEXTS.noUser,
  emailTaken: "E-Mail bereits registriert",
  wrongCurrentPassword: "Das aktuelle Passwort ist falsch",
  profileFailed: "Fehler beim Aktualisieren des Profils",
  passwordFailed: "Fehler beim Ändern des Passworts",
  unknownAction: "Unbekannte Aktion",
  tooMany: (minutes: number) =>
    `Zu viele Versuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
  emailChangeTooSoon: (minutes: number) =>
    `An diese Adresse wurde eben schon ein Link gesendet. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
  emailChangeSent: "Bestätigungslink gesendet",
  emailChangeSentDescription: (next: string, current: string) =>
    `Öffnen Sie den Link, den wir an ${next} gesendet haben. Bis dahin melden Sie sich weiter mit ${current} an.`,
} as const;
