/** The grammatical gender of a record's German name: it picks "diesen/diese/dieses" and "Neuer/Neue/Neues". */
export type Gender = "m" | "f" | "n";

const THIS: Record<Gender, string> = { m: "diesen", f: "diese", n: "dieses" };
const NEW: Record<Gender, string> = { m: "Neuer", f: "Neue", n: "Neues" };

/**
 * The back office's texts about one kind of record (back-office.md 8: the toasts, the confirmation
 * before deleting, the empty list, the create button and the form headings), made from its German
 * name so every type words them alike. A type overrides a text by giving it after these.
 */
export function recordTexts(one: string, gender: Gender, many: string) {
  return {
    created: `${one} erfolgreich erstellt!`,
    updated: `${one} erfolgreich aktualisiert!`,
    deleted: `${one} erfolgreich gelöscht!`,
    confirmDelete: `Sind Sie sicher, dass Sie ${THIS[gender]} ${one} löschen möchten?`,
    empty: `Noch keine ${many} vorhanden.`,
    add: `${NEW[gender]} ${one}`,
    createTitle: `${one} erstellen`,
    editTitle: `${one} bearbeiten`,
  };
}

const TRY_AGAIN = "Bitte versuchen Sie es erneut.";

/**
 * The texts of a failed save or delete, in the three ways back-office.md 8 words them; a type spreads
 * one of them after its `recordTexts`.
 */
export const failureTexts = {
  /** 'Fehler' as the title, and what went wrong (the server's message) below it. */
  withMessage: { saveFailed: "Fehler", deleteFailed: "Fehler" },
  /** 'Fehler beim Speichern' / 'Fehler beim Löschen', each with 'Bitte versuchen Sie es erneut.'. */
  tryAgain: {
    saveFailed: "Fehler beim Speichern",
    saveFailedDescription: TRY_AGAIN,
    deleteFailed: "Fehler beim Löschen",
    deleteFailedDescription: TRY_AGAIN,
  },
  /** 'Fehler beim Aktualisieren/Erstellen/Löschen' of the record, by its genitive ("des Projekts"). */
  of: (genitive: string) => ({
    saveFailed: `Fehler beim Aktualisieren ${genitive}`,
    createFailed: `Fehler beim Erstellen ${genitive}`,
    deleteFailed: `Fehler beim Löschen ${genitive}`,
  }),
} as const;
