import { EmptyState } from "~/components/ui/empty-state";
import { type AdminLang, staffDateTime, staffNumber, useAdminLang, useT } from "~/lib/admin";
import { TitledSection } from "~/components/ui/titled-section";
import { ListTable } from "~/components/admin/list-table";

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
    <TitledSection id="backup-nightly" title={t("Nächtliche Sicherungen")} className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {t(
          "Jede Nacht entsteht eine Sicherung ohne Bilder und Dateien der Mediathek (die bleiben ohnehin im Speicher der Website). Wie viele aufbewahrt werden, legen Sie unter Allgemein fest.",
        )}
      </p>
      {backups.length === 0 ? (
        <EmptyState>{t("Noch keine nächtliche Sicherung.")}</EmptyState>
      ) : (
        <ListTable
          caption={t("Nächtliche Sicherungen")}
          columns={[{ label: t("Erstellt (Uhrzeit Berlin)") }, { label: t("Größe") }, { label: t("Herunterladen") }]}
        >
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
        </ListTable>
      )}
    </TitledSection>
  );
}
