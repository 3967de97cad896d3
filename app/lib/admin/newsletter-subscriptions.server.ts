import { parseWithZod } from "@conform-to/zod/v4";
import { desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { newsletterSubscriptions } from "../../../db/schema";
import { toCsv } from "../csv";
import type { Db } from "../db.server";
import { NEWSLETTER_TEXTS, NewsletterAdminActionSchema, type NewsletterStatusFilter } from "../schemas/newsletter-admin";
import type { Toast } from "../toast";
import { redirectWithToast } from "../toast.server";

/**
 * Newsletter administration (back-office.md 2, 7, 8): counts, the list newest first, delete and
 * (de)activate by id, and the CSV export of the active subscribers. Admin-only: the admin layout's
 * middleware refuses moderators on every /admin/newsletter-subscriptions path (app/lib/permissions.ts).
 */

export type NewsletterCounts = { total: number; active: number; inactive: number };

function countsQuery(db: Db) {
  return db
    .select({
      total: sql<number>`count(*)`,
      active: sql<number>`coalesce(sum(case when ${newsletterSubscriptions.is_active} then 1 else 0 end), 0)`,
    })
    .from(newsletterSubscriptions);
}

/** Newest signup first (spec 7); ties by id so equal timestamps keep a stable order. */
export function listNewsletterSubscriptions(db: Db, filter: NewsletterStatusFilter | null = null) {
  const query = db.select().from(newsletterSubscriptions);
  const filtered = filter ? query.where(eq(newsletterSubscriptions.is_active, filter === "active")) : query;
  return filtered.orderBy(desc(newsletterSubscriptions.subscribed_at), desc(newsletterSubscriptions.id));
}

/** The screen's data in one D1 batch, so the counts and the list agree (a batch is a transaction). */
export async function loadNewsletterAdmin(db: Db, filter: NewsletterStatusFilter | null) {
  const [[count], rows] = await db.batch([countsQuery(db), listNewsletterSubscriptions(db, filter)]);
  const total = Number(count?.total ?? 0);
  const active = Number(count?.active ?? 0);
  const counts: NewsletterCounts = { total, active, inactive: total - active };
  return { counts, rows };
}

export type NewsletterActionData = { error: Toast; intent: string | null; id: string | null } | undefined;

function failure(intent: string | null, id: string | null, message: string, status: 400 | 404) {
  const prefix = intent === "delete" ? "Fehler beim Löschen: " : intent === "toggle" ? "Fehler beim Aktualisieren: " : "";
  const error: Toast = { title: NEWSLETTER_TEXTS.errorTitle, description: prefix + message, variant: "destructive" };
  return data({ error, intent, id }, { status });
}

/**
 * The screen's action. Input is parsed with the forms' schema (400 when it does not fit), an unknown
 * id answers 404; success and database failures redirect to the list with the spec's toast.
 */
export async function handleNewsletterAction(request: Request, db: Db, listUrl: string) {
  const formData = await request.formData();
  const rawIntent = formData.get("intent");
  const intent = typeof rawIntent === "string" ? rawIntent : null;
  const rawId = formData.get("id");
  const id = typeof rawId === "string" ? rawId : null;
  const submission = parseWithZod(formData, { schema: NewsletterAdminActionSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? []);
    return failure(intent, id, messages[0] ?? "Ungültige Eingabe", 400);
  }

  const action = submission.value;
  try {
    if (action.intent === "delete") {
      const gone = await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, action.id)).returning({ id: newsletterSubscriptions.id });
      if (gone.length === 0) return failure(action.intent, id, NEWSLETTER_TEXTS.notFound, 404);
      return redirectWithToast(request, listUrl, { title: NEWSLETTER_TEXTS.successTitle, description: NEWSLETTER_TEXTS.deleted });
    }
    const changed = await db
      .update(newsletterSubscriptions)
      .set({ is_active: action.is_active })
      .where(eq(newsletterSubscriptions.id, action.id))
      .returning({ id: newsletterSubscriptions.id });
    if (changed.length === 0) return failure(action.intent, id, NEWSLETTER_TEXTS.notFound, 404);
    return redirectWithToast(request, listUrl, { title: NEWSLETTER_TEXTS.successTitle, description: NEWSLETTER_TEXTS.updated });
  } catch (error) {
    // The database's own message stays in the log; the admin gets the spec's toast with a plain reason.
    console.error(`admin newsletter ${action.intent} failed`, error);
    const prefix = action.intent === "delete" ? "Fehler beim Löschen: " : "Fehler beim Aktualisieren: ";
    return redirectWithToast(request, listUrl, { title: NEWSLETTER_TEXTS.errorTitle, description: prefix + NEWSLETTER_TEXTS.retry, variant: "destructive" });
  }
}

export const NEWSLETTER_CSV_HEADER = ["email", "subscribed_at", "website"] as const;

/** Today's date in Berlin as YYYY-MM-DD (the admins' calendar day, not UTC's). */
function berlinDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Europe/Berlin" }).format(now);
}

/** The active subscribers as a CSV file (newest first) and its download name. */
export async function activeSubscribersCsv(db: Db, now = new Date()): Promise<{ body: string; filename: string }> {
  const rows = await listNewsletterSubscriptions(db, "active");
  const body = toCsv(
    NEWSLETTER_CSV_HEADER,
    rows.map((row) => [row.email, row.subscribed_at, row.website]),
  );
  return { body, filename: `newsletter-abonnenten-${berlinDay(now)}.csv` };
}
