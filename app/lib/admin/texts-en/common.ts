import type { EnglishTexts } from "./types";

/** Words every screen uses. */
export const texts: EnglishTexts = {
  Speichern: "Save",
  Abbrechen: "Cancel",
  Löschen: "Delete",
  Bearbeiten: "Edit",
  Schließen: "Close",
  Ja: "Yes",
  Nein: "No",
  Aktiv: "Active",
  Inaktiv: "Inactive",
  Aktionen: "Actions",
  Suchen: "Search",
  Fehler: "Error",
};
