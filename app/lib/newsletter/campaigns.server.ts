import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscriptions,
  type NewsletterCampaign,
} from "~db/schema";
import { auditStatement, auditStatementWhen, changesBetween, type AuditActor, type AuditWrite } from "../audit.server";
import { getDb, type Db } from "../db.server";
import { readFormOfAddress } from "../i18n/form-of-address.server";
import { finishIfDone, renderCampaignMail, type MailEnv, type NewsletterQueueMessage } from "./delivery.server";
import type { Lang } from "../i18n/languages";
import { sendMail } from "../mail/send.server";
import { richTextPlain, toRichHtml } from "../text/rich-text";
import { sanitizeRichText } from "../text/sanitize-html.server";
import { languagesOf, type Audience, type CampaignContentInput } from "./campaign-schema";

/**
 * Campaigns (docs/decisions/0012-newsletter-double-opt-in.md). Sending writes one recipient row per
 * confirmed, active subscriber of the audience, then puts their ids on the `newsletter-mail` queue in
 * small batches. The queue consumer (newsletter-delivery.server.ts) claims each row (queued → sending)
 * in one conditional UPDATE before mailing it, so a retried or duplicated batch can never mail an
 * address twice: a row that is not 'queued' any more is skipped.
 */

export const NEWSLETTER_QUEUE_NAME = "newsletter-mail";
/** Recipients per queue message; the consumer takes up to 10 messages per batch (wrangler.toml). */
const RECIPIENTS_PER_MESSAGE = 25;

export type CampaignStats = { recipients: number; queued: number; sent: number; failed: number; unsubscribes: number };

const r = newsletterCampaignRecipients;
const s = newsletterSubscriptions;
const c = newsletterCampaigns;

function statsQuery(db: Db) {
  return db
    .select({
      campaign_id: r.campaign_id,
      recipients: sql<number>`count(*)`,
      queued: sql<number>`coalesce(sum(case when ${r.status} in ('queued', 'sending') then 1 else 0 end), 0)`,
      sent: sql<number>`coalesce(sum(case when ${r.status} = 'sent' then 1 else 0 end), 0)`,
      failed: sql<number>`coalesce(sum(case when ${r.status} = 'failed' then 1 else 0 end), 0)`,
      unsubscribes: sql<number>`coalesce(sum(case when ${r.unsubscribed_at} is not null then 1 else 0 end), 0)`,
    })
    .from(r);
}

const NO_STATS: CampaignStats = { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribes: 0 };

function toStats(row: Partial<CampaignStats> | undefined): CampaignStats {
  if (!row) return NO_STATS;
  return {
    recipients: Number(row.recipients ?? 0),
    queued: Number(row.queued ?? 0),
    sent: Number(row.sent ?? 0),
    failed: Number(row.failed ?? 0),
    unsubscribes: Number(row.unsubscribes ?? 0),
  };
}

/** Confirmed, active subscribers per language: who a campaign would reach. */
function audienceQuery(db: Db) {
  return db
    .select({ lang: s.lang, count: sql<number>`count(*)` })
    .from(s)
    .where(and(eq(s.status, "confirmed"), eq(s.is_active, true)))
    .groupBy(s.lang);
}

export type AudienceCounts = Record<Lang, number>;

function toAudience(rows: { lang: string; count: number }[]): AudienceCounts {
  const counts: AudienceCounts = { de: 0, en: 0 };
  for (const row of rows) if (row.lang === "de" || row.lang === "en") counts[row.lang] += Number(row.count);
  return counts;
}

/**
 * A campaign body as stored and as the editor opens it: cleaned rich text (decision 0050). A body from
 * before the editor is Markdown and converted first, so old campaigns open and mail the same words.
 */
function richBody(value: string): string {
  return sanitizeRichText(toRichHtml(value, "markdown"));
}

function withRichBodies<T extends CampaignContentInput>(input: T): T {
  return { ...input, body_de: richBody(input.body_de), body_en: richBody(input.body_en) };
}

