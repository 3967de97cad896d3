import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import { berlinDay } from "../../../app/lib/i18n";
import { previewPath } from "../../../app/lib/pages/index.server";
import { DAILY_CRON } from "../../../app/lib/schedules";
import { PAGE_VIEWS_QUEUE, pageViewOf, forgetSaltCache } from "../../../app/lib/statistics/index.server";
import worker from "../../../workers/app";
import { sessionAs } from "../auth-helpers";
import { clearTables, ORIGIN, postForm, testDb } from "../helpers";

/*
 * Visitor statistics (issue 53, decision 0071) through the real Worker: what it hands to the page-views
 * queue is caught at the binding and delivered to the Worker's real queue handler, so a test sees both
 * halves without waiting for the local queue (the last test takes that road too).
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let sent: unknown[] = [];
const caught = {
  ...env,
  PAGE_CACHE: "on",
  PAGE_VIEWS: {
    async send(body: unknown) {
      sent.push(structuredClone(body));
    },
    async sendBatch(messages: { body: unknown }[]) {
      for (const message of messages) sent.push(structuredClone(message.body));
    },
  },
} as unknown as typeof env;

async function view(path: string, headers: Record<string, string> = {}, init: RequestInit = {}, bindings = caught) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), {
      redirect: "manual",
      ...init,
      headers: { "User-Agent": BROWSER, ...headers },
    }) as Parameters<typeof worker.fetch>[0],
    bindings,
    ctx,
  );
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

/** Delivers what was sent to the Worker's queue handler, as the queue would; returns its ack/retry result. */
async function deliver(bodies: unknown[] = sent.splice(0)) {
  const batch = createMessageBatch(
    PAGE_VIEWS_QUEUE,
    bodies.map((body, index) => ({ id: `m-${index}-${Math.random()}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue!(batch as MessageBatch<never>, env, ctx);
  return getQueueResult(batch, ctx);
}

const days = () => testDb().select().from(schema.pageViewDays);
async function dims(kind: string) {
  const rows = await testDb().select().from(schema.pageViewDayDims);
  return Object.fromEntries(rows.filter((row) => row.kind === kind).map((row) => [row.value, row.views]));
}
const viewsOf = (body: unknown) => (body as { views: unknown[] }).views.length;

let staffCookie: string;
let adminCookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user, schema.pageContents);
  staffCookie = (await sessionAs("moderator")).cookie;
  adminCookie = (await sessionAs("admin")).cookie;
});

beforeEach(async () => {
  sent = [];
  forgetSaltCache();
  await clearTables(
    schema.pageViewDayDims,
    schema.pageViewDays,
    schema.pageViewVisitors,
    schema.pageViewMessages,
    schema.visitorSalts,
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe("what is counted", () => {
  it("an uncached and a cached view of a page are both counted once, as one visitor", async () => {
    const first = await view("/about");
    const second = await view("/about");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(sent.map(viewsOf).reduce((a, b) => a + b, 0)).toBe(2);
    expect((await deliver()).ackAll).toBe(true);
    expect(await days()).toEqual([{ day: berlinDay(Date.now()), views: 2, visitors: 1 }]);
    expect(await dims("page")).toEqual({ "/about": 2 });
    expect(await dims("language")).toEqual({ de: 2 });
    expect(await dims("device")).toEqual({ desktop: 2 });
  });

  it("a bot, a prefetch, a staff session, a 404, HEAD, a post, the back office and files are not", async () => {
    await view("/about", { "User-Agent": GOOGLEBOT });
    await view("/about", { "User-Agent": "" });
    await view("/about", { "Sec-Purpose": "prefetch" });
    await view("/about", { "Sec-Purpose": "prefetch;prerender" });
    await view("/about", { Purpose: "prefetch" });
    await view("/about", { Cookie: staffCookie });
    const missing = await view("/gibt-es-nicht-123");
    expect(missing.status).toBe(404);
    await view("/about", {}, { method: "HEAD" });
    await view("/admin", { Cookie: staffCookie });
    await view("/robots.txt");
    await view("/sitemap.xml");
    // A page asking for its own data again (after a form) is no new view.
    await view("/about.data", { Referer: `${ORIGIN}/about` });
    expect(sent).toEqual([]);
  });

  it("a visitor cannot ask not to be counted: the bench's mark counts only under the bench's own switch", async () => {
    await view("/about", { "x-bench-uncounted": "1" });
    expect(sent.map(viewsOf)).toEqual([1]);
    sent = [];
    await view("/about", { "x-bench-uncounted": "1" }, {}, { ...caught, BENCH_VIEWS_SWITCH: "on" } as typeof caught);
    await view("/about", {}, {}, { ...caught, BENCH_VIEWS_SWITCH: "on" } as typeof caught);
    expect(sent.map(viewsOf)).toEqual([1]);
  });

  it("a preview is not counted, whatever it answers", () => {
    const page = new Response("<!doctype html>", { status: 200, headers: { "Content-Type": "text/html" } });
    const preview = new Request(`${ORIGIN}/vorschau/blog/7?exp=1&sig=${"a".repeat(64)}`, {
      headers: { "User-Agent": BROWSER },
    });
    expect(pageViewOf(preview, page)).toBeNull();
    expect(pageViewOf(new Request(`${ORIGIN}/about`, { headers: { "User-Agent": BROWSER } }), page)).not.toBeNull();
  });

  it("a draft's preview link, opened by someone without an account, shows the page and is not counted", async () => {
    const title = `Vorschau ${crypto.randomUUID().slice(0, 8)}`;
    const saved = await postForm(
      "/admin/blog",
      {
        intent: "create",
        title,
        slug: title.toLowerCase().replace(" ", "-"),
        excerpt: "Ein Auszug.",
        author: "Anna Autorin",
        category: "Achtsamkeit",
        content: "Der **Text** des Entwurfs.",
        image_url: "https://example.com/bild.jpg",
        status: "draft",
      },
      { Cookie: adminCookie },
    );
    expect(saved.status).toBe(302);
    const [draft] = await testDb().select().from(schema.contentDrafts).where(eq(schema.contentDrafts.label, title));
    const { path } = await previewPath(env, "blog", draft!.id, 1, new Date());
    const preview = await view(path);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(sent).toEqual([]);
  });

  it("utm_* and the referrer land in their rollups; the path keeps no query; own site and none are grouped", async () => {
    await view("/about?utm_source=Newsletter&utm_medium=email&utm_campaign=spring-2026&ref=secret", {
      Referer: "https://www.google.com/search?q=coaching",
    });
    await view("/en/about", { Referer: `${ORIGIN}/`, "User-Agent": IPHONE });
    await view("/about");
    // A navigation of the running site fetches the next page's data: a view of that page.
    await view("/kontakt.data", { Referer: `${ORIGIN}/about` });
    await deliver();
    expect(await dims("page")).toEqual({ "/about": 2, "/en/about": 1, "/kontakt": 1 });
    expect(await dims("referrer")).toEqual({ "www.google.com": 1, "=": 2, "": 1 });
    expect(await dims("source")).toEqual({ newsletter: 1 });
    expect(await dims("medium")).toEqual({ email: 1 });
    expect(await dims("campaign")).toEqual({ "spring-2026": 1 });
    expect(await dims("language")).toEqual({ de: 3, en: 1 });
    expect(await dims("device")).toEqual({ desktop: 3, mobile: 1 });
  });
});

describe("visitors", () => {
  it("the same visitor twice in a day is one visitor; on the next day a new one, under a new key", async () => {
    const visitor = { "CF-Connecting-IP": "203.0.113.9" };
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-10T10:00:00Z"));
    await view("/about", visitor);
    await view("/en/about", visitor);
    await view("/about", { "CF-Connecting-IP": "203.0.113.10" });
    await deliver();
    const monday = await testDb().select().from(schema.pageViewVisitors);

    vi.setSystemTime(new Date("2026-03-11T10:00:00Z"));
    await view("/about", visitor);
    await deliver();
    expect(await days()).toEqual([
      { day: "2026-03-10", views: 3, visitors: 2 },
      { day: "2026-03-11", views: 1, visitors: 1 },
    ]);
    const tuesday = (await testDb().select().from(schema.pageViewVisitors)).filter((row) => row.day === "2026-03-11");
    expect(tuesday).toHaveLength(1);
    expect(monday.map((row) => row.visitor)).not.toContain(tuesday[0]!.visitor);
  });
});

describe("the page-views consumer", () => {
  it("writes a message once however often it is delivered, and drops malformed ones", async () => {
    await view("/about");
    await view("/kontakt");
    const bodies = sent.splice(0);
    await deliver(bodies);
    const again = await deliver([...bodies, "nonsense", { id: "x'); DROP TABLE page_view_days; --", views: [] }]);
    expect(again.ackAll).toBe(true);
    expect(await days()).toEqual([expect.objectContaining({ views: 2, visitors: 1 })]);
    expect(await dims("page")).toEqual({ "/about": 1, "/kontakt": 1 });
  });
});

describe("no person in D1", () => {
  it("no address or user agent is stored in any table after a day of views, and the day's keys go with the daily job", async () => {
    const agent = `${BROWSER} Marker/${crypto.randomUUID()}`;
    for (const path of ["/about", "/kontakt", "/en/about"])
      await view(path, { "User-Agent": agent, "CF-Connecting-IP": "198.51.100.77", Referer: "https://t.co/x" });
    await deliver();
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
    ).all<{ name: string }>();
    const found: string[] = [];
    for (const { name } of tables.results) {
      const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(name).all<{ name: string }>();
      for (const column of columns.results) {
        const hit = await env.DB.prepare(
          `SELECT 1 FROM "${name}" WHERE CAST("${column.name}" AS TEXT) LIKE ?1 OR CAST("${column.name}" AS TEXT) LIKE ?2 LIMIT 1`,
        )
          .bind("%198.51.100.77%", "%Marker/%")
          .first();
        if (hit) found.push(`${name}.${column.name}`);
      }
    }
    expect(found).toEqual([]);
    expect((await testDb().select().from(schema.pageViewVisitors)).length).toBe(1);

    const tomorrow = Date.now() + 86_400_000;
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: DAILY_CRON, scheduledTime: tomorrow }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await testDb().select().from(schema.pageViewVisitors)).toEqual([]);
    expect(await testDb().select().from(schema.visitorSalts)).toEqual([]);
    expect(await days()).toEqual([expect.objectContaining({ views: 3, visitors: 1 })]);
  });
});
