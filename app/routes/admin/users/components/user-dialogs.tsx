import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigate, useNavigation, useSearchParams } from "react-router";
import { AccountField } from "~/components/admin/account-field";
import { TextareaField } from "~/components/forms";
import { ErrorNote } from "~/components/admin/content-screen";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/admin/dialog";
import { SetUserPasswordSchema, MIN_PASSWORD_LENGTH } from "~/lib/accounts";
import type { UserRow, UsersActionData } from "../users.server";
import { useT } from "~/lib/admin";
import { DIALOG_FORM_VALIDATION } from "~/lib/forms";

/** The dialogs of the screen, each opened by its search parameter naming the account's id. */
export const DIALOGS = ["password", "ban", "revoke"] as const;

/** The password, ban and sessions dialogs; each shows the action's error for its own account. */
export function UserDialogs({ rows, result }: { rows: UserRow[]; result: UsersActionData | undefined }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const close = () => navigate(".", { preventScrollReset: true, replace: true });
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

      <Dialog
        open={Boolean(banFor)}
        onClose={close}
        title={t("Benutzer sperren")}
        description={
          banFor ? t("{email} wird gesperrt und auf allen Geräten abgemeldet.", { email: banFor.email }) : undefined
        }
      >
        {banFor ? (
          <Form method="post" action={`?ban=${encodeURIComponent(banFor.id)}`} className="space-y-4">
            {errorFor("ban", banFor)}
            <input type="hidden" name="intent" value="ban" />
            <input type="hidden" name="userId" value={banFor.id} />
            <TextareaField
              id="ban-reason"
              label={t("Grund (optional)")}
              textareaProps={{ name: "banReason", rows: 3, maxLength: 500 }}
            />
            <DialogButtons
              onCancel={close}
              submit={t("Sperren")}
              pending={t("Wird gesperrt...")}
              intent="ban"
              destructive
            />
          </Form>
        ) : null}
      </Dialog>

      <Dialog
        open={Boolean(revokeFor)}
        onClose={close}
        title={t("Alle Sitzungen beenden")}
        description={
          revokeFor ? t("{email} wird auf allen Geräten abgemeldet.", { email: revokeFor.email }) : undefined
        }
      >
        {revokeFor ? (
          <Form method="post" action={`?revoke=${encodeURIComponent(revokeFor.id)}`} className="space-y-4">
            {errorFor("revoke", revokeFor)}
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="userId" value={revokeFor.id} />
            <DialogButtons
              onCancel={close}
              submit={t("Sitzungen beenden")}
              pending={t("Wird beendet...")}
              intent="revoke"
              destructive
            />
          </Form>
        ) : null}
      </Dialog>
    </>
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
      <AccountField
        type="password"
        label={t("Neues Passwort")}
        hint={t("Mindestens {n} Zeichen.", { n: MIN_PASSWORD_LENGTH })}
        field={fields.password}
        autoComplete="new-password"
      />
      <AccountField
        type="password"
        label={t("Passwort bestätigen")}
        field={fields.confirmPassword}
        autoComplete="new-password"
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
