import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { CSV_BOM, csvField, toCsv } from "~/lib/text";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

const PAGE = "/admin/newsletter-subscriptions";
const CSV = "/admin/newsletter-subscriptions/export.csv";

let admin: string;
let moderator: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
}, 120_000); // the first request loads the server build, which takes long on a busy machine

function toastOf(res: Response): { title: string; description?: string; variant?: string } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!line) return null;
  return JSON.parse(decodeURIComponent(line.slice("toast=".length).split(";")[0]!));
}

const post = (fields: Record<string, string>, cookie = admin, path = PAGE) =>
  postForm(path, fields, { Cookie: cookie });
const rowsInDb = () => testDb().select().from(schema.newsletterSubscriptions);
const byEmail = async (email: string) =>
  (
    await testDb().select().from(schema.newsletterSubscriptions).where(eq(schema.newsletterSubscriptions.email, email))
  )[0];

/** Three subscriptions: oldest active, middle inactive, newest active. */
async function seed() {
  return testDb()
    .insert(schema.newsletterSubscriptions)
    .values([
      {
        email: "alt@example.com",
        website: "localhost:8787",
        is_active: true,
        subscribed_at: new Date("2024-03-05T10:00:00Z"),
      },
      {
        email: "pause@example.com",
        website: "https://www.example.org/blog",
        is_active: false,
        subscribed_at: new Date("2024-06-01T10:00:00Z"),
      },
      {
        email: "neu@example.com",
        website: "javascript:alert(1)",
        is_active: true,
        subscribed_at: new Date("2025-01-31T23:30:00Z"),
      },
    ])
    .returning();
}

/** The number a stat card shows. */
function stat(html: string, key: "total" | "active" | "inactive" | "pending" | "confirmed" | "unsubscribed") {
  const match = html.match(new RegExp(`data-testid="stat-${key}"[\\s\\S]*?data-testid="stat-value">(\\d+)<`));
  return match ? Number(match[1]) : null;
}

