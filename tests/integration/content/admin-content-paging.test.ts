import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * A content type with `paging` in its definition (blog, shop, academy) is searched and paged on the
 * server: 20 rows a page in the list's usual order, ?q= and ?page= as plain links (no JavaScript).
 */

let admin: string;
const POSTS = 45;

beforeAll(async () => {
  admin = (await signInAs("admin")).cookie;
  await clearTables(schema.blogPosts);
  // Post n is n minutes old, so "newest first" is 1, 2, 3, … (D1 takes at most 100 values a statement).
  const now = Date.now();
  const posts = Array.from({ length: POSTS }, (_, i) => ({
    title: i === 16 ? "Achtsamkeit im Alltag" : `Beitrag ${i + 1}`,
    slug: `paging-${i + 1}`,
    excerpt: "Kurz",
    content: "",
    author: "Autorin",
    category: "Glück",
    date: "01.01.2026",
    image_url: "https://example.com/b.jpg",
    created_at: new Date(now - (i + 1) * 60_000),
  }));
  for (let i = 0; i < POSTS; i += 5)
    await testDb()
      .insert(schema.blogPosts)
      .values(posts.slice(i, i + 5));
}, 120_000);

async function page(path: string) {
  const res = await get(path, admin);
  expect(res.status, path).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  const rows = [...html.matchAll(/data-testid="content-row"[\s\S]*?<\/tr>/g)].map((m) => m[0]);
  const titles = rows.map((row) => row.match(/<span>(Beitrag \d+|Achtsamkeit im Alltag)<\/span>/)?.[1]);
  return { html, titles };
}

describe("/admin/blog with 45 posts", () => {
  it("page 1 shows the 20 newest, page 3 the last 5, with a count and page links marking the current page", async () => {
    const first = await page("/admin/blog");
    expect(first.titles).toHaveLength(20);
    expect(first.titles[0]).toBe("Beitrag 1");
    expect(first.titles[19]).toBe("Beitrag 20");
    expect(first.html).toContain("45 Einträge");
    expect(first.html).toMatch(/<nav aria-label="Seiten"/);
    expect(first.html).toMatch(/<a[^>]*aria-current="page"[^>]*>1<\/a>/);
    expect(first.html).toContain('href="/admin/blog?page=3"');

    const third = await page("/admin/blog?page=3");
    expect(third.titles).toEqual(["Beitrag 41", "Beitrag 42", "Beitrag 43", "Beitrag 44", "Beitrag 45"]);
    expect(third.html).toMatch(/<a[^>]*aria-current="page"[^>]*>3<\/a>/);

    // A page past the end shows the last page; nonsense shows the first.
    expect((await page("/admin/blog?page=99")).titles).toHaveLength(5);
    expect((await page("/admin/blog?page=-4")).titles).toHaveLength(20);
  });

  it("?q= finds the one post on the server, whichever page it was on, and keeps the search in page links", async () => {
    const found = await page("/admin/blog?q=achtsamkeit");
    expect(found.titles).toEqual(["Achtsamkeit im Alltag"]);
    expect(found.html).toContain("1 Treffer für „achtsamkeit“");
    expect(found.html).not.toMatch(/<nav aria-label="Seiten"/);
    // Links that open a dialog keep the search.
    expect(found.html).toMatch(/href="\/admin\/blog\?q=achtsamkeit&amp;edit=\d+"/);

    const many = await page("/admin/blog?q=Beitrag&page=2");
    expect(many.titles).toHaveLength(20);
    expect(many.html).toContain("44 Treffer");
    expect(many.html).toContain('href="/admin/blog?q=Beitrag&amp;page=3"');
  });

  it("page links keep the translation filter and leave an open draft's dialog behind", async () => {
    const second = await page("/admin/blog?untranslated=1&draft=999999&page=2");
    expect(second.titles).toHaveLength(20);
    expect(second.html).toContain('href="/admin/blog?untranslated=1&amp;page=3"');
    expect(second.html).not.toMatch(/href="[^"]*draft=999999[^"]*page=/);
  });

  it("LIKE wildcards in the search are taken literally", async () => {
    for (const q of ["%", "_", "Beitrag_1", "\\"]) {
      const result = await page(`/admin/blog?q=${encodeURIComponent(q)}`);
      expect(result.titles, q).toEqual([]);
      expect(result.html).toContain("Keine Treffer");
    }
  });

  it("a long search (over the 50 bytes D1 allows a LIKE pattern) answers, with or without hits", async () => {
    const long = "Achtsamkeit im Alltag, über Glück und Gelassenheit – ganz ohne Stress";
    expect(new TextEncoder().encode(long).length).toBeGreaterThan(50);
    const none = await page(`/admin/blog?q=${encodeURIComponent(long)}`);
    expect(none.titles).toEqual([]);
    expect(none.html).toContain("Keine Treffer");
    // A post whose title holds the long text is found by it.
    const [created] = await testDb()
      .insert(schema.blogPosts)
      .values({
        title: long,
        slug: "paging-long",
        excerpt: "Kurz",
        content: "",
        author: "A",
        category: "Glück",
        date: "01.01.2026",
        image_url: "https://example.com/b.jpg",
      })
      .returning({ id: schema.blogPosts.id });
    try {
      const found = await get(`/admin/blog?q=${encodeURIComponent(long.replace("Achtsamkeit", "ACHTSAMKEIT"))}`, admin);
      expect(found.status).toBe(200);
      expect(await found.text()).toContain("1 Treffer");
    } finally {
      await testDb()
        .delete(schema.blogPosts)
        .where(sql`id = ${created!.id}`);
    }
  });

  it("the search and the page links are in English for staff who read the back office in English", async () => {
    // The back office's language is the staff member's own (decision 0053), not the site's ?lang=.
    const { cookie, email } = await sessionAs("admin");
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, email));
    const read = async (path: string) => (await (await get(path, cookie)).text()).replaceAll("<!-- -->", "");
    const en = await read("/admin/blog");
    expect(en).toContain("45 entries");
    expect(en).toMatch(/<nav aria-label="Pages"/);
    expect(await read("/admin/blog?q=nothing-matches")).toContain("No results for “nothing-matches”");
    // A German staff member's list stays German whatever the site's language.
    expect((await page("/admin/blog?lang=en")).html).toContain("45 Einträge");
  });

  it("a row on another page opens in the edit dialog by ?edit=<id>, and the save still lands", async () => {
    const [last] = await testDb()
      .select()
      .from(schema.blogPosts)
      .where(sql`${schema.blogPosts.title} = 'Beitrag 45'`);
    const edit = await page(`/admin/blog?edit=${last!.id}`);
    expect(edit.html).toContain('role="dialog"');
    expect(edit.html).toContain('value="Beitrag 45"');
    const res = await postForm(
      `/admin/blog?edit=${last!.id}`,
      {
        intent: "update",
        id: String(last!.id),
        title: "Beitrag 45 neu",
        slug: "paging-45",
        excerpt: "Kurz",
        author: "Autorin",
        category: "Glück",
        date: "01.01.2026",
        image_url: "https://example.com/b.jpg",
      },
      { Cookie: admin },
    );
    expect(res.status).toBe(302);
    expect((await page("/admin/blog?page=3")).html).toContain("Beitrag 45 neu");
  });

  it("a type without paging (services) still lists every row on one page", async () => {
    const html = await (await get("/admin/services", admin)).text();
    expect(html).not.toContain('role="search"');
  });
});
