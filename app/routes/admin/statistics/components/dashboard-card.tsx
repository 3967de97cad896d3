import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useCount } from "~/components/admin/charts";
import { useT } from "~/lib/admin";
import { TitledSection } from "~/components/ui/titled-section";

/** The dashboard's card of the visitor statistics: the last 7 days, and the way to the screen. */
export function StatisticsDashboardCard({ week }: { week: { views: number; visitors: number } }) {
  const t = useT();
  const count = useCount();
  return (
    <TitledSection
      id="dashboard-statistics"
      title={t("Besucherstatistik (7 Tage)")}
      className="rounded-lg border border-border bg-card p-5 shadow-sm"
      headingClassName="text-lg font-semibold"
      testId="dashboard-statistics"
    >
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
        {(
          [
            ["Seitenaufrufe", week.views, "dashboard-views"],
            ["Besucher (je Tag gezählt)", week.visitors, "dashboard-visitors"],
          ] as const
        ).map(([label, value, testId]) => (
          <div key={testId}>
            <dt className="text-sm text-muted-foreground">{t(label)}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
              {count(value)}
            </dd>
          </div>
        ))}
      </dl>
      <Link
        to="/admin/statistics?days=7"
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("Zur Besucherstatistik")} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </TitledSection>
  );
}
