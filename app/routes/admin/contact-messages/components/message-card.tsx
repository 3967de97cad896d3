import { Building2, Calendar, Globe, Inbox, Mail, MessageSquareReply, Pencil, Phone, Trash2 } from "lucide-react";
import { IntentButton } from "~/components/admin/intent-button";
import { ButtonLink } from "~/components/ui/button-link";
import { useT } from "~/lib/admin";
import type { MessageView, ReplyView } from "../contact-messages.server";
import { VisitorWebsite } from "~/components/admin/visitor-website";

/**
 * A visitor's message with its contact details, its actions (reply, delete; for suspected spam also
 * 'Kein Spam') and its replies.
 */
export function MessageCard({ message }: { message: MessageView }) {
  const t = useT();
  const headingId = `message-${message.id}-title`;
  // A dialog opened from the spam tab keeps it behind the dialog.
  const query = message.suspectedSpam ? "?spam=1&" : "?";
  const tel = message.phone?.replace(/[^\d+]/g, "") ?? "";
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-5 shadow-sm"
      data-testid="contact-message"
    >
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
                <VisitorWebsite href={message.websiteHref} text={message.website} />
              </li>
            ) : null}
            <li className="inline-flex items-center gap-1">
              <Calendar className="h-4 w-4" aria-hidden />
              {message.createdAtIso ? (
                <time dateTime={message.createdAtIso}>{message.createdAt}</time>
              ) : (
                <span>{message.createdAt}</span>
              )}
            </li>
            <li data-testid="contact-message-lang">
              {message.lang === "en" ? t("Geschrieben auf Englisch") : t("Geschrieben auf Deutsch")}
            </li>
            {message.suspectedSpam ? (
              <li data-testid="contact-message-spam" className="font-medium text-foreground">
                {t("Verdacht auf Spam")}
              </li>
            ) : null}
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {message.suspectedSpam ? (
            <IntentButton
              intent="not-spam"
              fields={{ id: message.id }}
              label={t("Kein Spam: Nachricht von {name}", { name: message.name })}
              icon={Inbox}
            >
              {t("Kein Spam")}
            </IntentButton>
          ) : null}
          <ButtonLink
            to={`${query}reply=${message.id}`}
            aria-label={t("Antworten: {name}", { name: message.name })}
            size="sm"
            icon={MessageSquareReply}
          >
            {t("Antworten")}
          </ButtonLink>
          <ButtonLink
            to={`${query}delete=${message.id}`}
            aria-label={t("Löschen: Nachricht von {name}", { name: message.name })}
            size="sm"
            variant="outline"
            icon={Trash2}
          >
            {t("Löschen")}
          </ButtonLink>
        </div>
      </div>

      <p
        className="mt-4 whitespace-pre-line break-words rounded-md bg-muted/50 p-3 text-sm"
        data-testid="contact-message-text"
      >
        {message.message}
      </p>

      {message.replies.length > 0 ? (
        <section className="mt-4" aria-label={t("Antworten an {name}", { name: message.name })}>
          <h3 className="text-sm font-semibold">{t("Antworten ({n})", { n: message.replies.length })}</h3>
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

/** A reply with its kind, date and author; a mailed one says so and offers neither edit nor delete. */
function ReplyItem({ reply }: { reply: ReplyView }) {
  const t = useT();
  return (
    <div className="rounded-md border-l-4 border-primary/60 bg-background p-3 text-sm" data-testid="contact-reply">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          <span className="mr-2 rounded bg-primary/10 px-1.5 py-0.5 font-medium text-primary">
            {t(reply.typeLabel)}
          </span>
          {reply.createdAt}
          {reply.adminName ? ` · ${reply.adminName}` : null}
          {reply.mailed ? ` · ${t("per E-Mail verschickt")}` : null}
        </p>
        {reply.mailed ? null : (
          <div className="flex gap-1">
            <ButtonLink
              to={`?editReply=${reply.id}`}
              aria-label={t("Antwort bearbeiten ({date})", { date: reply.createdAt })}
              size="sm"
              variant="ghost"
              icon={Pencil}
            >
              {t("Bearbeiten")}
            </ButtonLink>
            <ButtonLink
              to={`?deleteReply=${reply.id}`}
              aria-label={t("Antwort löschen ({date})", { date: reply.createdAt })}
              size="sm"
              variant="ghost"
              icon={Trash2}
            >
              {t("Löschen")}
            </ButtonLink>
          </div>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line break-words">{reply.text}</p>
    </div>
  );
}
