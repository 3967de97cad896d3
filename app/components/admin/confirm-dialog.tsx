import { Form, useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { useT } from "~/lib/admin";
import { Button } from "../ui/button";
import { Dialog } from "./dialog";

/**
 * The confirmation before a delete: a dialog whose form posts the intent (`delete` unless told) plus
 * the given hidden fields. It is opened by the URL (?delete=…), so it works without JavaScript.
 */
export function ConfirmDialog({
  open,
  onClose,
  description,
  subject,
  fields = {},
  title = "Löschen bestätigen",
  confirmLabel = "Löschen",
  pendingLabel = "Wird gelöscht …",
  closeTo,
  intent = "delete",
  cancelTo,
}: {
  open: boolean;
  onClose: () => void;
  /** Where closing leads without JavaScript (see Dialog). */
  closeTo?: string;
  description?: string;
  /** What is deleted, shown in quotes. */
  subject: string | null;
  /** Hidden fields posted besides the intent (e.g. the row's id). */
  fields?: Record<string, string | number>;
  title?: string;
  confirmLabel?: string;
  pendingLabel?: string;
  /** The action's intent, for a screen that deletes more than one kind of thing. */
  intent?: string;
  /** Makes "Abbrechen" a link there (it then also works without JavaScript) instead of a button. */
  cancelTo?: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} closeTo={closeTo}>
      {open && subject !== null ? (
        <ConfirmForm
          subject={subject}
          fields={fields}
          onCancel={onClose}
          intent={intent}
          cancelTo={cancelTo}
          confirmLabel={confirmLabel}
          pendingLabel={pendingLabel}
        />
      ) : null}
    </Dialog>
  );
}

function ConfirmForm({
  subject,
  fields,
  onCancel,
  intent,
  cancelTo,
  confirmLabel,
  pendingLabel,
}: {
  subject: string;
  fields: Record<string, string | number>;
  onCancel: () => void;
  intent: string;
  cancelTo: string | undefined;
  confirmLabel: string;
  pendingLabel: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-4">
      <p className="font-medium break-words">{t("„{subject}“", { subject })}</p>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex justify-end gap-2">
        {cancelTo === undefined ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("Abbrechen")}
          </Button>
        ) : (
          <ButtonLink to={cancelTo} replace variant="outline">
            {t("Abbrechen")}
          </ButtonLink>
        )}
        <Button type="submit" variant="destructive" disabled={pending}>
          {t(pending ? pendingLabel : confirmLabel)}
        </Button>
      </div>
    </Form>
  );
}
