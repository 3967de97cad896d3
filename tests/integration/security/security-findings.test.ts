import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import worker from "../../../workers/app";
import { reserveAccountMail } from "~/lib/account-mail.server";
import { csvField, toCsv } from "~/lib/csv";
import { mailboxOf } from "~/lib/rate-limit.server";
import { freshIp, get, sessionAs, signInAs } from "../auth-helpers";
import { clearTables, fetchWorker, formStamp, postForm, testDb } from "../helpers";

/*
 * The findings of the security probe (issue "Security", section 1), each as an outsider, a moderator
 * or an admin would meet it. The page cache's finding is in page-cache.test.ts (it needs the cache on),
 * the newsletter confirmation's in newsletter.test.ts.
 */

let admin: string;
let moderator: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
});

/** Sends a request through the Worker with some variables of its environment changed. */
async function sendWith(vars: Partial<Record<keyof Env, string>>, url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0],
    { ...env, ...vars } as typeof env,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const NAV_ITEM = {
  intent: "create",
  name_de: "Geheimer Menüpunkt",
  name_en: "Secret menu item",
  href: "/geheim",
  is_active: "on",
};

/** A navigation item (admin-only type) created and deleted by the admin: it is in the trash. */
async function trashedNavigationItem() {
  expect((await postForm("/admin/navigation", NAV_ITEM, { Cookie: admin })).status).toBe(302);
  const [row] = await testDb()
    .select()
    .from(schema.navigationItems)
    .where(eq(schema.navigationItems.name_de, NAV_ITEM.name_de));
  expect(
    (await postForm("/admin/navigation", { intent: "delete", id: String(row!.id) }, { Cookie: admin })).status,
  ).toBe(302);
  const [item] = await testDb().select().from(schema.contentTrash).where(eq(schema.contentTrash.record_id, row!.id));
  expect(item?.type).toBe("navigation");
  return { row: row!, item: item! };
}

describe("records of several types: each decided by its own type's rule", () => {
  beforeEach(() => clearTables(schema.contentTrash, schema.navigationItems, schema.services, schema.contentRevisions));

  it("a moderator neither sees nor restores an admin-only record in the trash; an admin does both", async () => {
    const { row, item } = await trashedNavigationItem();
    // A service in the trash beside it: moderators restore those, so the list itself stays theirs.
    const service = {
      intent: "create",
      title_de: "Achtsamkeit",
      title_en: "Mindfulness",
      description_de: "Beschreibung",
      description_en: "Description",
      image_url: "/images/services/coaching.jpg",
      display_order: "1",
      is_active: "on",
    };
    expect((await postForm("/admin/services", service, { Cookie: admin })).status).toBe(302);
    const [created] = await testDb().select().from(schema.services);
    expect(
      (await postForm("/admin/services", { intent: "delete", id: String(created!.id) }, { Cookie: admin })).status,
    ).toBe(302);

    const modScreen = await (await get("/admin/trash", moderator)).text();
    expect(modScreen).toContain("Achtsamkeit");
    expect(modScreen).not.toContain(NAV_ITEM.name_de);
    const refused = await postForm("/admin/trash", { intent: "restore", id: String(item.id) }, { Cookie: moderator });
    expect(refused.status).toBe(404);
    // D1 unchanged: the item is still in the trash, the menu has no such row.
    expect(await testDb().select().from(schema.navigationItems)).toEqual([]);
    expect(await testDb().select().from(schema.contentTrash).where(eq(schema.contentTrash.id, item.id))).toHaveLength(
      1,
    );

    expect(await (await get("/admin/trash", admin)).text()).toContain(NAV_ITEM.name_de);
    const restored = await postForm("/admin/trash", { intent: "restore", id: String(item.id) }, { Cookie: admin });
    expect(restored.status).toBe(302);
    const [back] = await testDb().select().from(schema.navigationItems);
    expect(back).toMatchObject({ id: row.id, name_de: NAV_ITEM.name_de });
  });

  it("a moderator opens no revisions of an admin-only record, nor restores one; the audit log is closed to them", async () => {
    expect((await postForm("/admin/navigation", NAV_ITEM, { Cookie: admin })).status).toBe(302);
    const [row] = await testDb().select().from(schema.navigationItems);
    const [revision] = await testDb().select().from(schema.contentRevisions);
    const path = `/admin/navigation/${row!.id}/versionen`;
    expect((await get(path, admin)).status).toBe(200);
    const page = await get(path, moderator);
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain(NAV_ITEM.name_de);
    const restore = await postForm(
      path,
      { intent: "restore", revision: String(revision?.id ?? 1) },
      { Cookie: moderator },
    );
    expect(restore.status).toBe(403);
    expect(await testDb().select().from(schema.contentRevisions)).toHaveLength(1);

    expect((await get("/admin/audit-log", moderator)).status).toBe(403);
    expect((await get("/admin/audit-log/export.csv", moderator)).status).toBe(403);
  });

  it("the media library names a record that uses an image only to those who may open that record", async () => {
    await clearTables(schema.media, schema.newsletterCampaigns);
    const hash = "ab".repeat(32);
    await testDb()
      .insert(schema.media)
      .values({ hash, ext: "jpg", mime: "image/jpeg", bytes: 10, width: 1, height: 1, original_name: "bild.jpg" });
    await testDb()
      .insert(schema.newsletterCampaigns)
      .values({ subject_de: "Vertrauliche Kampagne", body_de: `![Bild](/media/${hash}.jpg)` });
    const forAdmin = await (await get("/admin/media", admin)).text();
    expect(forAdmin).toContain("Vertrauliche Kampagne");
    const forModerator = await (await get("/admin/media", moderator)).text();
    expect(forModerator).toContain("bild.jpg");
    // Still shown as in use (so nobody deletes it unawares), but not by what, and not linked.
    expect(forModerator).toContain("Newsletter");
    expect(forModerator).not.toContain("Vertrauliche Kampagne");
    expect(forModerator).not.toContain("/admin/newsletter-campaigns/");
  });

  it("the dashboard shows a moderator only the cards of screens they may open; an admin all of them", async () => {
    const forModerator = await (await get("/admin", moderator)).text();
    for (const card of ["users", "newsletter", "navigation"]) expect(forModerator).not.toContain(`card-${card}"`);
    expect(forModerator).toContain('data-testid="card-contact"');
    expect(forModerator).not.toContain("Verwaltung folgt in Kürze");
    const forAdmin = await (await get("/admin", admin)).text();
    for (const card of ["users", "newsletter", "navigation", "contact"])
      expect(forAdmin).toContain(`data-testid="card-${card}"`);
  });

  it("the dashboard's welcome names the admin-only areas to admins only", async () => {
    const welcome = (html: string) =>
      (/data-testid="dashboard-welcome"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? "").replaceAll("<!-- -->", "");
    const forModerator = welcome(await (await get("/admin", moderator)).text());
    expect(forModerator).toContain("Blog-Beiträge");
    for (const area of ["Benutzer", "Newsletter-Abonnements", "Navigation", "allgemeine Einstellungen"])
      expect(forModerator).not.toContain(area);
    const forAdmin = welcome(await (await get("/admin", admin)).text());
    for (const area of ["Benutzer", "Newsletter-Abonnements", "Navigation", "allgemeine Einstellungen"])
      expect(forAdmin).toContain(area);
  });
});

