import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { RedirectLinkSchema, RESERVED_SHORT_CODES } from "../../../app/lib/short-links";
import {
  createRedirectLink,
  deleteRedirectLink,
  setRedirectLinkFlags,
  updateRedirectLink,
} from "../../../app/routes/admin/redirect-links/redirect-link-data.server";
import { linkCacheKey, NEGATIVE_MARKER } from "../../../app/lib/short-links/index.server";
import { deviceClass } from "../../../app/lib/statistics/index.server";
import worker from "../../../workers/app";
import { clearTables, fetchWorker, ORIGIN, testDb } from "../helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

// KV lives for the whole file, D1 rows are cleared per test: every test uses its own codes.
/** Who the back office's writes are made by here (the audit log needs someone). */
const staff = { id: null, name: "Test", role: "admin" };
let counter = 0;
const uniqueCode = (name: string) => `${name}-${++counter}-${Date.now().toString(36)}`;

/**
 * Calls the Worker's own fetch handler with an execution context we can wait on, so the click
 * recorded in ctx.waitUntil has finished before we look at the database.
 */
async function click(path: string, headers: Record<string, string> = { "User-Agent": BROWSER }, method = "GET") {
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, ORIGIN), { method, headers, redirect: "manual" });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function createLink(
  code: string,
  target = "https://example.com/target",
  extra: Partial<schema.RedirectLink> = {},
) {
  const [link] = await testDb()
    .insert(schema.redirectLinks)
    .values({ short_code: code, target_url: target, ...extra })
    .returning();
  return link;
}

async function clickCount(id: number) {
  const [row] = await testDb()
    .select({ n: schema.redirectLinks.click_count })
    .from(schema.redirectLinks)
    .where(eq(schema.redirectLinks.id, id));
  return row.n;
}

async function clicksOf(id: number) {
  return testDb().select().from(schema.linkClicks).where(eq(schema.linkClicks.link_id, id));
}

/**
 * Clicks reach D1 through the link-clicks queue (the local queue delivers to the Worker's own consumer
 * within a few seconds): waits until the link has `rows` click rows, then a little more so that
 * nothing further is on its way.
 */
async function drained(id: number, rows: number) {
  const deadline = Date.now() + 20_000;
  while ((await clicksOf(id)).length < rows && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 200));
}

