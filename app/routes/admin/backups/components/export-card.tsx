import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/admin";
import { Panel } from "~/components/admin/panel";

/**
 * 'Jetzt sichern': a GET form to the archive's address, so the download works without JavaScript;
 * the checkbox adds the media files.
 */
export function ExportCard() {
  const t = useT();
  return (
    <Panel id="backup-export" title={t("Jetzt sichern")}>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(
          "Alle Inhalte, Einstellungen, Benutzer (ohne Passwörter), Medien-Angaben, Newsletter-Abonnements und Kontaktnachrichten als ZIP-Archiv. Anmeldungen und Geheimnisse sind nie enthalten.",
        )}
      </p>
      <p className="mt-2 text-sm font-medium">
        {t(
          "Das Archiv enthält personenbezogene Daten (Abonnenten, Kontaktnachrichten, Benutzer): Bewahren Sie es sicher auf und geben Sie es nicht weiter.",
        )}
      </p>
      <form method="get" action="/admin/backups/export.zip" className="mt-4 flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="media" value="1" className="h-4 w-4" />
          {t("mit Mediendateien")}
        </label>
        <Button type="submit">
          <Download className="h-4 w-4" aria-hidden />
          {t("Archiv herunterladen")}
        </Button>
      </form>
    </Panel>
  );
}
