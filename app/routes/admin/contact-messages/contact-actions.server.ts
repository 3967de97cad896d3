import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { contactMessages, contactReplies, type ContactMessage } from "~db/schema";
import { actorOf, auditStatement, changesBetween, type AuditActor } from "~/lib/audit.server";
import type { StaffSession } from "~/lib/auth.server";
import { greeting } from "~/lib/account-mail.server";
import { formatGermanDate } from "~/lib/dates";
import { getDb, type Db } from "~/lib/db.server";
import { sendMail, type Mail } from "~/lib/mail.server";
import { ContactReplySchema } from "~/lib/schemas/contact-reply";
import { redirectWithToast } from "~/lib/toast.server";

/*
 * The actions of 'Kontakt Verwaltung' (the loader's data is in contact-messages.server.ts).
 */

const REPLY_SUBJECT = "Antwort auf Ihre Nachricht";
const QUOTE_LENGTH = 300;

/** The e-mail a visitor gets for a reply of type 'email': the reply, then a short quote of their message. */
function replyMail(
  message: Pick<ContactMessage, "name" | "email" | "message" | "created_at">,
  reply: string,
  staffName: string,
): Mail {
  const original = message.message.trim();
  const quote = original.length > QUOTE_LENGTH ? `${original.slice(0, QUOTE_LENGTH)}…` : original;
  const text = [
    greeting("de", message.name),
    "",
    reply,
    "",
    "Mit freundlichen Grüßen",
    staffName,
    "",
    `----- Ihre Nachricht vom ${formatGermanDate(message.created_at)} -----`,
    ...quote.split(/\r?\n/).map((line) => `> ${line}`),
  ].join("\n");
  return { to: message.email, subject: REPLY_SUBJECT, text };
}

export type ContactActionData = {
  result: SubmissionResult<string[]> | null;
  error: string | null;
};

const IdSchema = z.coerce.number().int().positive();

function idFrom(formData: FormData, name: string): number | null {
  const parsed = IdSchema.safeParse(formData.get(name));
  return parsed.success ? parsed.data : null;
}

function errorMessage(error: unknown) {
  return error instanceof Error && error.message ? error.message : "Unbekannter Fehler";
}

function fail(error: string, status: number) {
  return data<ContactActionData>({ result: null, error }, { status });
}

const success = (request: Request, to: string, description: string) =>
  redirectWithToast(request, to, { title: "Erfolg", description });

/**
 * The actions of 'Kontakt Verwaltung': reply (and mail it when it is an e-mail reply), edit and
 * delete a reply, delete a message. Every answer is a redirect with the spec's toast, or 400/404
 * with field errors and the typed values, or 502/503 with the spec's failure text. Every write
 * carries its audit entry (type "contact") in the same batch.
 */
