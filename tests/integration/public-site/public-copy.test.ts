import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import { noContent } from "../demo-content";
import { clearTables, fetchWorker, testDb } from "../helpers";

/*
 * The public site's fixed copy (issue 37): one form of address, one newsletter promise, the copyright
 * year from the clock, a footer legal column of legal pages, a privacy note under every form.
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

/** The page's HTML with React's text separators removed. */
async function page(path: string) {
  const res = await fetchWorker(path);
  expect(res.status).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
}

/** The page at a moment of the Worker's clock. */
async function pageAt(at: string, path: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
  try {
    return await page(path);
  } finally {
    vi.useRealTimers();
  }
}

function footerOf(html: string) {
  const start = html.indexOf("<footer");
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</footer>", start));
}

/** The links of the footer column under a heading. */
function columnLinks(footer: string, heading: string) {
  const start = footer.indexOf(`>${heading}</h2>`);
  expect(start, heading).toBeGreaterThan(-1);
  const list = footer.slice(start, footer.indexOf("</ul>", start));
  return [...list.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
}

beforeEach(async () => {
  // Only the site's fixed texts: records written by earlier test files speak as their authors chose.
  await noContent();
  await clearTables(
    schema.generalSettings,
    schema.navigationItems,
    schema.indexSections,
    schema.pageContents,
    schema.heroSections,
  );
});

const settings = (values: Partial<typeof schema.generalSettings.$inferInsert>) =>
  testDb()
    .insert(schema.generalSettings)
    .values({ id: 1, ...values });

/**
 * What a visitor reads: the text of the page and its placeholders, without scripts (the page's data,
 * which holds the setting's own value) and tags.
 */
function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/placeholder="([^"]*)"/g, "> $1 <")
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

const FORMAL = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)\b/g;
const INFORMAL = /\b([Dd]u|[Dd]ein|[Dd]eine|[Dd]einen|[Dd]einem|[Dd]einer|[Dd]ich|[Dd]ir)\b/g;
const words = (text: string, form: RegExp) => [...new Set(text.match(form) ?? [])];

describe("copyright year", () => {
  it("is the year of the Worker's clock in Berlin, also just after New Year", async () => {
    expect(footerOf(await pageAt("2031-06-01T12:00:00Z", "/"))).toContain("© 2031 ");
    // 00:30 in Berlin on 1 January is still the old year in UTC.
    expect(footerOf(await pageAt("2031-12-31T23:30:00Z", "/kontakt"))).toContain("© 2032 ");
    expect(footerOf(await pageAt("2031-12-31T22:30:00Z", "/en/blog"))).toContain("© 2031 ");
  });
});

describe("footer legal column", () => {
  it("holds the legal pages, not home and contact, in both languages", async () => {
    expect(columnLinks(footerOf(await page("/kontakt")), "Rechtliches")).toEqual([
      "Impressum /impressum",
      "Datenschutz /datenschutz",
      "Cookies /cookies",
    ]);
    expect(columnLinks(footerOf(await page("/en")), "Legal")).toEqual([
      "Imprint /en/imprint",
      "Privacy /en/privacy",
      "Cookies /en/cookies",
    ]);
  });
});

