import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { highlight, searchTerms } from "~/lib/pages";
import { rebuildSearchIndex } from "~/lib/pages/index.server";
import { CONTENT_TYPE_LIST } from "~/lib/admin";
import { sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, postForm, testDb } from "../helpers";

/** The blog and shop search through the full-text index (docs/decisions/0030), through the real Worker. */

const image = "https://example.com/image.jpg";
const day = 24 * 60 * 60 * 1000;
const base = Date.UTC(2025, 0, 1);

type PostInsert = typeof schema.blogPosts.$inferInsert;
type ProductInsert = typeof schema.shopProducts.$inferInsert;

function post(title: string, age: number, extra: Partial<PostInsert> = {}): PostInsert {
  return {
    title,
    excerpt: "Ein kurzer Text.",
    category: "Allgemein",
    author: "Anna Autorin",
    date: "12.03.2025",
    image_url: image,
    created_at: new Date(base - age * day),
    ...extra,
  };
}

function product(name: string, age: number, extra: Partial<ProductInsert> = {}): ProductInsert {
  return {
    name,
    description: "Ein schönes Produkt.",
    category: "Bücher",
    price: "10,00 €",
    rating: 4.5,
    image_url: image,
    external_url: "https://shop.example.com/p",
    created_at: new Date(base - age * day),
    ...extra,
  };
}

/** The page's <main> without React's text separators. */
async function main(path: string) {
  const res = await fetchWorker(path);
  const html = await res.text();
  const start = html.indexOf("<main");
  return { status: res.status, main: html.slice(start, html.indexOf("</main>", start)).replaceAll("<!-- -->", "") };
}

/** The titles (h3) of the cards of a page, in the order shown, without the marks. */
function titles(main: string) {
  return [...main.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/<\/?mark[^>]*>/g, ""));
}

/** Rows written here pass no save: the index is made again from the tables, as the bulk paths do. */
const reindex = () => rebuildSearchIndex(testDb(), CONTENT_TYPE_LIST);

const blog = (q: string) => main(`/blog?q=${encodeURIComponent(q)}`);
const shop = (q: string, category = "") =>
  main(`/shop?q=${encodeURIComponent(q)}${category ? `&category=${encodeURIComponent(category)}` : ""}`);

describe("search words", () => {
  it("folds umlauts and ß like slugs, removes other accents, and keeps only words", () => {
    expect(searchTerms("Glück")).toEqual(["glueck"]);
    expect(searchTerms("STRAẞE straße Café")).toEqual(["strasse", "cafe"]);
    expect(searchTerms('"title:x" AND NEAR( * ^a -b')).toEqual(["title", "x", "and", "near", "a", "b"]);
    expect(searchTerms("%_ 💥 \uD800")).toEqual([]);
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(8);
  });

  it("marks each word whose folded form starts with a term, in the original spelling", () => {
    expect(highlight("Glücklich sein, gluecklich sein", ["glueck"])).toEqual([
      { text: "Glücklich", match: true },
      { text: " sein, ", match: false },
      { text: "gluecklich", match: true },
      { text: " sein", match: false },
    ]);
    expect(highlight("Kein Treffer", ["glueck"])).toEqual([{ text: "Kein Treffer", match: false }]);
    expect(highlight("<b>Glück</b>", ["glueck"])).toEqual([
      { text: "<b>", match: false },
      { text: "Glück", match: true },
      { text: "</b>", match: false },
    ]);
  });
});

