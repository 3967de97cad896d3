import { and, eq, isNotNull, lt, ne, sql } from "drizzle-orm";
import { newsletterCampaignRecipients, newsletterSubscriptions } from "~db/schema";
import { getDb, type Db } from "../db.server";
import type { FormOfAddress } from "../i18n/form-of-address";
import type { Lang } from "../i18n/languages";
import { linkOrigin, sendMail } from "../mail/send.server";
import { confirmationMail, signedLink } from "./mail.server";
import { CONFIRM_PATH, NEWSLETTER_CONSENT } from "./texts";
import { confirmToken, readConfirmToken, readUnsubscribeToken, requireSigningSecret } from "./tokens.server";
import { clientKey, hitRateLimit, mailboxOf, type RateLimitRule } from "../http/rate-limit.server";
import type { NewsletterInput } from "./sign-up-schema";
import { sha256Hex } from "../digest.server";

/**
 * Double opt-in (docs/decisions/0012-newsletter-double-opt-in.md). A sign-up stores the address as
 * pending with its consent record and mails a signed link; only following that link subscribes.
 * Whatever the address's state, the form's answer is the same and takes the same work before the
 * answer (the mail goes out after it), so the form reveals nothing about who is on the list.
 */

/** Sign-ups per visitor network (an IPv4 address or an IPv6 /64) per hour. */
const NEWSLETTER_IP_LIMIT: RateLimitRule = { name: "newsletter:ip", limit: 20, windowMs: 60 * 60 * 1000 };
/** Confirmation mails per address per day: enough to retry, too few to flood someone's inbox. */
const NEWSLETTER_ADDRESS_LIMIT: RateLimitRule = { name: "newsletter:address", limit: 3, windowMs: 24 * 60 * 60 * 1000 };
/** Unconfirmed sign-ups are removed after this long. */
const PENDING_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

type Ctx = Pick<ExecutionContext, "waitUntil">;

/** Addresses are counted by their mailbox's hash, so the limiter's table holds no address in clear text. */
async function addressKey(email: string): Promise<string> {
  return sha256Hex(mailboxOf(email));
}

/** Where and how the visitor signed up; `address` is the site's form of address (general settings). */
export type SignupContext = { lang: Lang; address: FormOfAddress; page: string; requestUrl: string; now?: number };
export type SignupOutcome = { status: "ok" } | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * A valid sign-up. New, pending and unsubscribed addresses become pending with a fresh consent
 * record and get a confirmation mail; a confirmed or switched-off address is left as it is and gets
 * nothing. The answer is "ok" in every one of these cases.
 */
export async function signUpForNewsletter(
  env: Env,
  ctx: Ctx,
  request: Request,
  input: NewsletterInput,
  context: SignupContext,
): Promise<SignupOutcome> {
  // A misconfigured secret fails every sign-up alike, before anything depends on the address.
  requireSigningSecret(env);
  const perIp = await hitRateLimit(env.DB, NEWSLETTER_IP_LIMIT, clientKey(request));
  if (!perIp.ok) return { status: "rate-limited", retryAfterSeconds: perIp.retryAfterSeconds };

  const email = input.email.trim().toLowerCase();
  const perAddress = await hitRateLimit(env.DB, NEWSLETTER_ADDRESS_LIMIT, await addressKey(email));
  const now = new Date(context.now ?? Date.now());
  const consent = {
    status: "pending",
    lang: context.lang,
    consent_requested_at: now,
    consent_page: context.page.slice(0, 500),
    consent_text: NEWSLETTER_CONSENT[context.lang],
    consent_version: NEWSLETTER_CONSENT.version,
    confirmed_at: null,
    unsubscribed_at: null,
  };
  // One statement whatever the state: insert, or renew the consent of a pending/unsubscribed address.
  // Confirmed and switched-off rows match the conflict but not the WHERE, so nothing comes back.
  const changed = perAddress.ok
    ? await getDb(env)
        .insert(newsletterSubscriptions)
        .values({
          email,
          name: input.name || null,
          website: new URL(context.requestUrl).host,
          is_active: true,
          ...consent,
        })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { ...consent, name: sql`coalesce(excluded.name, ${newsletterSubscriptions.name})` },
          setWhere: and(ne(newsletterSubscriptions.status, "confirmed"), eq(newsletterSubscriptions.is_active, true)),
        })
        .returning({ id: newsletterSubscriptions.id })
    : [];

  const row = changed[0];
  const origin = linkOrigin(env, context.requestUrl);
  if (row && !origin) console.error("newsletter confirmation not sent: PUBLIC_ORIGIN is missing or invalid");
  if (row && origin) {
    const token = await confirmToken(env, { subscriptionId: row.id, requestedAt: now.getTime(), lang: context.lang });
    const link = signedLink(origin, CONFIRM_PATH, token, context.lang);
    const mail = confirmationMail(email, { lang: context.lang, address: context.address }, link, origin);
    // After the answer: the time to answer must not tell a new address from a subscribed one.
    ctx.waitUntil(sendMail(env, mail).catch((error) => console.error("newsletter confirmation mail failed", error)));
  }
  return { status: "ok" };
}

