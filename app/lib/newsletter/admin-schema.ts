import { z } from "zod";

/**
 * The two things an admin does to a subscription (back-office.md 7: delete by id, update is_active
 * by id). The forms of /admin/newsletter-subscriptions post exactly these fields; the action parses
 * them with this schema, so a missing or foreign intent, or an id that is not a positive integer, is
 * refused (400) before the database is asked.
 */
const id = z.coerce.number({ error: "Ungültige ID" }).int("Ungültige ID").positive("Ungültige ID");

export const NewsletterAdminActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("delete"), id }),
    // The new state is posted (not "flip"), so a double submit cannot switch it back.
    z.object({
      intent: z.literal("toggle"),
      id,
      is_active: z.enum(["true", "false"], { error: "Ungültiger Status" }).transform((v) => v === "true"),
    }),
  ],
  { error: "Unbekannte Aktion" },
);

/**
 * The list's optional filter (?status=…): the admin's switch as the spec has it (active / inactive,
 * i.e. switched off), and the double opt-in states of the addresses that are switched on (pending,
 * confirmed, unsubscribed). Anything else shows every subscription.
 */
export const NEWSLETTER_STATUS_FILTERS = ["active", "inactive", "pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatusFilter = (typeof NEWSLETTER_STATUS_FILTERS)[number];

export function statusFilterOf(value: string | null | undefined): NewsletterStatusFilter | null {
  return (NEWSLETTER_STATUS_FILTERS as readonly string[]).includes(value ?? "")
    ? (value as NewsletterStatusFilter)
    : null;
}

export type OptInState = "pending" | "confirmed" | "unsubscribed";

/** A row's double opt-in state; anything unknown (older rows) counts as pending. */
export function optInStateOf(status: string): OptInState {
  return status === "confirmed" || status === "unsubscribed" ? status : "pending";
}

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatusFilter, string> = {
  active: "Aktiv",
  inactive: "Inaktiv (abgeschaltet)",
  pending: "Ausstehend",
  confirmed: "Bestätigt",
  unsubscribed: "Abgemeldet",
};

/** The screen's texts (back-office.md 8 'Newsletter/contact'), shared by the route and its action. */
export const NEWSLETTER_TEXTS = {
  title: "Newsletter-Verwaltung",
  empty: "Keine Newsletter-Abonnements vorhanden",
  loadFailed: "Fehler beim Laden der Daten",
  deleted: "Newsletter-Abonnement erfolgreich gelöscht.",
  updated: "Status erfolgreich aktualisiert.",
  successTitle: "Erfolg",
  errorTitle: "Fehler",
  notFound: "Abonnement nicht gefunden.",
  retry: "Bitte versuchen Sie es erneut.",
} as const;
