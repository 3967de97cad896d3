import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { CONTENT_TYPE_LIST } from "~/lib/admin";
import { rebuildSearchIndex } from "~/lib/pages/index.server";
import { sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, fetchWorker, postForm, testDb } from "../helpers";

/**
 * A rich text as visitors get it (decisions 0048, 0050): a blog post written in the editor shows its
 * heading, bold word, link and image with the alt text of the page's language, and its video as the
 * site's poster, with nothing of YouTube loaded before consent. Hostile HTML sent through the back
 * office's form is stored clean.
 */

const VIDEO = "https://www.youtube.com/watch?v=inpok4MKVLM";
const BODY =
  '<h2>Drei Schritte</h2><p>Das ist <strong>wichtig</strong> und <a href="https://example.com/quelle">die Quelle</a>.</p>' +
  '<figure><img src="/media/tee.jpg" alt="Eine Tasse Tee" data-alt-en="A cup of tea"><figcaption>Am Morgen</figcaption></figure>' +
  `<div data-video="${VIDEO}"></div><p>Zum Schluss.</p>` +
  '<p><a href="/services">Unsere Angebote</a>, <a href="/kongress#programm">der Kongress</a>, <a href="/en/about">über uns</a>.</p>';

let cookie: string;
beforeAll(async () => {
  await clearTables(
    schema.blogPosts,
    schema.communityPosts,
    schema.session,
    schema.account,
    schema.rateLimits,
    schema.user,
  );
  cookie = (await sessionAs("admin")).cookie;
  await testDb().insert(schema.blogPosts).values({
    title: "Tee am Morgen",
    title_en: "Tea in the morning",
    slug: "tee-am-morgen",
    slug_en: "tea-in-the-morning",
    excerpt: "Kurz",
    content: BODY,
    category: "Praxis",
    author: "Lena",
    date: "01.02.2025",
    image_url: "https://example.com/cover.jpg",
  });
  // Written straight to the table, past the saves that keep the word index (decision 0072).
  await rebuildSearchIndex(testDb(), CONTENT_TYPE_LIST);
});

/** The post's body on its page (the element the view marks as the body). */
async function body(path: string) {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const start = html.indexOf('data-testid="post-body"');
  expect(start, path).toBeGreaterThan(0);
  return { html, body: html.slice(start, html.indexOf("</article>", start)) };
}

describe("a rich-text blog body on the page", () => {
  it("shows heading, bold word, link and the German alt text on the German page", async () => {
    const { body: text } = await body("/blog/tee-am-morgen");
    expect(text).toContain("<h2>Drei Schritte</h2>");
    expect(text).toContain("<strong>wichtig</strong>");
    expect(text).toContain('<a href="https://example.com/quelle" rel="noopener noreferrer">die Quelle</a>');
    expect(text).toMatch(/<img src="\/media\/tee.jpg" alt="Eine Tasse Tee"[^>]*>/);
    expect(text).toContain("<figcaption>Am Morgen</figcaption>");
    expect(text).not.toContain("data-alt-en");
  });

  it("shows the English alt text on the English page", async () => {
    const { body: text } = await body("/en/blog/tea-in-the-morning");
    expect(text).toMatch(/<img src="\/media\/tee.jpg" alt="A cup of tea"[^>]*>/);
  });

  it("leads links to pages of the site to their address in the reader's language; the stored text keeps what was written", async () => {
    const { body: english } = await body("/en/blog/tea-in-the-morning");
    expect(english).toContain('<a href="/en/services" rel="noopener noreferrer">Unsere Angebote</a>');
    expect(english).toContain('<a href="/en/congress#programm" rel="noopener noreferrer">der Kongress</a>');
    expect(english).toContain('<a href="/en/about" rel="noopener noreferrer">über uns</a>');
    const { body: german } = await body("/blog/tee-am-morgen");
    expect(german).toContain('<a href="/services" rel="noopener noreferrer">Unsere Angebote</a>');
    expect(german).toContain('<a href="/kongress#programm" rel="noopener noreferrer">der Kongress</a>');
    expect(german).toContain('<a href="/about" rel="noopener noreferrer">über uns</a>');
    const [stored] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, "tee-am-morgen"));
    expect(stored?.content).toContain('<a href="/services">');
  });

  it("puts the consent-gated poster where the video was, loading nothing of YouTube", async () => {
    const { html, body: text } = await body("/blog/tee-am-morgen");
    expect(text).toContain('data-video-consent="pending"');
    expect(text).toContain("Video abspielen");
    // The text after the video is still there, after the poster.
    expect(text.indexOf("Zum Schluss.")).toBeGreaterThan(text.indexOf('data-video-consent="pending"'));
    expect(text).not.toContain("data-video=");
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/src="[^"]*(youtube|ytimg|vimeo)/i);
  });

  it("is found by the words of its text, not by its tags or attributes", async () => {
    const search = async (q: string) => (await (await fetchWorker(`/blog?q=${q}`)).text()).includes("Tee am Morgen");
    expect(await search("wichtig")).toBe(true);
    expect(await search("Schluss")).toBe(true);
    for (const tag of ["strong", "href", "noopener", "figcaption", "h2"]) expect(await search(tag), tag).toBe(false);
  });

  it("stores hostile HTML from the back office's form clean", async () => {
    const res = await postForm(
      "/admin/blog",
      {
        intent: "create",
        title: "Feindlich",
        excerpt: "Kurz",
        author: "Anna",
        category: "Test",
        image_url: "https://example.com/a.jpg",
        content:
          '<p onmouseover="x()">Hallo<script>alert(1)</script></p><img src="javascript:alert(1)" alt="a">' +
          '<img src="/media/ok.jpg" alt="ok" onerror="alert(2)"><a href="javascript:alert(3)">Link</a>' +
          '<div data-video="https://evil.example/v"></div><iframe src="https://evil.example"></iframe>',
      },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);
    const [row] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.title, "Feindlich"));
    expect(row?.content).toBe('<p>Hallo</p><img src="/media/ok.jpg" alt="ok"><a>Link</a>');
  });

  it("refuses a required rich text that holds nothing visible, with a field error", async () => {
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/community?tab=posts",
      {
        intent: "create",
        author: "Anna",
        time_text: "jetzt",
        content: "<p><script>alert(1)</script></p><p> </p>",
        likes: "0",
        comments: "0",
        category: "Test",
        external_url: "https://community.example.com/a",
      },
      cookie,
    );
    expect(status).toBe(400);
    expect(fieldErrors.content).toEqual(["Inhalt ist erforderlich"]);
  });
});
