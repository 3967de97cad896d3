import { isPersonalPath } from "~/lib/http/index.server";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { createAccount, freshIp, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, fetchWorker, formStamp, ORIGIN, postForm, testDb } from "../helpers";
import { publicPagePaths } from "../public-routes";

/*
 * Failures an operator or a visitor would notice: D1 gone under a public page, a short link or an admin
 * write; the mail API failing or never answering; visitors and staff sending at the same time (the same
 * form fifty times, the same record or slug twice).
 */

// What must never reach a browser: SQL errors, table names of a broken database, stack frames.
const INTERNALS = /no such table|SQLITE|D1_ERROR|_broken|\bat \S+ \(|\bat [\w.<>]+:\d+:\d+/i;

let admin: string;
// The first request loads the server build, which takes long on a busy machine.
beforeAll(async () => {
  await fetchWorker("/");
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
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
  vi.unstubAllGlobals();
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

const service = (title: string) => ({
  intent: "create",
  title_de: title,
  title_en: `${title} (en)`,
  description_de: `Beschreibung ${title}`,
  description_en: `Description ${title}`,
  image_url: "https://example.com/service.jpg",
  display_order: "1",
});

describe("when D1 fails", () => {
  it("the home page keeps working and shows the grid's error state when only main sections fail", async () => {
    await breakTable("main_sections");
    const res = await fetchWorker("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Fehler beim Laden der Bereiche");
    const en = await fetchWorker("/en");
    expect(await en.text()).toContain("Error loading sections");
  });

  it("a page whose data cannot be read answers the site's error page with status 503 and a retry time, in its language", async () => {
    await breakTable("navigation_items");
    const res = await fetchWorker("/");
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain("Ein Fehler ist aufgetreten");
    expect(html).toContain("Erneut versuchen");
    expect(html).not.toContain("no such table"); // no internals leak to visitors
    const en = await fetchWorker("/en");
    expect(en.status).toBe(503);
    expect(await en.text()).toContain("Something went wrong");
  });

  it("every public page answers the site's 503 error page with Retry-After and a retry hint in its language, never a 500, a blank page or a stack trace", async () => {
    const paths = publicPagePaths("some-slug");
    expect(paths).toEqual(expect.arrayContaining(["/", "/blog", "/blog/some-slug", "/events/some-slug", "/kontakt"]));
    await breakAllTables();
    expect(paths).toEqual(expect.arrayContaining(["/en", "/en/blog", "/en/blog/some-slug"]));
    for (const path of paths) {
      // The language is the address's (decision 0029).
      for (const lang of [path === "/en" || path.startsWith("/en/") ? "en" : "de"] as const) {
        const where = `${path} (${lang})`;
        const res = await fetchWorker(path, { headers: { "User-Agent": BROWSER } });
        // Public loaders fail one way (the page's own catch, or the one for all in entry.server).
        expect(res.status, where).toBe(503);
        expect(res.headers.get("Content-Type"), where).toContain("text/html");
        // Draft previews are personal (signed links): kept by no cache at all, not even the browser's.
        expect(res.headers.get("Cache-Control"), where).toBe(isPersonalPath(path) ? "private, no-store" : "no-store");
        expect(Number(res.headers.get("Retry-After")), where).toBeGreaterThan(0);
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

describe("D1 unavailable during an admin write", () => {
  beforeEach(() => clearTables(schema.services));

  it("a create whose table cannot be written answers the screen with its own message (5xx), not a stack", async () => {
    await breakTable("services");
    const res = await postForm("/admin/services?new=1", service("Kaputt"), { Cookie: admin });
    expect(res.status).toBe(503);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const html = await res.text();
    expect(html).not.toMatch(INTERNALS);
    expect(html).toContain("Fehler");
  });

  it("an update while the whole database is gone answers the error page (5xx), not a stack", async () => {
    await postForm("/admin/services", service("Vorher"), { Cookie: admin });
    const [row] = await testDb().select().from(schema.services);
    await breakAllTables();
    const res = await postForm(
      "/admin/services",
      { ...service("Nachher"), intent: "update", id: String(row!.id) },
      { Cookie: admin },
    );
    expect([500, 503]).toContain(res.status);
    const html = await res.text();
    expect(html).toContain("Ein Fehler ist aufgetreten");
    expect(html).not.toMatch(INTERNALS);
    for (const [from, to] of renamed.splice(0)) await env.DB.exec(`ALTER TABLE "${from}" RENAME TO "${to}"`);
    expect((await testDb().select().from(schema.services))[0]!.title_de).toBe("Vorher");
  });
});

describe("the mail API failing", () => {
  // The mail API is outside our system: a fake stands in for it, as in mail-and-limits.test.ts.
  const httpEnv = {
    ...env,
    MAIL_TRANSPORT: "http",
    MAIL_API_URL: "https://mail.example/send",
    MAIL_API_KEY: "key",
    MAIL_FROM: "Site <no-reply@example.com>",
    MAIL_TIMEOUT_MS: "300",
  } as unknown as Env;
  // A fresh account per test: each address may get one account mail per 5 minutes.
  let email: string;
  beforeEach(async () => {
    email = (await createAccount("user")).email;
  });

  /**
   * A visitor asks for a password reset through the real Worker, with the site sending mail over HTTP.
   * The mail goes out after the answer (decision 0011), so this waits for that background work too.
   */
  async function forgot() {
    const ctx = createExecutionContext();
    const request = new Request(new URL("/login", ORIGIN), {
      method: "POST",
      body: new URLSearchParams({ intent: "forgot", email }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
      redirect: "manual",
    });
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], httpEnv, ctx);
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, html };
  }

  it("an error from the mail API changes nothing the visitor sees: the usual answer, no stack", async () => {
    let calls = 0;
    vi.stubGlobal("fetch", async () => {
      calls += 1;
      return new Response("upstream exploded", { status: 500 });
    });
    const { status, html } = await forgot();
    expect(calls).toBe(1);
    expect(status).toBe(200);
    expect(html).toContain("E-Mail zum Zurücksetzen des Passworts wurde gesendet");
    expect(html).not.toMatch(INTERNALS);
    expect(html).not.toContain("upstream exploded");
  });

  it("a mail API that never answers is given up after the configured time; the visitor got the usual answer", async () => {
    let aborted = false;
    vi.stubGlobal(
      "fetch",
      (_input: RequestInfo, init?: RequestInit) =>
        // Never answers; only the caller's abort signal ends the wait.
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(init.signal!.reason);
          });
        }),
    );
    const { status, html } = await forgot();
    expect(aborted).toBe(true);
    expect(status).toBe(200);
    expect(html).toContain("E-Mail zum Zurücksetzen des Passworts wurde gesendet");
    expect(html).not.toMatch(INTERNALS);
  }, 20_000);
});

/** A stamp per visitor (one stamp carries only a few posts), made one after another. */
async function stampsFor(n: number) {
  const stamps: { form_stamp: string }[] = [];
  for (let i = 0; i < n; i++) stamps.push(await formStamp());
  return stamps;
}

describe("concurrent submissions", () => {
  const N = 50;
  const run = Date.now().toString(36);

  it(`${N} concurrent newsletter signups are each stored exactly once`, async () => {
    await clearTables(schema.newsletterSubscriptions, schema.rateLimits);
    const emails = Array.from({ length: N }, (_, i) => `concurrent-${run}-${i}@example.com`);
    const stamps = await stampsFor(N);
    // Distinct visitors, each with the page they read: neither the limit of sign-ups per network nor
    // the posts one stamp carries must refuse them.
    const responses = await Promise.all(
      emails.map((email, i) =>
        postForm("/newsletter", { email, _js: "1", ...stamps[i] }, { "cf-connecting-ip": `198.51.100.${i + 1}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(emails.map(() => 200));
    const rows = await testDb().select().from(schema.newsletterSubscriptions);
    expect(rows).toHaveLength(N);
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
  });

  it(`${N} concurrent contact messages from ${N} visitors are each stored exactly once`, async () => {
    await clearTables(schema.contactMessages, schema.rateLimits);
    const stamps = await stampsFor(N);
    const emails = Array.from({ length: N }, (_, i) => `sender-${run}-${i}@example.com`);
    const responses = await Promise.all(
      emails.map((email, i) =>
        postForm(
          "/kontakt.data",
          { name: `Sender ${i}`, email, message: `Nachricht ${i}`, _js: "1", ...stamps[i] },
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

describe("two staff at once", () => {
  beforeEach(() => clearTables(schema.services, schema.shopProducts));

  it("two saves of one record at the same time leave one whole version, never a mix of both", async () => {
    await postForm("/admin/services", service("Start"), { Cookie: admin });
    const [row] = await testDb().select().from(schema.services);
    const [a, b] = await Promise.all(
      ["Fassung A", "Fassung B"].map((title) =>
        postForm("/admin/services", { ...service(title), intent: "update", id: String(row!.id) }, { Cookie: admin }),
      ),
    );
    expect([a!.status, b!.status]).toEqual([302, 302]);
    const [after] = await testDb().select().from(schema.services);
    const version = after!.title_de;
    expect(["Fassung A", "Fassung B"]).toContain(version);
    expect(after).toMatchObject({
      title_en: `${version} (en)`,
      // The descriptions are rich text, stored as the HTML the editor writes (decision 0050).
      description_de: `<p>Beschreibung ${version}</p>`,
      description_en: `<p>Description ${version}</p>`,
    });
    expect(await testDb().select().from(schema.services)).toHaveLength(1);
  });

  it("two creates of one slug at the same time: exactly one is stored, the other gets the slug message", async () => {
    const product = (name: string) => ({
      intent: "create",
      name,
      slug: "gleicher-slug",
      // A shop product keeps a slug only when it has a details page.
      show_details_button: "on",
      description: "Ein Produkt.",
      price: "10€",
      rating: "4.5",
      category: "Bücher",
      image_url: "https://example.com/p.jpg",
      external_url: "https://shop.example.com/p",
    });
    const answers = await Promise.all(
      ["Erstes", "Zweites"].map((name) => actionFieldErrors("/admin/shop", product(name), admin)),
    );
    // 202: a data request's answer to a redirect (the create succeeded and goes back to the list).
    expect(
      answers.map((a) => a.status).sort(),
      JSON.stringify(await testDb().select().from(schema.shopProducts)),
    ).toEqual([202, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(refused.fieldErrors).toEqual({ slug: ["Bitte wählen Sie einen anderen Slug."] });
    const rows = await testDb().select().from(schema.shopProducts);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slug).toBe("gleicher-slug");
  });
});
