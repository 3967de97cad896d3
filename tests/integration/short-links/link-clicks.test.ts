import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { LINK_CLICKS_QUEUE, type LinkClickMessage, resolveShortLink } from "../../../app/lib/short-links/index.server";
import { deviceClass, forgetSaltCache } from "../../../app/lib/statistics/index.server";
import { berlinDay } from "../../../app/lib/i18n";
import { DAILY_CRON } from "../../../app/lib/schedules";
import worker from "../../../workers/app";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, ORIGIN, testDb } from "../helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const FACEBOOK = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let counter = 0;
const uniqueCode = (name: string) => `${name}-${++counter}-${Date.now().toString(36)}`;

async function createLink(code: string, extra: Partial<schema.RedirectLink> = {}) {
  const [link] = await testDb()
    .insert(schema.redirectLinks)
    .values({ short_code: code, target_url: "https://example.com/target", ...extra })
    .returning();
  return link!;
}

async function linkRow(id: number) {
  const [row] = await testDb().select().from(schema.redirectLinks).where(eq(schema.redirectLinks.id, id));
  return row!;
}

const clicksOf = (id: number) => testDb().select().from(schema.linkClicks).where(eq(schema.linkClicks.link_id, id));
const daysOf = (id: number) => testDb().select().from(schema.linkClickDays).where(eq(schema.linkClickDays.link_id, id));
const dimsOf = (id: number, kind: string) =>
  testDb()
    .select({ value: schema.linkClickDayDims.value, clicks: schema.linkClickDayDims.clicks })
    .from(schema.linkClickDayDims)
    .where(and(eq(schema.linkClickDayDims.link_id, id), eq(schema.linkClickDayDims.kind, kind)));

function message(link: number, overrides: Partial<LinkClickMessage> = {}): LinkClickMessage {
  return {
    id: crypto.randomUUID(),
    link,
    at: Date.now(),
    ref: null,
    country: null,
    device: "desktop",
    bot: false,
    visitor: null,
    ...overrides,
  };
}

