import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { roleName, staffDate, staffDateTime, staffDay, staffHour } from "~/lib/admin";
import { get, signInAs } from "../auth-helpers";
import { testDb } from "../helpers";

/** 26 Nov 2026, 14:05 in Berlin (winter time, UTC+1). */
const AT = new Date("2026-11-26T13:05:00Z");
const tag = crypto.randomUUID().slice(0, 8);
const emails: string[] = [];

afterAll(async () => {
  const db = testDb();
  await db.delete(schema.contactMessages).where(eq(schema.contactMessages.email, `visitor-${tag}@example.com`));
  await db.delete(schema.redirectLinks).where(eq(schema.redirectLinks.short_code, `count-${tag}`));
  if (emails.length) await db.delete(schema.user).where(inArray(schema.user.email, emails));
});

/** An administrator (unique to this file) whose back office speaks `lang`. */
async function adminIn(lang: "de" | "en") {
  const signedIn = await signInAs("admin", `dates-${lang}-${tag}@example.com`);
  emails.push(signedIn.email);
  await testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, signedIn.email));
  return signedIn.cookie;
}

const text = (html: string) => html.replace(/<!-- -->/g, "");

describe("dates and role names in the back office's two languages", () => {
  it("writes dates, times and roles in the screen's language, in Berlin time", () => {
    expect(staffDateTime("de", AT)).toBe("26.11.2026, 14:05");
    expect(staffDateTime("en", AT)).toBe("26 Nov 2026, 14:05");
    expect(staffDate("en", AT)).toBe("26 Nov 2026");
    expect(staffDay("en", "2026-03-29")).toBe("29 Mar 2026");
    expect(staffDay("de", "2026-03-29", "short")).toBe("29.03.");
    expect(staffHour("en", AT.getTime())).toBe("26 Nov 14:05");
    expect(staffDateTime("en", "not a date")).toBe("");
    expect([roleName("de", "user"), roleName("en", "user"), roleName("en", "admin")]).toEqual([
      "Benutzer",
      "User",
      "Administrator",
    ]);
  });

  it("shows the users list, the dashboard and contact messages with English dates and role names", async () => {
    const db = testDb();
    const plain = `plain-${tag}@example.com`;
    emails.push(plain);
    await db
      .insert(schema.user)
      .values({ id: `plain-${tag}`, name: "Plain", email: plain, role: "user", createdAt: AT });
    await db.insert(schema.contactMessages).values({
      name: "Visitor",
      email: `visitor-${tag}@example.com`,
      message: "Hello",
      created_at: AT,
    });
    const english = await adminIn("en");
    const users = text(await (await get(`/admin/users?q=plain-${tag}`, english)).text());
    expect(users).toContain("Created on 26 Nov 2026");
    expect(users).toMatch(/<option value="user"[^>]*>User<\/option>/);
    expect(users).not.toMatch(/>Benutzer</);
    // The admin bar names the signed-in person's role too.
    expect(users).toMatch(/data-testid="admin-user"[^>]*>[^<]*\(Administrator\)/);
    const dashboard = text(await (await get("/admin", english)).text());
    expect(dashboard).toMatch(/Welcome, [^<]*\(Administrator\)/);
    const contact = text(await (await get(`/admin/contact-messages?q=visitor-${tag}`, english)).text());
    expect(contact).toContain("26 Nov 2026, 14:05");

    const german = await adminIn("de");
    const deUsers = text(await (await get(`/admin/users?q=plain-${tag}`, german)).text());
    expect(deUsers).toContain("Erstellt am 26.11.2026");
    expect(deUsers).toMatch(/<option value="user"[^>]*>Benutzer<\/option>/);
    expect(text(await (await get("/admin", german)).text())).toMatch(/Willkommen, [^<]*\(Administrator\)/);
    expect(text(await (await get(`/admin/contact-messages?q=visitor-${tag}`, german)).text())).toContain(
      "26.11.2026, 14:05",
    );
  }, 180_000);

  it("prints a short link's counts with the screen language's thousands separator", async () => {
    const [link] = await testDb()
      .insert(schema.redirectLinks)
      .values({ short_code: `count-${tag}`, target_url: "https://example.com/", click_count: 12345 })
      .returning();
    const page = (cookie: string) => get(`/admin/redirect-links/${link!.id}`, cookie).then((res) => res.text());
    expect(text(await page(await adminIn("en")))).toMatch(/data-testid="stat-total"[^>]*>12,345</);
    expect(text(await page(await adminIn("de")))).toMatch(/data-testid="stat-total"[^>]*>12\.345</);
  }, 180_000);
});