describe("short links /{code} (through the real Worker)", () => {
  beforeEach(async () => {
    await clearTables(schema.linkClicks, schema.redirectLinks);
  });

  it("answers 302 to the target, uncached, noindex, with a tiny HTML body", async () => {
    const code = uniqueCode("go");
    await createLink(code, "https://example.com/ziel?a=1&b=2");
    const res = await click(`/${code}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("https://example.com/ziel?a=1&b=2");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    const body = await res.text();
    expect(body).toContain('<a href="https://example.com/ziel?a=1&#38;b=2">');
  });

  it("counts exactly one click per request, and records it without the IP", async () => {
    const code = uniqueCode("count");
    const link = await createLink(code);
    await click(`/${code}`);
    await drained(link.id, 1);
    expect(await clickCount(link.id)).toBe(1);
    await click(`/${code}`, {
      "User-Agent": IPHONE,
      Referer: "https://www.instagram.com/some/profile?x=1",
      "cf-ipcountry": "AT",
    });
    await drained(link.id, 2);
    expect(await clickCount(link.id)).toBe(2);

    const rows = await clicksOf(link.id);
    expect(rows).toHaveLength(2);
    const mobile = rows.find((row) => row.device === "mobile");
    expect(mobile).toMatchObject({ referrer_host: "www.instagram.com", country: "AT", is_bot: false });
    expect(rows.find((row) => row.device === "desktop")).toMatchObject({ referrer_host: null, is_bot: false });
  });

  it("100 concurrent requests through the Worker raise click_count by exactly 100", async () => {
    const code = uniqueCode("flood");
    const link = await createLink(code, "https://example.com/flood", { click_count: 7 });
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => fetchWorker(`/${code}`, { headers: { "User-Agent": BROWSER } })),
    );
    expect(responses.every((res) => res.status === 302)).toBe(true);
    // The counting runs in waitUntil after each response: wait until it has all landed, then make sure nothing more arrives.
    const deadline = Date.now() + 15_000;
    while ((await clicksOf(link.id)).length < 100 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(await clickCount(link.id)).toBe(107);
    expect(await clicksOf(link.id)).toHaveLength(100);
  });

  it("a bot is recorded in link_clicks but not counted", async () => {
    const code = uniqueCode("bot");
    const link = await createLink(code);
    const res = await click(`/${code}`, { "User-Agent": GOOGLEBOT });
    expect(res.status).toBe(302);
    await drained(link.id, 1);
    expect(await clickCount(link.id)).toBe(0);
    const rows = await clicksOf(link.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_bot: true, device: "bot" });
    // No user agent at all is not a browser either.
    await click(`/${code}`, {});
    await drained(link.id, 2);
    expect(await clickCount(link.id)).toBe(0);
    expect(await clicksOf(link.id)).toHaveLength(2);
  });

  it("HEAD is answered with the redirect but not recorded", async () => {
    const code = uniqueCode("head");
    const link = await createLink(code);
    const res = await click(`/${code}`, { "User-Agent": BROWSER }, "HEAD");
    expect(res.status).toBe(302);
    // A GET after it: once that one has arrived, a recorded HEAD would have too.
    await click(`/${code}`);
    await drained(link.id, 1);
    expect(await clickCount(link.id)).toBe(1);
    expect(await clicksOf(link.id)).toHaveLength(1);
  });

  it("unknown codes answer the site's 404 page, and the miss is cached briefly in KV", async () => {
    const code = uniqueCode("nope");
    const res = await fetchWorker(`/${code}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Seite nicht gefunden");
    expect(await env.KV.get(linkCacheKey(code))).toBe(NEGATIVE_MARKER);
    // A second miss is answered from KV: even a row added behind the data functions' back stays unseen until the purge.
    await createLink(code);
    expect((await fetchWorker(`/${code}`)).status).toBe(404);
  });

  it("creating a link purges a cached miss for its code", async () => {
    const code = uniqueCode("later");
    expect((await fetchWorker(`/${code}`)).status).toBe(404);
    const result = await createRedirectLink(env, staff, { short_code: code, target_url: "https://example.com/new" });
    expect(result.ok).toBe(true);
    const res = await click(`/${code}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("https://example.com/new");
  });

  it("inactive links (redirect_active false) answer 404 and are not counted", async () => {
    const code = uniqueCode("off");
    const link = await createLink(code, "https://example.com/off", { redirect_active: false });
    const res = await click(`/${code}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Seite nicht gefunden");
    expect(await clickCount(link.id)).toBe(0);
  });

  it("disabling a cached link takes effect at once (the flag change purges KV)", async () => {
    const code = uniqueCode("disable");
    const link = await createLink(code);
    expect((await click(`/${code}`)).status).toBe(302);
    expect(await env.KV.get(linkCacheKey(code))).not.toBeNull();
    await setRedirectLinkFlags(env, staff, link.id, { redirect_active: false });
    expect((await click(`/${code}`)).status).toBe(404);
    await setRedirectLinkFlags(env, staff, link.id, { redirect_active: true });
    expect((await click(`/${code}`)).status).toBe(302);
  });

  it("serves a changed target after updateRedirectLink; a changed code frees the old one", async () => {
    const code = uniqueCode("moving");
    const created = await createRedirectLink(env, staff, { short_code: code, target_url: "https://example.com/old" });
    if (!created.ok) throw new Error("create failed");
    expect((await click(`/${code}`)).headers.get("Location")).toBe("https://example.com/old");
    expect(JSON.parse((await env.KV.get(linkCacheKey(code)))!)).toMatchObject({ target: "https://example.com/old" });

    const updated = await updateRedirectLink(env, staff, created.link.id, {
      short_code: code,
      target_url: "https://example.com/new",
    });
    expect(updated?.ok).toBe(true);
    expect((await click(`/${code}`)).headers.get("Location")).toBe("https://example.com/new");

    const renamed = uniqueCode("moved");
    await updateRedirectLink(env, staff, created.link.id, {
      short_code: renamed,
      target_url: "https://example.com/new",
    });
    expect((await click(`/${code}`)).status).toBe(404);
    expect((await click(`/${renamed}`)).status).toBe(302);
    await drained(created.link.id, 3);
    expect(await clickCount(created.link.id)).toBe(3);
  });

  it("deleting a link purges it", async () => {
    const code = uniqueCode("gone");
    const created = await createRedirectLink(env, staff, { short_code: code, target_url: "https://example.com/gone" });
    if (!created.ok) throw new Error("create failed");
    expect((await click(`/${code}`)).status).toBe(302);
    expect(await deleteRedirectLink(env, staff, created.link.id)).toBe(true);
    expect((await click(`/${code}`)).status).toBe(404);
  });

  it("codes are case-insensitive: saved in lower case, resolved in any case", async () => {
    const created = await createRedirectLink(env, staff, {
      short_code: "Mixed_Case-1",
      target_url: "https://example.com/mixed",
    });
    expect(created.ok && created.link.short_code).toBe("mixed_case-1");
    expect((await click("/MIXED_case-1")).headers.get("Location")).toBe("https://example.com/mixed");
    const again = await createRedirectLink(env, staff, {
      short_code: "MIXED_CASE-1",
      target_url: "https://example.com/other",
    });
    expect(again).toEqual({ ok: false, fieldErrors: { short_code: ["redirect.codeTaken"] } });
  });

  it("refuses reserved codes, malformed codes and non-http(s) targets when saved", async () => {
    for (const code of ["about", "Admin", "links", "weiterleitungen", "login", "kontakt", "__manifest"]) {
      const result = await createRedirectLink(env, staff, { short_code: code, target_url: "https://example.com/" });
      expect(result, code).toEqual({ ok: false, fieldErrors: { short_code: ["redirect.codeReserved"] } });
    }
    for (const code of ["", "a b", "ä", "x/y", "a.b", "x".repeat(65)]) {
      const result = await createRedirectLink(env, staff, { short_code: code, target_url: "https://example.com/" });
      expect(result.ok, code).toBe(false);
    }
    for (const target of [
      "javascript:alert(1)",
      "ftp://example.com/file",
      "/relative",
      "example.com",
      "data:text/html,hi",
      "",
    ]) {
      const result = await createRedirectLink(env, staff, { short_code: uniqueCode("t"), target_url: target });
      expect(result.ok, target).toBe(false);
    }
    expect(
      RedirectLinkSchema.safeParse({ short_code: "ok", target_url: "https://x.example/", image_url: "javascript:x" })
        .success,
    ).toBe(false);
    expect(RESERVED_SHORT_CODES).toContain("blog");
    expect(await testDb().select().from(schema.redirectLinks)).toHaveLength(0);
    // The update path validates too.
    const link = await createLink(uniqueCode("keep"));
    expect(
      (await updateRedirectLink(env, staff, link.id, { short_code: "shop", target_url: "https://example.com/" }))?.ok,
    ).toBe(false);
  });

  it("never redirects to a stored non-http(s) target, and real routes always win", async () => {
    const code = uniqueCode("evil");
    await createLink(code, "javascript:alert(1)");
    expect((await click(`/${code}`)).status).toBe(404);
    // A row that bypassed validation cannot shadow a site route.
    await createLink("weiterleitungen", "https://example.com/hijack");
    const page = await click("/weiterleitungen");
    expect(page.status).toBe(200);
    expect(page.headers.get("Location")).toBeNull();
  });

  it("classifies devices", () => {
    expect(deviceClass(BROWSER)).toBe("desktop");
    expect(deviceClass(IPHONE)).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(
      "tablet",
    );
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X700) AppleWebKit/537.36 Chrome/124 Safari/537.36")).toBe(
      "tablet",
    );
    expect(
      deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36"),
    ).toBe("mobile");
    expect(deviceClass(GOOGLEBOT)).toBe("bot");
    expect(deviceClass(null)).toBe("bot");
  });
});

