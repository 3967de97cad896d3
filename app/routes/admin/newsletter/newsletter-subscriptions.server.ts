import { parseWithZod } from "@conform-to/zod/v4";
import { and, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { data } from "react-router";
import { newsletterSubscriptions } from "~db/schema";
import { type Translate, clampPage, type ListPage } from "~/lib/admin";
import { containsAny, pageWindow } from "~/lib/admin/index.server";
import { auditStatement, changesBetween, type AuditActor } from "~/lib/audit.server";
import { toCsv } from "~/lib/text";
import type { Db } from "~/lib/db.server";
import {
  NEWSLETTER_TEXTS,
  NewsletterAdminActionSchema,
  optInStateOf,
  type NewsletterStatusFilter,
} from "~/lib/newsletter";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * Newsletter administration (back-office.md 2, 7, 8; docs/decisions/0012): counts per state, the list
 * newest first, delete (erases the address and its consent record; campaign counts keep their
 * anonymous rows) and switch off/on by id, and the CSV export of the confirmed subscribers.
 * Admin-only: the admin layout's middleware refuses moderators on these routes
 * (app/lib/accounts/permissions.ts), and the route modules check again.
 */

type NewsletterCounts = { total: number } & Record<NewsletterStatusFilter, number>;

const active = newsletterSubscriptions.is_active;
const status = newsletterSubscriptions.status;

function countsQuery(db: Db) {
  const when = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  return db
    .select({
      total: sql<number>`count(*)`,
      active: when(sql`${active}`),
      inactive: when(sql`not ${active}`),
      pending: when(sql`${active} and ${status} not in ('confirmed', 'unsubscribed')`),
      confirmed: when(sql`${active} and ${status} = 'confirmed'`),
      unsubscribed: when(sql`${active} and ${status} = 'unsubscribed'`),
    })
    .from(newsletterSubscriptions);
}

/** The opt-in filters show switched-on rows only: a switched-off address is listed under 'inactive'. */
function filterCondition(filter: NewsletterStatusFilter) {
  switch (filter) {
    case "active":
      return eq(active, true);
    case "inactive":
      return eq(active, false);
    case "pending":
      return and(eq(active, true), notInArray(status, ["confirmed", "unsubscribed"]));
    default:
      return and(eq(active, true), eq(status, filter));
  }
}

function listCondition(filter: NewsletterStatusFilter | null, q: string) {
  return and(
    filter ? filterCondition(filter) : undefined,
    containsAny(q, [newsletterSubscriptions.email, newsletterSubscriptions.name, newsletterSubscriptions.website]),
  );
}

/**
 * The screen's data in one D1 batch, so the counts and the list agree (a batch is a transaction):
 * the counts, how many rows the filter and search leave, one page of them newest signup first (spec
 * 7; ties by id so equal timestamps keep a stable order), and the rows a dialog in the URL names
 * (they may be on another page).
 */
export async function loadNewsletterAdmin(
  db: Db,
  filter: NewsletterStatusFilter | null,
  list: ListPage = { q: "", page: 1 },
  dialogIds: number[] = [],
) {
  const where = listCondition(filter, list.q);
  const { limit, offset } = pageWindow(list.page);
  const [[countRow], [matching], pageRows, dialogRows] = await db.batch([
    countsQuery(db),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.subscribed_at), desc(newsletterSubscriptions.id))
      .limit(limit)
      .offset(offset),
    db
      .select()
      .from(newsletterSubscriptions)
      .where(inArray(newsletterSubscriptions.id, dialogIds.length ? dialogIds : [0])),
  ]);
  const counts = { total: 0, active: 0, inactive: 0, pending: 0, confirmed: 0, unsubscribed: 0 } as NewsletterCounts;
  for (const key of Object.keys(counts) as (keyof NewsletterCounts)[]) counts[key] = Number(countRow?.[key] ?? 0);
  const total = Number(matching?.n ?? 0);
  return { counts, rows: pageRows, dialogRows, total, page: clampPage(list.page, total) };
}

/** One subscription as the screen shows it: dates as ISO text, the double opt-in state as one word. */
export function subscriptionView(row: typeof newsletterSubscriptions.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    website: row.website,
    is_active: row.is_active,
    status: optInStateOf(row.status),
    lang: row.lang,
    subscribed_at: row.subscribed_at.toISOString(),
    consent: {
      requested_at: row.consent_requested_at?.toISOString() ?? null,
      page: row.consent_page,
      text: row.consent_text,
      version: row.consent_version,
      confirmed_at: row.confirmed_at?.toISOString() ?? null,
      unsubscribed_at: row.unsubscribed_at?.toISOString() ?? null,
    },
  };
}