describe("/blog?q= through the full-text index", () => {
  beforeEach(async () => {
    await clearTables(schema.blogPosts);
  });

  it("finds 'glück' as Glück, glücklich and gluecklich in either language, and nothing unrelated", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Das Glück im Alltag", 3),
        post("Ein anderer Beitrag", 2, { excerpt_en: "How to be gluecklich every day" }),
        post("Mit Freude", 1, { content: "Wer glücklich ist, teilt." }),
        post("Unverwandt", 0, { excerpt: "Über Achtsamkeit", content: "Glocke, Lücke" }),
      ]);
    await reindex();
    const { status, main: found } = await blog("glück");
    expect(status).toBe(200);
    expect(titles(found).sort()).toEqual(["Das Glück im Alltag", "Ein anderer Beitrag", "Mit Freude"]);
    // Written out or typed without a capital, the same three.
    expect(titles((await blog("GLUECK")).main).sort()).toEqual(titles(found).sort());
    // A prefix of the word is a search too.
    expect(titles((await blog("glü")).main).sort()).toEqual(titles(found).sort());
    // Typed without the umlaut, as on a keyboard that has none.
    expect(titles((await blog("Gluck")).main).sort()).toEqual(titles(found).sort());
    expect(found).toContain("3 Artikel für „glück“");
  });

  it("orders by relevance: a match in the title before one in the body, whatever the dates", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Neu, nur im Text", 0, { content: "Hier geht es am Rande auch um Resilienz und vieles andere mehr." }),
        post("Resilienz lernen", 30, { excerpt: "Resilienz im Alltag" }),
        post("Mittel", 10, { excerpt: "Etwas über Resilienz" }),
      ]);
    await reindex();
    expect(titles((await blog("resilienz")).main)).toEqual(["Resilienz lernen", "Mittel", "Neu, nur im Text"]);
    // Without a search the order is newest first, as before.
    expect(titles((await main("/blog")).main)).toEqual(["Neu, nur im Text", "Mittel", "Resilienz lernen"]);
  });

  it("requires every word, in any field of either language", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Achtsamkeit", 1, { title_en: "Mindfulness", category: "Übungen" }),
        post("Achtsamkeit im Beruf", 2),
      ]);
    await reindex();
    expect(titles((await blog("achtsamkeit mindful")).main)).toEqual(["Achtsamkeit"]);
    expect(titles((await blog("mindfulness übung")).main)).toEqual(["Achtsamkeit"]);
    expect(titles((await blog("achtsamkeit")).main).sort()).toEqual(["Achtsamkeit", "Achtsamkeit im Beruf"]);
  });

  it("folds umlauts both ways: ü matches ue and u, and a text without umlauts is found by one; ß = ss both ways", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Übung macht den Meister", 1),
        post("Die Straße des Lebens", 2),
        post("Eine Strasse weiter", 3),
        post("Gluck und Handel", 4),
      ]);
    await reindex();
    for (const q of ["Übung", "übung", "uebung", "UEBUNG", "ubung"])
      expect(titles((await blog(q)).main), q).toEqual(["Übung macht den Meister"]);
    // Typed with the umlaut, a word written without it is found too.
    expect(titles((await blog("Glück")).main)).toEqual(["Gluck und Handel"]);
    for (const q of ["straße", "strasse", "STRASSE"])
      expect(titles((await blog(q)).main).sort(), q).toEqual(["Die Straße des Lebens", "Eine Strasse weiter"]);
  });

  it("marks the matched words in the card's title and excerpt, and nothing without a search", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values(post("Glück & <Mut>", 1, { excerpt: "Glücklich sein ist leicht" }));
    await reindex();
    const { main: found } = await blog("glück");
    expect(found).toMatch(/<h3[^>]*><mark class="[^"]*">Glück<\/mark> &amp; &lt;Mut&gt;<\/h3>/);
    expect(found).toMatch(/<p[^>]*><mark class="[^"]*">Glücklich<\/mark> sein ist leicht<\/p>/);
    expect(found).toContain("dark:");
    expect((await main("/blog")).main).not.toContain("<mark");
    // A search without words (a character the index does not hold) marks nothing.
    expect((await blog("&")).main).not.toContain("<mark");
  });

  it("answers every hostile query with a page, never an error", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([post("Title x", 1), post("Near me", 2, { excerpt: "Mit 😀 und 100%" })]);
    await reindex();
    const hostile = [
      '"',
      '""',
      "'",
      "AND",
      "OR NOT",
      "NEAR(",
      "NEAR(a b, 2)",
      "*",
      "^",
      "title:x",
      "{title excerpt}:x",
      "a OR b)",
      "-",
      "x".repeat(1000),
      "wort ".repeat(200),
      "😀",
      "😀".repeat(60),
      "%".repeat(100),
      "ü".repeat(100),
      "%F0%9F",
      "\u0000",
      "Ä\u0308",
    ];
    for (const q of hostile) {
      const { status } = await blog(q);
      expect(status, JSON.stringify(q.slice(0, 20))).toBe(200);
      expect((await shop(q)).status, JSON.stringify(q.slice(0, 20))).toBe(200);
    }
    // Lone surrogates and cut-off characters can only arrive as broken UTF-8 in the address itself.
    for (const raw of ["%ED%A0%80", "%ED%BF%BF%20abc", "%F0%9F", "%F0%9F%98%20glück", "%FF%FE", "%C3", "%ED%A0%80%"]) {
      expect((await main(`/blog?q=${raw}`)).status, raw).toBe(200);
      expect((await main(`/shop?q=${raw}`)).status, raw).toBe(200);
    }
    // Column filters and operators are words like any other: "title:x" asks for "title" and "x".
    expect(titles((await blog("title:x")).main)).toEqual(["Title x"]);
    expect(titles((await blog("NEAR(")).main)).toEqual(["Near me"]);
    // A text without letters or digits is looked up as it is (the index holds words only).
    expect(titles((await blog("😀")).main)).toEqual(["Near me"]);
    expect(titles((await blog("%")).main)).toEqual(["Near me"]);
  });
});