/** Delivers messages to the Worker's real queue handler, as the queue would, and returns its ack/retry result. */
async function deliver(clicks: unknown[], attempts = 1) {
  const batch = createMessageBatch(
    LINK_CLICKS_QUEUE,
    clicks.map((body, index) => ({
      id: `msg-${index}-${Math.random().toString(36).slice(2)}`,
      timestamp: new Date(),
      attempts,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue!(batch as MessageBatch<never>, env, ctx);
  return getQueueResult(batch, ctx);
}

/** Waits until the link has `rows` raw click rows (the local queue delivers within seconds), then a little longer. */
async function drained(id: number, rows: number) {
  const deadline = Date.now() + 60_000;
  while ((await clicksOf(id)).length < rows && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 300));
}

async function click(path: string, headers: Record<string, string> = { "User-Agent": BROWSER }) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), { headers, redirect: "manual" }) as never,
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

beforeEach(async () => {
  await clearTables(
    schema.linkClickDayDims,
    schema.linkClickDays,
    schema.linkClicks,
    schema.redirectLinks,
    schema.visitorSalts,
  );
});

describe("the link-clicks consumer (the Worker's queue handler)", () => {
  it("writes a batch in one go: count without bots, day rollup with unique visitors, dimensions, raw rows", async () => {
    const link = await createLink(uniqueCode("batch"));
    const result = await deliver([
      message(link.id, { visitor: "a".repeat(32), ref: "www.instagram.com", country: "AT", device: "mobile" }),
      message(link.id, { visitor: "a".repeat(32), ref: "www.instagram.com", country: "DE", device: "mobile" }),
      message(link.id, { visitor: "b".repeat(32), device: "desktop" }),
      message(link.id, { device: "bot", bot: true }),
    ]);
    expect(result.ackAll).toBe(true);
    expect(result.retryBatch.retry).toBe(false);
    expect((await linkRow(link.id)).click_count).toBe(3);
    expect(await daysOf(link.id)).toEqual([
      { link_id: link.id, day: berlinDay(Date.now()), clicks: 3, visitors: 2, bot_clicks: 1 },
    ]);
    expect(await dimsOf(link.id, "referrer")).toEqual(
      expect.arrayContaining([
        { value: "www.instagram.com", clicks: 2 },
        { value: "", clicks: 1 },
      ]),
    );
    expect(await dimsOf(link.id, "country")).toEqual(
      expect.arrayContaining([
        { value: "AT", clicks: 1 },
        { value: "DE", clicks: 1 },
        { value: "", clicks: 1 },
      ]),
    );
    expect(await dimsOf(link.id, "device")).toEqual(
      expect.arrayContaining([
        { value: "mobile", clicks: 2 },
        { value: "desktop", clicks: 1 },
      ]),
    );
    expect(await clicksOf(link.id)).toHaveLength(4);
  });

  it("the same batch delivered twice counts once (click ids), and a batch mixing old and new counts only the new", async () => {
    const link = await createLink(uniqueCode("twice"), { click_count: 10 });
    const batch = [
      message(link.id, { visitor: "c".repeat(32) }),
      message(link.id, { visitor: "d".repeat(32) }),
      message(link.id, { bot: true, device: "bot" }),
    ];
    await deliver(batch);
    const again = await deliver(batch, 2);
    expect(again.ackAll).toBe(true);
    expect((await linkRow(link.id)).click_count).toBe(12);
    expect(await clicksOf(link.id)).toHaveLength(3);
    expect(await daysOf(link.id)).toEqual([expect.objectContaining({ clicks: 2, visitors: 2, bot_clicks: 1 })]);

    // A redelivery after a partial failure: two old clicks and one new one (a returning visitor).
    await deliver([batch[0], batch[1], message(link.id, { visitor: "c".repeat(32) })], 3);
    expect((await linkRow(link.id)).click_count).toBe(13);
    expect(await daysOf(link.id)).toEqual([expect.objectContaining({ clicks: 3, visitors: 2, bot_clicks: 1 })]);
    expect(await dimsOf(link.id, "device")).toEqual([{ value: "desktop", clicks: 3 }]);
  });

  it("drops malformed messages and clicks of deleted links, writes the rest, and acknowledges the batch", async () => {
    const link = await createLink(uniqueCode("bad"));
    const result = await deliver([
      "not an object",
      { ...message(link.id), device: "toaster" },
      { ...message(link.id), id: "x'); DROP TABLE link_clicks; --" },
      { ...message(link.id), link: -1 },
      message(999_999),
      message(link.id),
    ]);
    expect(result.ackAll).toBe(true);
    expect((await linkRow(link.id)).click_count).toBe(1);
    expect(await clicksOf(link.id)).toHaveLength(1);
  });

  it("up to 100 clicks are one D1 batch; a larger delivery still counts every click", async () => {
    const link = await createLink(uniqueCode("many"));
    const result = await deliver(Array.from({ length: 250 }, () => message(link.id)));
    expect(result.ackAll).toBe(true);
    expect((await linkRow(link.id)).click_count).toBe(250);
  });
});

describe("clicks through the redirect", () => {
  it("1,000 browser redirects of one code raise click_count by exactly 1,000 once the queue has drained, shown on today's date", async () => {
    const code = uniqueCode("viral");
    const link = await createLink(code, { click_count: 5 });
    for (let round = 0; round < 10; round++) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => fetchWorker(`/${code}`, { headers: { "User-Agent": BROWSER } })),
      );
      expect(responses.every((res) => res.status === 302)).toBe(true);
    }
    await drained(link.id, 1000);
    expect((await linkRow(link.id)).click_count).toBe(1005);
    const [today] = await daysOf(link.id);
    expect(today).toMatchObject({ day: berlinDay(Date.now()), clicks: 1000, bot_clicks: 0 });
    // One browser without an address header (a local run): one visitor.
    expect(today!.visitors).toBe(1);

    // The link's page shows them on today's date (Berlin), in the period and in the total.
    const { cookie } = await sessionAs("admin");
    const page = await get(`/admin/redirect-links/${link.id}?days=7`, cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    const day = berlinDay(Date.now());
    const shown = `${day.slice(8, 10)}\\.${day.slice(5, 7)}\\.${day.slice(0, 4)}`;
    expect(html).toMatch(new RegExp(`${shown}</th><td[^>]*>1\\.000</td><td[^>]*>1</td><td[^>]*>0</td>`));
    expect(html).toMatch(/data-testid="stat-clicks"[^>]*>1\.000</);
    expect(html).toMatch(/data-testid="stat-total"[^>]*>1\.005</);
  }, 120_000);

  it("one visitor per address and browser per day, and no address is stored anywhere", async () => {
    const code = uniqueCode("uniq");
    const link = await createLink(code);
    await click(`/${code}`, { "User-Agent": BROWSER, "CF-Connecting-IP": "203.0.113.7" });
    await click(`/${code}`, { "User-Agent": BROWSER, "CF-Connecting-IP": "203.0.113.7" });
    await click(`/${code}`, { "User-Agent": BROWSER, "CF-Connecting-IP": "2001:db8::1" });
    await drained(link.id, 3);
    expect(await daysOf(link.id)).toEqual([expect.objectContaining({ clicks: 3, visitors: 2 })]);
    const rows = await clicksOf(link.id);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.7|2001:db8/);
    expect(new Set(rows.map((row) => row.visitor_hash)).size).toBe(2);
  });

  it("when the queue cannot be reached, the click is written directly instead of lost", async () => {
    const code = uniqueCode("noqueue");
    const link = await createLink(code);
    const broken = {
      ...env,
      LINK_CLICKS: {
        send: () => Promise.reject(new Error("queue down")),
        sendBatch: () => Promise.reject(new Error("queue down")),
      },
    };
    const ctx = createExecutionContext();
    const response = await resolveShortLink(
      broken as never,
      ctx,
      new Request(`${ORIGIN}/${code}`, { headers: { "User-Agent": BROWSER } }),
    );
    await waitOnExecutionContext(ctx);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((await linkRow(link.id)).click_count).toBe(1);
    expect(await daysOf(link.id)).toEqual([expect.objectContaining({ clicks: 1, visitors: 1 })]);
  });
});