export type SubscriptionView = ReturnType<typeof subscriptionView>;

export type NewsletterActionData = { error: Toast; intent: string | null; id: string | null } | undefined;

/** "Fehler beim Löschen: …" / "Fehler beim Aktualisieren: …" (or the bare message), in the staff member's language. */
function withPrefix(t: Translate, intent: string | null, message: string) {
  if (intent === "delete") return t("Fehler beim Löschen: {detail}", { detail: message });
  if (intent === "toggle") return t("Fehler beim Aktualisieren: {detail}", { detail: message });
  return message;
}

function failure(t: Translate, intent: string | null, id: string | null, message: string, status: 400 | 404) {
  const error: Toast = {
    title: t(NEWSLETTER_TEXTS.errorTitle),
    description: withPrefix(t, intent, t(message)),
    variant: "destructive",
  };
  return data({ error, intent, id }, { status });
}

/**
 * The screen's action. Input is parsed with the forms' schema (400 when it does not fit), an unknown
 * id answers 404; success and database failures redirect to the list with the spec's toast. Each
 * change carries its audit entry (type "newsletter") in the same batch.
 */
export async function handleNewsletterAction(
  request: Request,
  db: Db,
  actor: AuditActor,
  t: Translate,
  listUrl: string,
) {
  const formData = await request.formData();
  const rawIntent = formData.get("intent");
  const intent = typeof rawIntent === "string" ? rawIntent : null;
  const rawId = formData.get("id");
  const id = typeof rawId === "string" ? rawId : null;
  const submission = parseWithZod(formData, { schema: NewsletterAdminActionSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? []);
    return failure(t, intent, id, messages[0] ?? "Ungültige Eingabe", 400);
  }

  const action = submission.value;
  try {
    const [before] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, action.id))
      .limit(1);
    if (!before) return failure(t, action.intent, id, NEWSLETTER_TEXTS.notFound, 404);
    const audit = (verb: string, after: Record<string, unknown> | null) =>
      auditStatement(db, actor, {
        type: "newsletter",
        recordId: action.id,
        action: verb,
        // Who it was, so a deleted subscription's entry still says which address went.
        changes: changesBetween(before, after, after ? Object.keys(after) : ["email", "lang", "status", "is_active"]),
      });
    if (action.intent === "delete") {
      await db.batch([
        db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, action.id)),
        audit("delete", null),
      ]);
      return redirectWithToast(request, listUrl, {
        title: t(NEWSLETTER_TEXTS.successTitle),
        description: t(NEWSLETTER_TEXTS.deleted),
      });
    }
    await db.batch([
      db
        .update(newsletterSubscriptions)
        .set({ is_active: action.is_active })
        .where(eq(newsletterSubscriptions.id, action.id)),
      audit("toggle", { is_active: action.is_active }),
    ]);
    return redirectWithToast(request, listUrl, {
      title: t(NEWSLETTER_TEXTS.successTitle),
      description: t(NEWSLETTER_TEXTS.updated),
    });
  } catch (error) {
    // The database's own message stays in the log; the admin gets the spec's toast with a plain reason.
    console.error(`admin newsletter ${action.intent} failed`, error);
    return redirectWithToast(request, listUrl, {
      title: t(NEWSLETTER_TEXTS.errorTitle),
      description: withPrefix(t, action.intent, t(NEWSLETTER_TEXTS.retry)),
      variant: "destructive",
    });
  }
}

const NEWSLETTER_CSV_HEADER = [
  "email",
  "language",
  "subscribed_at",
  "consent_requested_at",
  "confirmed_at",
  "consent_version",
  "website",
] as const;

/** Today's date in Berlin as YYYY-MM-DD (the admins' calendar day, not UTC's). */
function berlinDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "Europe/Berlin",
  }).format(now);
}

/**
 * The confirmed, active subscribers as a CSV file (newest first) with their consent dates, and its
 * download name. Pending, unsubscribed and switched-off addresses are never exported.
 */
export async function confirmedSubscribersCsv(db: Db, now = new Date()): Promise<{ body: string; filename: string }> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(filterCondition("confirmed"))
    .orderBy(desc(newsletterSubscriptions.subscribed_at), desc(newsletterSubscriptions.id));
  const body = toCsv(
    NEWSLETTER_CSV_HEADER,
    rows.map((row) => [
      row.email,
      row.lang,
      row.subscribed_at,
      row.consent_requested_at,
      row.confirmed_at,
      row.consent_version,
      row.website,
    ]),
  );
  return { body, filename: `newsletter-abonnenten-${berlinDay(now)}.csv` };
}