/** The list screen's data in one batch. */
export async function loadCampaignList(db: Db) {
  const [campaigns, stats, audience] = await db.batch([
    db.select().from(c).orderBy(desc(c.created_at), desc(c.id)),
    statsQuery(db).groupBy(r.campaign_id),
    audienceQuery(db),
  ]);
  const byId = new Map(stats.map((row) => [row.campaign_id, toStats(row)]));
  return {
    campaigns: campaigns.map((campaign) => ({ ...campaign, stats: byId.get(campaign.id) ?? NO_STATS })),
    audience: toAudience(audience),
  };
}

/** One campaign with its counts, the reasons of failed mails (newest first) and the audience sizes. */
export async function loadCampaign(db: Db, id: number) {
  const [rows, stats, failures, audience] = await db.batch([
    db.select().from(c).where(eq(c.id, id)).limit(1),
    statsQuery(db).where(eq(r.campaign_id, id)),
    db
      .select({ id: r.id, email: s.email, error: r.error })
      .from(r)
      .leftJoin(s, eq(s.id, r.subscription_id))
      .where(and(eq(r.campaign_id, id), eq(r.status, "failed")))
      .orderBy(desc(r.id))
      .limit(100),
    audienceQuery(db),
  ]);
  const campaign = rows[0] && withRichBodies(rows[0]);
  if (!campaign) return null;
  return { campaign, stats: toStats(stats[0]), failures, audience: toAudience(audience) };
}

/**
 * The first save of a new campaign writes its row (an opened, never saved editor leaves nothing).
 * Every staff write to a campaign carries its audit entry (type "newsletter") in the same batch.
 */
export async function createCampaign(db: Db, actor: AuditActor, form: CampaignContentInput): Promise<number> {
  const input = withRichBodies(form);
  const [[row]] = await db.batch([
    db
      .insert(c)
      .values({ ...input })
      .returning({ id: c.id }),
    auditStatement(db, actor, {
      type: "newsletter",
      recordId: sql`last_insert_rowid()`,
      action: "create",
      changes: changesBetween(null, input),
    }),
  ]);
  return row!.id;
}

/** Who a campaign would reach, per language (the new-campaign editor shows it before any row exists). */
export async function loadAudience(db: Db): Promise<AudienceCounts> {
  return toAudience(await audienceQuery(db));
}

/**
 * Changes a campaign only while it is a draft (the rows it changed: none when it was not), with its
 * audit entry in the same batch, written only where `written` holds after the change.
 */
function changeDraft(
  db: Db,
  actor: AuditActor,
  id: number,
  values: Partial<typeof c.$inferInsert>,
  entry: Omit<AuditWrite, "type" | "recordId">,
  written: SQL,
) {
  return db.batch([
    db
      .update(c)
      .set(values)
      .where(and(eq(c.id, id), eq(c.status, "draft")))
      .returning({ id: c.id }),
    auditStatementWhen(db, actor, { type: "newsletter", recordId: id, ...entry }, written),
  ]);
}

/**
 * Saves a draft; a campaign that is sending or sent is never changed (false then), and its audit
 * entry is written only while the campaign is still a draft, in the same batch.
 */
export async function saveCampaign(
  db: Db,
  actor: AuditActor,
  id: number,
  form: CampaignContentInput,
): Promise<boolean> {
  const input = withRichBodies(form);
  const [before] = await db.select().from(c).where(eq(c.id, id)).limit(1);
  if (!before) return false;
  const [changed] = await changeDraft(
    db,
    actor,
    id,
    { ...input },
    { action: "update", changes: changesBetween(before, input, Object.keys(input)) },
    sql`exists (select 1 from ${c} where ${c.id} = ${id} and ${c.status} = 'draft')`,
  );
  return changed.length > 0;
}

/** A body says something: visible words or an image (an empty editor still writes a `<p></p>`). */
function hasBody(body: string): boolean {
  const html = richBody(body);
  return richTextPlain(html) !== "" || /<img\b/.test(html);
}

/** The languages of an audience that lack a subject or a body (sending is refused then). */
export function missingContent(
  campaign: Pick<NewsletterCampaign, "subject_de" | "subject_en" | "body_de" | "body_en">,
  audience: Audience,
): Lang[] {
  return languagesOf(audience).filter(
    (lang) => !campaign[`subject_${lang}`].trim() || !hasBody(campaign[`body_${lang}`]),
  );
}

