import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { daysEndingWith } from "~/routes/admin/redirect-links/link-analytics";
import { berlinDay } from "~/lib/i18n";
import { LINK_CLICKS_QUEUE, type LinkClickMessage } from "~/lib/short-links/index.server";
import worker from "../../../workers/app";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, testDb } from "../helpers";

let admin: string;
let moderator: string;
let user: string;

beforeAll(async () => {
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
  user = (await sessionAs("user")).cookie;
});

beforeEach(async () => {
  await clearTables(schema.linkClickDayDims, schema.linkClickDays, schema.linkClicks, schema.redirectLinks);
});

async function createLink(code: string, extra: Partial<schema.RedirectLink> = {}) {
  const [link] = await testDb()
    .insert(schema.redirectLinks)
    .values({ short_code: code, target_url: "https://example.com/target", ...extra })
    .returning();
  return link!;
}

async function deliver(clicks: LinkClickMessage[]) {
  const batch = createMessageBatch(
    LINK_CLICKS_QUEUE,
    clicks.map((body, index) => ({ id: `m${index}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue!(batch as MessageBatch<never>, env, ctx);
  expect((await getQueueResult(batch, ctx)).ackAll).toBe(true);
}

function click(link: number, overrides: Partial<LinkClickMessage> = {}): LinkClickMessage {
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

const today = () => {
  const day = berlinDay(Date.now());
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
};

describe("/admin/redirect-links/<id>", () => {
  it("shows the period's clicks per day with visitors and bots apart, the top lists, and 48 hours per hour", async () => {
    const link = await createLink("stats-page", { description: "Frühjahr" });
    await deliver([
      click(link.id, { visitor: "a".repeat(32), ref: "l.instagram.com", country: "AT", device: "mobile" }),
      click(link.id, { visitor: "a".repeat(32), ref: "l.instagram.com", country: "AT", device: "mobile" }),
      click(link.id, { visitor: "b".repeat(32), country: "DE" }),
      click(link.id, { bot: true, device: "bot" }),
      // Ten days ago: inside 30 days, outside 7.
      click(link.id, { at: Date.now() - 10 * 86_400_000, visitor: "c".repeat(32) }),
    ]);
    const res = await get(`/admin/redirect-links/${link.id}?days=30`, admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("/stats-page");
    expect(html).toMatch(/data-testid="stat-clicks"[^>]*>4</);
    expect(html).toMatch(/data-testid="stat-visitors"[^>]*>3</);
    expect(html).toMatch(/data-testid="stat-bots"[^>]*>1</);
    // Today's row of the table: 3 clicks, 2 visitors, 1 bot.
    expect(html).toMatch(
      new RegExp(`${today().replace(/\./g, "\\.")}</th><td[^>]*>3</td><td[^>]*>2</td><td[^>]*>1</td>`),
    );
    expect(html).toContain("l.instagram.com");
    expect(html).toContain("Österreich (AT)");
    expect(html).toContain("Smartphone");
    expect(html).toContain('role="img"');

    const week = await (await get(`/admin/redirect-links/${link.id}?days=7`, admin)).text();
    expect(week).toMatch(/data-testid="stat-clicks"[^>]*>3</);
    // An unknown period falls back to 30 days.
    expect(await (await get(`/admin/redirect-links/${link.id}?days=999`, admin)).text()).toMatch(
      /data-testid="stat-clicks"[^>]*>4</,
    );
  });

  it("is open to moderators, closed to plain users and visitors, and a link that does not exist is a 404", async () => {
    const link = await createLink("stats-authz");
    expect((await get(`/admin/redirect-links/${link.id}`, moderator)).status).toBe(200);
    expect((await get(`/admin/redirect-links/${link.id}`, user)).status).toBe(403);
    const anonymous = await get(`/admin/redirect-links/${link.id}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    for (const bad of [String(link.id + 1000), "abc", "0", "-1", "1e3", "99999999999999999999"]) {
      expect((await get(`/admin/redirect-links/${bad}`, admin)).status, bad).toBe(404);
    }
  });

  it("the list shows a sparkline and links to each link's page", async () => {
    const link = await createLink("spark");
    await deliver([click(link.id)]);
    const html = await (await get("/admin/redirect-links", admin)).text();
    expect(html).toContain(`href="/admin/redirect-links/${link.id}"`);
    expect(html).toContain('data-testid="sparkline"');
  });
});

describe("QR codes and CSV", () => {
  it("qr.svg answers image/svg+xml to an admin and a moderator, 403 to a plain user; qr.png is a PNG", async () => {
    const link = await createLink("qr-code");
    const svg = await get(`/admin/redirect-links/${link.id}/qr.svg`, admin);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await svg.text();
    expect(body).toMatch(/^<\?xml[^>]*\?><svg /);
    expect(body).toContain("<path");
    expect((await get(`/admin/redirect-links/${link.id}/qr.svg`, moderator)).status).toBe(200);

    const forbidden = await get(`/admin/redirect-links/${link.id}/qr.svg`, user);
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("Content-Type")).not.toMatch(/svg/);
    expect((await get(`/admin/redirect-links/${link.id}/qr.png`, user)).status).toBe(403);
    expect((await get(`/admin/redirect-links/${link.id}/qr.svg`)).status).toBe(302);

    const png = await get(`/admin/redirect-links/${link.id}/qr.png`, admin);
    expect(png.status).toBe(200);
    expect(png.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    // IHDR: a square image of some hundreds of pixels.
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(16)).toBe(view.getUint32(20));
    expect(view.getUint32(16)).toBeGreaterThan(200);

    expect((await get(`/admin/redirect-links/${link.id + 1000}/qr.svg`, admin)).status).toBe(404);
    expect((await get(`/admin/redirect-links/x/qr.png`, admin)).status).toBe(404);
  });

  it("the QR code encodes the configured public origin when there is one", async () => {
    const { qrSvg, shortUrlOf } = await import("~/routes/admin/redirect-links/link-qr.server");
    const request = new Request("http://evil.example/admin/redirect-links/1/qr.svg");
    expect(shortUrlOf({ PUBLIC_ORIGIN: "https://gluecksakademie.example" } as unknown as Env, request, "promo")).toBe(
      "https://gluecksakademie.example/promo",
    );
    expect(shortUrlOf({ PUBLIC_ORIGIN: "" } as unknown as Env, request, "promo")).toBe("http://evil.example/promo");
    // Longer content, bigger code.
    expect(qrSvg("https://a.example/x").length).toBeLessThan(qrSvg(`https://a.example/${"x".repeat(200)}`).length);
  });

  it("clicks.csv is the period, one row per day, staff only", async () => {
    const link = await createLink("csv-link");
    await deliver([click(link.id, { visitor: "a".repeat(32) }), click(link.id, { bot: true, device: "bot" })]);
    const res = await get(`/admin/redirect-links/${link.id}/clicks.csv?days=7`, moderator);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /attachment; filename="clicks-csv-link-7d-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("date,clicks,unique_visitors,bot_clicks");
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe(`${berlinDay(Date.now())},1,1,1`);
    expect((await get(`/admin/redirect-links/${link.id}/clicks.csv`, user)).status).toBe(403);
    expect((await get(`/admin/redirect-links/${link.id + 1000}/clicks.csv`, admin)).status).toBe(404);
  });
});

describe("calendar days", () => {
  it("counts back by calendar, across the change to summer time and month ends", () => {
    expect(daysEndingWith("2026-03-30", 3)).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
    expect(daysEndingWith("2026-03-01", 2)).toEqual(["2026-02-28", "2026-03-01"]);
    expect(berlinDay(Date.UTC(2026, 2, 29, 22, 30))).toBe("2026-03-30"); // 00:30 CEST
    expect(berlinDay(Date.UTC(2026, 0, 1, 22, 59))).toBe("2026-01-01"); // 23:59 CET
  });
});
