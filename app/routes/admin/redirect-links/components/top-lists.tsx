import type { TopEntry } from "../link-analytics";
import { useAdminLang, useT } from "~/lib/admin";
import { countryName } from "~/components/admin/charts";
import { TopList } from "~/components/admin/top-list";

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
  const lists = [
    { key: "referrer", title: t("Top-Referrer"), name: (value: string) => value || t("Direkt / unbekannt") },
    { key: "country", title: t("Top-Länder"), name: (value: string) => countryName(value, lang, t) },
    { key: "device", title: t("Geräte"), name: (value: string) => t(DEVICE_NAMES[value] ?? value) },
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {lists.map(({ key, title, name }) => (
        <TopList
          key={key}
          title={title}
          entries={top[key]}
          measure="clicks"
          measureLabel={t("Klicks")}
          emptyText={t("Noch keine Klicks in diesem Zeitraum.")}
          name={name}
          testId={`top-${key}`}
        />
      ))}
    </div>
  );
}