describe("mail links never come from the request's Host", () => {
  beforeEach(() => clearTables(schema.newsletterSubscriptions, schema.outboxEmails, schema.newsletterCampaigns));

  const mails = () => testDb().select().from(schema.outboxEmails);

  it("a newsletter sign-up to a forged Host without PUBLIC_ORIGIN mails no link; with PUBLIC_ORIGIN the link is the site's", async () => {
    const signUp = async (origin: string, email: string, vars: Partial<Record<keyof Env, string>>) =>
      sendWith(vars, `${origin}/newsletter`, {
        method: "POST",
        body: new URLSearchParams({ email, _js: "1", redirectTo: "/", ...(await formStamp()) }),
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
      });
    const forged = await signUp("https://evil.example", "host@example.com", { PUBLIC_ORIGIN: "" });
    expect(forged.response.status).toBe(200);
    expect(await mails()).toEqual([]);

    await signUp("https://evil.example", "site@example.com", { PUBLIC_ORIGIN: "https://site.example" });
    const [mail] = await mails();
    expect(mail?.text).toContain("https://site.example/newsletter/confirm?token=");
    expect(mail?.text).not.toContain("evil.example");
  });

  it("a campaign's test mail to a forged Host without PUBLIC_ORIGIN is refused and nothing is mailed", async () => {
    const created = await postForm(
      "/admin/newsletter-campaigns/new",
      { intent: "save", subject_de: "Herbst", body_de: "Hallo", subject_en: "Autumn", body_en: "Hello" },
      { Cookie: admin },
    );
    const id = created.headers.get("Location")!.split("/").pop();
    const test = await sendWith({ PUBLIC_ORIGIN: "" }, `http://evil.example/admin/newsletter-campaigns/${id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "test", test_lang: "de" }),
      headers: { Origin: "http://evil.example", "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
    });
    expect(test.response.status).toBe(503);
    expect(test.body).toContain("PUBLIC_ORIGIN");
    expect(await mails()).toEqual([]);
  });
});

describe("per-address limits count the mailbox, not its +tags", () => {
  beforeEach(() => clearTables(schema.rateLimits, schema.newsletterSubscriptions, schema.outboxEmails));

  it("normalises only the limit's key: lower case, +tag off the local part", () => {
    expect(mailboxOf(" Name+1@Example.com ")).toBe("name@example.com");
    expect(mailboxOf("name+a+b@example.com")).toBe("name@example.com");
    expect(mailboxOf("name@example.com")).toBe("name@example.com");
    expect(mailboxOf("name+x@example.com|203.0.113.1")).toBe("name@example.com|203.0.113.1");
    // Not an address: left as it is (lower case).
    expect(mailboxOf("2001:db8::/64")).toBe("2001:db8::/64");
  });

  it("newsletter: the fourth confirmation mail of a day is not sent, whatever +tag each sign-up used", async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await postForm(
        "/newsletter",
        { email: `target+${i}@example.com`, _js: "1", redirectTo: "/", ...(await formStamp()) },
        { "cf-connecting-ip": freshIp() },
      );
      expect(res.status).toBe(200);
    }
    // The stored addresses stay as typed.
    const rows = await testDb().select().from(schema.newsletterSubscriptions);
    expect(rows.map((row) => row.email).sort()).toEqual([
      "target+1@example.com",
      "target+2@example.com",
      "target+3@example.com",
    ]);
  });

  it("account mails: one per 5 minutes for the mailbox, also under another +tag", async () => {
    expect((await reserveAccountMail(env.DB, "reset+1@example.com")).ok).toBe(true);
    expect((await reserveAccountMail(env.DB, "RESET+2@example.com")).ok).toBe(false);
    expect((await reserveAccountMail(env.DB, "reset@example.com")).ok).toBe(false);
  });

  it("sign-ups: the fourth registration of an hour is refused, whatever +tag each used", async () => {
    const register = (email: string) =>
      postForm(
        "/login",
        {
          intent: "register",
          fullName: "Plus",
          email,
          password: "correct-horse-42",
          confirmPassword: "correct-horse-42",
        },
        { "cf-connecting-ip": freshIp() },
      );
    for (let i = 1; i <= 3; i++) expect((await register(`plus+${i}@example.com`)).status).toBeLessThan(400);
    expect((await register("plus+4@example.com")).status).toBe(429);
    expect(await testDb().select().from(schema.user).where(eq(schema.user.email, "plus+4@example.com"))).toEqual([]);
  });
});

describe("CSV exports", () => {
  it.each([
    ["Mod;=1+2;X", '"Mod;=1+2;X"'],
    ["a;b", '"a;b"'],
    [" =1+2", "' =1+2"],
    ["\u00a0@SUM(A1)", "'\u00a0@SUM(A1)"],
    ["\uff1d1+2", "'\uff1d1+2"],
    ["=1;2", '"\'=1;2"'],
    ["plain text", "plain text"],
  ])("csvField(%j) → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("every cell of a row: a German spreadsheet splitting on ; still sees one text cell per field", () => {
    const line = toCsv(["name", "note"], [["Mod;=1+2;X", "-2+3"]]).split("\r\n")[1]!;
    expect(line).toBe(`"Mod;=1+2;X",'-2+3`);
  });

  it("the audit log's export quotes a name with ; and neutralises a formula in it", async () => {
    await clearTables(schema.auditLog, schema.services);
    const { cookie, email } = await signInAs("moderator");
    await testDb().update(schema.user).set({ name: "Mod;=1+2;X" }).where(eq(schema.user.email, email.toLowerCase()));
    const created = await postForm(
      "/admin/services",
      {
        intent: "create",
        title_de: "=HYPERLINK(1)",
        title_en: "Service",
        description_de: "Beschreibung",
        description_en: "Description",
        image_url: "/images/services/coaching.jpg",
        display_order: "1",
        is_active: "on",
      },
      { Cookie: cookie },
    );
    expect(created.status).toBe(302);
    const csv = await (await get("/admin/audit-log/export.csv", admin)).text();
    expect(csv).toContain(`,"Mod;=1+2;X",`);
    expect(csv).not.toMatch(/(^|[,;])=HYPERLINK/m);
  });
});

describe("X-Content-Type-Options: nosniff on every answer", () => {
  beforeAll(async () => {
    await clearTables(schema.redirectLinks);
    await testDb()
      .insert(schema.redirectLinks)
      .values({ short_code: "nosniff-test", target_url: "https://example.com/", is_active: true });
  });

  it.each([
    ["a page", "/about", {}],
    ["a data request", "/about.data", {}],
    ["a resource route", "/robots.txt", {}],
    ["the sitemap", "/sitemap.xml", {}],
    ["a redirect to the sign-in", "/admin", {}],
    ["a language redirect", "/about?lang=en", {}],
    ["a short link", "/nosniff-test", {}],
    ["an unknown page (404)", "/gibt-es-nicht/wirklich", {}],
    ["a missing media file", `/media/${"cd".repeat(32)}.jpg`, {}],
    ["a refused cross-origin post", "/contact", { method: "POST", headers: { Origin: "https://evil.example" } }],
  ] as const)("%s (%s)", async (_kind, path, init) => {
    const response = await fetchWorker(path, init as RequestInit);
    await response.arrayBuffer();
    expect(response.headers.get("X-Content-Type-Options"), `${path} → ${response.status}`).toBe("nosniff");
  });

  it("also on an admin's data request and a CSV download", async () => {
    for (const path of ["/admin.data", "/admin/audit-log/export.csv"]) {
      const response = await get(path, admin);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
  });
});
