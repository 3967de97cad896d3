import { berlinDay } from "../i18n/berlin-time";

/*
 * Retention of short-link clicks, run by the daily cron: raw click rows older than CLICK_RETENTION_DAYS
 * go (the day rollups keep their numbers), and so do the visitor salts of past days.
 */

/** Default of CLICK_RETENTION_DAYS. */
const DEFAULT_RETENTION_DAYS = 400;

/** The queue keeps a message up to 14 days and knows a redelivered click by its raw row: never prune sooner. */
const MIN_RETENTION_DAYS = 14;

function retentionDays(env: Partial<Pick<Env, "CLICK_RETENTION_DAYS">>): number {
  // The generated type is wrangler.toml's literal; an operator may set any string.
  const raw: string | undefined = env.CLICK_RETENTION_DAYS;
  const days = raw ? Number(raw) : DEFAULT_RETENTION_DAYS;
  if (Number.isInteger(days) && days >= MIN_RETENTION_DAYS) return days;
  const used = Number.isInteger(days) ? MIN_RETENTION_DAYS : DEFAULT_RETENTION_DAYS;
  console.warn(
    `CLICK_RETENTION_DAYS="${raw}" is not a whole number of at least ${MIN_RETENTION_DAYS} days; using ${used}`,
  );
  return used;
}

/** Rows deleted per statement, so one run never holds D1 for long. */
const PRUNE_CHUNK = 5_000;
const PRUNE_MAX_ROUNDS = 200;

/**
 * Deletes raw click rows older than the retention (the day rollups keep their numbers) and the visitor
 * salts of past days. Returns how many click rows went.
 */
export async function pruneLinkClicks(
  env: Pick<Env, "DB"> & Partial<Pick<Env, "CLICK_RETENTION_DAYS">>,
  now = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - retentionDays(env) * 86_400_000;
  await env.DB.prepare("DELETE FROM visitor_salts WHERE day < ?1").bind(berlinDay(now)).run();
  let deleted = 0;
  for (let round = 0; round < PRUNE_MAX_ROUNDS; round++) {
    const result = await env.DB.prepare(
      "DELETE FROM link_clicks WHERE id IN (SELECT id FROM link_clicks WHERE clicked_at < ?1 ORDER BY id LIMIT ?2)",
    )
      .bind(cutoff, PRUNE_CHUNK)
      .run();
    const changes = result.meta.changes ?? 0;
    deleted += changes;
    if (changes < PRUNE_CHUNK) break;
  }
  return deleted;
}
