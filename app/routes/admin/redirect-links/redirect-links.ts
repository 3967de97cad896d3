/**
 * The toasts and messages of /admin/redirect-links, shared by the screen and its action: German, given
 * to `t()` where shown; their English forms are the old product's (back-office.md 8, texts-en/links.ts).
 */
export const REDIRECT_TOASTS = {
  success: "Erfolg",
  error: "Fehler",
  created: "Kurzlink erstellt",
  updated: "Kurzlink gespeichert",
  deleted: "Kurzlink gelöscht",
  orderUpdated: "Reihenfolge der Kurzlinks gespeichert",
  createFailed: "Kurzlink konnte nicht erstellt werden",
  updateFailed: "Kurzlink konnte nicht gespeichert werden",
  deleteFailed: "Kurzlink konnte nicht gelöscht werden",
  orderFailed: "Reihenfolge konnte nicht gespeichert werden",
  notFound: "Kurzlink nicht gefunden",
} as const;
