import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Building2, Calendar, Globe, Inbox, Mail, MessageSquareReply, Pencil, Phone, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { ErrorNote } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import {
  handleContactAction,
  loadContactAdmin,
  type ContactActionData,
  type MessageView,
  type ReplyView,
} from "./contact-messages.server";
import { staffContext } from "~/lib/auth.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { CONTACT_RECENT_DAYS, ContactReplySchema, DEFAULT_REPLY_TYPE, REPLY_TYPE_LABELS, REPLY_TYPES } from "~/lib/schemas/contact-reply";
import { cn } from "~/lib/utils";

const LIST_URL = "/admin/contact-messages";

/**
 * /admin/contact-messages 'Kontakt Verwaltung' (back-office.md 2): two stat cards, the visitors'
 * messages newest first, each with its replies. The reply, edit and delete dialogs live in the URL
 * (?reply=<messageId>, ?editReply=<replyId>, ?delete=<messageId>, ?deleteReply=<replyId>), so the
 * screen works without JavaScript. Open to moderators and admins.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  try {
    return { ...(await loadContactAdmin(getDb(env))), loadError: null };
  } catch (error) {
    console.error("admin contact-messages load failed", error);
    return { messages: [] as MessageView[], total: 0, recent: 0, loadError: "Fehler beim Laden der Daten" };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  return handleContactAction(request, env, context.get(staffContext), LIST_URL);
}

export function meta() {
  return [{ title: "Kontakt Verwaltung | Admin" }];
}

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function ContactMessagesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, total, recent, loadError } = loaderData;
  const result = actionData as ContactActionData | undefined;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const close = () => navigate(".", { preventScrollReset: true, replace: true });
  const { toast } = useToast();

  // Failures that come back without a redirect (mail not sent, not saved, not found) also show as toast.
  useEffect(() => {
    if (result?.error) toast({ title: "Fehler", description: result.error, variant: "destructive" });
  }, [result, toast]);

  const replyTo = messages.find((m) => m.id === positiveId(params.get("reply")));
  const editReplyId = positiveId(params.get("editReply"));
  const deleteReplyId = positiveId(params.get("deleteReply"));
  const findReply = (id: number | null) => {
    for (const message of messages) {
      const reply = message.replies.find((r) => r.id === id);
      if (reply) return { message, reply };
    }
    return undefined;
  };
  const editing = findReply(editReplyId);
  const deletingReply = findReply(deleteReplyId);
  const deletingMessage = messages.find((m) => m.id === positiveId(params.get("delete")));
  const formOpen = Boolean(replyTo || editing);

  return (
    <main id="main" className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">Kontakt Verwaltung</h1>
        <p className="mt-1 text-muted-foreground">Nachrichten aus dem Kontaktformular beantworten und verwalten.</p>
      </div>

      {loadError ? <ErrorNote message={loadError} /> : null}
      {result?.error && !formOpen ? <ErrorNote message={result.error} /> : null}

      <section aria-label="Statistik" className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Nachrichten gesamt" value={total} testId="stat-total" />
        <StatCard label={`Letzte ${CONTACT_RECENT_DAYS} Tage`} value={recent} testId="stat-recent" />
      </section>

      {loadError ? null : messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground" data-testid="contact-empty">
          <Inbox className="mx-auto mb-2 h-8 w-8" aria-hidden />
          Keine Kontaktnachrichten vorhanden
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Kontaktnachrichten">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={formOpen}
        onClose={close}
        title={editing ? "Antwort bearbeiten" : "Antworten"}
        description={replyTo ? `An ${replyTo.name} (${replyTo.email})` : editing ? `Antwort an ${editing.message.name}` : undefined}
        wide
      >
        {result?.error && formOpen ? (
          <div role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            <p className="font-semibold">Fehler</p>
            <p>{result.error}</p>
          </div>
        ) : null}
        {replyTo ? (
          <ReplyForm key={`reply-${replyTo.id}`} mode={{ kind: "new", message: replyTo }} result={result} onCancel={close} />
        ) : editing ? (
          <ReplyForm key={`edit-${editing.reply.id}`} mode={{ kind: "edit", message: editing.message, reply: editing.reply }} result={result} onCancel={close} />
        ) : null}
      </Dialog>

      <Dialog
        open={Boolean(deletingMessage)}
        onClose={close}
        title="Löschen bestätigen"
        description="Möchten Sie diese Kontaktnachricht wirklich löschen? Ihre Antworten werden mit gelöscht."
      >
        {deletingMessage ? (
          <ConfirmDelete intent="delete" field="id" id={deletingMessage.id} label={`${deletingMessage.name} (${deletingMessage.createdAt})`} onCancel={close} />
        ) : null}
      </Dialog>

      <Dialog open={Boolean(deletingReply)} onClose={close} title="Löschen bestätigen" description="Möchten Sie diese Antwort wirklich löschen?">
        {deletingReply ? (
          <ConfirmDelete
            intent="delete-reply"
            field="reply_id"
            id={deletingReply.reply.id}
            label={`${deletingReply.reply.typeLabel}, ${deletingReply.reply.createdAt}`}
            onCancel={close}
          />
        ) : null}
      </Dialog>
    </main>
  );
}

function StatCard({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm" data-testid={testId}>
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

function MessageCard({ message }: { message: MessageView }) {
  const headingId = `message-${message.id}-title`;
  const tel = message.phone?.replace(/[^\d+]/g, "") ?? "";
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="contact-message">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {message.name}
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1">
              <Mail className="h-4 w-4" aria-hidden />
              <a href={`mailto:${message.email}`} className="text-primary underline-offset-4 hover:underline">
                {message.email}
              </a>
            </li>
            {message.phone ? (
              <li className="inline-flex items-center gap-1">
                <Phone className="h-4 w-4" aria-hidden />
                {tel ? (
                  <a href={`tel:${tel}`} className="underline-offset-4 hover:underline">
                    {message.phone}
                  </a>
                ) : (
                  message.phone
                )}
              </li>
            ) : null}
            {message.company ? (
              <li className="inline-flex items-center gap-1">
                <Building2 className="h-4 w-4" aria-hidden />
                {message.company}
              </li>
            ) : null}
            {message.website ? (
              <li className="inline-flex min-w-0 items-center gap-1">
                <Globe className="h-4 w-4 shrink-0" aria-hidden />
                {message.websiteHref ? (
                  <a href={message.websiteHref} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary underline-offset-4 hover:underline">
                    {message.website}
                  </a>
                ) : (
                  <span className="break-all">{message.website}</span>
                )}
              </li>
            ) : null}
            <li className="inline-flex items-center gap-1">
              <Calendar className="h-4 w-4" aria-hidden />
              <time>{message.createdAt}</time>
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button asChild size="sm">
            <Link to={`?reply=${message.id}`} preventScrollReset aria-label={`Antworten: ${message.name}`}>
              <MessageSquareReply className="h-4 w-4" aria-hidden />
              Antworten
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={`?delete=${message.id}`} preventScrollReset aria-label={`Löschen: Nachricht von ${message.name}`}>
              <Trash2 className="h-4 w-4" aria-hidden />
              Löschen
            </Link>
          </Button>
        </div>
      </div>

      <p className="mt-4 whitespace-pre-line break-words rounded-md bg-muted/50 p-3 text-sm" data-testid="contact-message-text">
        {message.message}
      </p>

      {message.replies.length > 0 ? (
        <section className="mt-4" aria-label={`Antworten an ${message.name}`}>
          <h3 className="text-sm font-semibold">{`Antworten (${message.replies.length})`}</h3>
          <ul className="mt-2 space-y-2">
            {message.replies.map((reply) => (
              <li key={reply.id}>
                <ReplyItem reply={reply} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function ReplyItem({ reply }: { reply: ReplyView }) {
  return (
    <div className="rounded-md border-l-4 border-primary/60 bg-background p-3 text-sm" data-testid="contact-reply">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          <span className="mr-2 rounded bg-primary/10 px-1.5 py-0.5 font-medium text-primary">{reply.typeLabel}</span>
          {reply.createdAt}
          {reply.adminName ? ` · ${reply.adminName}` : null}
        </p>
        <div className="flex gap-1">
          <Button asChild size="sm" variant="ghost">
            <Link to={`?editReply=${reply.id}`} preventScrollReset aria-label={`Antwort bearbeiten (${reply.createdAt})`}>
              <Pencil className="h-4 w-4" aria-hidden />
              Bearbeiten
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={`?deleteReply=${reply.id}`} preventScrollReset aria-label={`Antwort löschen (${reply.createdAt})`}>
              <Trash2 className="h-4 w-4" aria-hidden />
              Löschen
            </Link>
          </Button>
        </div>
      </div>
      <p className="mt-2 whitespace-pre-line break-words">{reply.text}</p>
    </div>
  );
}

const inputClass =
  "w-full rounded-md border border-border bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-destructive";

type ReplyFormMode = { kind: "new"; message: MessageView } | { kind: "edit"; message: MessageView; reply: ReplyView };

/**
 * The reply form. 'Senden'/'Speichern' stays disabled while the text is blank (once JavaScript runs;
 * without it the server refuses a blank reply with the same schema's field error).
 */
