import { Upload } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { IMPORT_TEXTS } from "../import-schema";
import { FieldShell } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/admin";
import type { ImportStatus } from "~/lib/wordpress";
import { TitledSection } from "~/components/ui/titled-section";

/** The file field and its button; the server checks the file and answers problems at the field. */
export function UploadForm({ errors }: { errors?: string[] }) {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <TitledSection
      id="import-upload"
      title={t("Neue Datei")}
      className="space-y-4 rounded-lg border border-border bg-card p-6"
    >
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <FieldShell id="import-file" label={t(IMPORT_TEXTS.fileLabel)} hint={t(IMPORT_TEXTS.fileHint)} errors={errors}>
          {(aria) => (
            <input
              {...aria}
              type="file"
              name="file"
              required
              accept=".xml,application/xml,text/xml"
              className="block w-full text-sm file:mr-4 file:rounded-md file:border-0 file:bg-secondary file:px-4 file:py-2"
            />
          )}
        </FieldShell>
        <Button type="submit" disabled={sending}>
          <Upload aria-hidden="true" />
          {t(IMPORT_TEXTS.upload)}
        </Button>
      </Form>
    </TitledSection>
  );
}

const STATUS_LABELS: Record<ImportStatus, string> = {
  uploaded: "Wird gelesen",
  previewed: "Bereit zum Import",
  queued: "Wartet",
  running: "Läuft",
  done: "Abgeschlossen",
  failed: "Fehlgeschlagen",
};

export function statusLabel(status: ImportStatus): string {
  return STATUS_LABELS[status] ?? status;
}

/** The latest uploads, each a link to its preview or progress. */
export function RecentImports({
  imports,
}: {
  imports: { id: number; fileName: string; status: ImportStatus; createdAt: string | null }[];
}) {
  const t = useT();
  if (imports.length === 0) return null;
  return (
    <TitledSection id="import-recent" title={t("Letzte Importe")} className="space-y-3">
      <ul className="divide-y divide-border rounded-lg border border-border">
        {imports.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <Link to={`/admin/import?id=${item.id}`} className="break-all underline">
              {item.fileName}
            </Link>
            <span className="text-sm text-muted-foreground">{t(statusLabel(item.status))}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