describe("newsletter administration /admin/newsletter-subscriptions", () => {
  beforeEach(async () => {
    await clearTables(schema.newsletterCampaigns, schema.newsletterSubscriptions);
  });

  it("shows the spec's empty text and zero counts when nobody has subscribed", async () => {
    const res = await get(PAGE, admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Keine Newsletter-Abonnements vorhanden");
    expect([stat(html, "total"), stat(html, "active"), stat(html, "inactive")]).toEqual([0, 0, 0]);
    expect(html).toContain(`href="${CSV}"`);
    expect(html).toContain("CSV exportieren");
  });

  it("counts total, active and inactive and lists newest first with German dates, badges and safe website links", async () => {
    await seed();
    const html = await (await get(PAGE, admin)).text();
    expect([stat(html, "total"), stat(html, "active"), stat(html, "inactive")]).toEqual([3, 2, 1]);

    const order = [...html.matchAll(/data-testid="newsletter-row" data-email="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(["neu@example.com", "pause@example.com", "alt@example.com"]);
    // German format in Berlin time: 23:30 UTC on 31 January is already 1 February.
    expect(html).toContain(">01.02.2025<");
    expect(html).toContain(">05.03.2024<");
    expect(html).toMatch(/data-testid="newsletter-status">Inaktiv</);
    expect(html.match(/data-testid="newsletter-status">Aktiv</g)).toHaveLength(2);
    // The inactive row is tinted.
    expect(html).toMatch(
      /<tr class="[^"]*bg-muted[^"]*" data-testid="newsletter-row" data-email="pause@example.com" data-inactive="true"/,
    );
    // An http(s) website is a link, a bare host is text, anything else never becomes a link.
    expect(html).toContain('href="https://www.example.org/blog"');
    expect(html).toContain(">localhost:8787<");
    expect(html).not.toContain('href="javascript:');
  });

  it("filters by ?status=inactive and ?status=active", async () => {
    await seed();
    const inactive = await (await get(`${PAGE}?status=inactive`, admin)).text();
    expect([...inactive.matchAll(/data-email="([^"]+)"/g)].map((m) => m[1])).toEqual(["pause@example.com"]);
    const active = await (await get(`${PAGE}?status=active`, admin)).text();
    expect([...active.matchAll(/data-email="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "neu@example.com",
      "alt@example.com",
    ]);
    // The counts stay those of the whole list.
    expect(stat(active, "total")).toBe(3);
  });

  it("switches a subscription off and on again with the spec's toast", async () => {
    const [alt] = await seed();
    const off = await post({ intent: "toggle", id: String(alt!.id), is_active: "false" });
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe(PAGE);
    expect(toastOf(off)).toMatchObject({ title: "Erfolg", description: "Status erfolgreich aktualisiert." });
    expect((await byEmail("alt@example.com"))!.is_active).toBe(false);

    const on = await post(
      { intent: "toggle", id: String(alt!.id), is_active: "true" },
      admin,
      `${PAGE}?status=inactive&delete=1`,
    );
    expect(on.status).toBe(302);
    // Back to the filtered list, without the dialog.
    expect(on.headers.get("Location")).toBe(`${PAGE}?status=inactive`);
    expect((await byEmail("alt@example.com"))!.is_active).toBe(true);
    // The other rows are untouched.
    expect((await byEmail("pause@example.com"))!.is_active).toBe(false);
  });

  it("shows the confirmation for ?delete=<id> in the page and deletes with the spec's toast", async () => {
    const [alt] = await seed();
    const confirm = await (await get(`${PAGE}?delete=${alt!.id}`, admin)).text();
    expect(confirm).toContain("Löschen bestätigen");
    expect(confirm).toContain("„alt@example.com“");
    expect(confirm).toMatch(/name="intent" value="delete"/);

    const res = await post({ intent: "delete", id: String(alt!.id) });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ title: "Erfolg", description: "Newsletter-Abonnement erfolgreich gelöscht." });
    expect((await rowsInDb()).map((r) => r.email).sort()).toEqual(["neu@example.com", "pause@example.com"]);
  });

  it("answers an unknown id with 404 and the spec's failure texts, and changes nothing", async () => {
    await seed();
    const del = await post({ intent: "delete", id: "999999" });
    expect(del.status).toBe(404);
    const delHtml = await del.text();
    expect(delHtml).toContain("Fehler beim Löschen: Abonnement nicht gefunden.");
    const upd = await post({ intent: "toggle", id: "999999", is_active: "false" });
    expect(upd.status).toBe(404);
    expect(await upd.text()).toContain("Fehler beim Aktualisieren: Abonnement nicht gefunden.");
    expect(await rowsInDb()).toHaveLength(3);
  });

  it.each([
    [{ intent: "explode", id: "1" }, "Unbekannte Aktion"],
    [{ id: "1" }, "Unbekannte Aktion"],
    [{ intent: "delete", id: "abc" }, "Fehler beim Löschen: Ungültige ID"],
    [{ intent: "delete", id: "-3" }, "Fehler beim Löschen: Ungültige ID"],
    [{ intent: "toggle", id: "1", is_active: "maybe" }, "Fehler beim Aktualisieren: Ungültiger Status"],
    [{ intent: "toggle", id: "1" }, "Fehler beim Aktualisieren:"],
  ])("refuses %o with 400", async (fields, message) => {
    const [alt] = await seed();
    const res = await post(JSON.parse(JSON.stringify(fields).replace('"id":"1"', `"id":"${alt!.id}"`)));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    const rows = await rowsInDb();
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.id === alt!.id)!.is_active).toBe(true);
  });

  it("counts and filters the double opt-in states; a switched-off address counts as inactive only", async () => {
    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values([
        { email: "wartet@example.com", status: "pending", subscribed_at: new Date("2025-01-01T00:00:00Z") },
        { email: "liest@example.com", status: "confirmed", subscribed_at: new Date("2025-01-02T00:00:00Z") },
        {
          email: "liest-auch@example.com",
          status: "confirmed",
          lang: "en",
          subscribed_at: new Date("2025-01-03T00:00:00Z"),
        },
        { email: "ging@example.com", status: "unsubscribed", subscribed_at: new Date("2025-01-04T00:00:00Z") },
        {
          email: "aus@example.com",
          status: "confirmed",
          is_active: false,
          subscribed_at: new Date("2025-01-05T00:00:00Z"),
        },
      ]);
    const html = await (await get(PAGE, admin)).text();
    expect(
      (["total", "active", "inactive", "pending", "confirmed", "unsubscribed"] as const).map((key) => stat(html, key)),
    ).toEqual([5, 4, 1, 1, 2, 1]);
    expect(html).toMatch(/data-testid="newsletter-optin" data-status="unsubscribed">Abgemeldet</);
    const emails = async (status: string) =>
      [...(await (await get(`${PAGE}?status=${status}`, admin)).text()).matchAll(/data-email="([^"]+)"/g)].map(
        (m) => m[1],
      );
    expect(await emails("pending")).toEqual(["wartet@example.com"]);
    expect(await emails("confirmed")).toEqual(["liest-auch@example.com", "liest@example.com"]);
    expect(await emails("unsubscribed")).toEqual(["ging@example.com"]);
    expect(await emails("inactive")).toEqual(["aus@example.com"]);
    // An unknown filter shows everything instead of failing.
    expect(await emails("<script>")).toHaveLength(5);
  });

  it("shows a subscriber's consent record (?consent=<id>), and says so when there is none", async () => {
    const [row, legacy] = await testDb()
      .insert(schema.newsletterSubscriptions)
      .values([
        {
          email: "beweis@example.com",
          status: "confirmed",
          lang: "en",
          consent_requested_at: new Date("2025-03-05T13:07:00Z"),
          consent_page: "/blog/ein-artikel",
          consent_text: "I would like to receive the newsletter.",
          consent_version: "2026-11",
          confirmed_at: new Date("2025-03-05T13:20:00Z"),
        },
        { email: "alt-ohne@example.com" },
      ])
      .returning();
    const html = await (await get(`${PAGE}?consent=${row!.id}`, admin)).text();
    const record = html.slice(html.indexOf('data-testid="newsletter-consent"'));
    expect(record).toContain("beweis@example.com");
    expect(record).toContain("/blog/ein-artikel");
    expect(record).toContain("I would like to receive the newsletter.");
    expect(record).toContain("2026-11");
    // Berlin time: 13:07 UTC is 14:07 in March.
    expect(record).toContain("14:07");
    expect(record).toContain("14:20");
    const none = await (await get(`${PAGE}?consent=${legacy!.id}`, admin)).text();
    expect(none).toContain("keine Einwilligung mit Double-Opt-in");
  });

  it("deleting erases the address and its consent record, while the campaign's counts stay", async () => {
    const [row] = await testDb()
      .insert(schema.newsletterSubscriptions)
      .values({
        email: "vergessen@example.com",
        status: "confirmed",
        consent_text: "Ja",
        consent_page: "/",
        confirmed_at: new Date(),
      })
      .returning();
    const [campaign] = await testDb()
      .insert(schema.newsletterCampaigns)
      .values({ subject_de: "K", body_de: "T", status: "sent" })
      .returning();
    await testDb().insert(schema.newsletterCampaignRecipients).values({
      campaign_id: campaign!.id,
      subscription_id: row!.id,
      status: "sent",
      sent_at: new Date(),
      unsubscribed_at: new Date(),
    });

    const res = await post({ intent: "delete", id: String(row!.id) });
    expect(res.status).toBe(302);
    expect(await byEmail("vergessen@example.com")).toBeUndefined();
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM newsletter_subscriptions").all());
    expect(dump).not.toContain("vergessen@example.com");
    const [recipient] = await testDb()
      .select()
      .from(schema.newsletterCampaignRecipients)
      .where(eq(schema.newsletterCampaignRecipients.campaign_id, campaign!.id));
    expect(recipient).toMatchObject({ subscription_id: null, status: "sent" });
    expect(recipient!.unsubscribed_at).not.toBeNull();
    const list = await (await get("/admin/newsletter-campaigns", admin)).text();
    const campaignRow = list.slice(list.indexOf(`data-id="${campaign!.id}"`));
    expect([...campaignRow.matchAll(/tabular-nums">(\d+)</g)].slice(0, 4).map((m) => Number(m[1]))).toEqual([
      1, 1, 0, 1,
    ]);
  });

  it("is admin-only: a moderator gets 403 for the page, the action and the CSV; a visitor goes to /login", async () => {
    const [alt] = await seed();
    expect((await get(PAGE, moderator)).status).toBe(403);
    const csv = await get(CSV, moderator);
    expect(csv.status).toBe(403);
    expect(csv.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const denied = await csv.text();
    expect(denied).toContain("Kein Zugriff");
    expect(denied).not.toContain("@example.com");
    const del = await post({ intent: "delete", id: String(alt!.id) }, moderator);
    expect(del.status).toBe(403);
    const toggle = await post({ intent: "toggle", id: String(alt!.id), is_active: "false" }, moderator);
    expect(toggle.status).toBe(403);
    expect(await rowsInDb()).toHaveLength(3);
    expect((await byEmail("alt@example.com"))!.is_active).toBe(true);

    const visitor = await get(CSV);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(CSV)}`);
  });
});

describe("when the subscriptions table cannot be read", () => {
  // Breaks the table for one test by renaming it, and puts it back afterwards (as tests/integration/platform/failures.test.ts).
  let broken = false;
  beforeEach(async () => {
    await clearTables(schema.newsletterSubscriptions);
    await seed();
    await env.DB.exec(`ALTER TABLE "newsletter_subscriptions" RENAME TO "newsletter_subscriptions_broken"`);
    broken = true;
  });
  afterEach(async () => {
    if (broken) await env.DB.exec(`ALTER TABLE "newsletter_subscriptions_broken" RENAME TO "newsletter_subscriptions"`);
    broken = false;
  });

  it("the screen says 'Fehler beim Laden der Daten' instead of failing, and claims no empty list", async () => {
    const res = await get(PAGE, admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Fehler beim Laden der Daten");
    expect(html).not.toContain("Keine Newsletter-Abonnements vorhanden");
  });

  it("a delete or switch answers with the spec's failure toast, and the export with 503", async () => {
    const del = await post({ intent: "delete", id: "1" });
    expect(del.status).toBe(302);
    expect(toastOf(del)).toMatchObject({
      title: "Fehler",
      description: "Fehler beim Löschen: Bitte versuchen Sie es erneut.",
      variant: "destructive",
    });
    const upd = await post({ intent: "toggle", id: "1", is_active: "false" });
    expect(upd.status).toBe(302);
    expect(toastOf(upd)).toMatchObject({
      title: "Fehler",
      description: "Fehler beim Aktualisieren: Bitte versuchen Sie es erneut.",
    });
    const csv = await get(CSV, admin);
    expect(csv.status).toBe(503);
    expect(await csv.text()).toContain("Fehler beim Laden der Daten");
    expect(csv.headers.get("Content-Disposition")).toBeNull();
  });
});

describe("CSV export /admin/newsletter-subscriptions/export.csv", () => {
  beforeEach(async () => {
    await clearTables(schema.newsletterSubscriptions);
  });

  it("downloads only the confirmed, active subscribers with their consent dates, newest first, as UTF-8 with BOM and CRLF, quoted and formula-safe", async () => {
    const consent = {
      status: "confirmed",
      consent_requested_at: new Date("2024-01-01T09:00:00.000Z"),
      confirmed_at: new Date("2024-01-01T09:05:00.000Z"),
      consent_version: "2026-11",
    };
    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values([
        {
          ...consent,
          email: "jürgen@example.com",
          website: 'Müller, "Beste" GmbH\nZeile 2',
          is_active: true,
          subscribed_at: new Date("2024-03-05T10:00:00.000Z"),
        },
        {
          ...consent,
          email: '=HYPERLINK("http://evil.example")@example.com',
          lang: "en",
          website: "@SUM(A1)",
          is_active: true,
          subscribed_at: new Date("2024-04-01T08:15:00.000Z"),
        },
        {
          ...consent,
          email: "ruht@example.com",
          website: "localhost",
          is_active: false,
          subscribed_at: new Date("2024-05-01T00:00:00.000Z"),
        },
        {
          ...consent,
          email: "plain@example.com",
          website: null,
          is_active: true,
          subscribed_at: new Date("2024-06-01T12:00:00.000Z"),
        },
        // Not confirmed: never exported, whatever the switch says.
        {
          email: "wartet@example.com",
          status: "pending",
          is_active: true,
          subscribed_at: new Date("2024-07-01T00:00:00.000Z"),
        },
        {
          email: "weg@example.com",
          status: "unsubscribed",
          is_active: true,
          subscribed_at: new Date("2024-07-02T00:00:00.000Z"),
        },
      ]);
    const res = await get(CSV, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="newsletter-abonnenten-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");

    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe(
      [
        "email,language,subscribed_at,consent_requested_at,confirmed_at,consent_version,website",
        "plain@example.com,de,2024-06-01T12:00:00.000Z,2024-01-01T09:00:00.000Z,2024-01-01T09:05:00.000Z,2026-11,",
        `"'=HYPERLINK(""http://evil.example"")@example.com",en,2024-04-01T08:15:00.000Z,2024-01-01T09:00:00.000Z,2024-01-01T09:05:00.000Z,2026-11,'@SUM(A1)`,
        `jürgen@example.com,de,2024-03-05T10:00:00.000Z,2024-01-01T09:00:00.000Z,2024-01-01T09:05:00.000Z,2026-11,"Müller, ""Beste"" GmbH\nZeile 2"`,
        "",
      ].join("\r\n"),
    );
    for (const left of ["ruht@example.com", "wartet@example.com", "weg@example.com"]) expect(text).not.toContain(left);
  });

  it("names the file after today's date and has just the header when nobody is confirmed", async () => {
    const res = await get(CSV, admin);
    expect(res.status).toBe(200);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="newsletter-abonnenten-${today}.csv"`);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe(
      `${CSV_BOM}email,language,subscribed_at,consent_requested_at,confirmed_at,consent_version,website\r\n`,
    );
  });
});

describe("csv helpers", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['sag "hallo"', '"sag ""hallo"""'],
    ["zwei\nZeilen", '"zwei\nZeilen"'],
    ["cr\rin", '"cr\rin"'],
    ["=1+2", "'=1+2"],
    ["+49 30 1234", "'+49 30 1234"],
    ["-5", "'-5"],
    ["@cmd", "'@cmd"],
    ["\tTab", "'\tTab"],
    ["\rstart", '"\'\rstart"'],
    ["=A1,B1", '"\'=A1,B1"'],
    ["", ""],
  ])("csvField(%j) → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("writes null as empty, numbers as they are and dates as ISO 8601", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(new Date("2025-01-02T03:04:05.000Z"))).toBe("2025-01-02T03:04:05.000Z");
    expect(toCsv(["a", "b"], [["1", null]])).toBe(`${CSV_BOM}a,b\r\n1,\r\n`);
  });
});
