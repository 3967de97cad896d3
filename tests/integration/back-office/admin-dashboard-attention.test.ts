import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { CONTENT_TYPE_LIST } from "~/lib/admin";
import { berlinDay } from "~/lib/i18n";
import { get, signInAs } from "../auth-helpers";
import { clearTables, fetchWorker, testDb } from "../helpers";

const DAY = 24 * 60 * 60 * 1000;
let admin: string;
let moderator: string;

beforeAll(async () => {
  admin = (await signInAs("admin")).cookie;
  moderator = (await signInAs("moderator")).cookie;
});

beforeEach(async () => {
  await clearTables(
    schema.contactReplies,
    schema.contactMessages,
    schema.newsletterSubscriptions,
    schema.linkClickDays,
    schema.linkClicks,
    schema.redirectLinks,
  );
  await testDb().update(schema.legalPages).set({ is_active: true });
  // Files that ran before in this runtime may have left switched-off rows of any type the block lists.
  for (const def of CONTENT_TYPE_LIST.filter((type) => type.toggles.includes("is_active"))) {
    await testDb()
      .update(schema[def.table] as typeof schema.services)
      .set({ is_active: true });
  }
});

const dashboard = async (cookie: string, lang: "de" | "en" = "de") => {
  // The back office speaks the language chosen on the profile (decision 0053), whatever the site's cookie says.
  await testDb().update(schema.user).set({ adminLanguage: lang });
  const res = await fetchWorker("/admin", {
    headers: { Cookie: `${cookie}; language=${lang === "de" ? "en" : "de"}` },
  });
  expect(res.status).toBe(200);
  // React's text separators ("<!-- -->") are no part of what a reader sees.
  return { res, html: (await res.text()).replaceAll("<!-- -->", "") };
};

