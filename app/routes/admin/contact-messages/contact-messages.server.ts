import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { contactMessages, contactReplies, user, type ContactMessage } from "~db/schema";
import { type AdminLang, clampPage, type ListPage, staffDateTime } from "~/lib/admin";
import { containsAny, onPage, pageWindow } from "~/lib/admin/index.server";
import type { Db } from "~/lib/db.server";
import { CONTACT_RECENT_DAYS, replyTypeLabel } from "~/lib/contact";
import { safeHttpUrl } from "~/lib/text";

/*
 * The data of 'Kontaktnachrichten': a page of messages with their replies and the counts of the filter
 * tabs (the actions are in contact-actions.server.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReplyView = {
  id: number;
  type: string;
  typeLabel: string;
  text: string;
  createdAt: string;
  adminName: string | null;
  /** Mailed to the visitor: shown read-only (no edit, no delete). */
  mailed: boolean;
};

export type MessageView = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** The visitor's website as typed, and as a link only when it is an http(s) URL. */
  website: string | null;
  websiteHref: string | null;
  message: string;
  /** The language of the page the visitor wrote from; e-mail replies go out in it. */
  lang: "de" | "en";
  createdAt: string;
  /** The same moment for machines (the `<time>` element's datetime). */
  createdAtIso: string | null;
  /** Held back by the contact form's bounds; listed under 'Verdacht auf Spam' until staff say otherwise. */
  suspectedSpam: boolean;
  replies: ReplyView[];
};

export type ContactAdminData = {
  messages: MessageView[];
  /** Messages a dialog in the URL names (they may be on another page). */
  dialogMessages: MessageView[];
  /** Messages and those of the recent days, suspected spam not counted; and the suspected spam. */
  total: number;
  recent: number;
  spam: number;
  /** How many messages the search (or the ?message= filter) leaves. */
  matching: number;
  page: number;
};

/** What the list shows: a search and page, or one message (?message=<id>, the dashboard's links). */
export type ContactListOptions = {
  list?: ListPage;
  messageId?: number | null;
  /** The 'Verdacht auf Spam' tab (?spam=1): the held messages instead of the others. */
  spam?: boolean;
  /** Message ids (?reply=, ?delete=) and reply ids (?editReply=, ?deleteReply=) of an open dialog. */
  dialogMessageIds?: number[];
  dialogReplyIds?: number[];
  /** The screen's language, for the dates. */
  lang?: AdminLang;
};

/**
 * One page of the messages newest first (the suspected spam or the others; searched by name, address, company or text), each with its
 * replies newest first and the replying staff member's name (when the account still exists), the
 * counters over all messages, and the messages an open dialog names; one D1 batch.
 */
export async function loadContactAdmin(
  db: Db,
  options: ContactListOptions = {},
  now = Date.now(),
): Promise<ContactAdminData> {
  const list = options.list ?? { q: "", page: 1 };
  const lang = options.lang ?? "de";
  const where = options.messageId
    ? eq(contactMessages.id, options.messageId)
    : and(
        eq(contactMessages.suspected_spam, options.spam ?? false),
        containsAny(list.q, [
          contactMessages.name,
          contactMessages.email,
          contactMessages.company,
          contactMessages.message,
        ]),
      );
  const span = pageWindow(options.messageId ? 1 : list.page);
  const order = [desc(contactMessages.created_at), desc(contactMessages.id)] as const;
  const pageIds = onPage(db.select({ id: contactMessages.id }).from(contactMessages).$dynamic(), where, order, span);
  const dialogIds = or(
    inArray(contactMessages.id, options.dialogMessageIds?.length ? options.dialogMessageIds : [0]),
    inArray(
      contactMessages.id,
      db
        .select({ id: contactReplies.contact_message_id })
        .from(contactReplies)
        .where(inArray(contactReplies.id, options.dialogReplyIds?.length ? options.dialogReplyIds : [0])),
    ),
  );
  const since = new Date(now - CONTACT_RECENT_DAYS * DAY_MS);
  const [[counted], [matching], messages, dialogMessages, replies] = await db.batch([
    db
      .select({
        total: sql<number>`coalesce(sum(not ${contactMessages.suspected_spam}), 0)`,
        recent: sql<number>`coalesce(sum(not ${contactMessages.suspected_spam} and ${contactMessages.created_at} >= ${since.getTime()}), 0)`,
        spam: sql<number>`coalesce(sum(${contactMessages.suspected_spam}), 0)`,
      })
      .from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(where),
    onPage(db.select().from(contactMessages).$dynamic(), where, order, span),
    db.select().from(contactMessages).where(dialogIds),
    db
      .select({
        id: contactReplies.id,
        messageId: contactReplies.contact_message_id,
        text: contactReplies.reply_message,
        type: contactReplies.reply_type,
        createdAt: contactReplies.created_at,
        mailedAt: contactReplies.mailed_at,
        adminName: user.name,
      })
      .from(contactReplies)
      .leftJoin(user, eq(contactReplies.admin_user_id, user.id))
      .where(
        or(
          inArray(contactReplies.contact_message_id, pageIds),
          inArray(
            contactReplies.contact_message_id,
            db.select({ id: contactMessages.id }).from(contactMessages).where(dialogIds),
          ),
        ),
      )
      .orderBy(desc(contactReplies.created_at), desc(contactReplies.id)),
  ]);

  const byMessage = new Map<number, ReplyView[]>();
  for (const reply of replies) {
    const list = byMessage.get(reply.messageId) ?? [];
    list.push({
      id: reply.id,
      type: reply.type,
      typeLabel: replyTypeLabel(reply.type),
      text: reply.text,
      createdAt: staffDateTime(lang, reply.createdAt),
      adminName: reply.adminName || null,
      mailed: reply.mailedAt !== null,
    });
    byMessage.set(reply.messageId, list);
  }
  const view = (m: ContactMessage): MessageView => ({
    id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone || null,
    company: m.company || null,
    website: m.website || null,
    websiteHref: safeHttpUrl(m.website),
    message: m.message,
    lang: m.lang === "en" ? "en" : "de",
    createdAt: staffDateTime(lang, m.created_at),
    createdAtIso: m.created_at ? m.created_at.toISOString() : null,
    suspectedSpam: m.suspected_spam,
    replies: byMessage.get(m.id) ?? [],
  });
  const found = Number(matching?.n ?? 0);
  return {
    total: Number(counted?.total ?? 0),
    recent: Number(counted?.recent ?? 0),
    spam: Number(counted?.spam ?? 0),
    matching: found,
    page: options.messageId ? 1 : clampPage(list.page, found),
    messages: messages.map(view),
    dialogMessages: dialogMessages.map(view),
  };
}
