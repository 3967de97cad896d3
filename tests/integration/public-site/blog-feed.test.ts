import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, ORIGIN, testDb } from "../helpers";

const day = 24 * 60 * 60 * 1000;
const base = Date.UTC(2026, 5, 1);

function post(n: number, extra: Partial<typeof schema.blogPosts.$inferInsert> = {}) {
  return {
    title: `Beitrag ${n}`,
    title_en: `Post ${n}`,
    slug: `beitrag-${n}`,
    slug_en: `post-${n}`,
    excerpt: `Auszug ${n}`,
    excerpt_en: `Excerpt ${n}`,
    content: `<p>Inhalt ${n} mit <a href="/kontakt">Kontakt</a></p>`,
    content_en: `<p>Body ${n}</p>`,
    category: "Allgemein",
    author: "Anna Autorin",
    date: "01.06.2026",
    image_url: "https://example.com/i.jpg",
    created_at: new Date(base + n * day),
    ...extra,
  };
}

type Item = { title: string; link: string; guid: unknown; "content:encoded"?: string; description: string };

async function feed(path: string) {
  const res = await fetchWorker(path);
  const xml = await res.text();
  return { res, xml };
}

function itemsOf(xml: string): { channel: Record<string, unknown>; items: Item[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    rss: { "@_version": string; channel: Record<string, unknown> & { item?: Item | Item[] } };
  };
  expect(parsed.rss["@_version"]).toBe("2.0");
  const { item, ...channel } = parsed.rss.channel;
  return { channel, items: item === undefined ? [] : Array.isArray(item) ? item : [item] };
}

describe("the blog's feeds", () => {
  beforeEach(async () => {
    await clearTables(schema.blogPosts);
    // 25 posts with pages (the 20 newest are listed) and one whose body carries markup to escape.
    // A few rows per insert: D1 allows 100 bound values in one statement.
    for (let n = 1; n <= 25; n += 5) {
      await testDb()
        .insert(schema.blogPosts)
        .values([n, n + 1, n + 2, n + 3, n + 4].map((k) => post(k)));
    }
    await testDb()
      .insert(schema.blogPosts)
      .values(
        post(30, {
          title: "Ärger & <Freude>",
          slug: "aerger",
          slug_en: null,
          content: '<p>Ein Bild <img src="/media/abc.jpg" alt="x"> und ]]&gt; Ende</p>',
          content_en: null,
        }),
      );
  });

  it("lists the latest German posts with their bodies and absolute links", async () => {
    const { res, xml } = await feed("/blog/feed.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/rss+xml");
    const { channel, items } = itemsOf(xml);
    expect(channel.link).toBe(`${ORIGIN}/blog`);
    expect(channel.language).toBe("de");
    expect(items).toHaveLength(20);
    expect(items[0]!.title).toBe("Ärger & <Freude>");
    expect(items[0]!.link).toBe(`${ORIGIN}/blog/aerger`);
    expect(items[0]!["content:encoded"]).toContain(`<img src="${ORIGIN}/media/abc.jpg"`);
    expect(items[1]!.title).toBe("Beitrag 25");
    expect(items[1]!.link).toBe(`${ORIGIN}/blog/beitrag-25`);
    expect(items[1]!["content:encoded"]).toContain(`<a href="${ORIGIN}/kontakt"`);
    expect(items.at(-1)!.title).toBe("Beitrag 7");
    for (const item of items) expect(item.link).toMatch(/^http:\/\/localhost:8787\/blog\//);
  });

  it("the English feed links the English pages and answers a current copy with 304", async () => {
    const { res, xml } = await feed("/en/blog/feed.xml");
    const { channel, items } = itemsOf(xml);
    expect(channel.language).toBe("en");
    expect(channel.link).toBe(`${ORIGIN}/en/blog`);
    expect(items[1]!.title).toBe("Post 25");
    expect(items[1]!.link).toBe(`${ORIGIN}/en/blog/post-25`);
    expect(items[1]!["content:encoded"]).toContain("<p>Body 25</p>");
    // A post without English texts is listed in German, at its German slug under /en.
    expect(items[0]!.link).toBe(`${ORIGIN}/en/blog/aerger`);

    const etag = res.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await fetchWorker("/en/blog/feed.xml", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    // A changed post changes the feed: the old copy is no longer current.
    await testDb().insert(schema.blogPosts).values(post(40));
    const changed = await fetchWorker("/en/blog/feed.xml", { headers: { "If-None-Match": etag! } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Post 40");
  });

  it("the blog's pages name their language's feed for readers to discover", async () => {
    const german = await (await fetchWorker("/blog")).text();
    expect(german).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Blog (RSS-Feed)" href="${ORIGIN}/blog/feed.xml"/>`,
    );
    const english = await (await fetchWorker("/en/blog/post-3")).text();
    expect(english).toContain(`type="application/rss+xml"`);
    expect(english).toContain(`href="${ORIGIN}/en/blog/feed.xml"`);
  });
});
