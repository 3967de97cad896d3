/** Pieces shared by the community's features, posts and statistics. */

export const iconHint =
  "Lucide-Name, z. B. Users, Calendar, BookOpen, MessageCircle, GraduationCap (unbekannt = Users).";

export const communityFailures = {
  saveFailed: "Fehler beim Speichern",
  saveFailedDescription: "Bitte versuchen Sie es erneut.",
  deleteFailed: "Fehler beim Löschen",
  deleteFailedDescription: "Bitte versuchen Sie es erneut.",
} as const;