describe("one form of address", () => {
  it.each(["/kontakt", "/", "/blog", "/shop"])("%s says Sie by default, and only Sie", async (path) => {
    const text = visibleText(await page(path));
    expect(words(text, INFORMAL)).toEqual([]);
    if (path === "/kontakt") expect(words(text, FORMAL)).toEqual(expect.arrayContaining(["Sie", "Ihr", "Ihre"]));
  });

  it.each(["/kontakt", "/", "/blog", "/shop"])("%s says du when general settings say so, and only du", async (path) => {
    await settings({ form_of_address: "du" });
    const text = visibleText(await page(path));
    expect(words(text, FORMAL)).toEqual([]);
    if (path === "/kontakt") {
      expect(text).toContain("Schreib uns");
      expect(text).toContain("Dein Name");
      expect(text).toContain("Wie können wir dir helfen?");
      expect(text).toContain("Deine Angaben verwenden wir nur");
    }
  });

  /** Every public page a visitor can reach without content of their own, and the answers without a page. */
  const PAGES = ["/services", "/about", "/events", "/academy", "/congress", "/community", "/projects", "/links"];
  const MISSING = [
    "/services/gibt-es-nicht",
    "/blog/gibt-es-nicht",
    "/academy/gibt-es-nicht",
    "/shop/gibt-es-nicht",
    "/events/gibt-es-nicht",
    "/gibt-es-nicht",
  ];

  /** The page's visible text, whatever its status (a 404 and a 410 are pages too). */
  async function anyPage(path: string) {
    const res = await fetchWorker(path, { headers: { "User-Agent": BROWSER } });
    expect(res.status, path).toBeLessThan(500);
    return visibleText((await res.text()).replaceAll("<!-- -->", ""));
  }

  it("says du on every other public page, error page and detail view, when general settings say so", async () => {
    await settings({ form_of_address: "du" });
    const slug = `anrede-${crypto.randomUUID().slice(0, 8)}`;
    const code = `anrede-${crypto.randomUUID().slice(0, 8)}`;
    const db = testDb();
    await db.insert(schema.serviceDetails).values({
      slug,
      title_de: "Beratung",
      title_en: "Advice",
      description_de: "<p>Beratung.</p>",
      description_en: "<p>Advice.</p>",
    });
    await db
      .insert(schema.redirectLinks)
      .values({ short_code: code, target_url: "https://example.com/t", expires_at: new Date(Date.now() - 1000) });
    try {
      const found: Record<string, string[]> = {};
      for (const path of [...PAGES, ...MISSING, `/services/${slug}`, `/${code}`]) {
        const formal = words(await anyPage(path), FORMAL);
        if (formal.length) found[path] = formal;
      }
      expect(found).toEqual({});
      expect(await anyPage(`/services/${slug}`)).toContain("Wir beraten dich gern");
      expect(await anyPage(`/${code}`)).toContain("findest du unsere aktuellen Angebote");
      expect(await anyPage("/blog/gibt-es-nicht")).toContain("was du suchst");
    } finally {
      await db.delete(schema.redirectLinks).where(eq(schema.redirectLinks.short_code, code));
      await db.delete(schema.serviceDetails).where(eq(schema.serviceDetails.slug, slug));
    }
  });

  it("says Sie on those pages by default, and no du", async () => {
    const found: Record<string, string[]> = {};
    for (const path of [...PAGES, ...MISSING]) {
      const informal = words(await anyPage(path), INFORMAL);
      if (informal.length) found[path] = informal;
    }
    expect(found).toEqual({});
  });

  it("leaves English as it is", async () => {
    await settings({ form_of_address: "du" });
    const text = visibleText(await page("/en/contact"));
    expect(text).toContain("Write to us");
    expect(text).toContain("Your name");
  });
});

describe("one newsletter promise", () => {
  /** The text under the newsletter form's heading. */
  function promiseOf(html: string) {
    const heading = html.indexOf('id="newsletter-title"');
    expect(heading).toBeGreaterThan(-1);
    const start = html.indexOf("<p", heading);
    return html.slice(html.indexOf(">", start) + 1, html.indexOf("</p>", start));
  }

  it("is the same on the home page and /blog, from general settings in each language", async () => {
    const defaults = [promiseOf(await page("/")), promiseOf(await page("/blog"))];
    expect(defaults[0]).toBe("Impulse für mehr Glück im Alltag – einmal im Monat per E-Mail.");
    expect(defaults[1]).toBe(defaults[0]);

    await settings({
      newsletter_promise_de: "Jeden zweiten Freitag ein Impuls.",
      newsletter_promise_en: "An idea every other Friday.",
    });
    for (const path of ["/", "/blog", "/about", "/services"]) {
      expect(promiseOf(await page(path)), path).toBe("Jeden zweiten Freitag ein Impuls.");
    }
    for (const path of ["/en", "/en/blog"]) {
      expect(promiseOf(await page(path)), path).toBe("An idea every other Friday.");
    }
  });
});

describe("privacy note", () => {
  /** The privacy link inside the element with the test id, as text and address. */
  function privacyLink(html: string, testId: string) {
    const start = html.indexOf(`data-testid="${testId}"`);
    expect(start, testId).toBeGreaterThan(-1);
    const note = html.slice(start, html.indexOf("</p>", start));
    const link = /<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(note);
    return link ? `${link[2]} ${link[1]}` : null;
  }

  it("stands under the contact form and every newsletter form, with a link to the privacy page", async () => {
    expect(privacyLink(await page("/kontakt"), "contact-privacy")).toBe("Datenschutzerklärung /datenschutz");
    expect(privacyLink(await page("/en/contact"), "contact-privacy")).toBe("privacy policy /en/privacy");
    for (const path of ["/", "/blog", "/about", "/services"]) {
      expect(privacyLink(await page(path), "newsletter-consent"), path).toBe("Datenschutz /datenschutz");
    }
    expect(privacyLink(await page("/en/blog"), "newsletter-consent")).toBe("Privacy /en/privacy");
  });
});
