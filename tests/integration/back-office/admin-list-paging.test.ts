import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, signInAs } from "../auth-helpers";
import { clearTables, testDb } from "../helpers";

/*
 * The back office's long lists are searched and paged on the server (?q=, ?page=, 20 per page), the
 * other parameters of the URL are kept, and a dialog named in the URL opens even for a row that is
 * on another page.
 */

let admin: string;
let adminEmail: string;
let moderator: string;
const MINUTE = 60_000;

beforeAll(async () => {
  ({ cookie: admin, email: adminEmail } = await signInAs("admin"));
  moderator = (await signInAs("moderator")).cookie;
});

async function page(path: string, cookie = admin) {
  const res = await get(path, cookie);
  return { res, html: (await res.text()).replaceAll("<!-- -->", "") };
}
const countOf = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;
/** Inserts in slices: D1 takes at most 100 bound values per statement. */
async function insertAll<T extends Parameters<ReturnType<typeof testDb>["insert"]>[0]>(
  table: T,
  rows: T["$inferInsert"][],
) {
  for (let i = 0; i < rows.length; i += 5)
    await testDb()
      .insert(table)
      .values(rows.slice(i, i + 5));
}
const statusOf = (html: string) => /data-testid="pagination-status"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";

describe("newsletter subscribers", () => {
  beforeAll(async () => {
    await clearTables(schema.newsletterCampaignRecipients, schema.newsletterSubscriptions);
    const start = Date.now() - 100 * MINUTE;
    await insertAll(
      schema.newsletterSubscriptions,
      Array.from({ length: 45 }, (_, i) => ({
        email: `leser${String(i).padStart(2, "0")}@example.com`,
        name: i === 7 ? "Greta 100%_Sicher" : `Leser ${i}`,
        // Every third address is confirmed; the newest is leser44.
        status: i % 3 === 0 ? "confirmed" : "pending",
        subscribed_at: new Date(start + i * MINUTE),
      })),
    );
  });

  it("shows 20 rows a page, newest first, with page links marked for assistive technology", async () => {
    const { html } = await page("/admin/newsletter-subscriptions");
    expect(countOf(html, "newsletter-row")).toBe(20);
    expect(html.indexOf("leser44@")).toBeLessThan(html.indexOf("leser25@"));
    expect(html).not.toContain("leser24@");
    expect(html).toMatch(/<nav[^>]*aria-label="Seiten"/);
    expect(html).toMatch(/aria-current="page"[^>]*>1</);
    expect(statusOf(html)).toBe("Seite 1 von 3 (45 Einträge)");
    const last = await page("/admin/newsletter-subscriptions?page=3");
    expect(countOf(last.html, "newsletter-row")).toBe(5);
    expect(last.html).toContain("leser00@");
    // The counters still count every address.
    expect(last.html).toMatch(/data-testid="stat-total"[\s\S]*?data-testid="stat-value"[^>]*>45</);
  });

  it("searches on the server, and a search for LIKE's wildcards finds only those characters", async () => {
    const found = await page("/admin/newsletter-subscriptions?q=LESER07");
    expect(countOf(found.html, "newsletter-row")).toBe(1);
    const wildcard = await page(`/admin/newsletter-subscriptions?q=${encodeURIComponent("100%_")}`);
    expect(countOf(wildcard.html, "newsletter-row")).toBe(1);
    expect(wildcard.html).toContain("leser07@");
    const underscore = await page("/admin/newsletter-subscriptions?q=_");
    expect(countOf(underscore.html, "newsletter-row")).toBe(1);
    const none = await page("/admin/newsletter-subscriptions?q=nobody-at-all");
    expect(countOf(none.html, "newsletter-row")).toBe(0);
    expect(none.html).toContain('data-testid="newsletter-empty"');
  });

  it("keeps the status filter and the search in the page links and the search form", async () => {
    const { html } = await page("/admin/newsletter-subscriptions?status=confirmed&q=leser");
    expect(countOf(html, "newsletter-row")).toBe(15);
    expect(html).not.toContain('data-testid="pagination"');
    const pending = await page("/admin/newsletter-subscriptions?status=pending&q=leser");
    expect(countOf(pending.html, "newsletter-row")).toBe(20);
    expect(pending.html).toContain('href="/admin/newsletter-subscriptions?status=pending&amp;q=leser&amp;page=2"');
    expect(pending.html).toMatch(/<input type="hidden" name="status" value="pending"/);
  });

  it("sends a page past the end to the last page, and reads junk as page 1", async () => {
    const far = await get("/admin/newsletter-subscriptions?page=99", admin);
    expect(far.status).toBe(302);
    expect(far.headers.get("Location")).toBe("/admin/newsletter-subscriptions?page=3");
    for (const junk of ["-1", "abc", "1e9", "99999999999"]) {
      const res = await page(`/admin/newsletter-subscriptions?page=${junk}`);
      expect(res.res.status).toBe(200);
      expect(statusOf(res.html)).toBe("Seite 1 von 3 (45 Einträge)");
    }
  });

  it("opens the delete dialog of a row that is on another page", async () => {
    const [row] = await testDb()
      .select()
      .from(schema.newsletterSubscriptions)
      .where(like(schema.newsletterSubscriptions.email, "leser01@%"));
    // leser01 is on page 3; the first page's rows do not name it, the dialog's data does.
    const plain = await page("/admin/newsletter-subscriptions");
    expect(plain.html).not.toContain("leser01@example.com");
    const { html } = await page(`/admin/newsletter-subscriptions?delete=${row!.id}`);
    expect(countOf(html, "newsletter-row")).toBe(20);
    expect(html).toContain("leser01@example.com");
  });

  it("speaks English when the admin chose English", async () => {
    // The back office's language is the person's choice (decision 0053), not the public site's cookie.
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, adminEmail));
    const res = await get("/admin/newsletter-subscriptions", admin);
    await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, adminEmail));
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<nav[^>]*aria-label="Pages"/);
    expect(statusOf(html)).toBe("Page 1 of 3 (45 entries)");
  });

  it("stays closed to moderators", async () => {
    const res = await get("/admin/newsletter-subscriptions?q=leser", moderator);
    expect(res.status).not.toBe(200);
  });
});

