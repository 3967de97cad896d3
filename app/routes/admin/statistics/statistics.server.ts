import { toCsv } from "~/lib/text";
import { localPath } from "~/lib/i18n";
import {
  DIMENSIONS,
  TOP,
  TOP_PAGES,
  type CampaignLink,
  type Dimension,
  type Range,
  type Statistics,
} from "./statistics";

/*
 * The queries of /admin/statistics (decision 0071): everything reads the daily rollups, in one D1
 * batch. A page's figures (from its edit form) are its German and English paths' views.
 */

type Row = { kind: string; value: string; views: number };

export async function loadStatistics(env: Pick<Env, "DB">, range: Range, page: string | null): Promise<Statistics> {
  const { from, to } = range;
  const paths = page ? [...new Set([page, localPath("en", page)])] : [];
  const db = env.DB;
  const [dayRows, dimRows, linkRows] = await db.batch([
    page
      ? db
          .prepare(
            `SELECT day, SUM(views) AS views, 0 AS visitors FROM page_view_day_dims
             WHERE kind = 'page' AND value IN (SELECT value FROM json_each(?3)) AND day BETWEEN ?1 AND ?2 GROUP BY day`,
          )
          .bind(from, to, JSON.stringify(paths))
      : db.prepare("SELECT day, views, visitors FROM page_view_days WHERE day BETWEEN ?1 AND ?2").bind(from, to),
    // The top entries of every kind at once; pages get more of them.
    db
      .prepare(
        `SELECT kind, value, views FROM (
           SELECT kind, value, SUM(views) AS views,
             ROW_NUMBER() OVER (PARTITION BY kind ORDER BY SUM(views) DESC, value) AS rank
           FROM page_view_day_dims WHERE day BETWEEN ?1 AND ?2 ${page ? "AND 0" : ""} GROUP BY kind, value
         ) WHERE rank <= CASE kind WHEN 'page' THEN ?3 ELSE ?4 END ORDER BY kind, views DESC, value`,
      )
      .bind(from, to, TOP_PAGES, TOP),
    // Short links that lead to a page of a campaign, with their human clicks in the range.
    db
      .prepare(
        `SELECT r.id, r.short_code AS code, r.target_url AS target, COALESCE(SUM(d.clicks), 0) AS clicks
         FROM redirect_links r LEFT JOIN link_click_days d ON d.link_id = r.id AND d.day BETWEEN ?1 AND ?2
         WHERE r.target_url LIKE '%utm_campaign=%' ${page ? "AND 0" : ""} GROUP BY r.id ORDER BY clicks DESC, r.short_code`,
      )
      .bind(from, to),
  ]);
  const byDay = new Map(
    (dayRows!.results as { day: string; views: number; visitors: number }[]).map((row) => [row.day, row]),
  );
  const series = range.days.map((day) => ({
    day,
    views: Number(byDay.get(day)?.views ?? 0),
    visitors: Number(byDay.get(day)?.visitors ?? 0),
  }));
  const top = Object.fromEntries(DIMENSIONS.map((kind) => [kind, [] as Row[]])) as Record<Dimension, Row[]>;
  for (const row of dimRows!.results as Row[]) top[row.kind as Dimension]?.push(row);
  const campaignLinks: Record<string, CampaignLink[]> = {};
  for (const link of linkRows!.results as { id: number; code: string; target: string; clicks: number }[]) {
    const campaign = campaignOf(link.target);
    if (campaign) (campaignLinks[campaign] ??= []).push({ id: link.id, code: link.code, clicks: Number(link.clicks) });
  }
  return {
    range,
    page,
    series,
    totals: {
      views: series.reduce((sum, point) => sum + point.views, 0),
      visitors: series.reduce((sum, point) => sum + point.visitors, 0),
    },
    top: Object.fromEntries(
      DIMENSIONS.map((kind) => [kind, top[kind].map(({ value, views }) => ({ value, views: Number(views) }))]),
    ) as Statistics["top"],
    campaignLinks,
  };
}

/** The utm_campaign of a short link's target, as the counting keeps it (trimmed, lower case). */
function campaignOf(target: string): string | null {
  try {
    const value = new URL(target).searchParams.get("utm_campaign")?.trim().toLowerCase();
    return value ? value.slice(0, 100) : null;
  } catch {
    return null;
  }
}

/**
 * The screen as a spreadsheet: one block per day (date, views, visitors), then every top list as
 * rows of kind, value, views. Values come from visitors' requests (paths, referrers, utm_*), so the
 * site's CSV rules neutralise formulas.
 */
export function statisticsCsv(stats: Statistics): { body: string; filename: string } {
  const rows: (string | number)[][] = stats.series.map((point) => ["day", point.day, point.views, point.visitors]);
  for (const kind of DIMENSIONS) for (const entry of stats.top[kind]) rows.push([kind, entry.value, entry.views, ""]);
  const name = stats.page ? `-${stats.page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}` : "";
  return {
    body: toCsv(["kind", "value", "views", "visitors"], rows),
    filename: `statistics${name}-${stats.range.from}-${stats.range.to}.csv`,
  };
}