describe("the short-link overview /weiterleitungen and /links", () => {
  beforeEach(async () => {
    await clearTables(schema.linkClicks, schema.redirectLinks, schema.pageContents);
  });

  it("lists active links by display_order with the count, on both addresses", async () => {
    await createLink("zweiter", "https://example.com/2", {
      display_order: 2,
      description: "Zweiter Link",
      click_count: 5,
    });
    await createLink("erster", "https://example.com/1", {
      display_order: 1,
      description: "Erster Link",
      created_at: new Date("2025-03-04T10:00:00Z"),
    });
    await createLink("versteckt", "https://example.com/3", {
      display_order: 0,
      description: "Versteckter Link",
      is_active: false,
    });
    for (const path of ["/weiterleitungen", "/links"]) {
      const res = await fetchWorker(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain("2 aktive Weiterleitungen");
      expect(html).not.toContain("Versteckter Link");
      expect(html.indexOf("Erster Link")).toBeGreaterThan(-1);
      expect(html.indexOf("Erster Link")).toBeLessThan(html.indexOf("Zweiter Link"));
      expect(html).toContain("/erster");
      expect(html).toContain("04.03.2025");
      expect(html).toContain("5 Klicks");
    }
  });

  it("shows the empty state", async () => {
    const html = await (await fetchWorker("/en/links")).text();
    expect(html).toContain("No redirects found");
    expect(html).toContain("0 active redirects");
  });
});
