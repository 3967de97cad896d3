import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DAILY_CRON } from "../../../app/lib/schedules";
import worker from "../../../workers/app";

const DAY = 24 * 60 * 60 * 1000;

async function keys(prefix: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE ?1 ORDER BY key")
    .bind(`${prefix}%`)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}

describe("the daily job and the rate-limit rows", () => {
  it("deletes rows of windows that ended more than a week ago and keeps the rest", async () => {
    const now = Date.UTC(2026, 10, 29, 3, 17);
    const rows: [string, number][] = [
      ["prune-test:stamp-long-gone", now - 30 * DAY],
      ["prune-test:address-last-week", now - 8 * DAY],
      // A form stamp's window is two days: a row of yesterday may still be counting.
      ["prune-test:stamp-yesterday", now - DAY],
      ["prune-test:address-now", now],
    ];
    await env.DB.batch(
      rows.map(([key, start]) =>
        env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, count, window_start) VALUES (?1, 3, ?2)").bind(
          key,
          start,
        ),
      ),
    );

    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: DAILY_CRON, scheduledTime: now }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await keys("prune-test:")).toEqual(["prune-test:address-now", "prune-test:stamp-yesterday"]);
  });
});
