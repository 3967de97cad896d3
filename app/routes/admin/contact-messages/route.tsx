import { Inbox } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ScreenHeader, StatCard } from "~/components/admin/screen-header";
import type { Route } from "./+types/route";
import { MessageCard } from "./components/message-card";
import { ReplyForm } from "./components/reply-form";
import { handleContactAction } from "./contact-actions.server";
import { loadContactAdmin, type MessageView } from "./contact-messages.server";
import { ErrorNote } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { ListSearch, Pagination } from "~/components/ui/pagination";
import { loadListScreen, positiveIds } from "~/lib/admin/list-page.server";
import { EmptyState } from "~/components/ui/empty-state";
import { staffContext } from "~/lib/auth.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { CONTACT_RECENT_DAYS } from "~/lib/schemas/contact-reply";

const LIST_URL = "/admin/contact-messages";

/**
 * /admin/contact-messages 'Kontakt Verwaltung' (back-office.md 2): two stat cards, the visitors'
 * messages newest first, each with its replies. The reply, edit and delete dialogs live in the URL
 * (?reply=<messageId>, ?editReply=<replyId>, ?delete=<messageId>, ?deleteReply=<replyId>), so the
 * screen works without JavaScript. Open to moderators and admins.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const messageId = positiveId(new URL(request.url).searchParams.get("message"));
  const loaded = await loadListScreen(request, {
    screen: "contact-messages",
    load: ({ params, list }) => {
      const ids = (...names: string[]) => positiveIds(names.flatMap((name) => params.get(name) || []));
      return loadContactAdmin(getDb(env), {
        list,
        messageId,
        dialogMessageIds: ids("reply", "delete"),
        dialogReplyIds: ids("editReply", "deleteReply"),
      });
    },
    fallback: {
      messages: [] as MessageView[],
      dialogMessages: [] as MessageView[],
      total: 0,
      recent: 0,
      matching: 0,
      page: 1,
    },
    loadFailed: "Fehler beim Laden der Daten",
  });
  return { ...loaded, messageId };
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
  const { messages, dialogMessages, total, recent, matching, page, messageId, loadError } = loaderData;
  const result = actionData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const close = () => navigate(".", { preventScrollReset: true, replace: true });
  const { toast } = useToast();

  // Failures that come back without a redirect (mail not sent, not saved, not found) also show as toast.
  useEffect(() => {
    if (result?.error) toast({ title: "Fehler", description: result.error, variant: "destructive" });
  }, [result, toast]);

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
  const editing = findReply(editReplyId);
  const deletingReply = findReply(deleteReplyId);
  const deletingMessage = dialogMessages.find((m) => m.id === positiveId(params.get("delete")));
  const formOpen = Boolean(replyTo || editing);

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader title="Kontakt Verwaltung" intro="Nachrichten aus dem Kontaktformular beantworten und verwalten." />

      {loadError ? <ErrorNote message={loadError} /> : null}
      {result?.error && !formOpen ? <ErrorNote message={result.error} /> : null}

      <section aria-label="Statistik" className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Nachrichten gesamt" value={total} testId="stat-total" />
        <StatCard label={`Letzte ${CONTACT_RECENT_DAYS} Tage`} value={recent} testId="stat-recent" />
      </section>

      {messageId ? (
        <p className="text-sm" data-testid="contact-one-message">
          <Link to={LIST_URL} className="text-primary underline-offset-4 hover:underline">
            Alle Nachrichten anzeigen
          </Link>
        </p>
      ) : (
        <ListSearch label="Nachrichten durchsuchen (Name, E-Mail, Firma, Text)" />
      )}

      {loadError ? null : messages.length === 0 ? (
        <EmptyState data-testid="contact-empty">
          <Inbox className="mx-auto mb-2 h-8 w-8" aria-hidden />
          Keine Kontaktnachrichten vorhanden
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Kontaktnachrichten">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}

      {messageId ? null : <Pagination total={matching} page={page} />}

      <Dialog
        open={formOpen}
        onClose={close}
        title={editing ? "Antwort bearbeiten" : "Antworten"}
        description={
          replyTo ? `An ${replyTo.name} (${replyTo.email})` : editing ? `Antwort an ${editing.message.name}` : undefined
        }
        wide
      >
        {result?.error && formOpen ? (
          <Alert className="mb-4">
            <p className="font-semibold">Fehler</p>
            <p>{result.error}</p>
          </Alert>
        ) : null}
        {replyTo ? (
          <ReplyForm
            key={`reply-${replyTo.id}`}
            mode={{ kind: "new", message: replyTo }}
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
        description="Möchten Sie diese Kontaktnachricht wirklich löschen? Ihre Antworten werden mit gelöscht."
        subject={deletingMessage ? `${deletingMessage.name} (${deletingMessage.createdAt})` : null}
        fields={deletingMessage ? { id: deletingMessage.id } : {}}
      />

      <ConfirmDialog
        open={Boolean(deletingReply)}
        onClose={close}
        description="Möchten Sie diese Antwort wirklich löschen?"
        intent="delete-reply"
        subject={deletingReply ? `${deletingReply.reply.typeLabel}, ${deletingReply.reply.createdAt}` : null}
        fields={deletingReply ? { reply_id: deletingReply.reply.id } : {}}
      />
    </main>
  );
}
