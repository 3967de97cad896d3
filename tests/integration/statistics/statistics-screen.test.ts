import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { berlinDay, daysEndingWith } from "../../../app/lib/i18n";
import { DAILY_CRON } from "../../../app/lib/schedules";
import worker from "../../../workers/app";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, testDb } from "../helpers";

/*
 * /admin/statistics, its CSV and the rollups' retention (issue 53): the screen reads the daily rollups
 * the consumer writes (page-views.test.ts); here they are written as the consumer would leave them.
 */

const today = berlinDay(Date.now());
const [weekAgo, yesterday] = [daysEndingWith(today, 7)[0]!, daysEndingWith(today, 2)[0]!];

let admin: string;
let moderator: string;
let member: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
  member = (await sessionAs("user")).cookie;
});

beforeEach(async () => {
  await clearTables(
    schema.pageViewDayDims,
    schema.pageViewDays,
    schema.pageViewVisitors,
    schema.linkClickDays,
    schema.redirectLinks,
    schema.generalSettings,
  );
  const db = testDb();
  await db.insert(schema.pageViewDays).values([
    { day: yesterday, views: 1234, visitors: 321 },
    { day: today, views: 10, visitors: 4 },
  ]);
  await db.insert(schema.pageViewDayDims).values([
    { day: yesterday, kind: "page", value: "/blog/gluecklich-sein", views: 900 },
    { day: today, kind: "page", value: "/en/blog/gluecklich-sein", views: 5 },
    { day: yesterday, kind: "page", value: "/about", views: 334 },
    { day: yesterday, kind: "referrer", value: "www.google.com", views: 700 },
    { day: yesterday, kind: "campaign", value: '=HYPERLINK("http://evil")', views: 3 },
    { day: yesterday, kind: "campaign", value: "spring", views: 40 },
    { day: yesterday, kind: "country", value: "AT", views: 12 },
    { day: yesterday, kind: "device", value: "mobile", views: 600 },
  ]);
  const [link] = await db
    .insert(schema.redirectLinks)
    .values({ short_code: "fruehling", target_url: "https://example.com/about?utm_campaign=spring&utm_source=flyer" })
    .returning();
  await db.insert(schema.linkClickDays).values({ link_id: link!.id, day: yesterday, clicks: 17, visitors: 15 });
});

describe("the statistics screen", () => {
  it("shows admins the days, top lists and the short links beside their campaign, numbers in the screen's language", async () => {
    const res = await get("/admin/statistics?days=7", admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="stat-views"');
    expect(html).toMatch(/data-testid="stat-views"[^>]*>1\.244</);
    expect(html).toContain("/blog/gluecklich-sein");
    expect(html).toContain("www.google.com");
    expect(html).toContain("/fruehling");
    expect(html).toMatch(/\(17 Klicks\)/);
    expect(html).toContain("Österreich (AT)");
  });

  it("is open to moderators, refused to other accounts and sends visitors without a session to the sign-in", async () => {
    expect((await get("/admin/statistics", moderator)).status).toBe(200);
    expect((await get("/admin/statistics", member)).status).toBe(403);
    expect((await get("/admin/statistics/export.csv", member)).status).toBe(403);
    const anonymous = await get("/admin/statistics");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
  });

  it("answers a range it cannot show with 400 and field errors, and a chosen range shows just those days", async () => {
    const backwards = await get(`/admin/statistics?from=${today}&to=${weekAgo}`, admin);
    expect(backwards.status).toBe(400);
    const html = await backwards.text();
    expect(html).toContain("Das Ende darf nicht vor dem Anfang liegen.");
    // The fields keep what was typed (the screen below shows the default period).
    const field = (id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(field("statistics-from")).toContain(`value="${today}"`);
    expect(field("statistics-to")).toContain(`value="${weekAgo}"`);
    expect((await get("/admin/statistics?from=2026-02-30&to=2026-03-01", admin)).status).toBe(400);
    expect((await get("/admin/statistics/export.csv?from=x&to=y", admin)).status).toBe(400);
    // A date of the right shape that no calendar has (month 99) is a field error too, not a 500.
    const noSuchDay = await get("/admin/statistics?from=%ZZ&to=2026-99-99", admin);
    expect(noSuchDay.status).toBe(400);
    expect(await noSuchDay.text()).toContain("Bitte ein gültiges Datum angeben.");
    expect((await get("/admin/statistics/export.csv?from=2026-01-01&to=2026-13-40", admin)).status).toBe(400);
    const one = await get(`/admin/statistics?from=${today}&to=${today}`, admin);
    expect(one.status).toBe(200);
    expect(await one.text()).toMatch(/data-testid="stat-views"[^>]*>10</);
  });

  it("speaks English to an admin who chose it: the field error on the screen and the CSV's refusal", async () => {
    const email = "session-admin@example.com";
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, email));
    try {
      const screen = await get(`/admin/statistics?from=${today}&to=${weekAgo}`, admin);
      expect(screen.status).toBe(400);
      const html = await screen.text();
      expect(html).toContain("The end must not be before the start.");
      expect(html).not.toContain("Das Ende darf nicht vor dem Anfang liegen.");
      const csv = await get(`/admin/statistics/export.csv?from=${today}&to=${weekAgo}`, admin);
      expect(csv.status).toBe(400);
      expect(await csv.text()).toBe("The end must not be before the start.\n");
    } finally {
      await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, email));
    }
  });

  it("shows one page's views in both languages (the edit form's link)", async () => {
    const res = await get(`/admin/statistics?days=7&page=${encodeURIComponent("/blog/gluecklich-sein")}`, admin);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/data-testid="stat-views"[^>]*>905</);
  });

  it("exports the screen as CSV with the site's rules: formulas neutralised", async () => {
    const res = await get("/admin/statistics/export.csv?days=7", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder().decode(bytes);
    expect(body.startsWith("kind,value,views,visitors\r\n")).toBe(true);
    expect(body).toContain(`day,${yesterday},1234,321\r\n`);
    expect(body).toContain("page,/blog/gluecklich-sein,900,\r\n");
    expect(body).toContain(`campaign,"'=HYPERLINK(""http://evil"")",3,\r\n`);
  });

  it("the dashboard shows the last 7 days", async () => {
    const html = await (await get("/admin", moderator)).text();
    expect(html).toMatch(/data-testid="dashboard-views"[^>]*>1\.244</);
    expect(html).toMatch(/data-testid="dashboard-visitors"[^>]*>325</);
  });
});

describe("retention", () => {
  it("the daily job deletes days older than the general setting and keeps the rest", async () => {
    const old = daysEndingWith(today, 40)[0]!;
    await testDb().insert(schema.pageViewDays).values({ day: old, views: 5, visitors: 5 });
    await testDb().insert(schema.pageViewDayDims).values({ day: old, kind: "page", value: "/", views: 5 });
    await testDb().insert(schema.generalSettings).values({ id: 1, statistics_keep_days: 30 });
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: DAILY_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const days = (await testDb().select().from(schema.pageViewDays)).map((row) => row.day).sort();
    expect(days).toEqual([yesterday, today]);
    expect((await testDb().select().from(schema.pageViewDayDims)).some((row) => row.day === old)).toBe(false);
  });
});
