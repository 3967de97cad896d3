import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, isNull, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { contactMessages, contactReplies } from "~db/schema";
import { actorOf, auditStatement, changesBetween, type AuditActor } from "~/lib/audit.server";
import type { StaffSession } from "~/lib/accounts";
import type { Translate } from "~/lib/admin";
import { getDb, type Db } from "~/lib/db.server";
import { readFormOfAddress } from "~/lib/i18n/index.server";
import { sendMail } from "~/lib/mail/index.server";
import { ContactReplySchema } from "~/lib/contact";
import { redirectWithToast } from "~/lib/toast.server";
import { replyMail } from "./reply-mail.server";

/*
 * The actions of 'Kontakt Verwaltung' (the loader's data is in contact-messages.server.ts).
 */

export type ContactActionData = {
  result: SubmissionResult<string[]> | null;
  error: string | null;
};

const IdSchema = z.coerce.number().int().positive();

function idFrom(formData: FormData, name: string): number | null {
  const parsed = IdSchema.safeParse(formData.get(name));
  return parsed.success ? parsed.data : null;
}

/** What one action needs: the request, the database, who acts, the answers' language and where to go back to. */
type Scope = { request: Request; db: Db; actor: AuditActor; t: Translate; listUrl: string };

function errorMessage(t: Translate, error: unknown) {
  return error instanceof Error && error.message ? error.message : t("Unbekannter Fehler");
}

function fail(error: string, status: number) {
  return data<ContactActionData>({ result: null, error }, { status });
}

const success = ({ request, listUrl, t }: Scope, description: string) =>
  redirectWithToast(request, listUrl, { title: t("Erfolg"), description: t(description) });

/**
 * The actions of 'Kontakt Verwaltung': reply (and mail it when it is an e-mail reply), edit and
 * delete a reply, delete a message, take a message out of 'Verdacht auf Spam'. Every answer is a redirect with the spec's toast, or 400/404
 * with field errors and the typed values, or 502/503 with the spec's failure text. Every write
 * carries its audit entry (type "contact") in the same batch.
 */
export async function handleContactAction(
  request: Request,
  env: Env,
  session: StaffSession | null,
  listUrl: string,
  t: Translate,
) {
  // The layout's middleware already requires staff; this is the spec's own guard for replies.
  if (!session) return fail(t("Nicht angemeldet"), 401);
  const scope: Scope = { request, db: getDb(env), actor: actorOf(session), t, listUrl };
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "reply":
      return sendReply(scope, env, session, formData);
    case "update-reply":
      return updateReply(scope, formData);
    case "delete-reply":
      return deleteReply(scope, formData);
    case "delete":
      return deleteMessage(scope, formData);
    case "not-spam":
      return markNotSpam(scope, formData);
    default:
      return fail(t("Unbekannte Aktion"), 400);
  }
}

