import { berlinDay, daysEndingWith } from "../i18n/berlin-time";

/*
 * Retention of the visitor statistics, run by the daily cron (decision 0071): the visitor keys of past
 * days go (with the day's salt, see click-retention.server.ts, no key can be made again), the ids of
 * written queue messages once the queue can no longer redeliver them, and the daily rollups after the
 * days set in general settings.
 */

const DEFAULT_STATISTICS_KEEP_DAYS = 730;
/** A queue keeps a message up to 14 days; its id must be known as long. */
const MESSAGE_ID_DAYS = 14;

export async function prunePageViews(env: Pick<Env, "DB">, now = new Date()): Promise<{ days: number }> {
  const row = await env.DB.prepare("SELECT statistics_keep_days FROM general_settings ORDER BY id LIMIT 1").first<{
    statistics_keep_days: number;
  }>();
  const keep = Math.max(1, Number(row?.statistics_keep_days ?? DEFAULT_STATISTICS_KEEP_DAYS));
  const today = berlinDay(now);
  // The oldest day kept: today and the keep - 1 days before it.
  const oldest = daysEndingWith(today, keep)[0]!;
  const [, , days] = await env.DB.batch([
    env.DB.prepare("DELETE FROM page_view_visitors WHERE day < ?1").bind(today),
    env.DB.prepare("DELETE FROM page_view_messages WHERE received_at < ?1").bind(
      now.getTime() - MESSAGE_ID_DAYS * 86_400_000,
    ),
    env.DB.prepare("DELETE FROM page_view_days WHERE day < ?1").bind(oldest),
    env.DB.prepare("DELETE FROM page_view_day_dims WHERE day < ?1").bind(oldest),
  ]);
  return { days: days?.meta.changes ?? 0 };
}
