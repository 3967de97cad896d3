/** Pieces shared by the community's features, posts and statistics. */

/** The community site: default external link of new features and posts (back-office.md 9; db/seed.ts COMMUNITY_HOST). */
export const COMMUNITY_HOST = "https://community.example.com";

export const iconHint =
  "Lucide-Name, z. B. Users, Calendar, BookOpen, MessageCircle, GraduationCap (unbekannt = Users).";

export const communityFailures = {
  saveFailed: "Fehler beim Speichern",
  saveFailedDescription: "Bitte versuchen Sie es erneut.",
  deleteFailed: "Fehler beim Löschen",
  deleteFailedDescription: "Bitte versuchen Sie es erneut.",
} as const;