async function findMessage(db: Db, id: number | null) {
  if (id === null) return undefined;
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

async function findReply(db: Db, id: number | null) {
  if (id === null) return undefined;
  const [row] = await db.select().from(contactReplies).where(eq(contactReplies.id, id)).limit(1);
  return row;
}

/** The fields a reply's entry shows. */
const REPLY_FIELDS = ["contact_message_id", "reply_type", "reply_message"];

/**
 * Mail first, then store: a reply that could not be sent is not recorded as sent, and the typed
 * text comes back so nothing is lost. Telefon/Persönlich replies only record what happened. An
 * e-mail reply is stored with the time it was mailed, which makes it read-only.
 */
async function sendReply(scope: Scope, env: Env, session: StaffSession, formData: FormData) {
  const { db, t } = scope;
  const message = await findMessage(db, idFrom(formData, "message_id"));
  if (!message) return fail(t("Kontaktnachricht nicht gefunden"), 404);
  const submission = parseWithZod(formData, { schema: ContactReplySchema });
  if (submission.status !== "success")
    return data<ContactActionData>({ result: submission.reply(), error: null }, { status: 400 });
  const { reply_type, reply_message } = submission.value;

  let mailed_at: Date | null = null;
  if (reply_type === "email") {
    try {
      await sendMail(env, replyMail(message, reply_message, await readFormOfAddress(db)));
      mailed_at = new Date();
    } catch (error) {
      console.error(`admin contact reply to message ${message.id}: mail failed`, error);
      return data<ContactActionData>(
        { result: submission.reply(), error: t("Fehler beim Senden: {detail}", { detail: errorMessage(t, error) }) },
        { status: 502 },
      );
    }
  }
  const values = {
    contact_message_id: message.id,
    admin_user_id: session.user.id,
    reply_message,
    reply_type,
    mailed_at,
  };
  try {
    await db.batch([
      db.insert(contactReplies).values(values),
      auditStatement(db, scope.actor, {
        type: "contact",
        recordId: sql`last_insert_rowid()`,
        action: "reply",
        changes: changesBetween(null, values, REPLY_FIELDS),
      }),
    ]);
  } catch (error) {
    console.error(`admin contact reply to message ${message.id}: store failed`, error);
    // The mail is out; saying so keeps the admin from sending it a second time.
    const detail =
      reply_type === "email"
        ? t("Die E-Mail wurde verschickt, die Antwort aber nicht gespeichert ({detail})", {
            detail: errorMessage(t, error),
          })
        : errorMessage(t, error);
    return data<ContactActionData>(
      { result: submission.reply(), error: t("Fehler beim Senden: {detail}", { detail }) },
      { status: 503 },
    );
  }
  return success(scope, "Antwort erfolgreich gesendet.");
}

/** A mailed reply is what the visitor received: it stays as it is (409, also for two open tabs). */
const MAILED_UNCHANGED = "Diese Antwort wurde per E-Mail verschickt und kann nicht mehr geändert oder gelöscht werden.";

/** Editing changes the stored record only (text and type); nothing is mailed again. */
async function updateReply(scope: Scope, formData: FormData) {
  const { db, t } = scope;
  const id = idFrom(formData, "reply_id");
  const before = await findReply(db, id);
  if (!before) return fail(t("Antwort nicht gefunden"), 404);
  if (before.mailed_at) return fail(t(MAILED_UNCHANGED), 409);
  const submission = parseWithZod(formData, { schema: ContactReplySchema });
  if (submission.status !== "success")
    return data<ContactActionData>({ result: submission.reply(), error: null }, { status: 400 });
  const values = { reply_message: submission.value.reply_message, reply_type: submission.value.reply_type };
  try {
    await db.batch([
      db
        .update(contactReplies)
        .set(values)
        .where(and(eq(contactReplies.id, before.id), isNull(contactReplies.mailed_at))),
      auditStatement(db, scope.actor, {
        type: "contact",
        recordId: before.id,
        action: "update",
        changes: changesBetween(before, values, Object.keys(values)),
      }),
    ]);
  } catch (error) {
    console.error(`admin contact reply ${id} update failed`, error);
    return data<ContactActionData>(
      {
        result: submission.reply(),
        error: t("Fehler beim Aktualisieren: {detail}", { detail: errorMessage(t, error) }),
      },
      { status: 503 },
    );
  }
  return success(scope, "Antwort erfolgreich aktualisiert.");
}

function failedDelete({ request, listUrl, t }: Scope, error: unknown) {
  return redirectWithToast(request, listUrl, {
    title: t("Fehler"),
    description: t("Fehler beim Löschen: {detail}", { detail: errorMessage(t, error) }),
    variant: "destructive",
  });
}

async function deleteReply(scope: Scope, formData: FormData) {
  const { db, t } = scope;
  const id = idFrom(formData, "reply_id");
  const before = await findReply(db, id);
  if (!before) return fail(t("Antwort nicht gefunden"), 404);
  if (before.mailed_at) return fail(t(MAILED_UNCHANGED), 409);
  try {
    await db.batch([
      db.delete(contactReplies).where(and(eq(contactReplies.id, before.id), isNull(contactReplies.mailed_at))),
      auditStatement(db, scope.actor, {
        type: "contact",
        recordId: before.id,
        action: "delete",
        changes: changesBetween(before, null, REPLY_FIELDS),
      }),
    ]);
  } catch (error) {
    console.error(`admin contact reply ${id} delete failed`, error);
    return failedDelete(scope, error);
  }
  return success(scope, "Antwort erfolgreich gelöscht.");
}

/** Deletes a message with its replies (the foreign key cascades; the explicit delete makes it one atomic batch either way). */
async function deleteMessage(scope: Scope, formData: FormData) {
  const { db, t } = scope;
  const message = await findMessage(db, idFrom(formData, "id"));
  if (!message) return fail(t("Kontaktnachricht nicht gefunden"), 404);
  try {
    await db.batch([
      db.delete(contactReplies).where(eq(contactReplies.contact_message_id, message.id)),
      db.delete(contactMessages).where(eq(contactMessages.id, message.id)),
      // Who wrote it, so the entry still says which message went; the message itself is not copied.
      auditStatement(db, scope.actor, {
        type: "contact",
        recordId: message.id,
        action: "delete",
        changes: changesBetween(message, null, ["name", "email"]),
      }),
    ]);
  } catch (error) {
    console.error(`admin contact message ${message.id} delete failed`, error);
    return failedDelete(scope, error);
  }
  return success(scope, "Kontaktnachricht erfolgreich gelöscht.");
}

/**
 * Takes a message out of 'Verdacht auf Spam' into the normal list (no notification is mailed late:
 * staff have just read it). Back to the spam tab, where the next held message waits.
 */
async function markNotSpam(scope: Scope, formData: FormData) {
  const { db, t, request, listUrl } = scope;
  const message = await findMessage(db, idFrom(formData, "id"));
  if (!message) return fail(t("Kontaktnachricht nicht gefunden"), 404);
  if (!message.suspected_spam) return success({ ...scope, listUrl: `${listUrl}?spam=1` }, "Als kein Spam markiert.");
  try {
    await db.batch([
      db.update(contactMessages).set({ suspected_spam: false }).where(eq(contactMessages.id, message.id)),
      auditStatement(db, scope.actor, {
        type: "contact",
        recordId: message.id,
        action: "update",
        changes: { suspected_spam: [true, false] },
      }),
    ]);
  } catch (error) {
    console.error(`admin contact message ${message.id} not-spam failed`, error);
    return redirectWithToast(request, `${listUrl}?spam=1`, {
      title: t("Fehler"),
      description: t("Fehler beim Aktualisieren: {detail}", { detail: errorMessage(t, error) }),
      variant: "destructive",
    });
  }
  return success({ ...scope, listUrl: `${listUrl}?spam=1` }, "Als kein Spam markiert.");
}
