import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { safeHref, safeRedirectPath, sameSitePath } from "~/lib/text";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, postForm, testDb } from "../helpers";

/**
 * Values that must never count as a path of our own site: each would send a browser (or a staff
 * member right after signing in) to another origin, or hides such a value behind an encoding.
 */
const HOSTILE = [
  "//evil.example",
  "//evil.example/login",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example/login",
  "/%09/evil.example/login",
  "/\n/evil.example",
  "/%0a/evil.example",
  "/%0D%0A/evil.example",
  "/ /evil.example",
  "/%20/evil.example",
  "/\u00a0/evil.example",
  "/\u2028/evil.example",
  "/%E2%80%A8/evil.example",
  "/\u200b/evil.example",
  "/\u0000/evil.example",
  "/%00/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%255C%255Cevil.example",
  "/%25252F%25252Fevil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "https://evil.example/admin",
  "http:evil.example",
  "javascript:alert(1)",
  "evil.example",
  "",
  "/%zz",
  `/${"a".repeat(5000)}`,
];

const SAFE = [
  "/",
  "/kontakt",
  "/admin/users",
  "/blog/mein-beitrag?tag=a&b=c#teil-2",
  "/%C3%BCber-uns",
  "/events/2026-sommer",
];

describe("sameSitePath: the one guard for paths from outside", () => {
  it.each(HOSTILE.map((value) => [JSON.stringify(value).slice(0, 60), value]))("refuses %s", (_label, value) => {
    expect(sameSitePath(value)).toBeNull();
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
    // An absolute http(s) URL is a valid external link, just never a path of ours.
    if (!/^https?:\/\//.test(value)) expect(safeHref(value)).toBeNull();
  });

  it.each(SAFE)("keeps %s", (value) => {
    expect(sameSitePath(value)).toBe(value);
    expect(safeRedirectPath(value)).toBe(value);
    expect(safeHref(value)).toBe(value);
  });

  it("keeps in-page anchors and http(s) links as links, and refuses anchors with hidden characters", () => {
    expect(safeHref("#kontakt")).toBe("#kontakt");
    expect(safeHref("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHref("#a\tb")).toBeNull();
  });
});

describe("redirectTo after sign-in", () => {
  let admin: { cookie: string; email: string; password: string };

  beforeAll(async () => {
    await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
    admin = await sessionAs("admin");
  });

  it.each(HOSTILE.filter((value) => value.length < 200).map((value) => [JSON.stringify(value).slice(0, 60), value]))(
    "a signed-in admin opening /login?redirectTo=%s lands on /admin",
    async (_label, value) => {
      const response = await get(`/login?redirectTo=${encodeURIComponent(value)}`, admin.cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin");
    },
  );

  it("a hostile redirectTo sent with the sign-in form lands on /admin too; a real admin path is kept", async () => {
    const hostile = await postForm(
      "/login",
      { intent: "signin", email: admin.email, password: admin.password, redirectTo: "/%09/evil.example/login" },
      { "cf-connecting-ip": "198.51.100.7" },
    );
    expect(hostile.status).toBe(302);
    expect(hostile.headers.get("Location")).toBe("/admin");
    const kept = await postForm(
      "/login",
      { intent: "signin", email: admin.email, password: admin.password, redirectTo: "/admin/blog" },
      { "cf-connecting-ip": "198.51.100.8" },
    );
    expect(kept.headers.get("Location")).toBe("/admin/blog");
  });

  it("the preference switches never send a visitor off-site", async () => {
    for (const value of ["/\\evil.example", "/%09/evil.example", "//evil.example"]) {
      const response = await postForm("/preferences", { theme: "dark", redirectTo: value });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
  });
});

describe("links staff enter", () => {
  let admin: string;
  const db = () => testDb();

  beforeAll(async () => {
    await clearTables(schema.session, schema.account, schema.rateLimits, schema.user, schema.navigationItems);
    admin = (await sessionAs("admin")).cookie;
  });

  const item = (href: string) => ({
    intent: "create",
    name_de: "Ziel",
    name_en: "Target",
    href,
    display_order: "1",
    is_active: "on",
    show_in_navbar: "on",
  });

  it("a navigation link to a site path is saved", async () => {
    const saved = await postForm("/admin/navigation", item("/kontakt"), { Cookie: admin });
    expect(saved.status).toBe(302);
    expect(
      await db().select().from(schema.navigationItems).where(eq(schema.navigationItems.href, "/kontakt")),
    ).toHaveLength(1);
  });

  it.each(["/\\evil.example", "/%09/evil.example", "/\t/evil.example", "//evil.example", "/%5C%5Cevil.example"])(
    "a navigation link %j is refused with the field's message and nothing is saved",
    async (href) => {
      const before = (await db().select().from(schema.navigationItems)).length;
      const refused = await postForm("/admin/navigation", item(href), { Cookie: admin });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Bitte einen Pfad wie /kontakt");
      expect((await db().select().from(schema.navigationItems)).length).toBe(before);
    },
  );

  it("a hostile link already in the database is not rendered as a link on the public site", async () => {
    await db()
      .insert(schema.navigationItems)
      .values({ name_de: "Falle", name_en: "Trap", href: "/\\evil.example", display_order: 2 });
    const html = await (await fetchWorker("/")).text();
    expect(html).toContain("/kontakt");
    expect(html).not.toMatch(/href="\/\\evil\.example"/);
    expect(html).not.toContain('href="/\\\\evil.example"');
  });
});
