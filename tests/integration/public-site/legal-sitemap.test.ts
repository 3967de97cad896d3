import { localPath } from "~/lib/i18n";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { sanitizeHtml } from "../../../app/lib/text/index.server";
import { clearTables, fetchWorker, ORIGIN, testDb } from "../helpers";

const image = "https://example.com/image.jpg";

function legal(page_key: string, extra: Partial<typeof schema.legalPages.$inferInsert> = {}) {
  return {
    page_key,
    title_de: `Titel ${page_key}`,
    title_en: `Title ${page_key}`,
    content_de: `<h2>Abschnitt ${page_key}</h2><p>Deutscher Text</p>`,
    content_en: `<h2>Section ${page_key}</h2><p>English text</p>`,
    ...extra,
  };
}

/** The rendered legal content only (the page also carries the framework's own scripts). */
function legalContent(html: string) {
  const match = /<div[^>]*data-testid="legal-content"[^>]*>([\s\S]*?)<\/div><\/div><\/main>/.exec(html);
  return match?.[1] ?? "";
}

/** The legal pages' English addresses. */
const ENGLISH: Record<string, string> = { impressum: "imprint", datenschutz: "privacy", cookies: "cookies" };

describe("legal pages", () => {
  beforeEach(() => clearTables(schema.legalPages));

  for (const key of ["impressum", "datenschutz", "cookies"]) {
    it(`/${key} shows the active page in German and English`, async () => {
      await testDb().insert(schema.legalPages).values(legal(key));
      const de = await fetchWorker(`/${key}`);
      expect(de.status).toBe(200);
      const deHtml = await de.text();
      expect(deHtml).toMatch(new RegExp(`<h1[^>]*>Titel ${key}</h1>`));
      expect(deHtml).toContain(`<h2>Abschnitt ${key}</h2><p>Deutscher Text</p>`);
      expect(deHtml).toContain(`<title>Titel ${key} | Academy</title>`);
      expect(deHtml).toContain(`hrefLang="en" href="${ORIGIN}/en/${ENGLISH[key]}"`);

      const en = await fetchWorker(`/en/${ENGLISH[key]}`);
      expect(en.status).toBe(200);
      const enHtml = await en.text();
      expect(enHtml).toMatch(new RegExp(`<h1[^>]*>Title ${key}</h1>`));
      expect(enHtml).toContain("<p>English text</p>");
      expect(enHtml).not.toContain("Deutscher Text");

      // A client-side navigation asks for the route's data ("/impressum.data").
      const data = await fetchWorker(`/${key}.data`);
      expect(data.status).toBe(200);
      expect(await data.text()).toContain(`Titel ${key}`);
    });
  }

  it("answers 404 'Seite nicht gefunden' / 'Page not found' for a missing or inactive page", async () => {
    await testDb()
      .insert(schema.legalPages)
      .values(legal("datenschutz", { is_active: false }));
    for (const path of ["/impressum", "/datenschutz"]) {
      const de = await fetchWorker(path);
      expect(de.status).toBe(404);
      const html = await de.text();
      expect(html).toContain("Seite nicht gefunden");
      expect(html).not.toContain("Titel datenschutz");
      // The site's navigation stays (the shell comes with the 404).
      expect(html).toContain('aria-label="Hauptnavigation"');
    }
    const en = await fetchWorker("/en/privacy");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("Page not found");
  });

  it("strips scripts, event handlers and javascript: links from stored HTML", async () => {
    await testDb()
      .insert(schema.legalPages)
      .values(
        legal("impressum", {
          content_de: [
            "<p>Vorher</p>",
            "<script>window.hacked = 1</script>",
            '<img src="x" onerror="alert(1)">',
            '<p onclick="alert(2)">Klick</p>',
            '<a href="javascript:alert(3)">Böser Link</a>',
            '<a href="&#106;avascript:alert(4)">Kodiert</a>',
            '<a href="https://example.com/info">Guter Link</a>',
            '<iframe src="https://evil.example"></iframe>',
            "<style>body{display:none}</style>",
            "<p>Nachher</p>",
          ].join(""),
        }),
      );
    const res = await fetchWorker("/impressum");
    expect(res.status).toBe(200);
    const content = legalContent(await res.text());
    expect(content).toContain("<p>Vorher</p>");
    expect(content).toContain("<p>Nachher</p>");
    expect(content).toContain("<p>Klick</p>");
    expect(content).toContain('<a href="https://example.com/info" rel="noopener noreferrer">Guter Link</a>');
    expect(content).toContain("<a>Böser Link</a>");
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|<img|hacked/i);
  });
});

