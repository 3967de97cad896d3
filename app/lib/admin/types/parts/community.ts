/** Pieces shared by the community's features, posts and statistics. */

export const iconHint =
  "Der englische Name des Symbols, z. B. Calendar, BookOpen, MessageCircle oder GraduationCap; ein unbekannter Name zeigt das Symbol für Personen.";
