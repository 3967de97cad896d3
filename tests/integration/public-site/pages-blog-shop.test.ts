import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { CONTENT_TYPE_LIST } from "~/lib/admin";
import { rebuildSearchIndex } from "~/lib/pages/index.server";
import { clearTables, fetchWorker, testDb } from "../helpers";

const image = "https://example.com/image.jpg";
const day = 24 * 60 * 60 * 1000;
const base = Date.UTC(2025, 0, 1);

type PostInsert = typeof schema.blogPosts.$inferInsert;
type ProductInsert = typeof schema.shopProducts.$inferInsert;

/** A blog post created `age` days before a fixed date (bigger age = older). */
function post(title: string, age: number, extra: Partial<PostInsert> = {}): PostInsert {
  return {
    title,
    excerpt: `Auszug ${title}`,
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
    description: `Beschreibung ${name}`,
    category: "Bücher",
    price: "10,00 €",
    rating: 4.5,
    image_url: image,
    external_url: `https://shop.example.com/${encodeURIComponent(name)}`,
    created_at: new Date(base - age * day),
    ...extra,
  };
}

async function page(path: string, init?: RequestInit) {
  const res = await fetchWorker(path, init);
  return { status: res.status, html: await res.text() };
}

/** The page's <main> only (no navbar, footer or hydration data), without React's text separators. */
function mainOf(html: string) {
  const start = html.indexOf("<main");
  return html.slice(start, html.indexOf("</main>", start)).replaceAll("<!-- -->", "");
}

/** The markup of one grid section (by its data-testid), or "" when it is not rendered. */
function sectionOf(html: string, testId: string) {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return "";
  return html.slice(start, html.indexOf("</section>", start)).replaceAll("<!-- -->", "");
}

/** The <article> card that contains the text (in a page or in a part of one). */
function cardOf(html: string, text: string) {
  const card = (html.includes("<main") ? mainOf(html) : html).split("<article").find((chunk) => chunk.includes(text));
  if (!card) throw new Error(`no card with ${text}`);
  // The card ends with its article (the page's newsletter form follows the last one).
  const end = card.indexOf("</article>");
  return end === -1 ? card : card.slice(0, end);
}

/** The `<a ...>` opening tags of a piece of markup. */
function anchors(html: string) {
  return [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]);
}

function order(html: string, ...texts: string[]) {
  return texts.map((t) => html.indexOf(t));
}

