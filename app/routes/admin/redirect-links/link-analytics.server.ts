import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { linkClickDayDims, linkClickDays, linkClicks, redirectLinks } from "~db/schema";
import { toCsv } from "~/lib/text";
import { getDb } from "~/lib/db.server";
import { berlinDay, berlinDayHour } from "~/lib/i18n";
import { daysEndingWith, HOURS, TOP, type LinkAnalytics, type Period } from "./link-analytics";

export { periodOf } from "./link-analytics";

/*
 * What /admin/redirect-links/<id> shows (docs/decisions/0013-short-link-analytics.md): the charts read
 * the daily rollups (exact, and kept after raw rows are pruned); only the last 48 hours per hour read
 * the raw rows, which are always there for that long.
 */

/** Everything the page shows for one link and period, in one D1 batch; null when the link does not exist. */
export async function loadLinkAnalytics(
  env: Pick<Env, "DB">,
  id: number,
  period: Period,
  now = new Date(),
): Promise<LinkAnalytics | null> {
  const db = getDb(env);
  const days = daysEndingWith(berlinDay(now), period);
  const from = days[0]!;
  const hourNow = Math.floor(now.getTime() / 3_600_000);
  const hoursFrom = (hourNow - (HOURS - 1)) * 3_600_000;
  const [links, dayRows, dimRows, hourRows] = await db.batch([
    db
      .select({
        id: redirectLinks.id,
        short_code: redirectLinks.short_code,
        target_url: redirectLinks.target_url,
        description: redirectLinks.description,
        click_count: redirectLinks.click_count,
        redirect_active: redirectLinks.redirect_active,
        starts_at: redirectLinks.starts_at,
        expires_at: redirectLinks.expires_at,
        expired_url: redirectLinks.expired_url,
      })
      .from(redirectLinks)
      .where(eq(redirectLinks.id, id))
      .limit(1),
    db
      .select({
        day: linkClickDays.day,
        clicks: linkClickDays.clicks,
        visitors: linkClickDays.visitors,
        bots: linkClickDays.bot_clicks,
      })
      .from(linkClickDays)
      .where(and(eq(linkClickDays.link_id, id), gte(linkClickDays.day, from)))
      .orderBy(asc(linkClickDays.day)),
    db
      .select({
        kind: linkClickDayDims.kind,
        value: linkClickDayDims.value,
        clicks: sql<number>`SUM(${linkClickDayDims.clicks})`.mapWith(Number),
      })
      .from(linkClickDayDims)
      .where(and(eq(linkClickDayDims.link_id, id), gte(linkClickDayDims.day, from)))
      .groupBy(linkClickDayDims.kind, linkClickDayDims.value)
      .orderBy(desc(sql`SUM(${linkClickDayDims.clicks})`), asc(linkClickDayDims.value)),
    // Whole UTC hours; Berlin's offset is whole hours too, so each is one local hour.
    db
      .select({
        hour: sql<number>`${linkClicks.clicked_at} / 3600000`.mapWith(Number),
        clicks: sql<number>`SUM(${linkClicks.is_bot} = 0)`.mapWith(Number),
        bots: sql<number>`SUM(${linkClicks.is_bot} = 1)`.mapWith(Number),
      })
      .from(linkClicks)
      .where(and(eq(linkClicks.link_id, id), gte(linkClicks.clicked_at, new Date(hoursFrom))))
      .groupBy(sql`${linkClicks.clicked_at} / 3600000`),
  ]);
  const link = links[0];
  if (!link) return null;

  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const series = days.map((day) => ({
    day,
    clicks: byDay.get(day)?.clicks ?? 0,
    visitors: byDay.get(day)?.visitors ?? 0,
    bots: byDay.get(day)?.bots ?? 0,
  }));
  const byHour = new Map(hourRows.map((row) => [row.hour, row]));
  const hours = Array.from({ length: HOURS }, (_, index) => {
    const hour = hourNow - (HOURS - 1) + index;
    const local = berlinDayHour(hour * 3_600_000);
    return {
      start: hour * 3_600_000,
      label: `${local.day.slice(8, 10)}.${local.day.slice(5, 7)}. ${String(local.hour).padStart(2, "0")}:00`,
      clicks: byHour.get(hour)?.clicks ?? 0,
      bots: byHour.get(hour)?.bots ?? 0,
    };
  });
  const top = (kind: string) =>
    dimRows
      .filter((row) => row.kind === kind && row.clicks > 0)
      .slice(0, TOP)
      .map((row) => ({ value: row.value, clicks: row.clicks }));
  const sum = (key: "clicks" | "visitors" | "bots") => series.reduce((total, point) => total + point[key], 0);
  return {
    link,
    period,
    days: series,
    hours,
    totals: { clicks: sum("clicks"), visitors: sum("visitors"), bots: sum("bots") },
    top: { referrer: top("referrer"), country: top("country"), device: top("device") },
  };
}

/** The period as a spreadsheet: one row per day (oldest first). */
export function analyticsCsv(analytics: LinkAnalytics): { body: string; filename: string } {
  const rows = analytics.days.map((point) => [point.day, point.clicks, point.visitors, point.bots]);
  const last = analytics.days[analytics.days.length - 1]?.day ?? "";
  return {
    body: toCsv(["date", "clicks", "unique_visitors", "bot_clicks"], rows),
    filename: `clicks-${analytics.link.short_code}-${analytics.period}d-${last}.csv`,
  };
}
