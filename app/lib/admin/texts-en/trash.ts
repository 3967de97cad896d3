import type { EnglishTexts } from "./types";

/** The trash screen, its confirmation and the restore's messages. */
export const texts: EnglishTexts = {
  Papierkorb: "Trash",
  "Gelöschte Inhalte bleiben {days} Tage hier und lassen sich wiederherstellen.":
    "Deleted content stays here for {days} days and can be restored.",
  "Papierkorb leeren": "Empty trash",
  "Papierkorb leeren?": "Empty the trash?",
  "Die Einträge werden endgültig gelöscht und lassen sich nicht wiederherstellen.":
    "The items are deleted for good and cannot be restored.",
  "Der Papierkorb ist leer.": "The trash is empty.",
  Wiederherstellen: "Restore",
  "{label} wiederherstellen": "Restore {label}",
  "{type} · gelöscht von {name} am {at}": "{type} · deleted by {name} on {at}",
  "mit {n} zugehörigen Einträgen": "with {n} related entries",
  "Entwurf: {label}": "Draft: {label}",
  "mit unveröffentlichtem Entwurf": "with its unpublished draft",
  "„{label}“ wiederhergestellt": "“{label}” restored",
  "Papierkorb geleert ({n})": "Trash emptied ({n})",
  "Dieser Eintrag ist nicht mehr im Papierkorb.": "This item is no longer in the trash.",
  "Wiederherstellen nicht möglich: ein gleichnamiger oder zugehöriger Eintrag fehlt oder ist belegt.":
    "Cannot restore: a related entry is missing or its place is taken.",
  "Nur Administratoren können den Papierkorb leeren.": "Only administrators can empty the trash.",
  "Unbekannte Aktion": "Unknown action",
};