describe("the index stays in step with the posts", () => {
  let cookie: string;
  beforeAll(async () => {
    await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
    cookie = (await sessionAs("admin")).cookie;
  });
  beforeEach(async () => {
    await clearTables(schema.blogPosts, schema.contentTrash);
  });

  it("through the rebuild of bulk writes: an updated post is found by its new words only, a deleted one not at all", async () => {
    const [row] = await testDb()
      .insert(schema.blogPosts)
      .values(post("Dankbarkeit üben", 1))
      .returning({ id: schema.blogPosts.id });
    await reindex();
    expect(titles((await blog("dankbarkeit")).main)).toEqual(["Dankbarkeit üben"]);
    await testDb()
      .update(schema.blogPosts)
      .set({ title: "Gelassenheit üben", title_en: "Practising calm" })
      .where(eq(schema.blogPosts.id, row!.id));
    await reindex();
    expect(titles((await blog("dankbarkeit")).main)).toEqual([]);
    expect(titles((await blog("gelassenheit")).main)).toEqual(["Gelassenheit üben"]);
    expect(titles((await blog("calm")).main)).toEqual(["Gelassenheit üben"]);
    // An update of a column the index does not hold leaves it as it was.
    await testDb().update(schema.blogPosts).set({ featured: true }).where(eq(schema.blogPosts.id, row!.id));
    await reindex();
    expect(titles((await blog("gelassenheit")).main)).toEqual(["Gelassenheit üben"]);
    await env.DB.prepare("DELETE FROM blog_posts WHERE id = ?").bind(row!.id).run();
    await reindex();
    expect(titles((await blog("gelassenheit")).main)).toEqual([]);
    const { results } = await env.DB.prepare("SELECT rowid FROM search_index WHERE type = 'blog'").all();
    expect(results).toEqual([]);
  });

  it("through the back office: create, update, delete to the trash and restore", async () => {
    const form = {
      intent: "create",
      title: "Glück im Alltag",
      excerpt: "Kleine Schritte.",
      author: "Anna Autorin",
      category: "Achtsamkeit",
      image_url: "https://example.com/glueck.jpg",
      external_url: "https://blog.example.com/glueck",
    };
    expect((await postForm("/admin/blog", form, { Cookie: cookie })).status).toBe(302);
    expect(titles((await blog("glück")).main)).toEqual(["Glück im Alltag"]);
    const [row] = await testDb().select().from(schema.blogPosts);
    const update = { ...form, intent: "update", id: String(row!.id), title: "Freude im Alltag" };
    expect((await postForm("/admin/blog", update, { Cookie: cookie })).status).toBe(302);
    expect(titles((await blog("glück")).main)).toEqual([]);
    expect(titles((await blog("freude")).main)).toEqual(["Freude im Alltag"]);

    expect((await postForm("/admin/blog", { intent: "delete", id: String(row!.id) }, { Cookie: cookie })).status).toBe(
      302,
    );
    expect(titles((await blog("freude")).main)).toEqual([]);
    const [item] = await testDb().select().from(schema.contentTrash);
    expect(
      (await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: cookie })).status,
    ).toBe(302);
    expect(titles((await blog("freude")).main)).toEqual(["Freude im Alltag"]);
  });

  it("through the editorial workflow: a draft is not found, the published post is", async () => {
    await clearTables(schema.contentDrafts, schema.contentRevisions);
    const form = {
      intent: "create",
      title: "Gelassenheit im Entwurf",
      slug: "gelassenheit-im-entwurf",
      excerpt: "Ein Auszug.",
      author: "Anna Autorin",
      category: "Achtsamkeit",
      content: "Der Text.",
      image_url: "https://example.com/bild.jpg",
    };
    expect((await postForm("/admin/blog", { ...form, status: "draft" }, { Cookie: cookie })).status).toBe(302);
    expect(titles((await blog("gelassenheit")).main)).toEqual([]);
    const [draft] = await testDb().select().from(schema.contentDrafts);
    const publish = { ...form, status: "published", draft: String(draft!.id), version: `d${draft!.id}.1` };
    expect((await postForm("/admin/blog", publish, { Cookie: cookie })).status).toBe(302);
    expect(titles((await blog("gelassenheit")).main)).toEqual(["Gelassenheit im Entwurf"]);
  });
});

