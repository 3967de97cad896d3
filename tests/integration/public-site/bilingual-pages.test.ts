import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, ORIGIN, postForm, testDb } from "../helpers";
import { publicPagePaths } from "../public-routes";

const image = "https://example.com/image.jpg";

type PostInsert = typeof schema.blogPosts.$inferInsert;

function post(title: string, extra: Partial<PostInsert> = {}): PostInsert {
  return {
    title,
    excerpt: `Auszug ${title}`,
    content: `Inhalt von ${title}`,
    category: "Allgemein",
    author: "Anna Autorin",
    date: "12.03.2025",
    image_url: image,
    ...extra,
  };
}

async function html(path: string, init?: RequestInit) {
  const res = await fetchWorker(path, init);
  return { status: res.status, html: await res.text(), res };
}

function mainOf(page: string): string {
  return /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? "";
}

const translated = post("Glück im Alltag", {
  slug: "glueck-im-alltag",
  title_en: "Happiness in everyday life",
  slug_en: "happiness-in-everyday-life",
  excerpt_en: "Short English excerpt",
  content_en: "The English body of the post.",
  category_en: "General",
});

beforeEach(() => clearTables(schema.blogPosts, schema.slugHistory, schema.aboutSections));

describe("English pages under /en (decision 0029)", () => {
  it('/en/about, /en/blog and an English blog post answer 200 in English with <html lang="en">', async () => {
    await testDb().insert(schema.aboutSections).values({
      title_de: "Über uns DE",
      title_en: "About us EN",
      description_de: "Text DE",
      description_en: "Text EN",
      image_url: image,
    });
    await testDb().insert(schema.blogPosts).values(translated);

    const about = await html("/en/about");
    expect(about.status).toBe(200);
    expect(about.html).toContain('<html lang="en"');
    expect(mainOf(about.html)).toContain("About us EN");
    expect(mainOf(about.html)).not.toContain("Über uns DE");

    const blog = await html("/en/blog");
    expect(blog.status).toBe(200);
    expect(blog.html).toContain('<html lang="en"');
    expect(mainOf(blog.html)).toContain("Happiness in everyday life");
    expect(mainOf(blog.html)).toContain('href="/en/blog/happiness-in-everyday-life"');

    const article = await html("/en/blog/happiness-in-everyday-life");
    expect(article.status).toBe(200);
    expect(article.html).toContain('<html lang="en"');
    expect(mainOf(article.html)).toContain("Happiness in everyday life");
    expect(mainOf(article.html)).toContain("The English body of the post.");
    expect(mainOf(article.html)).not.toContain("Inhalt von");

    const german = await html("/blog/glueck-im-alltag");
    expect(german.status).toBe(200);
    expect(german.html).toContain('<html lang="de"');
    expect(mainOf(german.html)).toContain("Inhalt von Glück im Alltag");
  });

  it('shows German text on an English page marked lang="de" where nothing is translated', async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values(post("Nur Deutsch", { slug: "nur-deutsch" }));
    const article = await html("/en/blog/nur-deutsch");
    expect(article.status).toBe(200);
    expect(article.html).toMatch(/<h1[^>]*lang="de"[^>]*>Nur Deutsch<\/h1>/);
    expect(article.html).toMatch(/<div [^>]*lang="de"[^>]*data-testid="post-body"[^>]*>[\s\S]*Inhalt von Nur Deutsch/);
    // Interface texts stay English.
    expect(mainOf(article.html)).toContain("Back to blog");
    const translatedArticle = await html("/en/blog/happiness-in-everyday-life");
    expect(translatedArticle.status).toBe(404);
  });

  it("answers ?lang= with a 301 to the address in that language, keeping the rest of the query", async () => {
    const about = await fetchWorker("/about?lang=en");
    expect(about.status).toBe(301);
    expect(about.headers.get("Location")).toBe("/en/about");
    const search = await fetchWorker("/blog?q=gl%C3%BCck&lang=en");
    expect(search.status).toBe(301);
    expect(search.headers.get("Location")).toBe("/en/blog?q=gl%C3%BCck");
    const back = await fetchWorker("/en/about?lang=de");
    expect(back.status).toBe(301);
    expect(back.headers.get("Location")).toBe("/about");
    const home = await fetchWorker("/?lang=en");
    expect(home.headers.get("Location")).toBe("/en");
  });

  it("an address the router reads as /en (other case, percent-encoded) is English, with the English canonical", async () => {
    for (const path of ["/EN/about", "/%65n/about", "/En/about"]) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain('<html lang="en"');
      expect(page.html, path).toContain(`<link rel="canonical" href="${ORIGIN}/en/about"`);
    }
  });

  it("never turns a hostile address into a redirect to another site", async () => {
    for (const path of ["//evil.example/x?lang=en", "/en//evil.example?lang=de", "/%2F%2Fevil.example?lang=en"]) {
      const res = await fetchWorker(path);
      const location = res.headers.get("Location") ?? "";
      expect(location.startsWith("//") || /^[a-z]+:/i.test(location), `${path} → ${location}`).toBe(false);
    }
  });

  it("sends a visitor who chose English from a German address to its twin, before rendering", async () => {
    await testDb().insert(schema.blogPosts).values(translated);
    const about = await fetchWorker("/about", { headers: { Cookie: "language=en" } });
    expect(about.status).toBe(302);
    expect(about.headers.get("Location")).toBe("/en/about");
    expect(about.headers.get("Cache-Control")).toBe("private, no-store");
    // The detail page then swaps the slug for the English one.
    const step = await fetchWorker("/blog/glueck-im-alltag", { headers: { Cookie: "language=en" } });
    expect(step.headers.get("Location")).toBe("/en/blog/glueck-im-alltag");
    const twin = await fetchWorker("/en/blog/glueck-im-alltag");
    expect(twin.status).toBe(301);
    expect(twin.headers.get("Location")).toBe("/en/blog/happiness-in-everyday-life");
    // The address wins over the cookie the other way round: /en is English for everybody.
    const english = await html("/en/about", { headers: { Cookie: "language=de" } });
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en"');
    // Language-free parts keep ?lang= and are not redirected; form posts are never redirected.
    expect((await fetchWorker("/login?lang=en")).status).toBe(200);
    const post = await postForm("/kontakt?lang=en", {});
    expect(post.status).not.toBe(301);
  });

  it("the language toggle leads to the twin page: the same post under its slug in the other language", async () => {
    await testDb().insert(schema.blogPosts).values(translated);
    const german = await html("/blog/glueck-im-alltag");
    expect(german.html).toMatch(/name="redirectTo" value="\/en\/blog\/happiness-in-everyday-life"/);
    const english = await html("/en/blog/happiness-in-everyday-life");
    expect(english.html).toMatch(/name="redirectTo" value="\/blog\/glueck-im-alltag"/);
    const list = await html("/en/blog");
    expect(list.html).toMatch(/name="redirectTo" value="\/blog"/);
    // The toggle stores the choice and goes there.
    const stored = await postForm("/preferences", {
      language: "en",
      redirectTo: "/en/blog/happiness-in-everyday-life",
    });
    expect(stored.status).toBe(302);
    expect(stored.headers.get("Location")).toBe("/en/blog/happiness-in-everyday-life");
    expect(stored.headers.get("Set-Cookie")).toContain("language=en");
  });

  it("a slug of the other language answers a 301 to the page's own address", async () => {
    await testDb().insert(schema.blogPosts).values(translated);
    const english = await fetchWorker("/blog/happiness-in-everyday-life");
    expect(english.status).toBe(301);
    expect(english.headers.get("Location")).toBe("/blog/glueck-im-alltag");
  });

  it("an earlier slug answers a 301 to the current address in either language", async () => {
    const [row] = await testDb().insert(schema.blogPosts).values(translated).returning({ id: schema.blogPosts.id });
    await testDb()
      .insert(schema.slugHistory)
      .values([
        { type: "blog", lang: "de", old_slug: "alter-slug", record_id: row!.id },
        { type: "blog", lang: "en", old_slug: "old-slug", record_id: row!.id },
      ]);
    const de = await fetchWorker("/blog/alter-slug");
    expect(de.status).toBe(301);
    expect(de.headers.get("Location")).toBe("/blog/glueck-im-alltag");
    const en = await fetchWorker("/en/blog/old-slug");
    expect(en.status).toBe(301);
    expect(en.headers.get("Location")).toBe("/en/blog/happiness-in-everyday-life");
    expect((await fetchWorker("/blog/nie-dagewesen")).status).toBe(404);
  });

  it("every public page carries a canonical and hreflang de, en and x-default", async () => {
    await testDb().insert(schema.blogPosts).values(translated);
    const paths = [
      ...publicPagePaths().filter((path) => !path.includes("no-such")),
      "/blog/glueck-im-alltag",
      "/en/blog/happiness-in-everyday-life",
    ];
    let checked = 0;
    for (const path of paths) {
      const { status, html: page } = await html(path);
      if (status !== 200 || path.includes("newsletter/") || path.startsWith("/vorschau")) continue;
      checked += 1;
      for (const lang of ["de", "en", "x-default"])
        expect(page, `${path}: ${lang}`).toMatch(
          new RegExp(`<link rel="alternate" hrefLang="${lang}" href="${ORIGIN}/`),
        );
      // German /links is the same page as /weiterleitungen, its canonical address; English has /en/links alone.
      const canonical = path.startsWith("/en/") ? path : path.replace(/\/links$/, "/weiterleitungen");
      expect(page, path).toMatch(new RegExp(`<link rel="canonical" href="${ORIGIN}${canonical}"`));
    }
    expect(checked).toBeGreaterThan(25);
    const post = await html("/blog/glueck-im-alltag");
    expect(post.html).toContain(`hrefLang="en" href="${ORIGIN}/en/blog/happiness-in-everyday-life"`);
    expect(post.html).toContain(`hrefLang="x-default" href="${ORIGIN}/blog/glueck-im-alltag"`);
  });

  it("the sitemap lists the English addresses, with a post's English slug", async () => {
    await testDb().insert(schema.blogPosts).values(translated);
    const xml = await (await fetchWorker("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/en/about</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/en</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/en/blog/happiness-in-everyday-life</loc>`);
    expect(xml).toContain(`hreflang="de" href="${ORIGIN}/blog/glueck-im-alltag"`);
  });
});