/**
 * A test to the admin: the real mail, subject marked "[Test]". Its unsubscribe link names no
 * subscriber (id 0), so following it changes nothing.
 */
export async function sendTestMails(
  env: MailEnv,
  campaign: NewsletterCampaign,
  audience: Audience,
  to: string,
  origin: string,
) {
  const address = await readFormOfAddress(getDb(env));
  for (const lang of languagesOf(audience)) {
    const mail = await renderCampaignMail(env, campaign, { lang, address }, to, origin, 0);
    await sendMail(env, { ...mail, subject: `[Test] ${mail.subject}` });
  }
}

export type StartOutcome =
  { status: "started"; recipients: number } | { status: "not-draft" } | { status: "queue-failed"; recipients: number };

/**
 * Starts sending: draft → sending (only once, whoever clicks twice), one recipient row per confirmed,
 * active subscriber of the audience, then the ids onto the queue. The start's audit entry is in the
 * batch of the status change and is written only if this request made it. The subscribers of a
 * language in `germanFor` (its text is missing, staff chose so explicitly) get the German mail: their
 * recipient rows say 'de', the language the delivery renders.
 */
export async function startSending(
  env: Env,
  actor: AuditActor,
  id: number,
  audience: Audience,
  origin: string,
  { germanFor = [], now = Date.now() }: { germanFor?: Lang[]; now?: number } = {},
): Promise<StartOutcome> {
  const db = getDb(env);
  const [started] = await changeDraft(
    db,
    actor,
    id,
    { status: "sending", audience, sent_at: new Date(now) },
    {
      action: "send",
      changes: {
        status: ["draft", "sending"],
        audience: [null, audience],
        ...(germanFor.length > 0 ? { german_text_for: [null, germanFor.join(", ")] } : {}),
      },
    },
    // The start this request made (its own sent_at), not one an earlier click made.
    sql`exists (select 1 from ${c} where ${c.id} = ${id} and ${c.status} = 'sending' and ${c.sent_at} = ${now})`,
  );
  if (started.length === 0) return { status: "not-draft" };

  const langs = languagesOf(audience);
  const german = langs.filter((lang) => germanFor.includes(lang));
  const inList = (from: number, list: string[]) => list.map((_, i) => `?${i + from}`).join(", ") || "NULL";
  await env.DB.prepare(
    `INSERT INTO newsletter_campaign_recipients (campaign_id, subscription_id, lang)
     SELECT ?1, id, CASE WHEN lang IN (${inList(2 + langs.length, german)}) THEN 'de' ELSE lang END
     FROM newsletter_subscriptions
     WHERE status = 'confirmed' AND is_active = 1 AND lang IN (${inList(2, langs)})
     ON CONFLICT (campaign_id, subscription_id) DO NOTHING`,
  )
    .bind(id, ...langs, ...german)
    .run();
  const queued = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.campaign_id, id), eq(r.status, "queued")))
    .orderBy(r.id);
  const ids = queued.map((row) => row.id);
  if (ids.length === 0) {
    await finishIfDone(db, id, now);
    return { status: "started", recipients: 0 };
  }

  const messages: { body: NewsletterQueueMessage }[] = [];
  for (let i = 0; i < ids.length; i += RECIPIENTS_PER_MESSAGE) {
    messages.push({ body: { campaignId: id, origin, recipientIds: ids.slice(i, i + RECIPIENTS_PER_MESSAGE) } });
  }
  try {
    // sendBatch takes at most 100 messages per call.
    for (let i = 0; i < messages.length; i += 100) await env.NEWSLETTER_QUEUE.sendBatch(messages.slice(i, i + 100));
  } catch (error) {
    // Rows not on the queue would wait forever: they are reported instead. Rows of messages that did
    // reach the queue are still 'queued' too, so they may go out: only the unreachable part fails.
    console.error("newsletter: queueing the campaign failed", error);
    return { status: "queue-failed", recipients: ids.length };
  }
  return { status: "started", recipients: ids.length };
}