describe("/blog", () => {
  beforeEach(async () => {
    await clearTables(schema.blogPosts, schema.indexSections, schema.pageContents);
  });

  it("splits featured and latest (non-featured) posts, each newest first", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Alt Featured", 5, { featured: true }),
        post("Neu Featured", 1, { featured: true }),
        post("Alt Normal", 6),
        post("Neu Normal", 2),
        post("Mittel Normal", 3),
      ]);
    const { status, html } = await page("/blog");
    expect(status).toBe(200);
    const featured = sectionOf(html, "featured-articles");
    const latest = sectionOf(html, "latest-articles");
    expect(featured).toContain("Empfohlene Artikel");
    expect(latest).toContain("Neueste Artikel");
    expect(featured).not.toContain("Normal");
    expect(latest).not.toContain("Featured");
    const [nf, af] = order(featured, "Neu Featured", "Alt Featured");
    expect(nf).toBeGreaterThan(-1);
    expect(nf).toBeLessThan(af);
    const [nn, mn, an] = order(latest, "Neu Normal", "Mittel Normal", "Alt Normal");
    expect(nn).toBeGreaterThan(-1);
    expect(nn).toBeLessThan(mn);
    expect(mn).toBeLessThan(an);
    expect(mainOf(html).match(/<h1/g)).toHaveLength(1);

    const en = await page("/en/blog");
    expect(en.html).toContain("Featured Articles");
    expect(en.html).toContain("Latest Articles");
  });

  it("says so when there are no posts at all", async () => {
    expect(mainOf((await page("/blog")).html)).toContain("Noch keine Artikel veröffentlicht.");
    expect(mainOf((await page("/en/blog")).html)).toContain("No articles published yet.");
  });

  it("filters on the server by ?q= in title, excerpt and category, case-insensitively", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Dankbarkeit lernen", 1, { excerpt: "Ein Text", category: "Praxis" }),
        post("Zweiter Beitrag", 2, { excerpt: "Über Resilienz im Alltag", category: "Praxis" }),
        post("Dritter Beitrag", 3, { excerpt: "Noch ein Text", category: "Übungen" }),
      ]);
    // Written beside the saves: the word index is made again from the table (decision 0072).
    await rebuildSearchIndex(testDb(), CONTENT_TYPE_LIST);
    const byTitle = mainOf((await page("/blog?q=DANKBAR")).html);
    expect(byTitle).toContain("Dankbarkeit lernen");
    expect(byTitle).not.toContain("Zweiter Beitrag");
    expect(byTitle).not.toContain("Dritter Beitrag");

    const byExcerpt = mainOf((await page("/blog?q=resilienz")).html);
    expect(byExcerpt).toContain("Zweiter Beitrag");
    expect(byExcerpt).not.toContain("Dankbarkeit lernen");

    // Non-ASCII letters fold too: "übungen" finds the category "Übungen".
    const byCategory = mainOf((await page(`/blog?q=${encodeURIComponent("übungen")}`)).html);
    expect(byCategory).toContain("Dritter Beitrag");
    expect(byCategory).not.toContain("Zweiter Beitrag");

    // The query stays in the search box, which is labelled.
    expect(byExcerpt).toMatch(/<input[^>]*name="q"[^>]*value="resilienz"/);
    expect(byExcerpt).toMatch(/<label[^>]*for="[^"]+"[^>]*>Artikel durchsuchen<\/label>/);
    expect(byExcerpt).toContain("1 Artikel für „resilienz“");
  });

  it("treats % and _ in the search literally", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([post("Hundert Prozent", 1), post("Mit 100% Einsatz", 2), post("snake_case erklärt", 3)]);
    const percent = mainOf((await page(`/blog?q=${encodeURIComponent("%")}`)).html);
    expect(percent).toContain("Mit 100% Einsatz");
    expect(percent).not.toContain("Hundert Prozent");
    const underscore = mainOf((await page("/blog?q=_")).html);
    expect(underscore).toContain("snake_case erklärt");
    expect(underscore).not.toContain("Hundert Prozent");
  });

  it("shows the no-results state with a way back, in both languages", async () => {
    await testDb().insert(schema.blogPosts).values(post("Irgendwas", 1));
    const de = mainOf((await page("/blog?q=xyz")).html);
    expect(de).toContain("Keine Artikel für „xyz“ gefunden");
    expect(de).toContain("Suche zurücksetzen");
    expect(anchors(de).some((a) => a.includes('href="/blog"'))).toBe(true);
    expect(de).not.toContain("Irgendwas");
    const en = mainOf((await page("/en/blog?q=xyz")).html);
    expect(en).toContain("No articles found for “xyz”");
    expect(en).toContain("Clear search");
  });

  it("links a card internally only with content and slug, else externally in a new tab, else not at all", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Intern", 1, { slug: "intern", content: "Text", external_url: "https://blog.example.com/intern" }),
        post("Nur Slug", 2, { slug: "nur-slug", external_url: "https://blog.example.com/nur-slug" }),
        post("Nur Inhalt", 3, { content: "Text", external_url: "https://blog.example.com/nur-inhalt" }),
        post("Ohne Link", 4),
        post("Boese", 5, { external_url: "javascript:alert(1)" }),
      ]);
    const { html } = await page("/en/blog");

    const internal = cardOf(html, "Intern");
    expect(anchors(internal)).toHaveLength(1);
    // An English page links the English page of the post (at its German slug while it has no English one).
    expect(anchors(internal)[0]).toContain('href="/en/blog/intern"');
    expect(anchors(internal)[0]).not.toContain("target=");
    expect(internal).toContain("Read more");
    expect(internal).not.toContain("Visit full article");

    for (const [title, url] of [
      ["Nur Slug", "https://blog.example.com/nur-slug"],
      ["Nur Inhalt", "https://blog.example.com/nur-inhalt"],
    ]) {
      const card = cardOf(html, title);
      expect(anchors(card)).toHaveLength(1);
      expect(anchors(card)[0]).toContain(`href="${url}"`);
      expect(anchors(card)[0]).toContain('target="_blank"');
      expect(anchors(card)[0]).toContain('rel="noopener noreferrer"');
      expect(card).toContain("Visit full article");
      expect(card).toContain('data-testid="external-icon"');
    }

    for (const title of ["Ohne Link", "Boese"]) {
      const card = cardOf(html, title);
      expect(anchors(card)).toHaveLength(0);
      expect(card).not.toContain("Visit full article");
    }
    // Never emitted: not as a link, not in the hydration data.
    expect(html).not.toContain("javascript:");

    const de = await page("/blog");
    expect(cardOf(de.html, "Nur Slug")).toContain("Vollständigen Artikel lesen");
    expect(cardOf(de.html, "Intern")).toContain("Weiterlesen");
  });

  it("shows index sections flagged for the blog, and keeps ?q out of the canonical address", async () => {
    await testDb()
      .insert(schema.indexSections)
      .values([
        {
          title_de: "Blog-Abschnitt",
          title_en: "Blog section",
          description_de: "D",
          description_en: "D",
          content_image: image,
          display_order: 1,
          show_on_home: false,
          show_on_blog: true,
        },
        {
          title_de: "Nur Startseite",
          title_en: "Home only",
          description_de: "D",
          description_en: "D",
          content_image: image,
          display_order: 2,
        },
      ]);
    const { html } = await page("/blog?q=abc");
    expect(html).toContain("Blog-Abschnitt");
    expect(html).not.toContain("Nur Startseite");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:8787\/blog"\/>/);
  });
});

