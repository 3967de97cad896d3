import type { TopEntry } from "../link-analytics";
import { useCount } from "./stat-cards";
import { useAdminLang, useT } from "~/lib/admin";
import { countryName } from "~/components/admin/charts";

const DEVICE_NAMES: Record<string, string> = {
  mobile: "Smartphone",
  tablet: "Tablet",
  desktop: "Desktop",
  bot: "Bot",
  unknown: "Unbekannt",
};
/** The period's top referrers, countries and devices, side by side. */
export function TopLists({ top }: { top: { referrer: TopEntry[]; country: TopEntry[]; device: TopEntry[] } }) {
  const t = useT();
  const lang = useAdminLang();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <TopList
        title={t("Top-Referrer")}
        entries={top.referrer}
        name={(value) => value || t("Direkt / unbekannt")}
        testId="top-referrer"
      />
      <TopList
        title={t("Top-Länder")}
        entries={top.country}
        name={(value) => countryName(value, lang, t)}
        testId="top-country"
      />
      <TopList
        title={t("Geräte")}
        entries={top.device}
        name={(value) => t(DEVICE_NAMES[value] ?? value)}
        testId="top-device"
      />
    </div>
  );
}

function TopList({
  title,
  entries,
  name,
  testId,
}: {
  title: string;
  entries: TopEntry[];
  name: (value: string) => string;
  testId: string;
}) {
  const t = useT();
  const count = useCount();
  const total = entries.reduce((sum, entry) => sum + entry.clicks, 0);
  return (
    <section className="rounded-xl border border-border bg-card p-4 shadow-sm" aria-label={title} data-testid={testId}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("Noch keine Klicks in diesem Zeitraum.")}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{t("Klicks")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.value} className="border-t border-border first:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  <span className="block truncate">{name(entry.value)}</span>
                  <span
                    className="mt-0.5 block h-1 rounded bg-primary/70"
                    style={{ width: `${Math.max(2, Math.round((entry.clicks / total) * 100))}%` }}
                    aria-hidden
                  />
                </th>
                <td className="py-1 text-right tabular-nums">{count(entry.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