/** The text of the element with the test id (tags stripped). */
function textOf(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</(?:dd|span|section)>`).exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, "").trim() : "";
}

async function message(name: string, ageDays: number, replied = false) {
  const [row] = await testDb()
    .insert(schema.contactMessages)
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      message: "Hallo",
      created_at: new Date(Date.now() - ageDays * DAY),
    })
    .returning();
  if (replied)
    await testDb().insert(schema.contactReplies).values({ contact_message_id: row!.id, reply_message: "Danke" });
  return row!;
}

async function link(code: string, clicksByDaysAgo: Record<number, number>) {
  const [row] = await testDb()
    .insert(schema.redirectLinks)
    .values({ short_code: code, target_url: "https://example.org/" })
    .returning();
  for (const [ago, clicks] of Object.entries(clicksByDaysAgo))
    await testDb()
      .insert(schema.linkClickDays)
      .values({ link_id: row!.id, day: berlinDay(Date.now() - Number(ago) * DAY), clicks });
  return row!;
}

describe("dashboard: what needs staff", () => {
  it("lists unanswered messages oldest first with their age, each linking to the message; answered ones are left out", async () => {
    const young = await message("Jung", 1);
    await message("Beantwortet", 20, true);
    const old = await message("Alt", 9);
    const { html } = await dashboard(admin);
    expect(textOf(html, "unanswered-total")).toBe("2");
    const names = [...html.matchAll(/data-testid="unanswered-item"[\s\S]*?<a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(names).toEqual(["Alt", "Jung"]);
    expect(html).toContain(`href="/admin/contact-messages?message=${old.id}"`);
    expect(html).toContain(`href="/admin/contact-messages?message=${young.id}"`);
    expect(html).toContain("vor 9 Tagen");
    expect(html).toContain("gestern");
    expect(html).not.toContain("Beantwortet");
  });

  it("counts newsletter sign-ups of the last 7 and 30 days", async () => {
    const at = (ago: number) => new Date(Date.now() - ago * DAY);
    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values([
        { email: "a@example.com", subscribed_at: at(1) },
        { email: "b@example.com", subscribed_at: at(6) },
        { email: "c@example.com", subscribed_at: at(12) },
        { email: "d@example.com", subscribed_at: at(45) },
      ]);
    const { html } = await dashboard(admin);
    expect(textOf(html, "signups-7")).toBe("2");
    expect(textOf(html, "signups-30")).toBe("3");
  });

  it("shows the five most-clicked short links of the last 30 days, each with a chart and its text alternative", async () => {
    await link("eins", { 0: 50 });
    await link("zwei", { 2: 10, 3: 30 });
    await link("drei", { 5: 30 });
    await link("vier", { 1: 20 });
    await link("fuenf", { 4: 10 });
    await link("sechs", { 1: 5 });
    await link("alt", { 40: 999 });
    const { html } = await dashboard(admin);
    const codes = [...html.matchAll(/data-testid="top-link"[\s\S]*?<a[^>]*>\/([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(codes).toEqual(["eins", "zwei", "drei", "vier", "fuenf"]);
    expect(html.match(/data-testid="top-link-chart"/g)).toHaveLength(5);
    expect(html).toMatch(
      /<title[^>]*>Klicks pro Tag für \/zwei in den letzten 30 Tagen: zusammen 40, die meisten \(30\)/,
    );
    expect(html).toContain("50 Klicks");
  });

  it("names the switched-off content per type, linking to its screen", async () => {
    const [legal] = await testDb()
      .insert(schema.legalPages)
      .values({
        page_key: `dashboard-${crypto.randomUUID().slice(0, 8)}`,
        title_de: "T",
        title_en: "T",
        content_de: "x",
        content_en: "x",
        is_active: false,
      })
      .returning();
    const { html } = await dashboard(admin);
    expect(textOf(html, "off-legal")).toBe("Rechtliche Seiten: 1 ausgeschaltet");
    await testDb().delete(schema.legalPages).where(eq(schema.legalPages.id, legal!.id));
    const [service] = await testDb()
      .insert(schema.services)
      .values({
        title_de: "Aus",
        title_en: "Off",
        description_de: "-",
        description_en: "-",
        image_url: "/images/x.jpg",
        is_active: false,
      })
      .returning();
    const again = await dashboard(admin);
    expect(again.html).toMatch(/<a[^>]*href="\/admin\/services"[^>]*>Services<\/a>: 1 ausgeschaltet/);
    await testDb().delete(schema.services).where(eq(schema.services.id, service!.id));
  });

  it("shows empty states in German and English", async () => {
    const de = await dashboard(admin);
    expect(textOf(de.html, "unanswered-total")).toBe("0");
    expect(de.html).toContain("Alle Kontaktnachrichten sind beantwortet.");
    expect(de.html).toContain("In den letzten 30 Tagen wurde kein Short Link geklickt.");
    expect(de.html).toContain("Nichts ist ausgeschaltet");
    const en = await dashboard(admin, "en");
    expect(en.html).toContain("What needs you now");
    expect(en.html).toContain("Every contact message has been answered.");
    expect(en.html).toContain("No short link was clicked in the last 30 days.");
    expect(en.html).toContain("Nothing is switched off");
    expect(en.html).not.toContain("Was Sie jetzt braucht");
  });

  it("speaks English ages and counts in English", async () => {
    await message("Old", 3);
    await link("en", { 0: 1 });
    const { html } = await dashboard(admin, "en");
    expect(html).toContain("3 days ago");
    expect(html).toContain("1 click");
  });

  it("moderators see messages, links and content, but no newsletter figures and no admin-only links", async () => {
    await message("Anfrage", 2);
    await testDb().insert(schema.newsletterSubscriptions).values({ email: "x@example.com", subscribed_at: new Date() });
    const { html } = await dashboard(moderator);
    expect(html).toContain('data-testid="attention-unanswered"');
    expect(html).toContain('data-testid="attention-top-links"');
    expect(html).not.toContain('data-testid="attention-signups"');
    expect(html).not.toContain("Newsletter-Anmeldungen");
    expect(html).not.toContain('href="/admin/navigation"');
  });

  it("loads everything in one D1 batch: one round-trip more than the sign-in check costs", async () => {
    await message("Eins", 1);
    await link("batch", { 0: 3 });
    const { res } = await dashboard(admin);
    const dashboardTrips = Number(res.headers.get("X-D1-Round-Trips"));
    // An unknown admin path loads nothing but the session check.
    const baseline = await get("/admin/not-a-screen-at-all", admin);
    const baselineTrips = Number(baseline.headers.get("X-D1-Round-Trips"));
    expect(dashboardTrips).toBe(baselineTrips + 1);
  });

  it("turns visitors and plain users away", async () => {
    const visitor = await get("/admin");
    expect(visitor.status).toBe(302);
    const user = (await signInAs("user")).cookie;
    const res = await get("/admin", user);
    expect(res.status).not.toBe(200);
  });
});
