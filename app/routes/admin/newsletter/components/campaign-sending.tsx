import { Form, Link, useNavigation } from "react-router";
import { Figures } from "~/components/admin/figures";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/admin";
import type { Lang } from "~/lib/i18n";
import type { AudienceCounts, loadCampaign } from "~/lib/newsletter/index.server";
import { AUDIENCE_LABELS, AUDIENCES, type Audience } from "~/lib/newsletter";
import { ButtonError } from "./button-error";
import { Panel } from "~/components/admin/panel";
import { ListTable } from "~/components/admin/list-table";

type LoadedCampaign = NonNullable<Awaited<ReturnType<typeof loadCampaign>>>;

/**
 * Sends the saved draft to the chosen audience, after an explicit confirmation. Only languages with
 * confirmed subscribers are offered, all of them preselected (decision 0055); when one of them lacks
 * its text, a tick sends its subscribers the German one. A refusal stands beside the button.
 */
export function SendForm({
  audience,
  missing,
  error,
}: {
  audience: AudienceCounts;
  missing: Lang[];
  error: string | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const reach = { de: audience.de, en: audience.en, both: audience.de + audience.en };
  const offered = (["de", "en"] as const).filter((lang) => audience[lang] > 0);
  const choices: Audience[] = offered.length === 2 ? [...AUDIENCES] : [...offered];
  const preselected: Audience | undefined = offered.length === 2 ? "both" : offered[0];
  // German is the text every language can fall back to; it cannot fall back itself.
  const fallback = offered.includes("en") && missing.includes("en") && !missing.includes("de");
  return (
    <Panel id="campaign-send-title" title={t("Senden")} spaced round="xl">
      <p className="text-sm text-muted-foreground">
        {t(
          "Gesendet wird der gespeicherte Stand, nur an bestätigte und aktive Abonnenten. Danach ist die Kampagne nicht mehr änderbar.",
        )}
      </p>
      <Form method="post" className="space-y-4" data-testid="campaign-send-form">
        <input type="hidden" name="intent" value="send" />
        {choices.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("Empfänger")}</legend>
            {choices.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="radio" name="audience" value={value} defaultChecked={value === preselected} required />
                {t(AUDIENCE_LABELS[value])} ({reach[value]})
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="text-sm" data-testid="campaign-no-audience">
            {t("Es gibt noch keine bestätigten Abonnenten.")}
          </p>
        )}
        {fallback ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="german_for_missing" value="yes" />
            {t("Die englische Fassung fehlt: englischen Abonnenten den deutschen Text senden.")}
          </label>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required />
          {t("Ja, die Kampagne jetzt an die gewählten Abonnenten senden.")}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={busy || choices.length === 0}
            aria-describedby={error ? "campaign-send-error" : undefined}
          >
            {busy ? t("Wird gestartet...") : t("Kampagne senden")}
          </Button>
          {error ? <ButtonError id="campaign-send-error" message={error} /> : null}
        </div>
      </Form>
    </Panel>
  );
}

/** Once sending started: the progress bar, the counts and the addresses that failed. */
export function Progress({
  stats,
  failures,
  sending,
}: {
  stats: LoadedCampaign["stats"];
  failures: LoadedCampaign["failures"];
  sending: boolean;
}) {
  const t = useT();
  const done = stats.sent + stats.failed;
  const percent = stats.recipients === 0 ? 100 : Math.round((done / stats.recipients) * 100);
  const items: [string, number, string][] = [
    ["Empfänger", stats.recipients, "stat-recipients"],
    ["Gesendet", stats.sent, "stat-sent"],
    ["Fehlgeschlagen", stats.failed, "stat-failed"],
    ["Offen", stats.queued, "stat-queued"],
    ["Abmeldungen danach", stats.unsubscribes, "stat-unsubscribes"],
  ];
  return (
    <Panel id="campaign-progress-title" title={t("Versand")} spaced round="xl">
      <div
        role="progressbar"
        aria-label={t("Versandfortschritt")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <Figures figures={items} className="grid gap-4 sm:grid-cols-5" round="lg" />
      {sending ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("Der Versand läuft im Hintergrund; diese Seite aktualisiert sich selbst.")}{" "}
          <Link to="." className="text-primary underline">
            {t("Jetzt aktualisieren")}
          </Link>
        </p>
      ) : null}
      {failures.length > 0 ? (
        <ListTable
          caption={t("Fehlgeschlagene E-Mails")}
          captionClassName="px-3 py-2 text-left font-medium"
          stack={false}
          wrapperClassName="rounded-lg border border-border"
          columns={[{ label: t("E-Mail") }, { label: t("Grund") }]}
        >
          {failures.map((failure) => (
            <tr key={failure.id} className="border-b border-border last:border-0" data-testid="campaign-failure">
              <td className="px-3 py-2 break-all">
                {failure.email ?? <span className="text-muted-foreground">{t("(gelöscht)")}</span>}
              </td>
              <td className="px-3 py-2">{failure.error}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </Panel>
  );
}
