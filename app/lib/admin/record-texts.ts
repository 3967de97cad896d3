import type { Bilingual } from "./bilingual-texts";

/** The grammatical gender of a record's German name: it picks "diesen/diese/dieses" and "Neuer/Neue/Neues". */
export type Gender = "m" | "f" | "n";

const THIS: Record<Gender, string> = { m: "diesen", f: "diese", n: "dieses" };
const NEW: Record<Gender, string> = { m: "Neuer", f: "Neue", n: "Neues" };

function germanTexts(one: string, gender: Gender, many: string) {
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

/** The same texts in English, from the name in lower case ("glossary entry", "glossary entries"). */
function englishTexts(one: string, many: string): ReturnType<typeof germanTexts> {
  const One = one.charAt(0).toUpperCase() + one.slice(1);
  return {
    created: `${One} created successfully!`,
    updated: `${One} updated successfully!`,
    deleted: `${One} deleted successfully!`,
    confirmDelete: `Are you sure you want to delete this ${one}?`,
    empty: `No ${many} yet.`,
    add: `New ${one}`,
    createTitle: `Create ${one}`,
    editTitle: `Edit ${one}`,
  };
}

type RecordTexts = ReturnType<typeof germanTexts>;

/**
 * The back office's texts about one kind of record (back-office.md 8: the toasts, the confirmation
 * before deleting, the empty list, the create button and the form headings), made from its German
 * name so every type words them alike. A type overrides a text by giving it after these. Named in
 * both languages ({ de, en }), the texts come in both (the type brings its own English).
 */
export function recordTexts(one: string, gender: Gender, many: string): RecordTexts;
export function recordTexts(one: Bilingual, gender: Gender, many: Bilingual): { [K in keyof RecordTexts]: Bilingual };
export function recordTexts(one: string | Bilingual, gender: Gender, many: string | Bilingual) {
  if (typeof one === "string" && typeof many === "string") return germanTexts(one, gender, many);
  const de = germanTexts(typeof one === "string" ? one : one.de, gender, typeof many === "string" ? many : many.de);
  const en = englishTexts(typeof one === "string" ? one : one.en, typeof many === "string" ? many : many.en);
  return Object.fromEntries(
    Object.entries(de).map(([key, german]) => [key, { de: german, en: en[key as keyof RecordTexts] }]),
  );
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
