import { Table, TableHeader } from "~/components/ui/table";
import { EmptyState } from "~/components/ui/empty-state";
import { type AdminLang, staffDateTime, staffNumber, useAdminLang, useT } from "~/lib/admin";

type Backup = { date: string; size: number; made: string };

function megabytes(bytes: number, lang: AdminLang): string {
  return staffNumber(lang, bytes / 1_048_576, 1);
}

function day(date: string, lang: string): string {
  const [y, m, d] = date.split("-");
  return lang === "en" ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
}

/** The nightly backups, newest first, each with the moment it was made (Berlin time) and its download. */
export function BackupList({ backups }: { backups: Backup[] }) {
  const t = useT();
  const lang = useAdminLang();
  return (
    <section aria-labelledby="backup-nightly" className="space-y-3">
      <h2 id="backup-nightly" className="text-xl font-semibold">
        {t("Nächtliche Sicherungen")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t(
          "Jede Nacht entsteht eine Sicherung ohne Bilder und Dateien der Mediathek (die bleiben ohnehin im Speicher der Website). Wie viele aufbewahrt werden, legen Sie unter Allgemein fest.",
        )}
      </p>
      {backups.length === 0 ? (
        <EmptyState>{t("Noch keine nächtliche Sicherung.")}</EmptyState>
      ) : (
        <Table
          caption={t("Nächtliche Sicherungen")}
          className="stack-on-phone"
          wrapperClassName="rounded-lg border border-border bg-card"
        >
          <TableHeader
            className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide"
            cellClassName="px-3 py-2"
            columns={[{ label: t("Erstellt (Uhrzeit Berlin)") }, { label: t("Größe") }, { label: t("Herunterladen") }]}
          />
          <tbody>
            {backups.map((backup) => (
              <tr key={backup.date} className="border-b border-border last:border-0" data-testid="backup-row">
                <td className="whitespace-nowrap px-3 py-2" data-testid="backup-made">
                  {t("{date} Uhr", { date: staffDateTime(lang, backup.made) })}
                </td>
                <td className="whitespace-nowrap px-3 py-2">{t("{mb} MB", { mb: megabytes(backup.size, lang) })}</td>
                <td className="px-3 py-2">
                  <a className="underline" href={`/admin/backups/nightly/${backup.date}.zip`} download>
                    {t("Sicherung vom {date} herunterladen", { date: day(backup.date, lang) })}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
