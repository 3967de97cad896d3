import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation, useSearchParams } from "react-router";
import { NewPasswordFields } from "~/components/admin/account-field";
import { TextareaField } from "~/components/forms";
import { ErrorNote } from "~/components/admin/content-screen";
import { Button } from "~/components/ui/button";
import { Dialog, useCloseDialog } from "~/components/admin/dialog";
import { SetUserPasswordSchema } from "~/lib/accounts";
import type { UserRow, UsersActionData } from "../users.server";
import { useT } from "~/lib/admin";
import { DIALOG_FORM_VALIDATION } from "~/lib/forms";

/** The dialogs of the screen, each opened by its search parameter naming the account's id. */
export const DIALOGS = ["password", "ban", "revoke"] as const;

/** The password, ban and sessions dialogs; each shows the action's error for its own account. */
export function UserDialogs({ rows, result }: { rows: UserRow[]; result: UsersActionData | undefined }) {
  const [params] = useSearchParams();
  const t = useT();
  const close = useCloseDialog(".");
  const find = (name: (typeof DIALOGS)[number]) => {
    const id = params.get(name);
    return id ? rows.find((row) => row.id === id) : undefined;
  };
  const passwordFor = find("password");
  const banFor = find("ban");
  const revokeFor = find("revoke");
  const errorFor = (intent: string, row: UserRow | undefined) =>
    row && result?.error && result.intent === intent && result.userId === row.id ? (
      <ErrorNote message={t(result.error)} className="mb-4" />
    ) : null;

  return (
    <>
      <Dialog
        open={Boolean(passwordFor)}
        onClose={close}
        title={t("Passwort ändern")}
        description={passwordFor ? t("Neues Passwort für {email}", { email: passwordFor.email }) : undefined}
      >
        {passwordFor ? (
          <>
            {errorFor("password", passwordFor)}
            <PasswordForm
              key={passwordFor.id}
              row={passwordFor}
              result={result?.intent === "password" ? result.result : null}
              onCancel={close}
            />
          </>
        ) : null}
      </Dialog>

      <SubmitDialog
        intent="ban"
        user={banFor}
        close={close}
        title={t("Benutzer sperren")}
        description={(email) => t("{email} wird gesperrt und auf allen Geräten abgemeldet.", { email })}
        submit={[t("Sperren"), t("Wird gesperrt...")]}
        error={errorFor("ban", banFor)}
      >
        <TextareaField
          id="ban-reason"
          label={t("Grund (optional)")}
          textareaProps={{ name: "banReason", rows: 3, maxLength: 500 }}
        />
      </SubmitDialog>

      <SubmitDialog
        intent="revoke"
        user={revokeFor}
        close={close}
        title={t("Alle Sitzungen beenden")}
        description={(email) => t("{email} wird auf allen Geräten abgemeldet.", { email })}
        submit={[t("Sitzungen beenden"), t("Wird beendet...")]}
        error={errorFor("revoke", revokeFor)}
      />
    </>
  );
}

/** A dialog that acts on one account once confirmed (ban, end its sessions): a post of its intent. */
function SubmitDialog({
  intent,
  user,
  close,
  title,
  description,
  submit: [submit, pending],
  error,
  children,
}: {
  intent: "ban" | "revoke";
  user: UserRow | undefined;
  close: () => void;
  title: string;
  description: (email: string) => string;
  submit: [label: string, pendingLabel: string];
  error: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <Dialog open={Boolean(user)} onClose={close} title={title} description={user ? description(user.email) : undefined}>
      {user ? (
        <Form method="post" action={`?${intent}=${encodeURIComponent(user.id)}`} className="space-y-4">
          {error}
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="userId" value={user.id} />
          {children}
          <DialogButtons onCancel={close} submit={submit} pending={pending} intent={intent} destructive />
        </Form>
      ) : null}
    </Dialog>
  );
}

function DialogButtons({
  onCancel,
  submit,
  pending,
  intent,
  destructive = false,
}: {
  onCancel: () => void;
  submit: string;
  pending: string;
  intent: string;
  destructive?: boolean;
}) {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("Abbrechen")}
      </Button>
      <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
        {busy ? pending : submit}
      </Button>
    </div>
  );
}

/** The spec's password dialog: both entries, same text, minimum length; checked again by the action. */
function PasswordForm({
  row,
  result,
  onCancel,
}: {
  row: UserRow;
  result: SubmissionResult<string[]> | null;
  onCancel: () => void;
}) {
  const t = useT();
  const [form, fields] = useForm({
    id: `password-${row.id}`,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SetUserPasswordSchema }),
    ...DIALOG_FORM_VALIDATION,
  });
  return (
    <Form
      method="post"
      action={`?password=${encodeURIComponent(row.id)}`}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="userId" value={row.id} />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        labels={[t("Neues Passwort"), t("Passwort bestätigen")]}
      />
      <DialogButtons
        onCancel={onCancel}
        submit={t("Passwort speichern")}
        pending={t("Wird gespeichert...")}
        intent="password"
      />
    </Form>
  );
}
