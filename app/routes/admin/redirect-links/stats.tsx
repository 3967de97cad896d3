import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/stats";
import { BarChart, ChartTable } from "~/components/admin/charts";
import { QrCodeSection } from "./components/qr-code-section";
import { Badge, useCount } from "./components/stat-cards";
import { TopLists } from "./components/top-lists";
import { PERIODS, periodOf } from "./link-analytics";
import { loadLinkAnalytics } from "./link-analytics.server";
import { shortUrlOf } from "./link-qr.server";
import { StatCard } from "~/components/admin/screen-header";
import { PeriodTabs } from "~/components/admin/period-tabs";
import { staffT } from "~/lib/admin/index.server";
import { staffDay, staffHour, useAdminLang, useStaffDate, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { safeHttpUrl } from "~/lib/text";
import { TitledSection } from "~/components/ui/titled-section";
import { DownloadLink } from "~/components/admin/download-link";

/**
 * /admin/redirect-links/<id>: one short link's clicks (issue "analytics a marketer can read"). Open to
 * moderators like the list. The charts are SVG drawn here, each with its numbers as a table.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const t = staffT(context);
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id) || id <= 0)
    throw data({ title: t("Link nicht gefunden") }, { status: 404 });
  const period = periodOf(new URL(request.url).searchParams.get("days"));
  let analytics: Awaited<ReturnType<typeof loadLinkAnalytics>>;
  try {
    analytics = await loadLinkAnalytics(env, id, period);
  } catch (error) {
    console.error("admin redirect-link analytics failed", error);
    throw data({ title: t("Fehler beim Laden der Klickzahlen") }, { status: 503 });
  }
  if (!analytics) throw data({ title: t("Link nicht gefunden") }, { status: 404 });
  // Whether the link runs yet / still, as of this request (the page is rendered now, not later).
  const now = Date.now();
  const { starts_at, expires_at } = analytics.link;
  const status = {
    expired: expires_at !== null && new Date(expires_at).getTime() <= now,
    notYet: starts_at !== null && new Date(starts_at).getTime() > now,
  };
  return {
    analytics,
    status,
    shortUrl: shortUrlOf(env, request, analytics.link.short_code),
    pageTitle: t("/{code} – Klicks", { code: analytics.link.short_code }),
  };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.pageTitle ?? "Kurzlink"} | Admin` }];
}

export default function RedirectLinkStats({ loaderData }: Route.ComponentProps) {
  const count = useCount();
  const { analytics, shortUrl } = loaderData;
  const { link, period, days, hours, totals, top } = analytics;
  const base = `/admin/redirect-links/${link.id}`;
  const target = safeHttpUrl(link.target_url);
  const busiest = days.reduce((best, point) => (point.clicks > best.clicks ? point : best), days[0]!);
  const hourTotal = hours.reduce((sum, point) => sum + point.clicks, 0);
  const { expired, notYet } = loaderData.status;
  const t = useT();
  const date = useStaffDate();
  const lang = useAdminLang();
  const dayLong = (day: string) => staffDay(lang, day);
  const dayShort = (day: string) => staffDay(lang, day, "short");

  return (
    <main id="main" className="space-y-6">
      <div>
        <Link
          to="/admin/redirect-links"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t("Alle Kurzlinks")}
        </Link>
        <h1 className="mt-2 font-mono text-3xl font-bold">/{link.short_code}</h1>
        <p className="mt-1 break-all text-muted-foreground">
          {link.description ? <span className="font-medium text-foreground">{link.description} · </span> : null}
          {t("Ziel:")}{" "}
          {target ? (
            <a
              href={target}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline underline-offset-4"
            >
              {link.target_url}
            </a>
          ) : (
            link.target_url
          )}
        </p>
        <p className="mt-1 flex flex-wrap gap-2 text-sm">
          {!link.redirect_active ? <Badge>{t("Weiterleitung aus")}</Badge> : null}
          {notYet ? <Badge>{t("Startet am {date}", { date: date(link.starts_at) })}</Badge> : null}
          {link.expires_at ? (
            <Badge>
              {t(expired ? "Abgelaufen am {date}" : "Läuft ab am {date}", { date: date(link.expires_at) })}
              {link.expired_url ? t(", danach Weiterleitung auf die Ersatz-URL") : ""}
            </Badge>
          ) : null}
        </p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4">
        <PeriodTabs periods={PERIODS} current={period} href={(days) => `${base}?days=${days}`} />
        <div className="flex flex-wrap gap-2">
          <DownloadLink href={`${base}/clicks.csv?days=${period}`}>{t("CSV ({n} Tage)", { n: period })}</DownloadLink>
        </div>
      </div>

      <TitledSection
        id="totals"
        title={t("Summen der letzten {n} Tage", { n: period })}
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        headingClassName="sr-only"
      >
        <StatCard
          label={t("Klicks ({n} Tage)", { n: period })}
          value={count(totals.clicks)}
          valueTestId="stat-clicks"
        />
        <StatCard
          label={t("Eindeutige Besucher (je Tag gezählt)")}
          value={count(totals.visitors)}
          valueTestId="stat-visitors"
        />
        <StatCard label={t("Bot-Aufrufe (nicht mitgezählt)")} value={count(totals.bots)} valueTestId="stat-bots" />
        <StatCard label={t("Klicks insgesamt")} value={count(link.click_count)} valueTestId="stat-total" />
      </TitledSection>

      <TitledSection
        id="per-day"
        title={t("Klicks pro Tag")}
        className="space-y-3 rounded-xl border border-border bg-card p-4 shadow-sm"
      >
        <BarChart
          title={t("Letzte {n} Tage (deutsche Zeit)", { n: period })}
          summary={t(
            "Klicks pro Tag der letzten {n} Tage: zusammen {clicks}, {visitors} Besucher, {bots} Bot-Aufrufe. Meiste Klicks: {most} am {day}.",
            {
              n: period,
              clicks: count(totals.clicks),
              visitors: count(totals.visitors),
              bots: count(totals.bots),
              most: count(busiest.clicks),
              day: dayLong(busiest.day),
            },
          )}
          bars={days.map((point) => ({ label: dayShort(point.day), value: point.clicks, extra: point.bots }))}
          valueLabel={t("Klicks")}
          extraLabel="Bots"
          labelEvery={period === 7 ? 1 : period === 30 ? 5 : 15}
          testId="chart-days"
        />
        <ChartTable
          summary={t("Als Tabelle anzeigen")}
          caption={t("Klicks pro Tag der letzten {n} Tage", { n: period })}
          headers={[t("Datum"), t("Klicks"), t("Besucher"), "Bots"]}
          rows={[...days].reverse().map((point) => [dayLong(point.day), point.clicks, point.visitors, point.bots])}
          testId="table-days"
        />
      </TitledSection>

      <TitledSection
        id="per-hour"
        title={t("Klicks pro Stunde (letzte 48 Stunden)")}
        className="space-y-3 rounded-xl border border-border bg-card p-4 shadow-sm"
      >
        <BarChart
          title={t("Stunden (deutsche Zeit)")}
          summary={t("Klicks pro Stunde der letzten 48 Stunden: zusammen {n}.", { n: count(hourTotal) })}
          bars={hours.map((point) => ({ label: point.label.slice(-5, -3), value: point.clicks, extra: point.bots }))}
          valueLabel={t("Klicks")}
          extraLabel="Bots"
          labelEvery={6}
          testId="chart-hours"
        />
        <ChartTable
          summary={t("Als Tabelle anzeigen")}
          caption={t("Klicks pro Stunde der letzten 48 Stunden")}
          headers={[t("Stunde"), t("Klicks"), "Bots"]}
          rows={[...hours].reverse().map((point) => [staffHour(lang, point.start), point.clicks, point.bots])}
          testId="table-hours"
        />
      </TitledSection>

      <TopLists top={top} />

      <QrCodeSection base={base} shortUrl={shortUrl} />
    </main>
  );
}
