import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { newRecordDefaults } from "~/lib/admin/index.server";
import { CONTENT_TYPES, type ContentTypeDef } from "~/lib/admin";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/** Back office: blog posts and shop products (back-office.md 2, 5, 8, 9). */

let cookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  cookie = (await sessionAs("admin")).cookie;
});

beforeEach(async () => {
  await clearTables(schema.blogPosts, schema.shopProducts);
});

const post = (url: string, fields: Record<string, string>) => postForm(url, fields, { Cookie: cookie });

function blogForm(extra: Record<string, string> = {}) {
  return {
    intent: "create",
    title: "Glück im Alltag",
    excerpt: "Kleine Schritte zu mehr Zufriedenheit.",
    author: "Anna Autorin",
    category: "Achtsamkeit",
    image_url: "https://example.com/glueck.jpg",
    external_url: "https://blog.example.com/glueck",
    ...extra,
  };
}

function shopForm(extra: Record<string, string> = {}) {
  return {
    intent: "create",
    name: "Glücks-Journal",
    description: "Ein Journal für jeden Tag.",
    price: "24.99€",
    rating: "4.5",
    category: "Bücher",
    image_url: "https://example.com/journal.jpg",
    external_url: "https://shop.example.com/journal",
    ...extra,
  };
}

const blogRows = () => testDb().select().from(schema.blogPosts);
const shopRows = () => testDb().select().from(schema.shopProducts);

