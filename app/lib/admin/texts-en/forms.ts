import type { EnglishTexts } from "./types";

/** The form kit, the list screen and the validation messages of every form. */
export const texts: EnglishTexts = {
  // Validation messages of the shared rules (app/lib/admin/zod-fields.ts), matched as templates.
  "Höchstens {max} Zeichen": "At most {max} characters",
  "{label} ist erforderlich": "{label} is required",
  "{label} muss eine Zahl sein": "{label} must be a number",
  "{label} muss eine ganze Zahl sein": "{label} must be a whole number",
  "{label} muss mindestens {min} sein": "{label} must be at least {min}",
  "{label} darf höchstens {max} sein": "{label} must be at most {max}",
  "Höchstens {max} Einträge": "At most {max} entries",
  "Bitte {label} wählen": "Please choose {label}",
  "Bitte eine vollständige Adresse mit http:// oder https:// eingeben":
    "Please enter a complete address starting with http:// or https://",
  "Bitte einen Pfad wie /kontakt oder eine Adresse mit http(s):// eingeben":
    "Please enter a path such as /kontakt or an address starting with http(s)://",
  "Bitte einen Pfad der Website wie /images/bild.jpg oder eine Adresse mit http(s):// eingeben":
    "Please enter a path of the site such as /images/bild.jpg or an address starting with http(s)://",
  "Bitte ein gültiges Datum mit Uhrzeit angeben": "Please enter a valid date and time",
  // The slug rule (app/lib/admin/slugs.server.ts).
  "Slug bereits verwendet": "Slug already in use",
  "Bitte wählen Sie einen anderen Slug.": "Please choose another slug.",
  "Diese Adresse ist schon vergeben (als englischer oder deutscher Slug eines anderen Eintrags). Bitte wählen Sie einen anderen Slug.":
    "This address is already taken (as another entry's English or German slug). Please choose another slug.",
  "Bitte einen Slug aus Buchstaben oder Ziffern eingeben": "Please enter a slug of letters or digits",

  // The list screen.
  Reihenfolge: "Order",
  Status: "Status",
  Veröffentlicht: "Published",
  Entwurf: "Draft",
  Geplant: "Scheduled",
  "Geplant für {date}": "Scheduled for {date}",
  "Veröffentlicht, mit unveröffentlichten Änderungen": "Published, with unpublished changes",
  Ausgeblendet: "Hidden",
  "{label} auf der Website ansehen": "View {label} on the website",
  "{label} bearbeiten": "Edit {label}",
  "{label} löschen": "Delete {label}",
  "{label} nach oben verschieben": "Move {label} up",
  "{label} nach unten verschieben": "Move {label} down",
  "Nicht übersetzt": "Not translated",
  "Alle Einträge sind übersetzt.": "All entries are translated.",
  Übersetzung: "Translation",
  Alle: "All",
  "Nur unübersetzte": "Untranslated only",
  "Titel durchsuchen …": "Search titles …",
  "Suche zurücksetzen": "Clear search",
  "Keine Treffer für „{q}“.": "No results for “{q}”.",
  "1 Treffer für „{q}“": "1 result for “{q}”",
  "{n} Treffer für „{q}“": "{n} results for “{q}”",
  // Before "{n} Einträge": a finished text is matched against the templates in this order.
  "Seite {page} von {pages} ({total} Einträge)": "Page {page} of {pages} ({total} entries)",
  "1 Eintrag": "1 entry",
  "{n} Einträge": "{n} entries",
  Seiten: "Pages",
  "Vorherige Seite": "Previous page",
  "Nächste Seite": "Next page",
  "Seite {n}": "Page {n}",

  // The form and its dialogs.
  Erstellen: "Create",
  "Wird gespeichert …": "Saving …",
  "Wird gespeichert...": "Saving...",
  "Löschen bestätigen": "Confirm deletion",
  "„{subject}“": "“{subject}”",
  "Wird gelöscht …": "Deleting …",
  Hinzufügen: "Add",
  Einträge: "Entries",
  "{item} entfernen": "Remove {item}",
  "(wird beim Speichern gebildet)": "(made when saved)",
  "Bearbeitet den Seitenkopf der Seite": "Edits the page header of the page",
  "Noch kein Seitenkopf für die Seite": "No page header yet for the page",
  "(öffnet in neuem Tab)": "(opens in a new tab)",
  aktiv: "active",
  inaktiv: "inactive",
  "Speichern legt ihn an.": "Saving creates it.",
  "Möchten Sie den Seitenkopf dieser Seite wirklich löschen?": "Do you really want to delete this page's header?",
  "Seitenkopf: Startseite": "Page header: Home",
  "Hintergrundbild (URL)": "Background image (URL)",
  "https://… oder /images/…": "https://… or /images/…",

  // Drafts, scheduling and previews.
  "Noch nicht veröffentlicht": "Not published yet",
  "Entwurf {id}": "Draft {id}",
  "Entwurf {label} bearbeiten": "Edit draft {label}",
  "Entwurf speichern": "Save draft",
  Veröffentlichen: "Publish",
  "Zeitplan (deutsche Zeit)": "Schedule (German time)",
  "Veröffentlichen am": "Publish on",
  "Für „Planen“: dann geht der Entwurf automatisch online.": "For “Schedule”: the draft goes online by itself then.",
  "Offline nehmen am": "Take offline on",
  "Optional: dann ist der Eintrag nicht mehr zu sehen.": "Optional: the entry is no longer shown from then on.",
  Planen: "Schedule",
  "Eine Vorschau gibt es für Entwürfe: erst „Entwurf speichern“, dann hier den Vorschau-Link erstellen.":
    "Previews are made of drafts: first “Save draft”, then create the preview link here.",
  "Gültig für": "Valid for",
  "1 Stunde": "1 hour",
  "1 Tag": "1 day",
  "3 Tage": "3 days",
  "7 Tage": "7 days",
  "Vorschau-Link": "Preview link",
  "Gültig bis {date} Uhr · ohne Anmeldung zu öffnen": "Valid until {date} · opens without signing in",
  Versionen: "Versions",
  "Entwurf verwerfen": "Discard draft",
  "Vorschau schließen": "Close preview",
  "Vorschau neben dem Formular": "Preview beside the form",
  Vorschau: "Preview",
  "Breite der Vorschau": "Width of the preview",
  "Handy ({width} px)": "Phone ({width} px)",
  "Desktop ({width} px)": "Desktop ({width} px)",
  "Vorschau: {label}": "Preview: {label}",
  "Noch kein Entwurf gespeichert. Sobald Sie etwas ändern, wird er automatisch gespeichert und hier gezeigt.":
    "No draft saved yet. As soon as you change something, it is saved automatically and shown here.",
  "Zeigt den zuletzt gespeicherten Entwurf.": "Shows the draft as last saved.",

  // Autosave and the browser's copy.
  "Wird automatisch gespeichert …": "Saving automatically …",
  "Gespeichert um {time} (als Entwurf)": "Saved at {time} (as a draft)",
  "Automatisches Speichern angehalten: {detail}": "Autosave stopped: {detail}",
  "Im Browser gesichert um {time}; auf dem Server erst nach „Entwurf speichern“ oder „Veröffentlichen“.":
    "Kept in the browser at {time}; on the server only after “Save draft” or “Publish”.",
  "Im Browser gesichert um {time}, nicht auf dem Server: „{field}“ ist noch nicht vollständig.":
    "Kept in the browser at {time}, not on the server: “{field}” is not complete yet.",
  "Im Browser gesichert um {time}, nicht auf dem Server: Das Formular ist noch nicht vollständig.":
    "Kept in the browser at {time}, not on the server: the form is not complete yet.",
  "Im Browser gesichert um {time}. Automatisches Speichern fehlgeschlagen: {detail}.":
    "Kept in the browser at {time}. Autosave failed: {detail}.",
  "Im Browser gesichert um {time}. Automatisches Speichern fehlgeschlagen.":
    "Kept in the browser at {time}. Autosave failed.",
  "Ungespeicherter Entwurf wiederhergestellt": "Unsaved draft restored",
  "(im Browser gesichert um {time}). Speichern Sie ihn, oder verwerfen Sie ihn.":
    "(kept in the browser at {time}). Save it, or discard it.",
  Verwerfen: "Discard",
  "Ihre Änderungen sind noch nicht gespeichert. Wirklich verlassen? Die Änderungen gehen verloren.":
    "Your changes are not saved yet. Leave anyway? The changes will be lost.",

  // The translation view.
  "Alle {total} Felder übersetzt": "All {total} fields translated",
  "{missing} von {total} Feldern nicht übersetzt": "{missing} of {total} fields not translated",
  "Übersetzung Deutsch/Englisch": "Translation German/English",
  "Deutsch (nur lesen)": "German (read only)",
  Englisch: "English",
  "(leer)": "(empty)",
  "nicht übersetzt": "not translated",

  // The media picker and the alt texts of the chosen image.
  "Bild wählen oder hochladen": "Choose or upload an image",
  "Bild aus der Medienbibliothek": "Image from the media library",
  "Ein Bild anklicken, um es einzusetzen, oder ein neues hochladen.": "Click an image to use it, or upload a new one.",
  "Bilder durchsuchen": "Search images",
  "Wird geladen …": "Loading …",
  "ohne Alt-Text": "no alt text",
  "Alt-Texte bearbeiten": "Edit alt texts",
  "Alt-Texte des gewählten Bildes": "Alt texts of the chosen image",
  "Alt-Text (DE)": "Alt text (DE)",
  "Alt-Text (EN)": "Alt text (EN)",
  "Dekorativ (kein Alt-Text nötig)": "Decorative (no alt text needed)",
  "Alt-Texte speichern": "Save alt texts",
  "Alt-Texte gespeichert": "Alt texts saved",
  "Dieses Bild hat noch keinen Alt-Text auf Deutsch: ohne ihn kann es nicht veröffentlicht werden.":
    "This image has no German alt text yet: it cannot be published without one.",
  "Kein englischer Alt-Text: die englische Seite zeigt den deutschen.":
    "No English alt text: the English page shows the German one.",
  "Die Alt-Texte konnten nicht gespeichert werden.": "The alt texts could not be saved.",

  // The editor's image and video tools and the site's rule for links.
  "Bild einfügen": "Insert image",
  "Bild bearbeiten": "Edit image",
  "Video einfügen": "Insert video",
  "Video bearbeiten": "Edit video",
  "Bild im Text": "Image in the text",
  "Ein Bild aus der Medienbibliothek wählen oder hochladen, dazu die Alt-Texte und eine Bildunterschrift.":
    "Choose or upload an image from the media library, with its alt texts and a caption.",
  "Bild-Adresse": "Image address",
  "Leer gelassen zeigt die englische Seite den deutschen Alt-Text.":
    "Left empty, the English page shows the German alt text.",
  "Bildunterschrift (optional)": "Caption (optional)",
  "Bitte ein Bild wählen oder hochladen, oder die Adresse eines Bildes eingeben (https://… oder /media/…).":
    "Please choose or upload an image, or enter the address of an image (https://… or /media/…).",
  "Bitte beschreiben Sie das Bild auf Deutsch (Alt-Text).": "Please describe the image in German (alt text).",
  Übernehmen: "Apply",
  "Video im Text": "Video in the text",
  "Die Adresse eines Videos auf YouTube oder Vimeo. Die Seite zeigt es erst nach Zustimmung der Besucher.":
    "The address of a video on YouTube or Vimeo. The page shows it only after visitors agree.",
  "Adresse des Videos": "Video address",
  "Das ist keine Adresse eines Videos auf YouTube oder Vimeo (z. B. https://www.youtube.com/watch?v=…).":
    "This is not the address of a video on YouTube or Vimeo (e.g. https://www.youtube.com/watch?v=…).",
  Video: "Video",
  "zum Bearbeiten anklicken": "click to edit",
  "Adresse des Links (https://… oder ein Pfad dieser Website wie /kontakt):":
    "Link address (https://… or a path of this site such as /kontakt):",
  "Dieser Link wurde nicht gesetzt: erlaubt sind Adressen mit http:// oder https:// und Pfade dieser Website wie /kontakt.":
    "This link was not set: allowed are addresses with http:// or https:// and paths of this site such as /kontakt.",

  // What the shared content action answers (app/lib/admin/content.server.ts, editorial-save.server.ts).
  "Unbekannte Aktion": "Unknown action",
  "Eintrag nicht gefunden": "Entry not found",
  "Ungültiger Entwurf": "Invalid draft",
  "Entwurf nicht gefunden": "Draft not found",
  "Dieser Entwurf wurde inzwischen geändert": "This draft has been changed in the meantime",
  "Entwurf verworfen": "Draft discarded",
  "Er liegt im Papierkorb und lässt sich dort wiederherstellen.": "It is in the trash and can be restored there.",
  "Ungültige Umschaltung": "Invalid switch",
  "Status aktualisiert": "Status updated",
  "Diese Liste hat keine feste Reihenfolge": "This list has no fixed order",
  "Ungültige Verschiebung": "Invalid move",
  "Der erste Eintrag kann nicht nach oben.": "The first entry cannot move up.",
  "Der letzte Eintrag kann nicht nach unten.": "The last entry cannot move down.",
  "Reihenfolge aktualisiert": "Order updated",
  "Fehler beim Laden der Daten": "Error loading data",
  "Entwurf gespeichert": "Draft saved",
  "Keine Änderungen": "No changes",
  "Das Formular entspricht der veröffentlichten Fassung; es wurde kein Entwurf angelegt.":
    "The form matches the published version; no draft was created.",
  "Veröffentlichung geplant: {at} Uhr": "Publication scheduled: {at}",
  "Bitte Datum und Uhrzeit der Veröffentlichung angeben": "Please enter the date and time of publication",
  "Das Ende muss nach der Veröffentlichung liegen": "The end must be after the publication",
  "Das Ende muss in der Zukunft liegen": "The end must be in the future",
  "Dieser Inhalt kann nicht automatisch offline genommen werden": "This content cannot be taken offline automatically",
  "Dieser Eintrag wurde inzwischen geändert": "This entry has been changed in the meantime",
  "Geändert wurde: {fields}.": "Changed: {fields}.",
  "Ihre Eingaben sind noch im Formular; laden Sie den Eintrag neu, um die aktuelle Fassung zu sehen, und übernehmen Sie Ihre Änderungen dort.":
    "Your input is still in the form; reload the entry to see the current version, and make your changes there.",
  "Dieser Entwurf ist nicht mehr da (inzwischen veröffentlicht oder gelöscht)":
    "This draft is gone (published or deleted in the meantime)",
  "Automatisch wird nur ein Entwurf gespeichert, nie veröffentlicht":
    "Autosave only ever saves a draft, it never publishes",
  // Database failures in words staff can act on (app/lib/admin/db-error.ts).
  "Der Eintrag wird noch von anderen Einträgen verwendet.": "The entry is still used by other entries.",
  "Ein Eintrag mit diesem Wert existiert bereits.": "An entry with this value already exists.",
  "Die Datenbank hat die Werte abgelehnt.": "The database refused the values.",
  "Die Datenbank ist nicht vollständig eingerichtet.": "The database is not fully set up.",
  "Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.":
    "The database cannot be reached right now. Please try again.",
  "Die Datenbank hat die Änderung nicht gespeichert. Bitte versuchen Sie es erneut.":
    "The database did not save the change. Please try again.",

  // The main content's screens (main sections' tabs, index sections' cards, the placeholder page).
  Ansicht: "View",
  "Reihenfolge & Sichtbarkeit": "Sort & Toggle",
  "Anlegen, Bearbeiten & Löschen": "Create, Edit & Delete",
  "Reihenfolge der Themenkacheln": "Order of the topic tiles",
  Position: "Position",
  Anordnung: "Layout",
  "Text rechts": "Text right",
  "Text links": "Text left",
  "{label} aktivieren": "Activate {label}",
  "{label} deaktivieren": "Deactivate {label}",
  Hauptinhalt: "Main content",
  "Dieser Bereich befindet sich noch in der Entwicklung.": "This section is still under development.",
  "Die Inhalte der Startseite pflegen Sie bereits hier:": "You already edit the home page's content here:",

  // A screen of a parent and its children (events and organizers, congresses and speakers).
  "Bitte wählen …": "Please choose …",
  Anzeigen: "Show",

  // The rich-text editor's toolbar.
  Formatierung: "Formatting",
  Absatz: "Paragraph",
  "Überschrift 2": "Heading 2",
  "Überschrift 3": "Heading 3",
  "Überschrift 4": "Heading 4",
  Fett: "Bold",
  Kursiv: "Italic",
  Aufzählung: "Bulleted list",
  "Nummerierte Liste": "Numbered list",
  Zitat: "Quote",
  Trennlinie: "Horizontal rule",
  "Link setzen": "Set link",
  "Link entfernen": "Remove link",
  "Adresse des Links (https://…, mailto:… oder /pfad):": "Link address (https://…, mailto:… or /path):",
  "Dieser Link wurde nicht gesetzt: erlaubt sind Adressen mit http(s)://, mailto: oder tel: und Pfade dieser Website (/…).":
    "This link was not set: allowed are http(s)://, mailto: and tel: addresses and paths of this site (/…).",
  "Tabelle einfügen": "Insert table",
  "Zeile darunter": "Row below",
  "Spalte rechts": "Column right",
  "Zeile löschen": "Delete row",
  "Spalte löschen": "Delete column",
  "Tabelle löschen": "Delete table",
  Rückgängig: "Undo",
  Wiederholen: "Redo",
  Bearbeitungsart: "Editing mode",
  "HTML-Quelltext": "HTML source",
  "Editor wird geladen …": "Loading the editor …",
};
