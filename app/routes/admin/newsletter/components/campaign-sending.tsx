import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { AudienceCounts, loadCampaign } from "~/lib/newsletter-campaigns.server";
import { AUDIENCE_LABELS, AUDIENCES } from "~/lib/schemas/newsletter-campaign";

type LoadedCampaign = NonNullable<Awaited<ReturnType<typeof loadCampaign>>>;

/** Sends the saved draft to the chosen audience, after an explicit confirmation. */
export function SendForm({ audience }: { audience: AudienceCounts }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const reach = { de: audience.de, en: audience.en, both: audience.de + audience.en };
  return (
    <section
      aria-labelledby="campaign-send-title"
      className="space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="campaign-send-title" className="text-xl font-semibold">
        Senden
      </h2>
      <p className="text-sm text-muted-foreground">
        Gesendet wird der gespeicherte Stand, nur an bestätigte und aktive Abonnenten. Danach ist die Kampagne nicht
        mehr änderbar.
      </p>
      <Form method="post" className="space-y-4" data-testid="campaign-send-form">
        <input type="hidden" name="intent" value="send" />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Empfänger</legend>
          {AUDIENCES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="audience" value={value} defaultChecked={value === "both"} required />
              {AUDIENCE_LABELS[value]} ({reach[value]})
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required />
          Ja, die Kampagne jetzt an die gewählten Abonnenten senden.
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? "Wird gestartet..." : "Kampagne senden"}
        </Button>
      </Form>
    </section>
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
    <section
      aria-labelledby="campaign-progress-title"
      className="space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="campaign-progress-title" className="text-xl font-semibold">
        Versand
      </h2>
      <div
        role="progressbar"
        aria-label="Versandfortschritt"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-5">
        {items.map(([label, value, testId]) => (
          <div key={testId} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {sending ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Der Versand läuft im Hintergrund; diese Seite aktualisiert sich selbst.{" "}
          <Link to="." className="text-primary underline">
            Jetzt aktualisieren
          </Link>
        </p>
      ) : null}
      {failures.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-medium">Fehlgeschlagene E-Mails</caption>
            <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th className="px-3 py-2">E-Mail</th>
                <th className="px-3 py-2">Grund</th>
              </tr>
            </thead>
            <tbody>
              {failures.map((failure) => (
                <tr key={failure.id} className="border-b border-border last:border-0" data-testid="campaign-failure">
                  <td className="px-3 py-2 break-all">
                    {failure.email ?? <span className="text-muted-foreground">(gelöscht)</span>}
                  </td>
                  <td className="px-3 py-2">{failure.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
