import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import {
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscriptions,
  type NewsletterCampaign,
} from "~db/schema";
import { getDb, type Db } from "../db.server";
import type { FormOfAddress } from "../i18n/form-of-address";
import { readFormOfAddress } from "../i18n/form-of-address.server";
import type { Lang } from "../i18n/languages";
import { sendMail } from "../mail/send.server";
import { campaignMail, signedLink, unsubscribeMailto, type CampaignContent } from "./mail.server";
import { UNSUBSCRIBE_PATH } from "./texts";
import { unsubscribeToken } from "./tokens.server";

/*
 * A campaign's delivery, the queue consumer's side of newsletter-campaigns.server.ts: each queue
 * message names up to 25 recipient rows; each row is claimed (queued → sending) in one conditional
 * UPDATE before its mail goes out, so a retried or duplicated message never mails an address twice.
 */

/** A claimed row older than this was lost with its Worker: reported as failed, never sent again. */
const STALE_CLAIM_MS = 15 * 60 * 1000;

export type NewsletterQueueMessage = { campaignId: number; origin: string; recipientIds: number[] };

const r = newsletterCampaignRecipients;
const s = newsletterSubscriptions;
const c = newsletterCampaigns;

function contentOf(
  campaign: Pick<NewsletterCampaign, `${"subject" | "preheader" | "body"}_${Lang}`>,
  lang: Lang,
): CampaignContent {
  return {
    subject: campaign[`subject_${lang}`],
    preheader: campaign[`preheader_${lang}`],
    body: campaign[`body_${lang}`],
  };
}

export type MailEnv = Pick<
  Env,
  "DB" | "MAIL_TRANSPORT" | "NEWSLETTER_SIGNING_SECRET" | "NEWSLETTER_UNSUBSCRIBE_MAILTO"
>;

/**
 * The mail as a subscriber would get it (preview and test mails use this too): its fixed texts in the
 * subscriber's language and the form of address general settings hold.
 */
export async function renderCampaignMail(
  env: MailEnv,
  campaign: NewsletterCampaign,
  voice: { lang: Lang; address: FormOfAddress },
  to: string,
  origin: string,
  subscriptionId: number,
) {
  const { lang } = voice;
  const token = await unsubscribeToken(env, { subscriptionId, campaignId: campaign.id, lang });
  return campaignMail(to, voice, contentOf(campaign, lang), {
    origin,
    unsubscribe: signedLink(origin, UNSUBSCRIBE_PATH, token, lang),
    mailto: unsubscribeMailto(env, origin),
    token,
  });
}

/** sending → sent once no recipient is left queued or in flight. */
export async function finishIfDone(db: Db, campaignId: number, now = Date.now()) {
  await db
    .update(c)
    .set({ status: "sent", finished_at: new Date(now) })
    .where(
      and(
        eq(c.id, campaignId),
        eq(c.status, "sending"),
        sql`not exists (select 1 from newsletter_campaign_recipients nr where nr.campaign_id = ${campaignId} and nr.status in ('queued', 'sending'))`,
      ),
    );
}

function isQueueMessage(body: unknown): body is NewsletterQueueMessage {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    Number.isInteger(b.campaignId) &&
    typeof b.origin === "string" &&
    /^https?:\/\//.test(b.origin) &&
    Array.isArray(b.recipientIds) &&
    b.recipientIds.length <= 100 &&
    b.recipientIds.every((id) => Number.isInteger(id))
  );
}

/** Milliseconds between two mails to the mail API; the local outbox needs no pause. */
function pauseOf(env: Pick<Env, "MAIL_TRANSPORT" | "NEWSLETTER_MAILS_PER_SECOND">): number {
  if (String(env.MAIL_TRANSPORT) !== "http") return 0;
  const perSecond = Number(env.NEWSLETTER_MAILS_PER_SECOND);
  return Number.isFinite(perSecond) && perSecond > 0 ? Math.ceil(1000 / perSecond) : 500;
}

const NOT_SUBSCRIBED = "Nicht mehr angemeldet (abgemeldet, abgeschaltet oder gelöscht)";
const LOST = "Versandstatus unbekannt: der Versand wurde unterbrochen, die E-Mail wird nicht erneut gesendet";

/** Sends one queue message's recipients. Throws only when D1 fails (the message is retried then). */
export async function sendCampaignChunk(env: Env, message: NewsletterQueueMessage, now = () => Date.now()) {
  const db = getDb(env);
  const [campaign] = await db.select().from(c).where(eq(c.id, message.campaignId)).limit(1);
  if (!campaign || message.recipientIds.length === 0) return;
  // Rows claimed by a Worker that died long ago: never sent twice, so reported as failed.
  await db
    .update(r)
    .set({ status: "failed", error: LOST })
    .where(
      and(
        inArray(r.id, message.recipientIds),
        eq(r.status, "sending"),
        isNotNull(r.claimed_at),
        lt(r.claimed_at, new Date(now() - STALE_CLAIM_MS)),
      ),
    );

  const rows = await db
    .select({
      id: r.id,
      lang: r.lang,
      email: s.email,
      status: s.status,
      is_active: s.is_active,
      subscription_id: r.subscription_id,
    })
    .from(r)
    .leftJoin(s, eq(s.id, r.subscription_id))
    .where(and(inArray(r.id, message.recipientIds), eq(r.campaign_id, campaign.id), eq(r.status, "queued")));
  const pause = pauseOf(env);
  const address = await readFormOfAddress(db);
  let first = true;

  for (const row of rows) {
    // The claim: only one Worker, once, turns this row from queued to sending.
    const claimed = await db
      .update(r)
      .set({ status: "sending", claimed_at: new Date(now()) })
      .where(and(eq(r.id, row.id), eq(r.status, "queued")))
      .returning({ id: r.id });
    if (claimed.length === 0) continue;

    if (!row.email || row.subscription_id === null || row.status !== "confirmed" || !row.is_active) {
      await db.update(r).set({ status: "failed", error: NOT_SUBSCRIBED }).where(eq(r.id, row.id));
      continue;
    }
    if (!first && pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    first = false;
    const lang: Lang = row.lang === "en" ? "en" : "de";
    try {
      const mail = await renderCampaignMail(
        env,
        campaign,
        { lang, address },
        row.email,
        message.origin,
        row.subscription_id,
      );
      await sendMail(env, mail);
      await db
        .update(r)
        .set({ status: "sent", sent_at: new Date(now()), error: null })
        .where(eq(r.id, row.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`newsletter: campaign ${campaign.id} mail to recipient ${row.id} failed`, error);
      await db
        .update(r)
        .set({ status: "failed", error: reason.slice(0, 300) })
        .where(eq(r.id, row.id));
    }
  }
  await finishIfDone(db, campaign.id, now());
}

/** The Worker's queue() handler calls this for the `newsletter-mail` queue. */
export async function consumeNewsletterBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    if (!isQueueMessage(message.body)) {
      console.error("newsletter: dropping a malformed queue message", message.id);
      message.ack();
      continue;
    }
    try {
      await sendCampaignChunk(env, message.body);
      message.ack();
    } catch (error) {
      console.error("newsletter: a batch failed and will be retried", error);
      message.retry({ delaySeconds: 30 });
    }
  }
}
