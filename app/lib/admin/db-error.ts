/**
 * What went wrong with a database write, in words staff can act on. The database's own message
 * names tables and SQL, which must not reach a browser; the kind of failure is what helps.
 */
export function describeDbError(error: unknown): string {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  if (/FOREIGN KEY constraint failed/i.test(message)) return "Der Eintrag wird noch von anderen Einträgen verwendet.";
  if (/UNIQUE constraint failed/i.test(message)) return "Ein Eintrag mit diesem Wert existiert bereits.";
  if (/NOT NULL constraint failed|CHECK constraint failed/i.test(message))
    return "Die Datenbank hat die Werte abgelehnt.";
  if (/no such (table|column)/i.test(message)) return "Die Datenbank ist nicht vollständig eingerichtet.";
  if (/too many|busy|locked|timed? ?out|network|unavailable|overloaded/i.test(message))
    return "Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.";
  return "Die Datenbank hat die Änderung nicht gespeichert. Bitte versuchen Sie es erneut.";
}
