import { runOnE2eDb as runOnce } from "./outbox";

/** Two workers seeding at once find the local database locked for a moment: the later one tries again. */
async function runOnE2eDb(statement: string, ...values: unknown[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(statement, ...values);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("SQLITE_BUSY")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/*
 * Visitor statistics for the accessibility and keyboard suites (issue 53): a week of daily rollups,
 * written as the page-views consumer leaves them, on days long past, so the screen shows the same
 * full state (chart, tables, every top list) however many views the rest of the run counted today.
 * The browser spec (back-office/statistics.spec.ts) counts real views instead.
 */

export const SEEDED_WEEK = { from: "2025-06-02", to: "2025-06-08" };
/** A week nothing was ever counted in: the screen's empty state. */
export const EMPTY_WEEK = { from: "2020-01-06", to: "2020-01-12" };

const DAYS = ["2025-06-02", "2025-06-03", "2025-06-04", "2025-06-05", "2025-06-06", "2025-06-07", "2025-06-08"];

const DIMS: [kind: string, value: string, views: number][] = [
  ["page", "/", 40],
  ["page", "/about", 25],
  ["page", "/en/about", 12],
  ["page", "/blog/ein-sehr-langer-pfad-eines-beitrags-ueber-achtsamkeit-im-alltag-und-im-beruf", 3],
  ["referrer", "", 30],
  ["referrer", "=", 20],
  ["referrer", "www.google.com", 15],
  ["source", "newsletter", 9],
  ["medium", "email", 9],
  ["campaign", "sommer-2025", 9],
  ["language", "de", 60],
  ["language", "en", 20],
  ["country", "DE", 50],
  ["country", "AT", 10],
  ["country", "", 5],
  ["device", "desktop", 45],
  ["device", "mobile", 30],
  ["device", "tablet", 5],
];

/** Writes the seeded week once; a second call (another spec, a retry) changes nothing. */
export async function seedStatistics(): Promise<void> {
  // The rows travel as one JSON parameter (D1 takes at most 100 bound parameters per statement).
  const days = DAYS.map((day, index) => [day, 10 + index * 3, 4 + index]);
  await runOnE2eDb(
    `INSERT OR IGNORE INTO page_view_days (day, views, visitors)
     SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?)`,
    JSON.stringify(days),
  );
  const dims = DAYS.flatMap((day) => DIMS.map(([kind, value, views]) => [day, kind, value, views]));
  await runOnE2eDb(
    `INSERT OR IGNORE INTO page_view_day_dims (day, kind, value, views)
     SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?)`,
    JSON.stringify(dims),
  );
}
