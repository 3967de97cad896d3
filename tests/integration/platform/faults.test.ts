import { isPersonalPath } from "~/lib/http-cache.server";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import worker from "../../../workers/app";
import { clearTables, fetchWorker, formStamp, ORIGIN, postForm, testDb } from "../helpers";
import { publicPagePaths } from "../public-routes";

// The first request loads the server build, which takes long on a busy machine.
beforeAll(async () => {
  await fetchWorker("/");
}, 120_000);

// Breaks a table for one test by renaming it, and puts it back afterwards.
const renamed: Array<[string, string]> = [];
async function breakTable(table: string) {
  await env.DB.exec(`ALTER TABLE "${table}" RENAME TO "${table}_broken"`);
  renamed.push([`${table}_broken`, table]);
}

/**
 * Every table of the database at once: each D1 query of the Worker fails, as when D1 is unreachable.
 * Ordinary tables only: the database refuses to rename a search index's shadow tables, and a search
 * fails all the same once its source table is gone.
 */
async function breakAllTables() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
  ).all<{ name: string }>();
  expect(results.length).toBeGreaterThan(20);
  for (const { name } of results) await breakTable(name);
}

afterEach(async () => {
  for (const [from, to] of renamed.splice(0)) await env.DB.exec(`ALTER TABLE "${from}" RENAME TO "${to}"`);
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

/** The Worker's own fetch with an execution context we wait on, so KV writes in waitUntil have landed. */
async function click(path: string) {
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, ORIGIN), { headers: { "User-Agent": BROWSER }, redirect: "manual" });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const ERROR_PAGE = {
  de: {
    lang: 'lang="de"',
    title: "Ein Fehler ist aufgetreten",
    hint: "Bitte versuchen Sie es in einem Moment erneut.",
    retry: "Erneut versuchen",
  },
  en: { lang: 'lang="en"', title: "Something went wrong", hint: "Please try again in a moment.", retry: "Try again" },
} as const;

describe("when D1 fails", () => {
  it("the home page keeps working and shows the grid's error state when only main sections fail", async () => {
    await breakTable("main_sections");
    const res = await fetchWorker("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Fehler beim Laden der Bereiche");
    const en = await fetchWorker("/en");
    expect(await en.text()).toContain("Error loading sections");
  });

  it("a page whose data cannot be read answers the site's error page with status 500, in its language", async () => {
    await breakTable("navigation_items");
    const res = await fetchWorker("/");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Ein Fehler ist aufgetreten");
    expect(html).toContain("Erneut versuchen");
    expect(html).not.toContain("no such table"); // no internals leak to visitors
    const en = await fetchWorker("/en");
    expect(en.status).toBe(500);
    expect(await en.text()).toContain("Something went wrong");
  });

  it("every public page answers the site's error page (500/503) with a retry hint in its language, never a blank page or a stack trace", async () => {
    const paths = publicPagePaths("some-slug");
    expect(paths).toEqual(expect.arrayContaining(["/", "/blog", "/blog/some-slug", "/events/some-slug", "/kontakt"]));
    await breakAllTables();
    expect(paths).toEqual(expect.arrayContaining(["/en", "/en/blog", "/en/blog/some-slug"]));
    for (const path of paths) {
      // The language is the address's (decision 0029).
      for (const lang of [path === "/en" || path.startsWith("/en/") ? "en" : "de"] as const) {
        const where = `${path} (${lang})`;
        const res = await fetchWorker(path, { headers: { "User-Agent": BROWSER } });
        expect([500, 503], where).toContain(res.status);
        expect(res.headers.get("Content-Type"), where).toContain("text/html");
        // Draft previews are personal (signed links): kept by no cache at all, not even the browser's.
        expect(res.headers.get("Cache-Control"), where).toBe(isPersonalPath(path) ? "private, no-store" : "no-store");
        if (res.status === 503) expect(Number(res.headers.get("Retry-After")), where).toBeGreaterThan(0);
        const html = await res.text();
        const page = ERROR_PAGE[lang];
        expect(html, where).toContain(page.lang);
        // The site's error page: the status, a heading (the general one, or the page's own such as
        // 'Fehler beim Laden des Events'), the retry hint and navbar/footer around it.
        expect(html, where).toMatch(new RegExp(`>${res.status}</p>\\s*<h1[^>]*>[^<]+</h1>`));
        if (!/^\/\w+\/[^/]+$/.test(path.replace(/^\/en(?=\/)/, ""))) expect(html, where).toContain(page.title);
        expect(html, where).toContain(page.hint);
        expect(html, where).toContain("<footer");
        // The reload link: the same address again.
        expect(html, where).toMatch(new RegExp(`<a href=""[^>]*>${page.retry}</a>`));
        // Nothing of the failure itself reaches the visitor.
        expect(html, where).not.toMatch(/no such table|SQLITE|D1_ERROR|_broken/i);
        expect(html, where).not.toMatch(/\bat \S+ \(|\bat [\w.<>]+:\d+:\d+|\w*Error: /);
      }
    }
  });

  it("a short link already in KV still redirects; a code that is not cached answers 503, not 404", async () => {
    const code = `fault-${Date.now().toString(36)}`;
    await testDb()
      .insert(schema.redirectLinks)
      .values({ short_code: code, target_url: "https://example.com/still-here" });
    const warm = await click(`/${code}`);
    expect(warm.status).toBe(302);

    await breakAllTables();
    const fromKv = await click(`/${code}`);
    expect(fromKv.status).toBe(302);
    expect(fromKv.headers.get("Location")).toBe("https://example.com/still-here");

    const uncached = await click(`/cold-${Date.now().toString(36)}`);
    expect(uncached.status).toBe(503);
    expect(Number(uncached.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await uncached.text()).toContain("try again");
  });
});

describe("concurrent submissions", () => {
  const N = 50;
  const run = Date.now().toString(36);

  it(`${N} concurrent newsletter signups are each stored exactly once`, async () => {
    await clearTables(schema.newsletterSubscriptions, schema.rateLimits);
    const stamp = await formStamp();
    const emails = Array.from({ length: N }, (_, i) => `concurrent-${run}-${i}@example.com`);
    // Distinct visitors: the limit of sign-ups per network must not refuse them.
    const responses = await Promise.all(
      emails.map((email, i) =>
        postForm("/newsletter", { email, _js: "1", ...stamp }, { "cf-connecting-ip": `198.51.100.${i + 1}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(emails.map(() => 200));
    const rows = await testDb().select().from(schema.newsletterSubscriptions);
    expect(rows).toHaveLength(N);
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
  });

  it(`${N} concurrent contact messages from ${N} visitors are each stored exactly once`, async () => {
    await clearTables(schema.contactMessages, schema.rateLimits);
    const stamp = await formStamp();
    const emails = Array.from({ length: N }, (_, i) => `sender-${run}-${i}@example.com`);
    const responses = await Promise.all(
      emails.map((email, i) =>
        postForm(
          "/kontakt.data",
          { name: `Sender ${i}`, email, message: `Nachricht ${i}`, _js: "1", ...stamp },
          // Distinct addresses: the limit of five messages per address must not refuse them.
          { "cf-connecting-ip": `198.51.100.${i + 1}` },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(emails.map(() => 200));
    const rows = await testDb().select().from(schema.contactMessages);
    expect(rows).toHaveLength(N);
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
  });
});