describe("/blog/{slug}", () => {
  beforeEach(async () => {
    // The title's site name is the default's: another file may have left its own settings row.
    await clearTables(schema.blogPosts, schema.generalSettings);
  });

  it("shows category, title, author, date, image and the body as safe text", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values(
        post("Ein guter Artikel", 1, {
          slug: "guter-artikel",
          category: "Übungen",
          date: "03.04.2025",
          content:
            "Erster Absatz.\n\n## Zwischentitel\n\n- Punkt **eins**\n- Punkt zwei\n\n<script>alert('x')</script> [Quelle](https://example.org/q) [Falle](javascript:alert(2))",
          show_external_link: true,
          external_url: "https://blog.example.com/guter-artikel",
        }),
      );
    const { status, html } = await page("/blog/guter-artikel");
    expect(status).toBe(200);
    const main = mainOf(html);
    expect(main).toMatch(/<h1[^>]*>Ein guter Artikel<\/h1>/);
    expect(main.match(/<h1/g)).toHaveLength(1);
    expect(main).toContain("Übungen");
    expect(main).toContain("Anna Autorin");
    expect(main).toContain('<time dateTime="2025-04-03">03.04.2025</time>');
    expect(main).toContain('alt="Ein guter Artikel"');
    expect(main).toContain("<p>Erster Absatz.</p>");
    expect(main).toMatch(/<h2[^>]*>Zwischentitel<\/h2>/);
    expect(main).toContain("<li>Punkt <strong>eins</strong></li>");
    // Raw HTML in the body is text, never markup; only http(s) links become links.
    expect(main).not.toContain("<script>");
    expect(main).toContain("&lt;script&gt;");
    expect(anchors(main).some((a) => a.includes('href="https://example.org/q"'))).toBe(true);
    expect(anchors(main).some((a) => a.includes("javascript:"))).toBe(false);
    // show_external_link + an http(s) external_url: the box is there.
    expect(main).toContain('data-testid="external-link-box"');
    expect(
      anchors(main).some(
        (a) => a.includes('href="https://blog.example.com/guter-artikel"') && a.includes('target="_blank"'),
      ),
    ).toBe(true);
    expect(html).toContain("<title>Ein guter Artikel | Academy</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/blog/guter-artikel"/>');
  });

  it("shows the external-link box only with show_external_link and a safe external_url", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Flag aus", 1, { slug: "flag-aus", content: "Text", external_url: "https://blog.example.com/a" }),
        post("Keine URL", 2, { slug: "keine-url", content: "Text", show_external_link: true }),
        post("Unsicher", 3, {
          slug: "unsicher",
          content: "Text",
          show_external_link: true,
          external_url: "javascript:alert(1)",
        }),
      ]);
    for (const slug of ["flag-aus", "keine-url", "unsicher"]) {
      const { status, html } = await page(`/blog/${slug}`);
      expect(status).toBe(200);
      expect(html).not.toContain('data-testid="external-link-box"');
      expect(html).not.toContain("javascript:");
    }
  });

  it("without content shows the excerpt and a notice with the external link", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post("Nur extern", 1, {
          slug: "nur-extern",
          excerpt: "Kurzfassung hier.",
          external_url: "https://blog.example.com/x",
        }),
        post("Extern unsicher", 2, { slug: "extern-unsicher", external_url: "javascript:alert(1)" }),
      ]);
    const en = mainOf((await page("/en/blog/nur-extern")).html);
    expect(en).toContain("Kurzfassung hier.");
    expect(en).toContain("This article was published on our external blog.");
    expect(en).toContain("Visit full article");
    expect(
      anchors(en).some(
        (a) => a.includes('href="https://blog.example.com/x"') && a.includes('rel="noopener noreferrer"'),
      ),
    ).toBe(true);
    const de = mainOf((await page("/blog/nur-extern")).html);
    expect(de).toContain("Dieser Artikel ist auf unserem externen Blog erschienen.");

    const unsafe = await page("/blog/extern-unsicher");
    expect(unsafe.status).toBe(200);
    expect(unsafe.html).not.toContain("javascript:");
    expect(mainOf(unsafe.html)).not.toContain("Vollständigen Artikel lesen");
  });

  it("answers an unknown slug with 404 'Article not found' and a link back to /blog", async () => {
    const en = await page("/en/blog/gibt-es-nicht");
    expect(en.status).toBe(404);
    expect(en.html).toContain("Article not found");
    expect(en.html).toContain("Back to blog");
    expect(anchors(mainOf(en.html)).some((a) => a.includes('href="/en/blog"'))).toBe(true);
    const de = await page("/blog/gibt-es-nicht");
    expect(de.status).toBe(404);
    expect(de.html).toContain("Artikel nicht gefunden");
    expect(de.html).toContain("Zurück zum Blog");
  });
});

