import { useT } from "~/lib/admin";
import type { ImportProgress, ImportReport, ImportStatus } from "~/lib/wordpress";
import { statusLabel } from "./upload-form";

type Progress = Pick<ImportProgress, "step" | "done" | "counts">;

const PROBLEM_LABELS: Record<string, string> = {
  failed: "Fehler beim Übernehmen",
  "not-allowed": "Adresse nicht erlaubt",
  "private-address": "Adresse in einem privaten Netz",
  "too-large": "Bild zu groß",
  "not-an-image": "Kein Bild",
  "http-error": "Der Server lieferte das Bild nicht",
  timeout: "Zeitüberschreitung",
  network: "Nicht erreichbar",
  missing: "Keine Adresse",
  type: "Dateityp nicht erlaubt",
  svg: "SVG-Dateien sind nicht erlaubt",
  broken: "Bild beschädigt",
  dimensions: "Bildmaße nicht erlaubt",
  "length-required": "Größe nicht angegeben",
};

/** How far the import got, and when done what it did and what it could not. */
export function ImportProgressView({
  status,
  total,
  progress,
  report,
}: {
  status: ImportStatus;
  total: number;
  progress: Progress;
  report: ImportReport | null;
}) {
  const t = useT();
  const step = progress.step === "attachments" ? t("Bilder") : t("Beiträge und Seiten");
  const { counts } = progress;
  return (
    <div className="space-y-4">
      <p role="status" data-testid="import-status" data-status={status}>
        <strong>{t(statusLabel(status))}</strong>
        {status === "running" || status === "queued"
          ? ` – ${t("{step}: {done} von {total} Einträgen gelesen", { step, done: progress.done, total })}`
          : null}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="import-result">
        <li>{t("{n} neu", { n: counts.created })}</li>
        <li>{t("{n} aktualisiert", { n: counts.updated })}</li>
        <li>{t("{n} unverändert", { n: counts.unchanged })}</li>
        <li>{t("{n} übersprungen", { n: counts.skipped })}</li>
        <li>{t("{n} fehlgeschlagen", { n: counts.failed })}</li>
      </ul>
      {report && report.problems.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t("Nicht übernommen")}</h3>
          <p className="text-sm text-muted-foreground">
            {t(
              "Bilder, die nicht geladen werden konnten, zeigen bis dahin ein Platzhalterbild und lassen sich unter „Fehlende Bilder“ erneut abrufen.",
            )}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm" data-testid="import-problems">
            {report.problems.map((entry, index) => (
              <li key={index} className="break-all">
                {entry.title || entry.address} – {entry.field ? `${t(entry.field)}: ` : null}
                {t(PROBLEM_LABELS[entry.problem] ?? entry.problem)}
                {entry.address ? ` (${entry.address})` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report && report.notes.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t("Hinweise")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm" data-testid="import-notes">
            {report.notes.map((entry, index) => (
              <li key={index}>
                {entry.title} – {t(entry.problem)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report?.truncated ? <p className="text-sm">{t("Weitere Einträge sind nicht aufgeführt.")}</p> : null}
    </div>
  );
}
