import type { EnglishTexts } from "./types";

/** /admin/profile: the account, its language, password, second factor, passkeys and sessions. */
export const texts: EnglishTexts = {
  Profil: "Profile",
  "Profil | Admin": "Profile | Admin",
  "Lade Profil...": "Loading profile...",
  Kontoinformationen: "Account information",
  Rolle: "Role",
  "Erstellt am": "Created at",
  "Zuletzt aktualisiert": "Last updated",
  "Profil bearbeiten": "Edit profile",
  "Vollständiger Name": "Full name",
  "Eine neue Adresse gilt erst, wenn Sie den Link bestätigen, den wir an sie senden. Ihre bisherige Adresse erhält einen Hinweis.":
    "A new address takes effect only once you confirm the link we send to it. Your current address receives a notice.",
  "Aktuelles Passwort": "Current password",
  "Nur nötig, wenn Sie die E-Mail-Adresse ändern.": "Only needed when you change the email address.",
  "Profil speichern": "Save profile",
  "Wird gespeichert...": "Saving...",
  "Passwort ändern": "Change password",
  "Neues Passwort": "New password",
  "Mindestens {n} Zeichen.": "At least {n} characters.",
  "Neues Passwort bestätigen": "Confirm new password",
  "Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet.":
    "After the change you are signed out on all other devices.",
  "Wird geändert...": "Changing...",
  Fehler: "Error",
  "Sprache des Verwaltungsbereichs": "Back-office language",
  "In dieser Sprache zeigt Ihnen der Verwaltungsbereich Menüs, Formulare und Meldungen.":
    "The back office shows you its menus, forms and messages in this language.",
  "Sprache speichern": "Save language",
  "Sprache gespeichert": "Language saved",
  "Bitte wählen Sie Deutsch oder English": "Please choose Deutsch or English",
};
