import { useT } from "~/lib/admin";
import { Panel } from "~/components/admin/panel";

/**
 * How to bring a backup back, step by step (issue 51): on this screen into an empty website, or by the
 * command for larger backups and a website that has content. Always shown, so the owner knows the way
 * before it is needed.
 */
export function RestoreSteps() {
  const t = useT();
  return (
    <Panel id="backup-how" title={t("So stellen Sie eine Sicherung wieder her")} testId="restore-steps" spaced>
      <div className="space-y-2">
        <h3 className="font-semibold">{t("Auf diesem Bildschirm, in eine leere Website")}</h3>
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          <li>{t("Laden Sie eine Sicherung herunter: oben „Archiv herunterladen“ oder eine nächtliche Sicherung.")}</li>
          <li>
            {t(
              "Richten Sie die neue, leere Website ein und legen Sie das erste Administratorkonto an (so steht es in der Anleitung zur Einrichtung).",
            )}
          </li>
          <li>
            {t(
              "Melden Sie sich dort an und öffnen Sie „Sicherungen“. Solange die Website leer ist, steht hier „Sicherung einspielen“.",
            )}
          </li>
          <li>{t("Wählen Sie die Datei (höchstens 32 MB) und klicken Sie auf „Sicherung einspielen“.")}</li>
          <li>
            {t(
              "Alle anderen Benutzer kommen ohne Passwort zurück: Sie setzen es auf der Anmeldeseite über „Passwort vergessen“ neu.",
            )}
          </li>
        </ol>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">{t("Mit dem Befehl, für größere Sicherungen oder eine Website mit Inhalten")}</h3>
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          <li>{t("Auf dem Rechner, von dem aus die Website veröffentlicht wird, im Ordner des Projekts:")}</li>
          <li>
            <code className="rounded bg-muted px-1.5 py-0.5">npm run restore -- sicherung.zip --remote</code>{" "}
            {t("spielt die Sicherung in die veröffentlichte Website ein; ohne --remote in die Kopie auf dem Rechner.")}
          </li>
          <li>
            {t(
              "Hat die Website schon Inhalte, ersetzt --force sie durch die der Sicherung. Der Befehl prüft die Datei vollständig, bevor er etwas schreibt.",
            )}
          </li>
          <li>{t("Die Schritte im Einzelnen stehen in der Anleitung des Projekts (README, „Operations“).")}</li>
        </ol>
      </div>
    </Panel>
  );
}
