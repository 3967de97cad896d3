import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { StatisticsTopLists } from "./components/top-lists";
import { PERIODS, rangeOf } from "./statistics";
import { loadStatistics } from "./statistics.server";
import { BarChart, ChartTable, useCount } from "~/components/admin/charts";
import { StatCard } from "~/components/admin/screen-header";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { PeriodTabs } from "~/components/admin/period-tabs";
import { staffT } from "~/lib/admin/index.server";
import { staffDay, useAdminLang, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { berlinDay } from "~/lib/i18n";
import { TitledSection } from "~/components/ui/titled-section";
import { DownloadLink } from "~/components/admin/download-link";

/**
 * /admin/statistics (issue 53, decision 0071): page views and visitors per day, and where they come
 * from, read from the daily rollups. Staff (admins and moderators) through the admin layout's gate;
 * `?page=/path` shows one page's views (linked from each record's edit form).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const t = staffT(context);
  const params = new URL(request.url).searchParams;
  const { range, page, errors } = rangeOf(params, berlinDay(new Date()));
  let stats: Awaited<ReturnType<typeof loadStatistics>>;
  try {
    stats = await loadStatistics(env, range, page);
  } catch (error) {
    console.error("admin statistics failed", error);
    throw data({ title: t("Fehler beim Laden der Statistik") }, { status: 503 });
  }
  const body = {
    stats,
    errors: errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((m) => t(m))])),
    // What was typed stays in the fields beside its error, though the screen shows the default period.
    asked:
      errors?.from || errors?.to
        ? { from: (params.get("from") ?? "").slice(0, 10), to: (params.get("to") ?? "").slice(0, 10) }
        : null,
  };
  // A range that cannot be shown is the visitor's input: 400 with its field errors, and the default period.
  return errors ? data(body, { status: 400 }) : body;
}

export function meta() {
  return [{ title: "Besucherstatistik | Admin" }];
}

export default function StatisticsScreen({ loaderData }: Route.ComponentProps) {
  const { stats, errors, asked } = loaderData;
  const { range, page, series, totals } = stats;
  const t = useT();
  const count = useCount();
  const lang = useAdminLang();
  const dayLong = (day: string) => staffDay(lang, day);
  const dayShort = (day: string) => staffDay(lang, day, "short");
  const pageQuery = page ? `&page=${encodeURIComponent(page)}` : "";
  const query = range.period ? `days=${range.period}${pageQuery}` : `from=${range.from}&to=${range.to}${pageQuery}`;
  const busiest = series.reduce((best, point) => (point.views > best.views ? point : best), series[0]!);
  const span = t("{from} bis {to}", { from: dayLong(range.from), to: dayLong(range.to) });
  const labelEvery = Math.max(1, Math.ceil(series.length / 10));
  const { from: fromField, to: toField } = asked ?? range;
  // Typed dates outlive a navigation (a default value no longer reaches a field once typed in): after a
  // period link the fields show the period's days. Set in place, so the focus stays where it is.
  const rangeForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    for (const [name, value] of Object.entries({ from: fromField, to: toField })) {
      const input = rangeForm.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value !== value) input.value = value;
    }
  }, [fromField, toField]);

  return (
    <main id="main" className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{t("Besucherstatistik")}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          {t(
            "Seitenaufrufe und Besucher je Tag, ohne Cookies und ohne personenbezogene Daten. Bots, Vorabladen, Vorschauen und angemeldete Mitarbeitende werden nicht gezählt.",
          )}
        </p>
        {page ? (
          <p className="mt-2 text-sm" data-testid="statistics-page">
            {t("Nur die Seite {path} (Deutsch und Englisch).", { path: page })}{" "}
            <Link to={`/admin/statistics?${query.replace(pageQuery, "")}`} className="text-primary underline">
              {t("Ganze Website")}
            </Link>
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <PeriodTabs
          periods={PERIODS}
          current={range.period}
          href={(days) => `/admin/statistics?days=${days}${pageQuery}`}
        />
        <Form
          ref={rangeForm}
          method="get"
          className="flex flex-wrap items-start gap-2"
          aria-label={t("Zeitraum wählen")}
        >
          {page ? <input type="hidden" name="page" value={page} /> : null}
          <Field
            id="statistics-from"
            label={t("Von")}
            errors={errors?.from}
            inputProps={{ type: "date", name: "from", defaultValue: fromField }}
          />
          <Field
            id="statistics-to"
            label={t("Bis")}
            errors={errors?.to}
            inputProps={{ type: "date", name: "to", defaultValue: toField }}
          />
          <Button type="submit" variant="outline" className="mt-6">
            {t("Anzeigen")}
          </Button>
        </Form>
        <DownloadLink href={`/admin/statistics/export.csv?${query}`}>{t("CSV herunterladen")}</DownloadLink>
      </div>
      {errors?.page ? <p className="text-sm text-destructive">{errors.page.join(" ")}</p> : null}

      <TitledSection
        id="totals"
        title={t("Summen: {span}", { span })}
        className="grid grid-cols-2 gap-4"
        headingClassName="sr-only"
      >
        <StatCard label={t("Seitenaufrufe")} value={count(totals.views)} valueTestId="stat-views" />
        {page ? null : (
          <StatCard label={t("Besucher (je Tag gezählt)")} value={count(totals.visitors)} valueTestId="stat-visitors" />
        )}
      </TitledSection>

      <TitledSection
        id="per-day"
        title={t("Aufrufe und Besucher pro Tag")}
        className="space-y-3 rounded-xl border border-border bg-card p-4 shadow-sm"
      >
        <BarChart
          title={t("{span} (Europe/Berlin)", { span })}
          summary={t(
            "Seitenaufrufe pro Tag, {span}: zusammen {views}, {visitors} Besucher. Meiste Aufrufe: {most} am {day}.",
            {
              span,
              views: count(totals.views),
              visitors: count(totals.visitors),
              most: count(busiest.views),
              day: dayLong(busiest.day),
            },
          )}
          bars={series.map((point) => ({
            label: dayShort(point.day),
            value: point.views,
            extra: page ? undefined : point.visitors,
          }))}
          valueLabel={t("Seitenaufrufe")}
          extraLabel={page ? undefined : t("Besucher")}
          labelEvery={labelEvery}
          testId="chart-days"
        />
        <ChartTable
          summary={t("Als Tabelle anzeigen")}
          caption={t("Seitenaufrufe und Besucher pro Tag, {span}", { span })}
          headers={page ? [t("Datum"), t("Seitenaufrufe")] : [t("Datum"), t("Seitenaufrufe"), t("Besucher")]}
          rows={[...series]
            .reverse()
            .map((point) =>
              page ? [dayLong(point.day), point.views] : [dayLong(point.day), point.views, point.visitors],
            )}
          testId="table-days"
        />
      </TitledSection>

      {page ? null : <StatisticsTopLists top={stats.top} campaignLinks={stats.campaignLinks} />}
    </main>
  );
}