/** Today as the back office writes it: dd.mm.yyyy in Europe/Berlin. */
function todayGerman() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}`;
}

describe("blog posts", () => {
  it("derives the slug from the title and makes it unique with -1, -2", async () => {
    for (let i = 0; i < 3; i++) expect((await post("/admin/blog", blogForm())).status).toBe(302);
    const slugs = (await blogRows()).map((row) => row.slug).sort();
    expect(slugs).toEqual(["glueck-im-alltag", "glueck-im-alltag-1", "glueck-im-alltag-2"]);
  });

  it("normalises a typed slug and keeps a post's own slug when it is saved again", async () => {
    const res = await post("/admin/blog", blogForm({ slug: "  Mein   Erster Beitrag!! " }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toContain("toast=");
    const [row] = await blogRows();
    expect(row!.slug).toBe("mein-erster-beitrag");
    expect(
      (await post("/admin/blog", blogForm({ intent: "update", id: String(row!.id), slug: "mein-erster-beitrag" })))
        .status,
    ).toBe(302);
    expect((await blogRows())[0]!.slug).toBe("mein-erster-beitrag");
  });

  it("defaults the date to today in German format", async () => {
    expect((await post("/admin/blog", blogForm())).status).toBe(302);
    const [row] = await blogRows();
    expect(row!.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(row!.date).toBe(todayGerman());
    // A typed date is kept as typed.
    expect((await post("/admin/blog", blogForm({ date: "01.02.2024", title: "Anderer" }))).status).toBe(302);
    expect((await blogRows()).find((r) => r.title === "Anderer")!.date).toBe("01.02.2024");
    // Computed defaults of a new post's form (where the route asks for them) start with today too.
    const defaults = await newRecordDefaults(testDb() as never, CONTENT_TYPES.blog as unknown as ContentTypeDef);
    expect(defaults.date).toBe(todayGerman());
    // No placeholder host: the external link stays empty until staff fill it (docs/decisions/0020).
    expect(defaults.external_url ?? "").toBe("");
  });

  it("refuses a non-http(s) external link", async () => {
    const res = await post("/admin/blog", blogForm({ external_url: "javascript:alert(1)" }));
    expect(res.status).toBe(400);
    expect(await blogRows()).toHaveLength(0);
  });

  it("shows a saved post on /blog and at /blog/{slug}, Markdown typed into the form converted and rendered safely", async () => {
    const content = [
      "## Drei Schritte",
      "",
      "Das ist **wichtig** und *schön*.",
      "",
      "- Eins",
      "- Zwei",
      "",
      "<script>alert('xss')</script>",
      "",
      "[Klick](javascript:alert(1)) und [Quelle](https://example.com/quelle)",
    ].join("\n");
    expect((await post("/admin/blog", blogForm({ content }))).status).toBe(302);

    const list = await (await get("/blog")).text();
    expect(list).toContain("Glück im Alltag");
    expect(list).toContain('href="/blog/glueck-im-alltag"');

    const res = await get("/blog/glueck-im-alltag");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h2[^>]*>Drei Schritte<\/h2>/);
    expect(html).toContain("<strong>wichtig</strong>");
    expect(html).toMatch(/<li>Eins<\/li>/);
    // The script is text, never an element; the javascript: link is plain text.
    expect(html).toContain("&lt;script&gt;alert('xss')&lt;/script&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('href="https://example.com/quelle"');
  });
});

describe("shop products", () => {
  it("refuses a typed slug another product uses (400, nothing stored)", async () => {
    expect((await post("/admin/shop", shopForm({ show_details_button: "on", slug: "journal" }))).status).toBe(302);
    const res = await post(
      "/admin/shop",
      shopForm({ name: "Zweites Journal", show_details_button: "on", slug: "Journal" }),
    );
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("Bitte wählen Sie einen anderen Slug.");
    expect(body).toContain("Slug bereits verwendet");
    expect(await shopRows()).toHaveLength(1);
  });

  it("lets a product keep its own slug when it is saved again", async () => {
    await post("/admin/shop", shopForm({ show_details_button: "on", slug: "journal" }));
    const [row] = await shopRows();
    expect(
      (
        await post(
          "/admin/shop",
          shopForm({ intent: "update", id: String(row!.id), show_details_button: "on", slug: "journal" }),
        )
      ).status,
    ).toBe(302);
  });

  it("generates a unique slug from the name when the details button is on and the slug is empty", async () => {
    await post("/admin/shop", shopForm({ show_details_button: "on" }));
    await post("/admin/shop", shopForm({ show_details_button: "on", slug: "" }));
    const slugs = (await shopRows()).map((row) => row.slug).sort();
    expect(slugs).toEqual(["gluecks-journal", "gluecks-journal-1"]);
  });

  it("stores no slug when the details button is off", async () => {
    expect((await post("/admin/shop", shopForm({ slug: "wird-ignoriert" }))).status).toBe(302);
    const [row] = await shopRows();
    expect(row!.slug).toBeNull();
    expect(row!.show_details_button).toBe(false);
  });

  it("accepts ratings from 1 to 5 in steps of 0.1 and refuses 0 and 6", async () => {
    const messages: Record<string, string> = {
      "0": "Bewertung muss mindestens 1 sein",
      "6": "Bewertung darf höchstens 5 sein",
      abc: "Bewertung muss eine Zahl sein",
    };
    for (const [rating, message] of Object.entries(messages)) {
      const res = await post("/admin/shop", shopForm({ rating }));
      expect(res.status).toBe(400);
      const reply = await actionFieldErrors("/admin/shop", shopForm({ rating }), cookie);
      expect(reply.fieldErrors, rating).toEqual({ rating: [message] });
    }
    expect(await shopRows()).toHaveLength(0);
    expect((await post("/admin/shop", shopForm({ rating: "4.7" }))).status).toBe(302);
    expect((await shopRows())[0]!.rating).toBeCloseTo(4.7);
  });

  it("shows a saved product on /shop and its detail page at /shop/{slug}", async () => {
    await post("/admin/shop", shopForm({ show_details_button: "on" }));
    expect(await (await get("/shop")).text()).toContain("Glücks-Journal");
    const res = await get("/shop/gluecks-journal");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Glücks-Journal");
    const [row] = await testDb()
      .select()
      .from(schema.shopProducts)
      .where(eq(schema.shopProducts.slug, "gluecks-journal"));
    expect(row!.price).toBe("24.99€");
  });
});
