import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ContactReplySchema, DEFAULT_REPLY_TYPE, REPLY_TYPE_LABELS, REPLY_TYPES } from "~/lib/schemas/contact-reply";
import type { ContactActionData } from "../contact-actions.server";
import type { MessageView, ReplyView } from "../contact-messages.server";

const REPLY_TYPE_OPTIONS = REPLY_TYPES.map((value) => ({ value, label: REPLY_TYPE_LABELS[value] }));

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

      <SelectField
        id={`${idBase}-type`}
        label="Art der Antwort"
        errors={errors.reply_type}
        selectProps={{ name: "reply_type", value: type, onChange: (event) => setType(event.target.value) }}
        options={REPLY_TYPE_OPTIONS}
      />

      <TextareaField
        id={`${idBase}-text`}
        label="Antwort"
        required
        errors={errors.reply_message}
        hint={
          mode.kind === "edit"
            ? "Änderungen werden nur gespeichert; es wird keine E-Mail versendet."
            : isMail
              ? `Die Antwort wird per E-Mail an ${mode.message.email} gesendet und gespeichert.`
              : "Die Antwort wird nur gespeichert (keine E-Mail)."
        }
        textareaProps={{
          name: "reply_message",
          rows: 8,
          required: true,
          value: text,
          onChange: (event) => setText(event.target.value),
          className: "min-h-[160px]",
        }}
      />

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