export type ConfirmOutcome = "confirmed" | "already" | "invalid";

/** A genuine, unexpired token, read before any D1 query. */
type ConfirmRequest = { subscriptionId: number; requestedAt: number };

/** Matches no row (ids start at 1): the page's batch keeps its shape when the link is not genuine. */
const NO_CONFIRMATION: ConfirmRequest = { subscriptionId: 0, requestedAt: 0 };

/**
 * What the confirm page's GET shows, read without writing: the query that rides in the page's one D1
 * batch, and what its rows mean — "ask" for the latest link of a pending, not switched-off address,
 * "already" once confirmed, else "invalid".
 */
export async function confirmPageQuery(env: Env, token: string | null, now = Date.now()) {
  const read = await readConfirmToken(env, token, now);
  const t = newsletterSubscriptions;
  return {
    query: (db: Db) =>
      db
        .select({ status: t.status, is_active: t.is_active, requested: t.consent_requested_at })
        .from(t)
        .where(eq(t.id, (read ?? NO_CONFIRMATION).subscriptionId))
        .limit(1),
    state(rows: { status: string; is_active: boolean; requested: Date | null }[]): "ask" | "already" | "invalid" {
      const row = rows[0];
      if (!read || !row?.is_active) return "invalid";
      if (row.status === "confirmed") return "already";
      return row.status === "pending" && row.requested?.getTime() === read.requestedAt ? "ask" : "invalid";
    },
  };
}

/**
 * The queries that confirm a sign-up, in one D1 batch: the update (only the latest link of a pending,
 * not switched-off address works) and the row as it is afterwards.
 */
function confirmQueries(db: Db, read: ConfirmRequest, now: number) {
  const t = newsletterSubscriptions;
  return [
    db
      .update(t)
      .set({ status: "confirmed", confirmed_at: new Date(now) })
      .where(
        and(
          eq(t.id, read.subscriptionId),
          eq(t.status, "pending"),
          eq(t.is_active, true),
          eq(t.consent_requested_at, new Date(read.requestedAt)),
        ),
      )
      .returning({ id: t.id }),
    db.select({ status: t.status, is_active: t.is_active }).from(t).where(eq(t.id, read.subscriptionId)).limit(1),
  ] as const;
}

/** The confirm button's POST. The batch runs for a link that is not genuine too, so the answer takes as long. */
export async function confirmByToken(env: Env, token: string | null, now = Date.now()): Promise<ConfirmOutcome> {
  const read = await readConfirmToken(env, token, now);
  const db = getDb(env);
  const [updated, [row]] = await db.batch(confirmQueries(db, read ?? NO_CONFIRMATION, now));
  if (!read) return "invalid";
  if (updated.length > 0) return "confirmed";
  return row?.status === "confirmed" && row.is_active ? "already" : "invalid";
}

/**
 * One-click unsubscribe (RFC 8058): no session, no second step. Records when, and for which campaign
 * the link was used. Answers "done" for any genuine link, also when the address is already off the
 * list or erased, so the link says nothing about the list either.
 */
export async function unsubscribeByToken(
  env: Env,
  token: string | null,
  now = Date.now(),
): Promise<"done" | "invalid"> {
  const read = await readUnsubscribeToken(env, token);
  if (!read) return "invalid";
  const at = new Date(now);
  const db = getDb(env);
  const s = newsletterSubscriptions;
  const r = newsletterCampaignRecipients;
  await db.batch([
    db
      .update(s)
      .set({ status: "unsubscribed", unsubscribed_at: at })
      .where(and(eq(s.id, read.subscriptionId), ne(s.status, "unsubscribed"))),
    // Counted for the campaign only when this very request unsubscribed (not on a repeated click).
    db
      .update(r)
      .set({ unsubscribed_at: at })
      .where(
        and(
          eq(r.campaign_id, read.campaignId),
          eq(r.subscription_id, read.subscriptionId),
          sql`${r.unsubscribed_at} is null`,
          sql`exists (select 1 from newsletter_subscriptions ns where ns.id = ${read.subscriptionId} and ns.status = 'unsubscribed' and ns.unsubscribed_at = ${now})`,
        ),
      ),
  ]);
  return "done";
}

/** The daily clean-up: unconfirmed sign-ups older than 30 days go (switched-off ones stay blocked). */
async function removeStalePendingSubscriptions(env: Pick<Env, "DB">, now = Date.now()): Promise<number> {
  const s = newsletterSubscriptions;
  const gone = await getDb(env)
    .delete(s)
    .where(
      and(
        eq(s.status, "pending"),
        eq(s.is_active, true),
        isNotNull(s.consent_requested_at),
        lt(s.consent_requested_at, new Date(now - PENDING_RETENTION_MS)),
      ),
    )
    .returning({ id: s.id });
  return gone.length;
}

/** The Worker's scheduled() handler calls this for the newsletter's cron. */
export async function runNewsletterCleanup(env: Env, now = Date.now()): Promise<void> {
  const removed = await removeStalePendingSubscriptions(env, now);
  if (removed > 0) console.log(`[newsletter] removed ${removed} unconfirmed sign-up(s) older than 30 days`);
}
