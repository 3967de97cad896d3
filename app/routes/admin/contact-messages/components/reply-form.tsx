import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/admin";
import { ContactReplySchema, DEFAULT_REPLY_TYPE, REPLY_TYPE_LABELS, REPLY_TYPES } from "~/lib/contact";
import type { ContactActionData } from "../contact-actions.server";
import type { MessageView, ReplyView } from "../contact-messages.server";
import { DIALOG_FORM_VALIDATION } from "~/lib/forms";

/** A new reply: `draft` is the greeting and sign-off an e-mail reply starts with (decision 0055). */
type ReplyFormMode =
  { kind: "new"; message: MessageView; draft: string } | { kind: "edit"; message: MessageView; reply: ReplyView };

/**
 * The reply form. 'Senden'/'Speichern' stays disabled while the text is blank (once JavaScript runs;
 * without it the server refuses a blank reply with the same schema's field error). A new e-mail reply
 * opens with the draft; switching to a phone or in-person note clears it while it is untouched.
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
  const t = useT();
  const navigation = useNavigation();
  const lastResult = result?.result ?? undefined;
  const [form] = useForm({
    id: mode.kind === "new" ? `reply-${mode.message.id}` : `edit-reply-${mode.reply.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactReplySchema }),
    ...DIALOG_FORM_VALIDATION,
  });
  const submitted = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const draft = mode.kind === "new" ? mode.draft : "";
  // What was sent and refused comes back first, then the reply being edited, then a new reply's start.
  const initial = (name: string, stored: string) => {
    const value = submitted[name];
    return typeof value === "string" ? value : stored;
  };
  const initialText = initial("reply_message", mode.kind === "edit" ? mode.reply.text : draft);
  const initialType = initial("reply_type", mode.kind === "edit" ? mode.reply.type : DEFAULT_REPLY_TYPE);
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
  const label = mode.kind === "edit" ? t("Speichern") : isMail ? t("Senden") : t("Speichern");
  const pendingLabel = isMail ? t("Wird gesendet...") : t("Wird gespeichert...");
  const changeType = (next: string) => {
    setType(next);
    if (mode.kind !== "new") return;
    if (next !== "email" && text === draft) setText("");
    if (next === "email" && text.trim() === "") setText(draft);
  };

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
        label={t("Art der Antwort")}
        errors={errors.reply_type?.map((error) => t(error))}
        selectProps={{ name: "reply_type", value: type, onChange: (event) => changeType(event.target.value) }}
        options={REPLY_TYPES.map((value) => ({ value, label: t(REPLY_TYPE_LABELS[value]) }))}
      />

      <TextareaField
        id={`${idBase}-text`}
        label={t("Antwort")}
        required
        errors={errors.reply_message?.map((error) => t(error))}
        hint={
          mode.kind === "edit"
            ? t("Änderungen werden nur gespeichert; es wird keine E-Mail versendet.")
            : isMail
              ? t(
                  "Die Antwort wird genau so per E-Mail an {email} gesendet ({language}) und gespeichert. Anrede und Gruß stehen schon im Text.",
                  {
                    email: mode.message.email,
                    language: mode.message.lang === "en" ? t("auf Englisch") : t("auf Deutsch"),
                  },
                )
              : t("Die Antwort wird nur gespeichert (keine E-Mail).")
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
          {t("Abbrechen")}
        </Button>
        <Button type="submit" disabled={pending || (hydrated && text.trim() === "")}>
          {pending ? pendingLabel : label}
        </Button>
      </div>
    </Form>
  );
}
