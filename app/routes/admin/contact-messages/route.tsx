import { Inbox } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { ScreenHeader, StatCard } from "~/components/admin/screen-header";
import type { Route } from "./+types/route";
import { MessageCard } from "./components/message-card";
import { ReplyForm } from "./components/reply-form";
import { handleContactAction } from "./contact-actions.server";
import { loadContactAdmin, type MessageView } from "./contact-messages.server";
import { loadSignature, replyDraft } from "./reply-mail.server";
import { ErrorNote } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Dialog, useCloseDialog } from "~/components/admin/dialog";
import { ListSearch, Pagination } from "~/components/admin/pagination";
import { loadListScreen, positiveIds, staffLang, staffT } from "~/lib/admin/index.server";
import { EmptyState } from "~/components/ui/empty-state";
import { useT } from "~/lib/admin";
import { staffContext } from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { CONTACT_RECENT_DAYS } from "~/lib/contact";

const LIST_URL = "/admin/contact-messages";

/**
 * /admin/contact-messages 'Kontaktnachrichten' (back-office.md 2): two stat cards, the visitors'
 * messages newest first, each with its replies. The reply, edit and delete dialogs live in the URL
 * (?reply=<messageId>, ?editReply=<replyId>, ?delete=<messageId>, ?deleteReply=<replyId>), so the
 * screen works without JavaScript. A new reply opens with its greeting and sign-off in the visitor's
 * language (decision 0055). Messages the contact form held back (one stamp's posts, the site's hourly
 * share) are under the tab 'Verdacht auf Spam' (?spam=1), each with 'Kein Spam'. Open to moderators and admins.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const search = new URL(request.url).searchParams;
  const messageId = positiveId(search.get("message"));
  const spam = search.get("spam") === "1";
  const loaded = await loadListScreen(request, {
    screen: "contact-messages",
    load: ({ params, list }) => {
      const ids = (...names: string[]) => positiveIds(names.flatMap((name) => params.get(name) || []));
      return loadContactAdmin(getDb(env), {
        list,
        messageId,
        spam,
        dialogMessageIds: ids("reply", "delete"),
        dialogReplyIds: ids("editReply", "deleteReply"),
        lang: staffLang(context),
      });
    },
    fallback: {
      messages: [] as MessageView[],
      dialogMessages: [] as MessageView[],
      total: 0,
      recent: 0,
      spam: 0,
      matching: 0,
      page: 1,
    },
    loadFailed: staffT(context)("Fehler beim Laden der Daten"),
  });
  // The greeting and sign-off a new e-mail reply starts with, for the message the reply dialog names.
  const replyTo = loaded.dialogMessages.find((m) => m.id === positiveId(search.get("reply")));
  const staffName = context.get(staffContext)?.user.name ?? "";
  const draft = replyTo ? replyDraft(replyTo.lang, replyTo.name, await loadSignature(getDb(env), staffName)) : "";
  return { ...loaded, messageId, spamView: spam, draft, title: staffT(context)("Kontaktnachrichten") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  return handleContactAction(request, env, context.get(staffContext), LIST_URL, staffT(context));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Kontaktnachrichten"} | Admin` }];
}

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function ContactMessagesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, dialogMessages, total, recent, spam, matching, page, messageId, spamView, loadError, draft } =
    loaderData;
  const t = useT();
  const result = actionData;
  const [params] = useSearchParams();
  const close = useCloseDialog(spamView ? "?spam=1" : ".");
  const { toast } = useToast();

  // Failures that come back without a redirect (mail not sent, not saved, not found) also show as toast.
  useEffect(() => {
    if (result?.error) toast({ title: t("Fehler"), description: result.error, variant: "destructive" });
  }, [result, toast, t]);

  const replyTo = dialogMessages.find((m) => m.id === positiveId(params.get("reply")));
  const editReplyId = positiveId(params.get("editReply"));
  const deleteReplyId = positiveId(params.get("deleteReply"));
  const findReply = (id: number | null) => {
    for (const message of dialogMessages) {
      const reply = message.replies.find((r) => r.id === id);
      if (reply) return { message, reply };
    }
    return undefined;
  };
  // A mailed reply is read-only: its edit and delete dialogs do not open (the action refuses them too).
  const unmailed = (found: ReturnType<typeof findReply>) => (found && !found.reply.mailed ? found : undefined);
  const editing = unmailed(findReply(editReplyId));
  const deletingReply = unmailed(findReply(deleteReplyId));
  const deletingMessage = dialogMessages.find((m) => m.id === positiveId(params.get("delete")));
  const formOpen = Boolean(replyTo || editing);

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title={t("Kontaktnachrichten")}
        intro={t("Nachrichten aus dem Kontaktformular beantworten und verwalten.")}
      />

      {loadError ? <ErrorNote message={loadError} /> : null}
      {result?.error && !formOpen ? <ErrorNote message={result.error} /> : null}

      <nav aria-label={t("Nachrichten filtern")} className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("Nachrichten gesamt")}
          value={total}
          to={LIST_URL}
          current={!spamView && !messageId}
          testId="stat-total"
        />
        <StatCard label={t("Letzte {n} Tage", { n: CONTACT_RECENT_DAYS })} value={recent} testId="stat-recent" />
        <StatCard
          label={t("Verdacht auf Spam")}
          value={spam}
          to={`${LIST_URL}?spam=1`}
          current={spamView && !messageId}
          testId="stat-spam"
        />
      </nav>

      {spamView && !messageId ? (
        <p className="text-sm text-muted-foreground" data-testid="contact-spam-note">
          {t(
            "Nachrichten über den Grenzen des Formulars (zu viele mit einem Formular oder in einer Stunde): gespeichert, aber ohne Benachrichtigung. „Kein Spam“ nimmt eine in die Nachrichten auf.",
          )}
        </p>
      ) : null}

      {messageId ? (
        <p className="text-sm" data-testid="contact-one-message">
          <Link to={LIST_URL} className="text-primary underline-offset-4 hover:underline">
            {t("Alle Nachrichten anzeigen")}
          </Link>
        </p>
      ) : (
        <ListSearch
          label={t("Nachrichten durchsuchen (Name, E-Mail, Firma, Text)")}
          placeholder="Name, E-Mail, Firma, Text"
          keep={["spam"]}
        />
      )}

      {loadError ? null : messages.length === 0 ? (
        <EmptyState data-testid="contact-empty">
          <Inbox className="mx-auto mb-2 h-8 w-8" aria-hidden />
          {spamView ? t("Keine Nachrichten mit Verdacht auf Spam") : t("Keine Kontaktnachrichten vorhanden")}
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label={t("Kontaktnachrichten")}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}

      {messageId ? null : <Pagination total={matching} page={page} keep={["spam"]} />}

      <Dialog
        open={formOpen}
        onClose={close}
        title={editing ? t("Antwort bearbeiten") : t("Antworten")}
        description={
          replyTo
            ? t("An {name} ({email})", { name: replyTo.name, email: replyTo.email })
            : editing
              ? t("Antwort an {name}", { name: editing.message.name })
              : undefined
        }
        wide
      >
        {result?.error && formOpen ? (
          <Alert className="mb-4">
            <p className="font-semibold">{t("Fehler")}</p>
            <p>{result.error}</p>
          </Alert>
        ) : null}
        {replyTo ? (
          <ReplyForm
            key={`reply-${replyTo.id}`}
            mode={{ kind: "new", message: replyTo, draft }}
            result={result}
            onCancel={close}
          />
        ) : editing ? (
          <ReplyForm
            key={`edit-${editing.reply.id}`}
            mode={{ kind: "edit", message: editing.message, reply: editing.reply }}
            result={result}
            onCancel={close}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={Boolean(deletingMessage)}
        onClose={close}
        description={t("Möchten Sie diese Kontaktnachricht wirklich löschen? Ihre Antworten werden mit gelöscht.")}
        subject={deletingMessage ? `${deletingMessage.name} (${deletingMessage.createdAt})` : null}
        fields={deletingMessage ? { id: deletingMessage.id } : {}}
      />

      <ConfirmDialog
        open={Boolean(deletingReply)}
        onClose={close}
        description={t("Möchten Sie diese Antwort wirklich löschen?")}
        intent="delete-reply"
        subject={deletingReply ? `${t(deletingReply.reply.typeLabel)}, ${deletingReply.reply.createdAt}` : null}
        fields={deletingReply ? { reply_id: deletingReply.reply.id } : {}}
      />
    </main>
  );
}
