import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ContactReplySchema, DEFAULT_REPLY_TYPE, REPLY_TYPE_LABELS, REPLY_TYPES } from "~/lib/schemas/contact-reply";
import { cn } from "~/lib/utils";
import type { ContactActionData, MessageView, ReplyView } from "../contact-messages.server";

const inputClass =
  "w-full rounded-md border border-border bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-destructive";

type ReplyFormMode = { kind: "new"; message: MessageView } | { kind: "edit"; message: MessageView; reply: ReplyView };

/**
 * The reply form. 'Senden'/'Speichern' stays disabled while the text is blank (once JavaScript runs;
 * without it the server refuses a blank reply with the same schema's field error).
 */
export function ReplyForm({
  mode,
  result,
  onCancel,
}: {
  mode: ReplyFormMode;
  result: ContactActionData | undefined;
  onCancel: () => void;
}) {
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
  const initialText =
    typeof submitted.reply_message === "string" ? submitted.reply_message : mode.kind === "edit" ? mode.reply.text : "";
  const initialType =
    typeof submitted.reply_type === "string"
      ? submitted.reply_type
      : mode.kind === "edit"
        ? mode.reply.type
        : DEFAULT_REPLY_TYPE;
  const [text, setText] = useState(initialText);
  const [type, setType] = useState(initialType);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const errors = (form.allErrors ?? {}) as Record<string, string[] | undefined>;
  const textErrors = errors.reply_message;
  const typeErrors = errors.reply_type;
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === (mode.kind === "new" ? "reply" : "update-reply");
  const isMail = mode.kind === "new" && type === "email";
  const idBase = form.id;

  const action = mode.kind === "new" ? `?reply=${mode.message.id}` : `?editReply=${mode.reply.id}`;
  const label = mode.kind === "edit" ? "Speichern" : isMail ? "Senden" : "Speichern";
  const pendingLabel = isMail ? "Wird gesendet..." : "Wird gespeichert...";

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={mode.kind === "new" ? "reply" : "update-reply"} />
      {mode.kind === "new" ? (
        <input type="hidden" name="message_id" value={mode.message.id} />
      ) : (
        <input type="hidden" name="reply_id" value={mode.reply.id} />
      )}

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