describe("/shop?q= through the full-text index", () => {
  beforeEach(async () => {
    await clearTables(schema.shopProducts);
  });

  it("folds like the blog, searches both languages and the long description, keeps ?category=", async () => {
    await testDb()
      .insert(schema.shopProducts)
      .values([
        product("Glücks-Journal", 1, { category: "Journale" }),
        product("Kartenset", 2, { category: "Karten", description_en: "Cards for a happier, gluecklich life" }),
        product("Kissen", 3, { category: "Zubehör", detailed_description: "Für Meditation und Glücksmomente" }),
        product("Tasse", 4, { category: "Zubehör", description: "Für den Kaffee am Morgen" }),
      ]);
    await reindex();
    const { status, main: found } = await shop("glück");
    expect(status).toBe(200);
    // The name first (the heaviest field), then the description, then the long description.
    expect(titles(found)).toEqual(["Glücks-Journal", "Kartenset", "Kissen"]);
    expect(titles((await shop("glueck", "Zubehör")).main)).toEqual(["Kissen"]);
    expect(titles((await shop("glü", "Karten")).main)).toEqual(["Kartenset"]);
    expect(titles((await shop("glück", "Poster")).main)).toEqual([]);
    expect(titles((await shop("zubehoer")).main).sort()).toEqual(["Kissen", "Tasse"]);
    expect(found).toMatch(/<h3[^>]*><mark class="[^"]*">Glücks<\/mark>-Journal<\/h3>/);
  });

  it("follows updates and deletes (made again from the table)", async () => {
    const [row] = await testDb()
      .insert(schema.shopProducts)
      .values(product("Kalender", 1))
      .returning({ id: schema.shopProducts.id });
    await reindex();
    await testDb()
      .update(schema.shopProducts)
      .set({ name_en: "Calendar", description: "Für Straßenbahnfahrten" })
      .where(eq(schema.shopProducts.id, row!.id));
    await reindex();
    expect(titles((await shop("calendar")).main)).toEqual(["Kalender"]);
    expect(titles((await shop("strassenbahn")).main)).toEqual(["Kalender"]);
    expect(titles((await shop("schönes")).main)).toEqual([]);
    await testDb().delete(schema.shopProducts).where(eq(schema.shopProducts.id, row!.id));
    expect(titles((await shop("calendar")).main)).toEqual([]);
  });
});