describe("sanitizeHtml", () => {
  it("keeps the allowed structure", () => {
    const html =
      "<h2>T</h2><h3>U</h3><h4>V</h4><p>a<br>b <strong>s</strong> <em>e</em> <b>b</b> <i>i</i></p><ul><li>1</li></ul><ol><li>2</li></ol>" +
      '<table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>' +
      '<a href="mailto:info@example.com">M</a><a href="/kontakt">K</a><a href="#top">A</a>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain("<h2>T</h2><h3>U</h3><h4>V</h4>");
    expect(clean).toContain("<p>a<br>b <strong>s</strong> <em>e</em> <b>b</b> <i>i</i></p>");
    expect(clean).toContain("<ul><li>1</li></ul><ol><li>2</li></ol>");
    expect(clean).toContain('<th scope="col">H</th>');
    expect(clean).toContain('<td colspan="2">D</td>');
    expect(clean).toContain('<a href="mailto:info@example.com" rel="noopener noreferrer">M</a>');
    expect(clean).toContain('<a href="/kontakt" rel="noopener noreferrer">K</a>');
    expect(clean).toContain('<a href="#top" rel="noopener noreferrer">A</a>');
  });

  it("removes what could run code or change the page", () => {
    const cases = [
      "<script>alert(1)</script>",
      '<SCRIPT SRC="//evil.example/x.js"></SCRIPT>',
      "<img src=x onerror=alert(1)>",
      "<svg onload=alert(1)><circle /></svg>",
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="java&colon;script:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a href="//evil.example">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<form action="https://evil.example"><input name="pw"></form>',
      '<object data="x.swf"></object><embed src="x.swf">',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      "<<script>script>alert(1)<</script>/script>",
      '<p title="x" onmouseover="alert(1)">x</p>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    ];
    for (const html of cases) {
      const clean = sanitizeHtml(html);
      expect(clean, html).not.toMatch(/<(script|img|svg|iframe|form|input|object|embed|style|math|meta|base)\b/i);
      expect(clean, html).not.toMatch(/\son\w+=/i);
      expect(clean, html).not.toMatch(/(javascript|vbscript|data):/i);
      expect(clean, html).not.toMatch(/href="\/\//);
      expect(clean, html).not.toContain("style=");
    }
  });

  it("turns h1 (the page already has one) into h2 and drops unknown tags but keeps their text", () => {
    expect(sanitizeHtml("<h1>Groß</h1><section><p>Text</p></section><font color=red>rot</font>")).toBe(
      "<h2>Groß</h2><p>Text</p>rot",
    );
  });
});

describe("sitemap.xml", () => {
  beforeEach(() =>
    clearTables(schema.serviceDetails, schema.blogPosts, schema.shopProducts, schema.events, schema.academyCourses),
  );

  it("lists a course page only where the course shows its details button", async () => {
    const course = {
      description: "D",
      instructor: "I",
      duration: "4 Wochen",
      price: "99 €",
      image_url: image,
      external_url: "https://academy.example",
    };
    await testDb()
      .insert(schema.academyCourses)
      .values([
        { ...course, title: "Mit Seite", slug: "mit-seite", show_details_button: true },
        { ...course, title: "Ohne Seite", slug: "ohne-seite", show_details_button: false },
      ]);
    const xml = await sitemap();
    expect(xml).toContain(`<loc>${ORIGIN}/academy/mit-seite</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/en/academy/mit-seite</loc>`);
    expect(xml).not.toContain("/academy/ohne-seite");
  });

  async function sitemap() {
    const res = await fetchWorker("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    expect(res.headers.get("Cache-Control")).toContain("max-age=");
    return res.text();
  }

  it("lists every public page in both languages with hreflang alternates", async () => {
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of [
      "/",
      "/about",
      "/services",
      "/projects",
      "/kontakt",
      "/blog",
      "/shop",
      "/academy",
      "/events",
      "/kongress",
      "/community",
      "/weiterleitungen",
      "/impressum",
      "/datenschutz",
      "/cookies",
    ]) {
      expect(xml, path).toContain(`<loc>${ORIGIN}${path}</loc>`);
      expect(xml, path).toContain(`<loc>${ORIGIN}${localPath("en", path)}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/kontakt"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/contact"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/kontakt"/>`);
    // /links is the same page as /weiterleitungen; no admin or sign-in pages.
    expect(xml).not.toContain(`${ORIGIN}/links<`);
    expect(xml).not.toMatch(/\/admin|\/login/);
  });

  it("lists the active detail pages only, XML-escaped", async () => {
    const db = testDb();
    await db.insert(schema.serviceDetails).values([
      { slug: "einzelcoaching", title_de: "E", title_en: "E", description_de: "D", description_en: "D" },
      { slug: "alt-angebot", title_de: "A", title_en: "A", description_de: "D", description_en: "D", is_active: false },
    ]);
    const post = { excerpt: "E", category: "C", author: "A", date: "01.01.2025", image_url: image };
    await db.insert(schema.blogPosts).values([
      { ...post, title: "Mit Inhalt", slug: "mit-inhalt", content: "<p>Text</p>" },
      { ...post, title: "Nur extern", slug: "nur-extern", content: null, external_url: "https://blog.example" },
      { ...post, title: "Ohne Slug", slug: null, content: "<p>Text</p>" },
      { ...post, title: "Fragen & Antworten", slug: "fragen&antworten", content: "<p>x</p>" },
    ]);
    const product = {
      description: "D",
      category: "C",
      price: "1 €",
      image_url: image,
      external_url: "https://shop.example",
    };
    const [noSlug] = await db
      .insert(schema.shopProducts)
      .values([
        { ...product, name: "Ohne Slug", slug: null, show_details_button: true },
        { ...product, name: "Buch", slug: "buch", show_details_button: true },
        { ...product, name: "Nur extern", slug: "nur-extern-produkt", show_details_button: false },
      ])
      .returning({ id: schema.shopProducts.id });
    const event = {
      subtitle: "S",
      description: "D",
      date_text: "1. Mai",
      location: "Berlin",
      tickets_text: "T",
      image_url: image,
      external_url: "https://tickets.example",
    };
    await db.insert(schema.events).values([
      { ...event, title: "Sommer Retreat", slug: "sommer-retreat" },
      { ...event, title: "Glück im Büro", slug: null },
    ]);

    const xml = await sitemap();
    for (const path of [
      "/services/einzelcoaching",
      "/blog/mit-inhalt",
      "/shop/buch",
      `/shop/${noSlug.id}`,
      "/events/sommer-retreat",
      "/events/glueck-im-buero",
    ]) {
      expect(xml, path).toContain(`<loc>${ORIGIN}${path}</loc>`);
      expect(xml, path).toContain(`<loc>${ORIGIN}/en${path}</loc>`);
      expect(xml, path).toContain(`hreflang="en" href="${ORIGIN}/en${path}"`);
    }
    expect(xml).toContain(`<loc>${ORIGIN}/blog/fragen%26antworten</loc>`);
    for (const hidden of ["alt-angebot", "nur-extern", "nur-extern-produkt", "Ohne Slug"])
      expect(xml).not.toContain(hidden);
    // Every value is escaped: no raw ampersand anywhere.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps /admin and /login out and names the sitemap", async () => {
    const res = await fetchWorker("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Allow: /");
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/login$/m);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
