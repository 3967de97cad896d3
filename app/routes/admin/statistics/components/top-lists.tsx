import { Link } from "react-router";
import { countryName, useCount } from "~/components/admin/charts";
import { useAdminLang, useT } from "~/lib/admin";
import type { CampaignLink, Statistics, TopEntry } from "../statistics";

const DEVICE_NAMES: Record<string, string> = { mobile: "Smartphone", tablet: "Tablet", desktop: "Desktop" };
const LANGUAGE_NAMES: Record<string, string> = { de: "Deutsch", en: "Englisch" };

/** The period's top lists: pages, referrers, campaigns (with the short links leading to them), and the rest. */
export function StatisticsTopLists({ top, campaignLinks }: Pick<Statistics, "top" | "campaignLinks">) {
  const t = useT();
  const lang = useAdminLang();
  const referrer = (value: string) =>
    value === "" ? t("Direkt / keine Angabe") : value === "=" ? t("Eigene Website") : value;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TopList title={t("Meistgelesene Seiten")} entries={top.page} name={(v) => v} testId="top-page" wide />
      <TopList title={t("Herkunft (Referrer)")} entries={top.referrer} name={referrer} testId="top-referrer" />
      <TopList
        title={t("Kampagnen (utm_campaign)")}
        entries={top.campaign}
        name={(v) => v}
        testId="top-campaign"
        links={campaignLinks}
      />
      <TopList title={t("Quellen (utm_source)")} entries={top.source} name={(v) => v} testId="top-source" />
      <TopList title={t("Medien (utm_medium)")} entries={top.medium} name={(v) => v} testId="top-medium" />
      <TopList
        title={t("Sprachen")}
        entries={top.language}
        name={(v) => t(LANGUAGE_NAMES[v] ?? v)}
        testId="top-language"
      />
      <TopList title={t("Länder")} entries={top.country} name={(v) => countryName(v, lang, t)} testId="top-country" />
      <TopList title={t("Geräte")} entries={top.device} name={(v) => t(DEVICE_NAMES[v] ?? v)} testId="top-device" />
    </div>
  );
}

function TopList({
  title,
  entries,
  name,
  testId,
  wide = false,
  links,
}: {
  title: string;
  entries: TopEntry[];
  name: (value: string) => string;
  testId: string;
  wide?: boolean;
  links?: Record<string, CampaignLink[]>;
}) {
  const t = useT();
  const count = useCount();
  const total = entries.reduce((sum, entry) => sum + entry.views, 0);
  return (
    <section
      className={`min-w-0 rounded-xl border border-border bg-card p-4 shadow-sm ${wide ? "lg:col-span-2" : ""}`}
      aria-label={title}
      data-testid={testId}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("Keine Aufrufe in diesem Zeitraum.")}</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{t("Aufrufe")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.value} className="border-t border-border first:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  <span className="block break-all">{name(entry.value)}</span>
                  {links?.[entry.value]?.length ? (
                    <span className="block text-xs text-muted-foreground">
                      {t("Kurzlinks:")}{" "}
                      {links[entry.value]!.map((link, index) => (
                        <span key={link.id}>
                          {index > 0 ? ", " : ""}
                          <Link to={`/admin/redirect-links/${link.id}`} className="underline underline-offset-2">
                            {`/${link.code}`}
                          </Link>{" "}
                          {t("({n} Klicks)", { n: count(link.clicks) })}
                        </span>
                      ))}
                    </span>
                  ) : null}
                  <span
                    className="mt-0.5 block h-1 rounded bg-primary/70"
                    style={{ width: `${Math.max(2, Math.round((entry.views / total) * 100))}%` }}
                    aria-hidden
                  />
                </th>
                <td className="w-20 py-1 text-right align-top tabular-nums">{count(entry.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
