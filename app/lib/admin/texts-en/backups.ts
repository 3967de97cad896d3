import type { EnglishTexts } from "./types";

/** Backups: /admin/backups, its archive's refusals, and the general settings' number of backups kept. */
export const texts: EnglishTexts = {
  Sicherungen: "Backups",
  "Die ganze Website als ein Archiv: jetzt herunterladen, die nächtlichen Sicherungen, und eine Sicherung in eine leere Website einspielen.":
    "The whole website as one archive: download it now, the nightly backups, and restoring a backup into an empty website.",
  "Jetzt sichern": "Back up now",
  "Alle Inhalte, Einstellungen, Benutzer (ohne Passwörter), Medien-Angaben, Newsletter-Abonnements und Kontaktnachrichten als ZIP-Archiv. Anmeldungen und Geheimnisse sind nie enthalten.":
    "All content, settings, users (without passwords), media details, newsletter subscriptions and contact messages as a ZIP archive. Sign-ins and secrets are never included.",
  "Das Archiv enthält personenbezogene Daten (Abonnenten, Kontaktnachrichten, Benutzer): Bewahren Sie es sicher auf und geben Sie es nicht weiter.":
    "The archive holds personal data (subscribers, contact messages, users): keep it safe and do not pass it on.",
  "mit Mediendateien": "with media files",
  "Archiv herunterladen": "Download archive",
  "Nächtliche Sicherungen": "Nightly backups",
  "Jede Nacht entsteht eine Sicherung ohne Bilder und Dateien der Mediathek (die bleiben ohnehin im Speicher der Website). Wie viele aufbewahrt werden, legen Sie unter Allgemein fest.":
    "Every night a backup is made without the media library's pictures and files (they stay in the website's storage anyway). How many are kept is set under General.",
  "Erstellt (Uhrzeit Berlin)": "Made (Berlin time)",
  "{date} Uhr": "{date}",
  "So stellen Sie eine Sicherung wieder her": "How to restore a backup",
  "Auf diesem Bildschirm, in eine leere Website": "On this screen, into an empty website",
  "Laden Sie eine Sicherung herunter: oben „Archiv herunterladen“ oder eine nächtliche Sicherung.":
    "Download a backup: “Download archive” above, or a nightly backup.",
  "Richten Sie die neue, leere Website ein und legen Sie das erste Administratorkonto an (so steht es in der Anleitung zur Einrichtung).":
    "Set up the new, empty website and create the first administrator account (as the setup guide describes).",
  "Melden Sie sich dort an und öffnen Sie „Sicherungen“. Solange die Website leer ist, steht hier „Sicherung einspielen“.":
    "Sign in there and open “Backups”. While the website is empty, “Restore a backup” appears here.",
  "Wählen Sie die Datei (höchstens 32 MB) und klicken Sie auf „Sicherung einspielen“.":
    "Choose the file (at most 32 MB) and click “Restore a backup”.",
  "Alle anderen Benutzer kommen ohne Passwort zurück: Sie setzen es auf der Anmeldeseite über „Passwort vergessen“ neu.":
    "All other users come back without a password: they set a new one on the sign-in page through “Forgot password”.",
  "Mit dem Befehl, für größere Sicherungen oder eine Website mit Inhalten":
    "By the command, for larger backups or a website that has content",
  "Auf dem Rechner, von dem aus die Website veröffentlicht wird, im Ordner des Projekts:":
    "On the computer the website is published from, in the project's folder:",
  "spielt die Sicherung in die veröffentlichte Website ein; ohne --remote in die Kopie auf dem Rechner.":
    "restores the backup into the published website; without --remote into the copy on the computer.",
  "Hat die Website schon Inhalte, ersetzt --force sie durch die der Sicherung. Der Befehl prüft die Datei vollständig, bevor er etwas schreibt.":
    "If the website already has content, --force replaces it with the backup's. The command checks the whole file before it writes anything.",
  "Die Schritte im Einzelnen stehen in der Anleitung des Projekts (README, „Operations“).":
    "The steps in detail are in the project's guide (README, “Operations”).",
  "Noch keine nächtliche Sicherung.": "No nightly backup yet.",
  Datum: "Date",
  Größe: "Size",
  Herunterladen: "Download",
  "{mb} MB": "{mb} MB",
  "Sicherung vom {date} herunterladen": "Download the backup of {date}",
  "Sicherung einspielen": "Restore a backup",
  "Diese Website hat noch keine Inhalte. Spielen Sie hier eine Sicherung ein (höchstens 32 MB); Benutzer kommen ohne Passwort zurück und setzen es über „Passwort vergessen“ neu. Ihr eigenes Konto bleibt, wie es ist.":
    "This website has no content yet. Restore a backup here (at most 32 MB); users come back without a password and set a new one through “Forgot password”. Your own account stays as it is.",
  "Sicherung (.zip)": "Backup (.zip)",
  "Wird eingespielt...": "Restoring...",
  "Sicherung wiederhergestellt: {rows} Zeilen, {media} Mediendateien":
    "Backup restored: {rows} rows, {media} media files",
  "Bitte wählen Sie eine Sicherung (.zip) aus.": "Please choose a backup (.zip).",
  "Die Datei ist größer als 32 MB. Größere Sicherungen stellen Sie mit „npm run restore“ wieder her.":
    "The file is larger than 32 MB. Restore larger backups with “npm run restore”.",
  "Gerade läuft schon eine Wiederherstellung. Bitte warten Sie, bis sie abgeschlossen ist, und laden Sie die Seite dann neu.":
    "A restore is already running. Please wait until it has finished, then reload the page.",
  "Die Website enthält schon Inhalte. Eine Sicherung lässt sich hier nur in eine leere Website einspielen; sonst mit „npm run restore -- --force“.":
    "The website already has content. A backup can only be restored here into an empty website; otherwise use “npm run restore -- --force”.",
  "Die Wiederherstellung ist fehlgeschlagen; nichts wurde übernommen. Bitte versuchen Sie es erneut.":
    "The restore failed; nothing was taken over. Please try again.",
  "Das Archiv enthält eine Datei doppelt: {name}": "The archive holds a file twice: {name}",
  "Das Archiv enthält eine unbekannte Tabelle: {name}": "The archive holds an unknown table: {name}",
  "Das Archiv enthält eine unerwartete Datei: {name}": "The archive holds an unexpected file: {name}",
  "Das Archiv enthält kein manifest.json: Es ist keine Sicherung dieser Website.":
    "The archive holds no manifest.json: it is not a backup of this website.",
  "Das Archiv enthält zu viele Dateien (höchstens {n}).": "The archive holds too many files (at most {n}).",
  "Das Archiv ist entpackt zu groß (höchstens {mb} MB).": "The archive is too large unpacked (at most {mb} MB).",
  "Das Archiv ist keine Sicherung dieser Website.": "The archive is not a backup of this website.",
  "Das ZIP-Archiv ist beschädigt.": "The ZIP archive is damaged.",
  "Das manifest.json des Archivs ist unlesbar.": "The archive's manifest.json cannot be read.",
  "Die Datei ist kein ZIP-Archiv.": "The file is not a ZIP archive.",
  "Die Prüfsumme der Mediendatei {name} stimmt nicht: Das Archiv wurde verändert.":
    "The checksum of the media file {name} does not match: the archive was changed.",
  "Die Prüfsumme der Tabelle {name} stimmt nicht: Das Archiv wurde verändert.":
    "The checksum of the table {name} does not match: the archive was changed.",
  "Die Prüfsumme des Manifests stimmt nicht: Das Archiv wurde verändert.":
    "The manifest's checksum does not match: the archive was changed.",
  "Die Tabelle {name} hat eine unbekannte Spalte: {column}": "The table {name} has an unknown column: {column}",
  "Die Tabelle {name} hat nicht die angegebene Zeilenzahl.":
    "The table {name} does not have the stated number of rows.",
  "Die Tabelle {name} ist unlesbar.": "The table {name} cannot be read.",
  "Im Archiv fehlt die Mediendatei {name}.": "The media file {name} is missing from the archive.",
  "Im Archiv fehlt die Tabelle {name}.": "The table {name} is missing from the archive.",
  "Die Sicherung stammt aus einer anderen Version der Website (Schema {found}, erwartet {expected}).":
    "The backup comes from another version of the website (schema {found}, expected {expected}).",
  "Nächtliche Sicherungen aufbewahren": "Nightly backups to keep",
  "Wie viele nächtliche Sicherungen (eine je Tag, 1 bis 365) aufbewahrt werden; die ältesten darüber hinaus werden gelöscht.":
    "How many nightly backups (one a day, 1 to 365) are kept; the oldest beyond are deleted.",
  "Anzahl der Sicherungen": "Number of backups",
};
