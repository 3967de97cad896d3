import { XMLParser } from "fast-xml-parser";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { blogValues, checkedValues, writeItem, readWxr } from "~/lib/wordpress/index.server";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, postForm, testDb } from "../helpers";

/*
 * Issue 51, point 2: the blog's list, feed, sitemap and back-office list go by a post's own date. A post
 * imported from WordPress keeps its date of 2018; one written today comes first everywhere.
 */

const WXR = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Altes Blog</title><link>https://alt.example</link><wp:wxr_version>1.2</wp:wxr_version>
<item>
<title>Frühling 2018</title>
<link>https://alt.example/2018/03/fruehling-2018/</link>
<dc:creator><![CDATA[anna]]></dc:creator>
<guid isPermaLink="false">https://alt.example/?p=4711</guid>
<content:encoded><![CDATA[<p>Ein Beitrag aus dem Jahr 2018.</p>]]></content:encoded>
<wp:post_id>4711</wp:post_id>
<wp:post_date><![CDATA[2018-03-04 10:30:00]]></wp:post_date>
<wp:post_date_gmt><![CDATA[2018-03-04 09:30:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[fruehling-2018]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
</item>
</channel></rss>`;

let cookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  cookie = (await sessionAs("admin")).cookie;
}, 120_000);

beforeEach(() => clearTables(schema.blogPosts, schema.wordpressItems));

type Item = { title: string; pubDate: string };

async function feedItems(path: string): Promise<Item[]> {
  const xml = await (await fetchWorker(path)).text();
  const item = new XMLParser().parse(xml).rss.channel.item as Item | Item[];
  return Array.isArray(item) ? item : [item];
}

/** Today's post through the form, then (an import after it) the 2018 post as the import's queue writes it. */
async function writtenThenImported() {
  const written = await postForm(
    "/admin/blog",
    {
      intent: "create",
      title: "Heute geschrieben",
      excerpt: "Ganz neu.",
      content: "<p>Der Beitrag von heute.</p>",
      author: "Anna Autorin",
      category: "Allgemein",
      image_url: "https://example.com/heute.jpg",
    },
    { Cookie: cookie },
  );
  expect(written.status).toBe(302);
  const { channel, items } = readWxr(WXR);
  const built = blogValues(items[0]!, channel, { attachments: new Map(), media: new Map() });
  const checked = checkedValues("blog", built.values);
  if (checked.problems) throw new Error(JSON.stringify(checked.problems));
  await writeItem(
    testDb() as never,
    { id: null, name: "Import", role: "admin" },
    {
      guid: "https://alt.example/?p=4711#4711",
      kind: "post",
      importId: 1,
      typeKey: "blog",
      values: checked.values,
      state: { status: "published" },
      note: null,
    },
  );
}

describe("a post's own date", () => {
  it("the feed starts with today's post, and the imported one carries its date of 2018", async () => {
    await writtenThenImported();
    const items = await feedItems("/blog/feed.xml");
    expect(items.map((item) => item.title)).toEqual(["Heute geschrieben", "Frühling 2018"]);
    expect(new Date(items[1]!.pubDate).getUTCFullYear()).toBe(2018);
    expect(new Date(items[1]!.pubDate).toISOString().slice(0, 10)).toBe("2018-03-03");
    expect(Date.now() - new Date(items[0]!.pubDate).getTime()).toBeLessThan(24 * 60 * 60 * 1000);
    const english = await feedItems("/en/blog/feed.xml");
    expect(english[0]!.title).toBe("Heute geschrieben");
  });

  it("the blog's list, the sitemap and the back-office list show today's post first", async () => {
    await writtenThenImported();
    const firstOf = (html: string) =>
      html.indexOf("Heute geschrieben") >= 0 && html.indexOf("Heute geschrieben") < html.indexOf("Frühling 2018");
    expect(firstOf(await (await fetchWorker("/blog")).text())).toBe(true);
    expect(firstOf(await (await get("/admin/blog", cookie)).text())).toBe(true);
    const sitemap = await (await fetchWorker("/sitemap.xml")).text();
    expect(sitemap.indexOf("/blog/heute-geschrieben")).toBeLessThan(sitemap.indexOf("/blog/fruehling-2018"));
    expect(sitemap.indexOf("/blog/fruehling-2018")).toBeGreaterThan(0);
  });
});