describe("/shop", () => {
  beforeEach(async () => {
    await clearTables(schema.shopProducts, schema.indexSections, schema.pageContents);
  });

  it("shows a featured grid and an all-products grid, newest first, with the card contents", async () => {
    await testDb()
      .insert(schema.shopProducts)
      .values([
        product("Altes Journal", 4, { featured: true, price: "24,99 €", rating: 3.7, category: "Journale" }),
        product("Neues Journal", 1, { featured: true }),
        product("Kartenset", 2),
        product("Poster", 3),
      ]);
    const { status, html } = await page("/shop");
    expect(status).toBe(200);
    const featured = sectionOf(html, "featured-products");
    const all = sectionOf(html, "all-products");
    expect(featured).toContain("Empfohlene Produkte");
    expect(featured).not.toContain("Kartenset");
    const [nj, aj] = order(featured, "Neues Journal", "Altes Journal");
    expect(nj).toBeGreaterThan(-1);
    expect(nj).toBeLessThan(aj);
    expect(all).toContain("Alle Produkte");
    const positions = order(all, "Neues Journal", "Kartenset", "Poster", "Altes Journal");
    expect(positions[0]).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const card = cardOf(all, "Altes Journal");
    expect(card).toContain("Journale");
    expect(card).toContain("24,99 €");
    expect(card).toContain("Beschreibung Altes Journal");
    expect(card).toContain('data-stars="3"');
    expect(card).toContain("3,7/5");
    expect(card).toContain('alt="Altes Journal"');
    const main = anchors(card).find((a) => a.includes("https://shop.example.com/"));
    expect(main).toContain('target="_blank"');
    expect(main).toContain('rel="noopener noreferrer"');
  });

  it("shows the Details button only with show_details_button, to /shop/{slug} or /shop/{id}", async () => {
    const rows = await testDb()
      .insert(schema.shopProducts)
      .values([
        product("Mit Slug", 1, { slug: "mit-slug", show_details_button: true }),
        product("Ohne Slug", 2, { show_details_button: true }),
        product("Ohne Details", 3, { slug: "ohne-details" }),
      ])
      .returning({ id: schema.shopProducts.id, name: schema.shopProducts.name });
    const noSlugId = rows.find((r) => r.name === "Ohne Slug")!.id;
    const all = sectionOf((await page("/en/shop")).html, "all-products");
    expect(anchors(cardOf(all, "Mit Slug")).some((a) => a.includes('href="/en/shop/mit-slug"'))).toBe(true);
    expect(cardOf(all, "Mit Slug")).toContain("Details");
    expect(anchors(cardOf(all, "Ohne Slug")).some((a) => a.includes(`href="/en/shop/${noSlugId}"`))).toBe(true);
    const without = cardOf(all, "Ohne Details");
    expect(without).not.toContain('data-testid="details-button"');
    expect(anchors(without).some((a) => a.includes('href="/shop/'))).toBe(false);
    expect(without).toContain("Visit Shop");
  });

  it("filters by ?q= on name, description and category, by ?category=, and by both", async () => {
    await testDb()
      .insert(schema.shopProducts)
      .values([
        product("Glücks-Journal", 1, { category: "Journale", description: "Ein Jahr voller Dankbarkeit" }),
        product("Kartenset", 2, { category: "Karten", description: "52 Karten für Achtsamkeit" }),
        product("Buch Achtsamkeit", 3, { category: "Bücher", description: "Ein Bestseller" }),
        product("Kissen", 4, { category: "Zubehör", description: "Bio-Baumwolle" }),
      ]);
    // Written beside the saves: the word index is made again from the table (decision 0072).
    await rebuildSearchIndex(testDb(), CONTENT_TYPE_LIST);
    const byName = mainOf((await page("/shop?q=kissen")).html);
    expect(byName).toContain("Kissen");
    expect(byName).not.toContain("Kartenset");

    const byDescription = mainOf((await page("/shop?q=DANKBARKEIT")).html);
    expect(byDescription).toContain("Glücks-Journal");
    expect(byDescription).not.toContain("Kartenset");

    const byCategoryText = mainOf((await page(`/shop?q=${encodeURIComponent("zubehör")}`)).html);
    expect(byCategoryText).toContain("Kissen");
    expect(byCategoryText).not.toContain("Glücks-Journal");

    const byCategory = mainOf((await page(`/shop?category=${encodeURIComponent("Bücher")}`)).html);
    expect(byCategory).toContain("Buch Achtsamkeit");
    expect(byCategory).not.toContain("Kartenset");
    expect(byCategory).toMatch(/<option value="Bücher" selected="">/);

    const both = mainOf((await page(`/shop?q=achtsamkeit&category=Karten`)).html);
    expect(both).toContain("Kartenset");
    expect(both).not.toContain("Buch Achtsamkeit");
    expect(both).toMatch(/<input[^>]*name="q"[^>]*value="achtsamkeit"/);

    // Every category is offered in the filter, whatever the current filter.
    for (const name of ["Journale", "Karten", "Bücher", "Zubehör"])
      expect(byCategory).toContain(`<option value="${name}"`);
    expect(byCategory).toMatch(/<button[^>]*type="submit"[^>]*>.*Filtern<\/button>/);
  });

  it("offers and filters the categories by their English names on English pages", async () => {
    await testDb()
      .insert(schema.shopProducts)
      .values([
        product("Buch Achtsamkeit", 1, { name_en: "Mindfulness book", category: "Bücher", category_en: "Books" }),
        product("Kartenset", 2, { name_en: "Card set", category: "Karten", category_en: "Cards" }),
        product("Kissen", 3, { category: "Zubehör" }),
      ]);
    const english = mainOf((await page("/en/shop")).html);
    for (const name of ["Books", "Cards", "Zubehör"]) expect(english).toContain(`<option value="${name}"`);
    expect(english).not.toContain('<option value="Bücher"');

    const books = mainOf((await page("/en/shop?category=Books")).html);
    expect(books).toContain("Mindfulness book");
    expect(books).not.toContain("Card set");
    expect(books).toMatch(/<option value="Books" selected="">/);
    // An untranslated category keeps its German name, and a German link still filters.
    expect(mainOf((await page(`/en/shop?category=${encodeURIComponent("Zubehör")}`)).html)).toContain("Kissen");
    expect(mainOf((await page(`/en/shop?category=${encodeURIComponent("Bücher")}`)).html)).toContain(
      "Mindfulness book",
    );
    // The German page is unchanged.
    expect(mainOf((await page("/shop")).html)).toContain('<option value="Bücher"');
  });

  it("shows the empty and the no-result states", async () => {
    expect(mainOf((await page("/shop")).html)).toContain("Derzeit sind keine Produkte verfügbar.");
    expect(mainOf((await page("/en/shop")).html)).toContain("No products available at the moment.");
    await testDb().insert(schema.shopProducts).values(product("Etwas", 1));
    const none = mainOf((await page("/en/shop?q=nichts")).html);
    expect(none).toContain("No products found for “nichts”");
    expect(none).toContain("Clear filters");
    const de = mainOf((await page("/shop?category=Poster")).html);
    expect(de).toContain("Keine Produkte in der Kategorie „Poster“ gefunden");
  });

  it("never emits a javascript: external_url", async () => {
    await testDb()
      .insert(schema.shopProducts)
      .values(
        product("Boeses Produkt", 1, { slug: "boese", external_url: "javascript:alert(1)", show_details_button: true }),
      );
    const list = await page("/shop");
    expect(list.html).toContain("Boeses Produkt");
    expect(list.html).not.toContain("javascript:");
    const detail = await page("/shop/boese");
    expect(detail.status).toBe(200);
    expect(detail.html).not.toContain("javascript:");
    expect(mainOf(detail.html)).not.toContain("Zum Shop");
  });

  it("shows index sections flagged for the shop", async () => {
    await testDb().insert(schema.indexSections).values({
      title_de: "Shop-Abschnitt",
      title_en: "Shop section",
      description_de: "D",
      description_en: "D",
      content_image: image,
      display_order: 1,
      show_on_home: false,
      show_on_shop: true,
    });
    expect((await page("/shop")).html).toContain("Shop-Abschnitt");
  });
});

