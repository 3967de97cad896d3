import { Link } from "react-router";
import { tabsListVariants, tabVariants } from "~/components/ui/tabs";
import { useT } from "~/lib/admin";

/** The periods a statistics screen offers (7, 30, 90 days) as tabs: links, the one shown marked. */
export function PeriodTabs({
  periods,
  current,
  href,
}: {
  periods: readonly number[];
  /** The period shown (null: a chosen range, none of the tabs). */
  current: number | null;
  href: (days: number) => string;
}) {
  const t = useT();
  return (
    <nav aria-label={t("Zeitraum")} className={tabsListVariants()}>
      {periods.map((days) => (
        <Link
          key={days}
          to={href(days)}
          preventScrollReset
          aria-current={days === current ? "page" : undefined}
          className={tabVariants()}
        >
          {t("{n} Tage", { n: days })}
        </Link>
      ))}
    </nav>
  );
}