describe("contact messages", () => {
  let second: number;
  beforeAll(async () => {
    await clearTables(schema.contactReplies, schema.contactMessages);
    const start = Date.now() - 100 * MINUTE;
    await insertAll(
      schema.contactMessages,
      Array.from({ length: 25 }, (_, i) => ({
        name: `Absender ${i}`,
        email: `absender${i}@example.com`,
        message: i === 3 ? "Frage zum Coaching-Paket Sonnenschein" : "Hallo",
        created_at: new Date(start + i * MINUTE),
      })),
    );
    const [row] = await testDb()
      .select()
      .from(schema.contactMessages)
      .where(like(schema.contactMessages.email, "absender1@%"));
    second = row!.id;
    await testDb().insert(schema.contactReplies).values({ contact_message_id: second, reply_message: "Alte Antwort" });
  });

  it("pages the messages and keeps the counters over all of them", async () => {
    const { html } = await page("/admin/contact-messages", moderator);
    expect(countOf(html, "contact-message")).toBe(20);
    expect(html).toMatch(/data-testid="stat-total"[\s\S]*?25/);
    const next = await page("/admin/contact-messages?page=2", moderator);
    expect(countOf(next.html, "contact-message")).toBe(5);
    expect(next.html).toContain("Alte Antwort");
  });

  it("finds a message by its text", async () => {
    const { html } = await page("/admin/contact-messages?q=sonnenschein", moderator);
    expect(countOf(html, "contact-message")).toBe(1);
    expect(html).toContain("Absender 3");
  });

  it("shows one message by ?message= (the dashboard's link), with a way back to all", async () => {
    const { html } = await page(`/admin/contact-messages?message=${second}`, moderator);
    expect(countOf(html, "contact-message")).toBe(1);
    expect(html).toContain("Absender 1");
    expect(html).toContain("Alle Nachrichten anzeigen");
  });

  it("opens the reply dialog of a message on another page", async () => {
    // Absender 1 is on page 2; the first page does not name it, the reply dialog's data does.
    const plain = await page("/admin/contact-messages", moderator);
    expect(plain.html).not.toContain("absender1@example.com");
    const { html } = await page(`/admin/contact-messages?reply=${second}`, moderator);
    expect(countOf(html, "contact-message")).toBe(20);
    expect(html).toContain("absender1@example.com");
  });
});

describe("users", () => {
  beforeAll(async () => {
    await insertAll(
      schema.user,
      Array.from({ length: 30 }, (_, i) => ({
        id: `paging-user-${i}-${crypto.randomUUID()}`,
        name: `Paging Person ${i}`,
        email: `paging-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      })),
    );
  });

  it("pages the accounts and finds one by name or address", async () => {
    const { html } = await page("/admin/users");
    expect(countOf(html, "user-row")).toBe(20);
    expect(html).toContain('data-testid="pagination"');
    const found = await page("/admin/users?q=paging+person+17");
    expect(countOf(found.html, "user-row")).toBe(1);
    const byMail = await page("/admin/users?q=PAGING-2");
    expect(countOf(byMail.html, "user-row")).toBeGreaterThanOrEqual(1);
    expect(byMail.html).not.toContain("Paging Person 17");
  });
});

describe("redirect links", () => {
  beforeAll(async () => {
    await clearTables(schema.linkClickDays, schema.linkClicks, schema.redirectLinks);
    await insertAll(
      schema.redirectLinks,
      Array.from({ length: 23 }, (_, i) => ({
        short_code: `seite${i}`,
        target_url: `https://example.org/${i === 5 ? "herbst-aktion" : "x"}`,
        display_order: i + 1,
      })),
    );
  });

  it("pages the Manage tab, searches code and target, and keeps every link in the Sort tab", async () => {
    const { html } = await page("/admin/redirect-links", moderator);
    expect(countOf(html, "redirect-row")).toBe(20);
    const second = await page("/admin/redirect-links?page=2", moderator);
    expect(countOf(second.html, "redirect-row")).toBe(3);
    const found = await page("/admin/redirect-links?q=herbst", moderator);
    expect(countOf(found.html, "redirect-row")).toBe(1);
    expect(found.html).toContain("/seite5");
    const sort = await page("/admin/redirect-links?tab=sort", moderator);
    expect(sort.html).toContain("seite22");
    expect(sort.html).not.toContain('data-testid="pagination"');
  });
});
