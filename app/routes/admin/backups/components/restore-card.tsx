import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/admin";
import { RestoreSchema } from "../restore-form";
import { Panel } from "~/components/admin/panel";

/**
 * 'Sicherung einspielen', shown only while the site holds no content: the archive is checked whole
 * (format, version, every checksum) before anything is written. Users come back without passwords.
 */
export function RestoreCard({
  result,
  error,
}: {
  result: SubmissionResult<string[]> | undefined;
  error: string | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "restore",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RestoreSchema }),
    shouldValidate: "onSubmit",
  });
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/backups");
  return (
    <Panel id="backup-restore" title={t("Sicherung einspielen")}>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(
          "Diese Website hat noch keine Inhalte. Spielen Sie hier eine Sicherung ein (höchstens 32 MB); Benutzer kommen ohne Passwort zurück und setzen es über „Passwort vergessen“ neu. Ihr eigenes Konto bleibt, wie es ist.",
        )}
      </p>
      {error ? (
        <Alert size="wide" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 space-y-4">
        <Field
          id="restore-archive"
          label={t("Sicherung (.zip)")}
          required
          errors={fields.archive.errors?.map((message) => t(message))}
          inputProps={{ ...getInputProps(fields.archive, { type: "file" }), accept: ".zip,application/zip" }}
        />
        <Button type="submit" disabled={busy}>
          <Upload className="h-4 w-4" aria-hidden />
          {busy ? t("Wird eingespielt...") : t("Sicherung einspielen")}
        </Button>
      </Form>
    </Panel>
  );
}
