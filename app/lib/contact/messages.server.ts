import { eq, sql } from "drizzle-orm";
import { contactMessages, generalSettings, user } from "~db/schema";
import { nameForMail } from "../accounts/account-mail.server";
import { isAdminLang, translate, type AdminLang } from "../admin/i18n";
import type { Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import { sendMail, type Mail } from "../mail/send.server";
import { clientKey, hitRateLimit, type RateLimitRule } from "../http/rate-limit.server";
import type { ContactInput } from "./schema";

/** At most five messages per visitor address in ten minutes; enough for a person, not for a bot. */
const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact:ip", limit: 5, windowMs: 10 * 60 * 1000 };

/** Counts one message for the visitor's address; `ok: false` once over the limit. */
export function hitContactRateLimit(db: D1Database, request: Request) {
  return hitRateLimit(db, CONTACT_RATE_LIMIT, clientKey(request));
}

/**
 * Messages the whole site takes in as normal mail per hour. A coaching practice gets a few a day; fifty
 * in an hour is a flood from many addresses (which the per-address limit cannot see), so what comes
 * beyond is held as suspected spam: staff still read it, but the owner's inbox is not flooded.
 */
const CONTACT_SITE_LIMIT: RateLimitRule = { name: "contact:site", limit: 50, windowMs: 60 * 60 * 1000 };

/** Counts one message against the site's hourly bound; false once the hour's share is taken. */
export async function withinContactSiteLimit(db: D1Database): Promise<boolean> {
  return (await hitRateLimit(db, CONTACT_SITE_LIMIT, "all")).ok;
}

/**
 * Stores a validated contact message with the language of the page it was sent from (replies are
 * mailed in it). The website column holds the visitor's own website when given (already normalised
 * to an absolute http(s) URL), otherwise null: unlike the newsletter, whose form has no website field,
 * here the column is the visitor's answer, and the back office shows it as such. That is why the
 * spec's default website tag is not stored here (docs/decisions/0020-what-staff-edit-reaches-visitors.md).
 * A message beyond the form's bounds is stored as suspected spam: held, never dropped.
 */
export async function storeContactMessage(db: Db, input: ContactInput, lang: Lang = "de", suspectedSpam = false) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      phone: input.phone || null,
      company: input.company || null,
      website: input.website ?? null,
      lang,
      suspected_spam: suspectedSpam,
    })
    .returning({ id: contactMessages.id });
  return row;
}

/** How much of the visitor's message the owner's notification quotes: enough to sort, not a copy. */
const NOTIFY_EXCERPT_LENGTH = 140;

function excerptOf(message: string): string {
  const flat = message.replace(/\s+/gu, " ").trim();
  const chars = Array.from(flat);
  return chars.length > NOTIFY_EXCERPT_LENGTH
    ? `${chars
        .slice(0, NOTIFY_EXCERPT_LENGTH - 1)
        .join("")
        .trimEnd()}…`
    : flat;
}

type NewMessage = { id: number; name: string; message: string; lang: Lang };

/** The owner's note about a new message, in the given back-office language (decision 0055). */
function contactNotificationMail(to: string, lang: AdminLang, message: NewMessage, origin: string): Mail {
  const t = (text: string, vars?: Record<string, string>) => translate(lang, text, vars);
  const name = nameForMail(message.name) || t("Unbekannt");
  const link = `${origin}/admin/contact-messages?message=${message.id}`;
  const text = [
    t("Über das Kontaktformular ist eine neue Nachricht von {name} eingegangen.", { name }),
    t("Sprache der Nachricht: {language}", { language: message.lang === "en" ? t("Englisch") : t("Deutsch") }),
    "",
    `„${excerptOf(message.message)}“`,
    "",
    t("Lesen und beantworten Sie die Nachricht im Verwaltungsbereich:"),
    link,
  ].join("\n");
  return { to, subject: t("Neue Kontaktnachricht von {name}", { name }), text };
}

/**
 * Tells the owner about a new message, unless the general settings switch it off: at their notification
 * address, else at the site's contact address (a new owner is told without finding a setting first).
 * The note is in German, or in the back-office language of a staff account with that address. Without
 * an origin no link can be built (mail.server.ts linkOrigin), so nothing is sent.
 */
export async function notifyNewContactMessage(env: Env, db: Db, message: NewMessage, origin: string | null) {
  const [settings] = await db
    .select({
      on: generalSettings.notify_contact_messages,
      notify: generalSettings.notify_email,
      contact: generalSettings.contact_email,
    })
    .from(generalSettings)
    .where(eq(generalSettings.id, 1))
    .limit(1);
  const to = settings?.on ? settings.notify?.trim() || settings.contact?.trim() : "";
  if (!to) return;
  if (!origin) {
    console.warn(`contact message ${message.id}: no PUBLIC_ORIGIN, so no notification was mailed`);
    return;
  }
  const [staff] = await db
    .select({ lang: user.adminLanguage })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${to}) and ${user.role} in ('admin', 'moderator')`)
    .limit(1);
  const lang = isAdminLang(staff?.lang) ? staff.lang : "de";
  await sendMail(env, contactNotificationMail(to, lang, message, origin));
}