describe("/shop/{slug}", () => {
  beforeEach(async () => {
    await clearTables(schema.shopProducts, schema.generalSettings);
  });

  it("shows the product by slug with rating, details, price and the Visit Shop link", async () => {
    await testDb()
      .insert(schema.shopProducts)
      .values(
        product("Glücks-Journal", 1, {
          slug: "journal",
          category: "Journale",
          rating: 4.9,
          price: "24,99 €",
          detailed_description: "Hardcover, 240 Seiten",
        }),
      );
    const { status, html } = await page("/en/shop/journal");
    expect(status).toBe(200);
    const main = mainOf(html);
    expect(main).toMatch(/<h1[^>]*>Glücks-Journal<\/h1>/);
    expect(main.match(/<h1/g)).toHaveLength(1);
    expect(main).toContain("Journale");
    expect(main).toContain('data-stars="4"');
    expect(main).toContain("4.9/5");
    expect(main).toContain("Beschreibung Glücks-Journal");
    expect(main).toContain("Hardcover, 240 Seiten");
    expect(main).toContain("24,99 €");
    const visit = anchors(main).find((a) => a.includes("https://shop.example.com/"));
    expect(visit).toContain('target="_blank"');
    expect(main).toContain("Visit Shop");
    expect(html).toContain("<title>Glücks-Journal | Academy</title>");
  });

  it("finds a product by id when no slug matches a numeric parameter; a slug match wins", async () => {
    const rows = await testDb()
      .insert(schema.shopProducts)
      .values([product("Ohne Slug", 1), product("Heisst wie Zahl", 2, { slug: "999999" })])
      .returning({ id: schema.shopProducts.id });
    const byId = await page(`/shop/${rows[0].id}`);
    expect(byId.status).toBe(200);
    expect(mainOf(byId.html)).toContain("Ohne Slug");
    expect(byId.html).toContain(`<link rel="canonical" href="http://localhost:8787/shop/${rows[0].id}"/>`);
    const bySlug = await page("/shop/999999");
    expect(mainOf(bySlug.html)).toContain("Heisst wie Zahl");
  });

  it("answers an unknown slug with 404 'Product not found' and a blank one with 'No product slug provided'", async () => {
    const en = await page("/en/shop/gibt-es-nicht");
    expect(en.status).toBe(404);
    expect(en.html).toContain("Product not found");
    expect(anchors(mainOf(en.html)).some((a) => a.includes('href="/en/shop"'))).toBe(true);
    const de = await page("/shop/gibt-es-nicht");
    expect(de.status).toBe(404);
    expect(de.html).toContain("Produkt nicht gefunden");
    const blank = await page("/en/shop/%20");
    expect(blank.status).toBe(404);
    expect(blank.html).toContain("No product slug provided");
  });
});
