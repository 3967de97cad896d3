import type { EnglishTexts } from "./types";

/** A record's versions: the comparison, the two restores and their messages. */
export const texts: EnglishTexts = {
  "Zurück zu {title}": "Back to {title}",
  "Versionen: {label}": "Versions: {label}",
  "Jede gespeicherte Fassung, neueste zuerst, mit den Feldern, in denen sie von der aktuellen abweicht. „Als Entwurf wiederherstellen“ macht aus ihr einen neuen Entwurf, der erst mit „Veröffentlichen“ online geht; „Wiederherstellen und veröffentlichen“ macht sie sofort zur veröffentlichten Fassung.":
    "Every saved version, newest first, with the fields in which it differs from the current one. “Restore as draft” makes it a new draft that goes online only with “Publish”; “Restore and publish” makes it the published version at once.",
  "Noch keine Versionen gespeichert.": "No versions saved yet.",
  "Entwurf gespeichert": "Draft saved",
  "Automatisch gespeichert": "Saved automatically",
  Geplant: "Scheduled",
  Veröffentlicht: "Published",
  Wiederhergestellt: "Restored",
  "Ursprüngliche Fassung (vor der ersten Änderung hier)": "Original version (before the first change here)",
  "Als Entwurf wiederherstellen": "Restore as draft",
  "Wiederherstellen und veröffentlichen": "Restore and publish",
  "(Version vom {at})": "(version of {at})",
  "Gleich der aktuellen Fassung.": "Same as the current version.",
  "Unterschiede zur aktuellen Fassung": "Differences from the current version",
  Feld: "Field",
  "Diese Version": "This version",
  Aktuell: "Current",
  "Bild dieser Version": "Image of this version",
  "Aktuelles Bild": "Current image",
  "Unbekannte Aktion": "Unknown action",
  "Keine Berechtigung zum Veröffentlichen": "No permission to publish",
  "Version wiederhergestellt und veröffentlicht": "Version restored and published",
  "Version als Entwurf wiederhergestellt": "Version restored as draft",
  "Version nicht gefunden": "Version not found",
  "Der Eintrag wurde inzwischen geändert; bitte die Seite neu laden.":
    "The entry has been changed in the meantime; please reload the page.",
};