describe("expiry, start time and social previews", () => {
  it("an expired link without a fallback is a 410 page in the site's style; with one it redirects there", async () => {
    const gone = uniqueCode("gone");
    await createLink(gone, { expires_at: new Date(Date.now() - 1000) });
    const res = await fetchWorker(`/${gone}`, { headers: { "User-Agent": BROWSER } });
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain("Dieser Link ist abgelaufen");
    expect(html).toContain("<nav"); // the site's navbar around it

    const moved = uniqueCode("moved");
    await createLink(moved, {
      expires_at: new Date(Date.now() - 1000),
      expired_url: "https://example.com/next-campaign",
    });
    const fallback = await fetchWorker(`/${moved}`, { headers: { "User-Agent": BROWSER } });
    expect(fallback.status).toBe(302);
    expect(fallback.headers.get("Location")).toBe("https://example.com/next-campaign");

    // Still before its expiry: the target.
    const live = uniqueCode("live");
    await createLink(live, {
      expires_at: new Date(Date.now() + 3_600_000),
      expired_url: "https://example.com/next-campaign",
    });
    expect((await fetchWorker(`/${live}`)).headers.get("Location")).toBe("https://example.com/target");
  });

  it("a link whose start time has not come is not there yet (404)", async () => {
    const code = uniqueCode("soon");
    await createLink(code, { starts_at: new Date(Date.now() + 3_600_000) });
    expect((await fetchWorker(`/${code}`)).status).toBe(404);
    const started = uniqueCode("started");
    await createLink(started, { starts_at: new Date(Date.now() - 1000) });
    expect((await fetchWorker(`/${started}`)).status).toBe(302);
  });

  it("a social network's preview fetcher gets Open Graph tags; search engines and browsers get the 302", async () => {
    const code = uniqueCode("share");
    await createLink(code, {
      description: "Frühlingskurs <2027>",
      detailed_description: "Acht Wochen & ein Ziel",
      image_url: "https://example.com/og.jpg",
    });
    const preview = await fetchWorker(`/${code}`, { headers: { "User-Agent": FACEBOOK } });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('<meta property="og:title" content="Frühlingskurs &#60;2027&#62;">');
    expect(html).toContain('<meta property="og:description" content="Acht Wochen &#38; ein Ziel">');
    expect(html).toContain('<meta property="og:image" content="https://example.com/og.jpg">');
    expect(preview.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    for (const agent of [GOOGLEBOT, BROWSER]) {
      const res = await fetchWorker(`/${code}`, { headers: { "User-Agent": agent } });
      expect(res.status).toBe(302);
    }
  });
});

describe("retention (the daily cron)", () => {
  it("prunes raw rows past the retention and past salts; the day rollups keep their numbers", async () => {
    const link = await createLink(uniqueCode("old"));
    const now = Date.now();
    const old = now - 401 * 86_400_000;
    await deliver([
      message(link.id, { at: old }),
      message(link.id, { at: old }),
      message(link.id, { at: now - 399 * 86_400_000 }),
      message(link.id),
    ]);
    await testDb()
      .insert(schema.visitorSalts)
      .values([
        { day: "2000-01-01", salt: "old" },
        { day: berlinDay(now), salt: "today" },
      ]);

    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: DAILY_CRON, scheduledTime: now }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await clicksOf(link.id)).toHaveLength(2);
    const days = await daysOf(link.id);
    expect(days.find((row) => row.day === berlinDay(old))).toMatchObject({ clicks: 2 });
    expect(days.reduce((sum, row) => sum + row.clicks, 0)).toBe(4);
    expect((await testDb().select().from(schema.visitorSalts)).map((row) => row.day)).toEqual([berlinDay(now)]);
  });

  it("keeps raw rows at least 14 days (the queue's redelivery window) whatever CLICK_RETENTION_DAYS says, and logs why", async () => {
    const link = await createLink(uniqueCode("keep"));
    const now = Date.now();
    await deliver([message(link.id, { at: now - 10 * 86_400_000 }), message(link.id, { at: now - 15 * 86_400_000 })]);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(" "));
    try {
      for (const setting of ["1", "abc"]) {
        const ctx = createExecutionContext();
        const controller = createScheduledController({ cron: DAILY_CRON, scheduledTime: now });
        // The generated Env type knows only wrangler.toml's value; an operator may set any string.
        await worker.scheduled!(
          controller,
          { ...env, CLICK_RETENTION_DAYS: setting as Env["CLICK_RETENTION_DAYS"] },
          ctx,
        );
        await waitOnExecutionContext(ctx);
      }
    } finally {
      console.warn = warn;
    }
    // "1" is clamped to 14 days: the 15-day-old row goes, the 10-day-old one stays; "abc" falls back to 400.
    expect((await clicksOf(link.id)).map((row) => new Date(row.clicked_at).getTime())).toEqual([now - 10 * 86_400_000]);
    expect(
      warnings.some((line) =>
        line.includes('CLICK_RETENTION_DAYS="1" is not a whole number of at least 14 days; using 14'),
      ),
    ).toBe(true);
    expect(
      warnings.some((line) =>
        line.includes('CLICK_RETENTION_DAYS="abc" is not a whole number of at least 14 days; using 400'),
      ),
    ).toBe(true);
  });

  it("each day has its own salt: the same browser is a new hash the next day", async () => {
    forgetSaltCache();
    const { visitorHash } = await import("../../../app/lib/statistics/visitor.server");
    const request = new Request(ORIGIN, { headers: { "User-Agent": BROWSER, "CF-Connecting-IP": "198.51.100.1" } });
    const monday = await visitorHash(env, request, "2026-11-23");
    forgetSaltCache();
    expect(await visitorHash(env, request, "2026-11-23")).toBe(monday);
    const tuesday = await visitorHash(env, request, "2026-11-24");
    expect(tuesday).not.toBe(monday);
    expect(monday).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("hostile user agents", () => {
  it("classifies a 100 KB hostile user agent quickly (the device check is linear)", async () => {
    // "Android" over and over with one "Mobile" at the very end: the old pattern Android(?!.*Mobile)
    // ran to the end of the string from every "Android" (over a second for this input).
    const hostile = [
      "Android".repeat(14_300) + "Mobile",
      `Mozilla/5.0 ${"Android ".repeat(12_800)}Mobile`,
      "A".repeat(100_000),
    ];
    // The Workers clock only moves at I/O: a KV read before and after brackets the work.
    const tick = () => env.KV.get("clock-tick");
    for (const ua of hostile) {
      expect(ua.length).toBeGreaterThanOrEqual(100_000);
      await tick();
      const started = Date.now();
      const device = deviceClass(ua);
      await tick();
      expect(["mobile", "tablet", "desktop", "bot"]).toContain(device);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    // Still right on real ones.
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X700) AppleWebKit/537.36 Chrome/124 Safari/537.36")).toBe(
      "tablet",
    );
    expect(
      deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36"),
    ).toBe("mobile");
  });
});
