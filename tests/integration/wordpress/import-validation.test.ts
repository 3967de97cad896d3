import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { fetchWorker, ORIGIN, testDb } from "../helpers";

/*
 * An imported post goes through the blog type's own schema, the one its form is validated with: a value
 * the form would refuse (a title longer than the blog allows) is reported in the import's summary, with
 * the post and the field, in the admin's language, and nothing is cut to fit; the other posts come in.
 */

/** The blog title's limit (app/lib/admin/types/blog.ts). */
const TITLE_MAX = 300;
const LONG_TITLE = `Ein sehr langer Titel ${"lang ".repeat(80)}Ende`;
const FILE_NAME = "import-validation.xml";

function item(id: number, title: string, slug: string) {
  return `<item>
<title><![CDATA[${title}]]></title>
<guid isPermaLink="false">https://alt.example.com/?p=${id}</guid>
<dc:creator><![CDATA[anna]]></dc:creator>
<content:encoded><![CDATA[<p>Der Text von ${slug}.</p>]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id>
<wp:post_date><![CDATA[2024-03-01 10:00:00]]></wp:post_date>
<wp:post_date_gmt><![CDATA[2024-03-01 09:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[${slug}]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_parent>0</wp:post_parent>
<wp:menu_order>0</wp:menu_order>
<wp:post_type><![CDATA[post]]></wp:post_type>
<wp:post_password><![CDATA[]]></wp:post_password>
<wp:is_sticky>0</wp:is_sticky>
</item>`;
}

const WXR = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Altes Blog</title>
<link>https://alt.example.com</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:author><wp:author_login><![CDATA[anna]]></wp:author_login><wp:author_display_name><![CDATA[Anna Autorin]]></wp:author_display_name></wp:author>
${item(9101, "Ein gültiger Beitrag", "ein-gueltiger-beitrag")}
${item(9102, LONG_TITLE, "ein-sehr-langer-titel")}
</channel>
</rss>`;

let admin: string;
let email: string;

beforeAll(async () => {
  ({ cookie: admin, email } = await sessionAs("admin"));
  await cleanUp();
});

afterAll(cleanUp);

/** What an import of this file makes, so other files sharing the D1 never meet it. */
async function cleanUp() {
  const db = testDb();
  const items = await db
    .select()
    .from(schema.wordpressItems)
    .where(like(schema.wordpressItems.guid, "https://alt.example.com/%"));
  const posts = items.filter((row) => row.record_type === "blog" && row.record_id).map((row) => row.record_id!);
  if (posts.length > 0) await db.delete(schema.blogPosts).where(inArray(schema.blogPosts.id, posts));
  await db.delete(schema.wordpressItems).where(like(schema.wordpressItems.guid, "https://alt.example.com/%"));
  await db.delete(schema.legacyAddresses).where(eq(schema.legacyAddresses.source, "wordpress"));
  await db.delete(schema.wordpressImports).where(eq(schema.wordpressImports.file_name, FILE_NAME));
}

async function upload() {
  const form = new FormData();
  form.append("file", new File([WXR], FILE_NAME, { type: "text/xml" }));
  const encoded = new Request(ORIGIN, { method: "POST", body: form });
  const body = await encoded.arrayBuffer();
  const response = await fetchWorker("/admin/import", {
    method: "POST",
    body,
    headers: {
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type")!,
      "Content-Length": String(body.byteLength),
      Cookie: admin,
    },
  });
  expect(response.status).toBe(302);
  return Number(new URL(response.headers.get("Location")!, ORIGIN).searchParams.get("id"));
}

async function importRow(id: number) {
  return (await testDb().select().from(schema.wordpressImports).where(eq(schema.wordpressImports.id, id)))[0]!;
}

/** The queue runs beside the test: wait until the import row says it has reached the wanted state. */
async function until(id: number, states: string[]) {
  for (;;) {
    const row = await importRow(id);
    if (states.includes(row.status)) return row;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function screen(id: number, lang: "de" | "en") {
  await testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, email));
  return (await (await get(`/admin/import?id=${id}`, admin)).text()).replaceAll("<!-- -->", "");
}

describe("the WordPress import validates each post through the blog's schema", () => {
  it("reports a title longer than the blog allows, cuts nothing, and imports the valid post", async () => {
    expect(LONG_TITLE.length).toBeGreaterThan(TITLE_MAX);

    const id = await upload();
    await until(id, ["previewed", "failed"]);
    const started = await fetchWorker("/admin/import", {
      method: "POST",
      body: new URLSearchParams({ intent: "start", id: String(id) }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
    });
    expect(started.status).toBe(302);
    const done = await until(id, ["done", "failed"]);
    expect(done.status).toBe("done");

    // The summary names the post and the field, with the form's own message.
    const report = done.report as { problems: { title: string; field?: string; problem: string }[] };
    expect(report.problems).toEqual([
      { title: LONG_TITLE, kind: "post", field: "Titel", problem: `Höchstens ${TITLE_MAX} Zeichen` },
    ]);
    expect(done.progress).toMatchObject({ counts: { created: 1, failed: 1 } });

    // Nothing was cut to fit: only the valid post is a blog post.
    const posts = await testDb().select().from(schema.blogPosts).where(like(schema.blogPosts.slug, "ein-%"));
    expect(posts.map((post) => [post.slug, post.title])).toEqual([["ein-gueltiger-beitrag", "Ein gültiger Beitrag"]]);
    expect((await fetchWorker("/blog/ein-gueltiger-beitrag")).status).toBe(200);

    // The import screen shows it in the admin's language.
    const german = await screen(id, "de");
    expect(german).toContain(`${LONG_TITLE} – Titel: Höchstens ${TITLE_MAX} Zeichen`);
    const english = await screen(id, "en");
    expect(english).toContain(`${LONG_TITLE} – Title: At most ${TITLE_MAX} characters`);
    await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, email));
  }, 180_000);
});
