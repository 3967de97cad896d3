import { Link } from "react-router";
import { countryName, useCount } from "~/components/admin/charts";
import { TopList } from "~/components/admin/top-list";
import { useAdminLang, useT } from "~/lib/admin";
import type { Dimension, Statistics } from "../statistics";

const DEVICE_NAMES: Record<string, string> = { mobile: "Smartphone", tablet: "Tablet", desktop: "Desktop" };
const LANGUAGE_NAMES: Record<string, string> = { de: "Deutsch", en: "Englisch" };

/** The period's top lists: pages, referrers, campaigns (with the short links leading to them), and the rest. */
export function StatisticsTopLists({ top, campaignLinks }: Pick<Statistics, "top" | "campaignLinks">) {
  const t = useT();
  const lang = useAdminLang();
  const count = useCount();
  const asIs = (value: string) => value;
  const lists: { key: Dimension; title: string; name: (value: string) => string }[] = [
    { key: "page", title: t("Meistgelesene Seiten"), name: asIs },
    {
      key: "referrer",
      title: t("Herkunft (Referrer)"),
      name: (value) => (value === "" ? t("Direkt / keine Angabe") : value === "=" ? t("Eigene Website") : value),
    },
    { key: "campaign", title: t("Kampagnen (utm_campaign)"), name: asIs },
    { key: "source", title: t("Quellen (utm_source)"), name: asIs },
    { key: "medium", title: t("Medien (utm_medium)"), name: asIs },
    { key: "language", title: t("Sprachen"), name: (value) => t(LANGUAGE_NAMES[value] ?? value) },
    { key: "country", title: t("Länder"), name: (value) => countryName(value, lang, t) },
    { key: "device", title: t("Geräte"), name: (value) => t(DEVICE_NAMES[value] ?? value) },
  ];
  // A campaign names the short links that lead to it, each with its clicks.
  const shortLinks = (value: string) => {
    const links = campaignLinks[value];
    return links?.length ? (
      <span className="block text-xs text-muted-foreground">
        {t("Kurzlinks:")}{" "}
        {links.map((link, index) => (
          <span key={link.id}>
            {index > 0 ? ", " : ""}
            <Link to={`/admin/redirect-links/${link.id}`} className="underline underline-offset-2">
              {`/${link.code}`}
            </Link>{" "}
            {t("({n} Klicks)", { n: count(link.clicks) })}
          </span>
        ))}
      </span>
    ) : null;
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {lists.map(({ key, title, name }) => (
        <TopList
          key={key}
          title={title}
          entries={top[key]}
          measure="views"
          measureLabel={t("Aufrufe")}
          emptyText={t("Keine Aufrufe in diesem Zeitraum.")}
          name={name}
          testId={`top-${key}`}
          wide={key === "page"}
          detail={key === "campaign" ? shortLinks : undefined}
        />
      ))}
    </div>
  );
}