function ReplyForm({ mode, result, onCancel }: { mode: ReplyFormMode; result: ContactActionData | undefined; onCancel: () => void }) {
  const navigation = useNavigation();
  const lastResult = result?.result ?? undefined;
  const [form] = useForm({
    id: mode.kind === "new" ? `reply-${mode.message.id}` : `edit-reply-${mode.reply.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactReplySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitted = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const initialText = typeof submitted.reply_message === "string" ? submitted.reply_message : mode.kind === "edit" ? mode.reply.text : "";
  const initialType = typeof submitted.reply_type === "string" ? submitted.reply_type : mode.kind === "edit" ? mode.reply.type : DEFAULT_REPLY_TYPE;
  const [text, setText] = useState(initialText);
  const [type, setType] = useState(initialType);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const errors = (form.allErrors ?? {}) as Record<string, string[] | undefined>;
  const textErrors = errors.reply_message;
  const typeErrors = errors.reply_type;
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === (mode.kind === "new" ? "reply" : "update-reply");
  const isMail = mode.kind === "new" && type === "email";
  const idBase = form.id;

  const action = mode.kind === "new" ? `?reply=${mode.message.id}` : `?editReply=${mode.reply.id}`;
  const label = mode.kind === "edit" ? "Speichern" : isMail ? "Senden" : "Speichern";
  const pendingLabel = isMail ? "Wird gesendet..." : "Wird gespeichert...";

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={mode.kind === "new" ? "reply" : "update-reply"} />
      {mode.kind === "new" ? <input type="hidden" name="message_id" value={mode.message.id} /> : <input type="hidden" name="reply_id" value={mode.reply.id} />}

      <blockquote className="max-h-40 overflow-y-auto whitespace-pre-line break-words rounded-md border-l-4 border-border bg-muted/50 p-3 text-sm text-muted-foreground">
        {mode.message.message}
      </blockquote>

      <div className="space-y-1.5">
        <label htmlFor={`${idBase}-type`} className="block text-sm font-medium">
          Art der Antwort
        </label>
        <select
          id={`${idBase}-type`}
          name="reply_type"
          value={type}
          onChange={(event) => setType(event.target.value)}
          aria-invalid={typeErrors?.length ? true : undefined}
          aria-describedby={typeErrors?.length ? `${idBase}-type-error` : undefined}
          className={inputClass}
        >
          {REPLY_TYPES.map((value) => (
            <option key={value} value={value}>
              {REPLY_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
        {typeErrors?.length ? (
          <p id={`${idBase}-type-error`} className="text-sm text-destructive">
            {typeErrors.join(" ")}
          </p>
        ) : null}
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${idBase}-text`} className="block text-sm font-medium">
          Antwort
          <span aria-hidden className="text-destructive">
            {" "}
            *
          </span>
        </label>
        <textarea
          id={`${idBase}-text`}
          name="reply_message"
          rows={8}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={textErrors?.length ? true : undefined}
          aria-describedby={cn(`${idBase}-hint`, textErrors?.length && `${idBase}-text-error`)}
          className={cn(inputClass, "min-h-[160px]")}
        />
        {textErrors?.length ? (
          <p id={`${idBase}-text-error`} className="text-sm text-destructive">
            {textErrors.join(" ")}
          </p>
        ) : null}
        <p id={`${idBase}-hint`} className="text-xs text-muted-foreground">
          {mode.kind === "edit"
            ? "Änderungen werden nur gespeichert; es wird keine E-Mail versendet."
            : isMail
              ? `Die Antwort wird per E-Mail an ${mode.message.email} gesendet und gespeichert.`
              : "Die Antwort wird nur gespeichert (keine E-Mail)."}
        </p>
      </div>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={pending || (hydrated && text.trim() === "")}>
          {pending ? pendingLabel : label}
        </Button>
      </div>
    </Form>
  );
}

function ConfirmDelete({ intent, field, id, label, onCancel }: { intent: string; field: string; id: number; label: string; onCancel: () => void }) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-4">
      <p className="font-medium">„{label}“</p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={id} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" variant="destructive" disabled={deleting}>
          {deleting ? "Wird gelöscht..." : "Löschen"}
        </Button>
      </div>
    </Form>
  );
}