export async function handleContactAction(request: Request, env: Env, session: StaffSession | null, listUrl: string) {
  // The layout's middleware already requires staff; this is the spec's own guard for replies.
  if (!session) return fail("Not authenticated", 401);
  const db = getDb(env);
  const actor = actorOf(session);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "reply":
      return sendReply(request, env, db, session, formData, listUrl);
    case "update-reply":
      return updateReply(request, db, actor, formData, listUrl);
    case "delete-reply":
      return deleteReply(request, db, actor, formData, listUrl);
    case "delete":
      return deleteMessage(request, db, actor, formData, listUrl);
    default:
      return fail("Unbekannte Aktion", 400);
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
 * text comes back so nothing is lost. Telefon/Persönlich replies only record what happened.
 */
async function sendReply(
  request: Request,
  env: Env,
  db: Db,
  session: StaffSession,
  formData: FormData,
  listUrl: string,
) {
  const message = await findMessage(db, idFrom(formData, "message_id"));
  if (!message) return fail("Kontaktnachricht nicht gefunden", 404);
  const submission = parseWithZod(formData, { schema: ContactReplySchema });
  if (submission.status !== "success")
    return data<ContactActionData>({ result: submission.reply(), error: null }, { status: 400 });
  const { reply_type, reply_message } = submission.value;

  if (reply_type === "email") {
    try {
      await sendMail(env, replyMail(message, reply_message, session.user.name));
    } catch (error) {
      console.error(`admin contact reply to message ${message.id}: mail failed`, error);
      return data<ContactActionData>(
        { result: submission.reply(), error: `Fehler beim Senden: ${errorMessage(error)}` },
        { status: 502 },
      );
    }
  }
  const values = { contact_message_id: message.id, admin_user_id: session.user.id, reply_message, reply_type };
  try {
    await db.batch([
      db.insert(contactReplies).values(values),
      auditStatement(db, actorOf(session), {
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
        ? `Die E-Mail wurde verschickt, die Antwort aber nicht gespeichert (${errorMessage(error)})`
        : errorMessage(error);
    return data<ContactActionData>(
      { result: submission.reply(), error: `Fehler beim Senden: ${detail}` },
      { status: 503 },
    );
  }
  return success(request, listUrl, "Antwort erfolgreich gesendet.");
}

/** Editing changes the stored record only (text and type); nothing is mailed again. */
async function updateReply(request: Request, db: Db, actor: AuditActor, formData: FormData, listUrl: string) {
  const id = idFrom(formData, "reply_id");
  const before = await findReply(db, id);
  if (!before) return fail("Antwort nicht gefunden", 404);
  const submission = parseWithZod(formData, { schema: ContactReplySchema });
  if (submission.status !== "success")
    return data<ContactActionData>({ result: submission.reply(), error: null }, { status: 400 });
  const values = { reply_message: submission.value.reply_message, reply_type: submission.value.reply_type };
  try {
    await db.batch([
      db.update(contactReplies).set(values).where(eq(contactReplies.id, before.id)),
      auditStatement(db, actor, {
        type: "contact",
        recordId: before.id,
        action: "update",
        changes: changesBetween(before, values, Object.keys(values)),
      }),
    ]);
  } catch (error) {
    console.error(`admin contact reply ${id} update failed`, error);
    return data<ContactActionData>(
      { result: submission.reply(), error: `Fehler beim Aktualisieren: ${errorMessage(error)}` },
      { status: 503 },
    );
  }
  return success(request, listUrl, "Antwort erfolgreich aktualisiert.");
}

async function deleteReply(request: Request, db: Db, actor: AuditActor, formData: FormData, listUrl: string) {
  const id = idFrom(formData, "reply_id");
  const before = await findReply(db, id);
  if (!before) return fail("Antwort nicht gefunden", 404);
  try {
    await db.batch([
      db.delete(contactReplies).where(eq(contactReplies.id, before.id)),
      auditStatement(db, actor, {
        type: "contact",
        recordId: before.id,
        action: "delete",
        changes: changesBetween(before, null, REPLY_FIELDS),
      }),
    ]);
  } catch (error) {
    console.error(`admin contact reply ${id} delete failed`, error);
    return redirectWithToast(request, listUrl, {
      title: "Fehler",
      description: `Fehler beim Löschen: ${errorMessage(error)}`,
      variant: "destructive",
    });
  }
  return success(request, listUrl, "Antwort erfolgreich gelöscht.");
}

/** Deletes a message with its replies (the foreign key cascades; the explicit delete makes it one atomic batch either way). */
async function deleteMessage(request: Request, db: Db, actor: AuditActor, formData: FormData, listUrl: string) {
  const message = await findMessage(db, idFrom(formData, "id"));
  if (!message) return fail("Kontaktnachricht nicht gefunden", 404);
  try {
    await db.batch([
      db.delete(contactReplies).where(eq(contactReplies.contact_message_id, message.id)),
      db.delete(contactMessages).where(eq(contactMessages.id, message.id)),
      // Who wrote it, so the entry still says which message went; the message itself is not copied.
      auditStatement(db, actor, {
        type: "contact",
        recordId: message.id,
        action: "delete",
        changes: changesBetween(message, null, ["name", "email"]),
      }),
    ]);
  } catch (error) {
    console.error(`admin contact message ${message.id} delete failed`, error);
    return redirectWithToast(request, listUrl, {
      title: "Fehler",
      description: `Fehler beim Löschen: ${errorMessage(error)}`,
      variant: "destructive",
    });
  }
  return success(request, listUrl, "Kontaktnachricht erfolgreich gelöscht.");
}
