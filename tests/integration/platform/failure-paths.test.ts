import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "../../../db/schema";
import worker from "../../../workers/app";
import { createAccount, freshIp, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, ORIGIN, postForm, testDb } from "../helpers";

/*
 * Failure paths an operator or a visitor would notice: D1 gone during an admin write, the mail API
 * failing or never answering, and two staff saving the same record or the same slug at the same time.
 */

// What must never reach a browser: SQL errors, table names of a broken database, stack frames.
const INTERNALS = /no such table|SQLITE|D1_ERROR|_broken|\bat \S+ \(|\bat [\w.<>]+:\d+:\d+/i;

let admin: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
});

const renamed: Array<[string, string]> = [];
async function breakTable(table: string) {
  await env.DB.exec(`ALTER TABLE "${table}" RENAME TO "${table}_broken"`);
  renamed.push([`${table}_broken`, table]);
}
afterEach(async () => {
  for (const [from, to] of renamed.splice(0)) await env.DB.exec(`ALTER TABLE "${from}" RENAME TO "${to}"`);
  vi.unstubAllGlobals();
});

const service = (title: string) => ({
  intent: "create",
  title_de: title,
  title_en: `${title} (en)`,
  description_de: `Beschreibung ${title}`,
  description_en: `Description ${title}`,
  image_url: "https://example.com/service.jpg",
  display_order: "1",
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
    // Ordinary tables only (a search index's shadow tables cannot be renamed; their source tables are).
    const { results } = await env.DB.prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
    ).all<{ name: string }>();
    for (const { name } of results) await breakTable(name);
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
      description_de: `Beschreibung ${version}`,
      description_en: `Description ${version}`,
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
