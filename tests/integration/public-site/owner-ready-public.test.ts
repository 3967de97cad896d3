import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { CONTENT_TYPES, NAV_GROUPS } from "~/lib/admin";
import { GENERAL_CARDS } from "~/routes/admin/general/general-settings";
import { safeImageSrc } from "~/lib/text";
import { get, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/* What staff edit reaches visitors: the page-content editors of home, about, services and projects,
   the general settings' videos, start button and logo domain, section and project heroes, featured
   projects, images given as site paths; and every fixed text in the visitor's language. */

let admin: string;
let plainUser: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await signInAs("admin")).cookie;
  plainUser = (await signInAs("user")).cookie;
});

const post = (url: string, fields: Record<string, string>) => postForm(url, fields, { Cookie: admin });
const page = async (path: string) => (await get(path)).text();

/** The text a visitor reads: the page without its scripts and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const heroForm = (title: string, overrides: Record<string, string> = {}) => ({
  intent: "create",
  title_de: `${title} DE`,
  title_en: `${title} EN`,
  description_de: `${title} Beschreibung`,
  description_en: `${title} description`,
  ...overrides,
});

describe("page-content editors of home, about, services and projects", () => {
  beforeEach(async () => {
    await clearTables(schema.pageContents);
  });

  const editors = [
    { path: "/admin/about-hero", key: "about", page: "/about", name: "Über uns" },
    { path: "/admin/services-hero", key: "services", page: "/services", name: "Services" },
    { path: "/admin/projects-hero", key: "projects", page: "/projects", name: "Projekte" },
  ];

  for (const editor of editors) {
    it(`${editor.path} answers 200 to an admin, 403 to a plain user, and changes ${editor.page}`, async () => {
      const screen = await get(editor.path, admin);
      expect(screen.status).toBe(200);
      expect(await screen.text()).toContain(`Seitenkopf: ${editor.name}`);
      expect((await get(editor.path, plainUser)).status).toBe(403);
      expect((await postForm(editor.path, heroForm("Verboten"), { Cookie: plainUser })).status).toBe(403);

      const saved = await post(editor.path, heroForm(`Neu ${editor.key}`, { subtitle_de: "Ein Untertitel" }));
      expect(saved.status).toBe(302);
      const [row] = await testDb()
        .select()
        .from(schema.pageContents)
        .where(eq(schema.pageContents.page_key, editor.key));
      expect(row).toMatchObject({ title_de: `Neu ${editor.key} DE`, is_active: true });

      const german = await page(editor.page);
      expect(german).toContain(`Neu ${editor.key} DE`);
      expect(german).toContain("Ein Untertitel");
      expect(await page(`/en${editor.page}`)).toContain(`Neu ${editor.key} EN`);
    });
  }

  it("/admin/home-hero gives the home page its title and description (no subtitle asked for)", async () => {
    const screen = await get("/admin/home-hero", admin);
    expect(screen.status).toBe(200);
    const form = await screen.text();
    expect(form).toContain("Seitenkopf: Startseite");
    expect(form).not.toContain('name="subtitle_de"');
    expect((await get("/admin/home-hero", plainUser)).status).toBe(403);

    expect((await post("/admin/home-hero", heroForm("Startseite"))).status).toBe(302);
    const home = await page("/");
    expect(home).toMatch(/<title>Startseite DE \| [^<]+<\/title>/);
    expect(home).toContain('<meta name="description" content="Startseite Beschreibung"');
    expect(await page("/en")).toMatch(/<title>Startseite EN \| /);
  });

  it("the editors sit in the admin bar's Content group", () => {
    const content = NAV_GROUPS.find((group) => group.key === "Content")?.items.map((item) => item.to) ?? [];
    for (const path of ["/admin/home-hero", "/admin/about-hero", "/admin/services-hero", "/admin/projects-hero"]) {
      expect(content).toContain(path);
    }
  });
});

describe("general settings reach the pages visitors expect", () => {
  const settings = (values: Partial<typeof schema.generalSettings.$inferInsert>) =>
    testDb()
      .insert(schema.generalSettings)
      .values({ id: 1, logo_short: "GA", ...values })
      .onConflictDoUpdate({ target: schema.generalSettings.id, set: values });

  beforeEach(async () => {
    await clearTables(schema.generalSettings, schema.heroSections);
  });

  it("without them the home page has no start or video button, and the logo no domain", async () => {
    const home = await page("/");
    expect(home).not.toContain("Jetzt starten");
    expect(home).not.toContain("Video ansehen");
    expect(home).not.toContain('data-testid="logo-domain"');
    expect(await page("/kongress")).not.toContain('data-testid="congress-video"');
    expect(await page("/academy")).not.toContain('data-testid="academy-video"');
  });

  it("'Jetzt starten', 'Video Startseite' and 'Logo-Domain' show on the home page, in both languages", async () => {
    await settings({
      jetzt_sarten: "/kontakt",
      video_index: "https://www.youtube.com/watch?v=abc123",
      logo_domain: "gluecksakademie.de",
    });
    const home = await page("/");
    // The start button leads to the page of the site, in the same tab.
    expect(home).toMatch(/<a href="\/kontakt" target="_self"[^>]*>Jetzt starten<\/a>/);
    expect(home).toContain("Video ansehen");
    expect(home).toContain("gluecksakademie.de");
    const english = await page("/en");
    expect(english).toContain(">Get started</a>");
    expect(english).toContain("Watch video");

    // A slide with its own button and video keeps them.
    await testDb().insert(schema.heroSections).values({
      header_de: "Eigener Slide",
      header_en: "Own slide",
      subheader_de: "S",
      subheader_en: "S",
      text_de: "T",
      text_en: "T",
      button_text_de: "Eigener Button",
      button_text_en: "Own button",
      button_link: "https://partner.example.org/",
      background_image: "/images/hero/eigener-slide.jpg",
    });
    const withSlide = await page("/");
    expect(withSlide).toContain("Eigener Button");
    expect(withSlide).not.toContain("Jetzt starten");
    // A site path as slide image is shown, not replaced by a stock photo.
    expect(withSlide).toContain('src="/images/hero/eigener-slide.jpg"');
  });

  it("an external start link opens in a new tab; an unusable one shows no button", async () => {
    await settings({ jetzt_sarten: "https://termine.example.org/start" });
    expect(await page("/")).toMatch(
      /<a href="https:\/\/termine\.example\.org\/start" target="_blank" rel="noopener noreferrer"[^>]*>Jetzt starten/,
    );
    // Stored before validation existed, or written around it: never rendered as a link.
    await settings({ jetzt_sarten: "javascript:alert(1)" });
    const home = await page("/");
    expect(home).not.toContain("Jetzt starten");
    expect(home).not.toContain('href="javascript:');
  });

  it("'Kongress-Video' and 'Academy-Video' give /kongress and /academy a watch-video button", async () => {
    await settings({ congress_video: "https://vimeo.com/123456", academy_video: "https://youtu.be/xyz789" });
    const congress = await page("/kongress");
    expect(congress).toMatch(/data-testid="congress-video"[^>]*>.*Video ansehen<\/button>/s);
    expect(await page("/en/congress")).toMatch(/data-testid="congress-video"[^>]*>.*Watch video<\/button>/s);
    expect(await page("/academy")).toMatch(/data-testid="academy-video"[^>]*>.*Video ansehen<\/button>/s);
    // Nothing of the video site is loaded before the click (the dialog opens on demand): its address
    // waits in the button's data for the video module, never in a frame or script of the page.
    expect(congress).not.toMatch(/<(iframe|script|link)[^>]+vimeo\.com/);
  });

  it("the settings card says where each of them appears", () => {
    const fields = GENERAL_CARDS.flatMap((card) => card.fields);
    const hint = (name: string) => fields.find((field) => field.name === name)?.hint ?? "";
    expect(hint("video_index")).toContain("Startseite");
    expect(hint("jetzt_sarten")).toContain("Jetzt starten");
    expect(hint("congress_video")).toContain("/kongress");
    expect(hint("academy_video")).toContain("/academy");
    expect(hint("event_video")).toContain("/events");
    expect(hint("logo_domain")).toContain("Logo");
  });
});

describe("section heroes and featured projects", () => {
  beforeEach(async () => {
    await clearTables(schema.aboutSections, schema.services, schema.projects);
  });

  const block = (title: string, extra: Record<string, unknown> = {}) => ({
    title_de: title,
    title_en: `${title} EN`,
    description_de: "Text",
    description_en: "Text",
    image_url: "/images/about/team.jpg",
    display_order: 1,
    ...extra,
  });

  it("an about section's and a service's hero_background_image carry their title", async () => {
    await testDb()
      .insert(schema.aboutSections)
      .values(block("Mit Hero", { hero_background_image: "/media/about-hero.jpg" }));
    await testDb()
      .insert(schema.aboutSections)
      .values(block("Ohne Hero", { display_order: 2 }));
    await testDb()
      .insert(schema.services)
      .values(block("Service mit Hero", { hero_background_image: "https://cdn.example.org/s.jpg" }));
    const about = await page("/about");
    expect(about.match(/data-testid="section-hero"/g)).toHaveLength(1);
    expect(about).toMatch(
      /url\(&quot;\/media\/about-hero\.jpg&quot;\)[^>]*data-testid="section-hero"[^>]*>.*Mit Hero/s,
    );
    // The section's image, given as a site path, is shown as it is.
    expect(about).toContain('src="/images/about/team.jpg"');
    const services = await page("/services");
    expect(services).toContain("https://cdn.example.org/s.jpg");
    expect(services).toContain('data-testid="section-hero"');
  });

  it("featured projects come first and are marked in both languages; a project hero shows", async () => {
    const project = (title: string, extra: Partial<typeof schema.projects.$inferInsert> = {}) => ({
      title,
      description: "D",
      image_url: "/images/projects/p.jpg",
      project_url: "https://projekt.example.org/",
      ...extra,
    });
    await testDb()
      .insert(schema.projects)
      .values([
        project("Erstes Projekt", { display_order: 1 }),
        project("Hervorgehobenes Projekt", {
          display_order: 9,
          featured: true,
          hero_background_image: "/media/projekt-hero.jpg",
        }),
      ]);
    const german = await page("/projects");
    expect(german.indexOf("Hervorgehobenes Projekt")).toBeLessThan(german.indexOf("Erstes Projekt"));
    expect(german.match(/data-testid="project-featured"/g)).toHaveLength(1);
    expect(visibleText(german)).toContain("Hervorgehoben Hervorgehobenes Projekt");
    expect(german).toContain("/media/projekt-hero.jpg");
    expect(german).toContain('data-testid="project-hero"');
    const english = visibleText(await page("/en/projects"));
    expect(english).toContain("Featured Hervorgehobenes Projekt");
  });
});

describe("images: site paths are shown, what cannot be shown is refused at save time", () => {
  beforeEach(async () => {
    await clearTables(schema.aboutSections, schema.pageContents, schema.indexSections);
  });

  it("safeImageSrc takes http(s) and same-site paths only", () => {
    expect(safeImageSrc("/images/a.jpg")).toBe("/images/a.jpg");
    expect(safeImageSrc("/media/2026/uploads/b.webp")).toBe("/media/2026/uploads/b.webp");
    expect(safeImageSrc(" https://cdn.example.org/c.png ")).toBe("https://cdn.example.org/c.png");
    // An address's quote is percent-encoded, so it cannot close a CSS url("…").
    expect(safeImageSrc('https://cdn.example.org/a".jpg')).toBe("https://cdn.example.org/a%22.jpg");
    for (const bad of HOSTILE_IMAGES) expect(safeImageSrc(bad), bad).toBeNull();
  });

  const about = (image: string) => ({
    intent: "create",
    title_de: "Bildtest",
    title_en: "Image test",
    description_de: "Text",
    description_en: "Text",
    image_url: "/images/about/team.jpg",
    hero_background_image: image,
    display_order: "1",
    is_active: "on",
  });

  it("a site path saves, and the public page shows it", async () => {
    expect((await post("/admin/about", about("/media/hero.jpg"))).status).toBe(302);
    expect(await page("/about")).toContain("/media/hero.jpg");
    expect(
      (await post("/admin/projects-hero", heroForm("Bild", { hero_background_image: "/media/p.jpg" }))).status,
    ).toBe(302);
    expect(await page("/projects")).toMatch(/<img src="\/media\/p\.jpg"[^>]* alt=""/);
  });

  for (const bad of HOSTILE_IMAGES_FOR_FORMS()) {
    it(`refuses the image ${JSON.stringify(bad)} with 400 and a field error`, async () => {
      const res = await post("/admin/about", about(bad));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Bitte einen Pfad der Website wie /images/bild.jpg");
      const hero = await post("/admin/services-hero", heroForm("Bild", { hero_background_image: bad }));
      expect(hero.status).toBe(400);
      expect(await testDb().select().from(schema.aboutSections)).toHaveLength(0);
      expect(await testDb().select().from(schema.pageContents)).toHaveLength(0);
    });
  }

  it("an index section's background given as a site path is shown", async () => {
    await testDb().insert(schema.indexSections).values({
      title_de: "Index",
      title_en: "Index",
      description_de: "D",
      description_en: "D",
      content_image: "/images/index/inhalt.jpg",
      background_image: "/media/index-bg.jpg",
      show_on_home: true,
      display_order: 1,
    });
    const home = await page("/");
    expect(home).toContain("url(&quot;/media/index-bg.jpg&quot;)");
    expect(home).toContain('src="/images/index/inhalt.jpg"');
  });
});

/** Values that cannot be shown as an image of this site (or would leave it). */
const HOSTILE_IMAGES = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
  "//evil.example/x.jpg",
  "/\\evil.example/x.jpg",
  "/%2F%2Fevil.example/x.jpg",
  "/%5Cevil.example/x.jpg",
  "/\t/evil.example/x.jpg",
  "#top",
  '/images/a".jpg',
  "/images/a'.jpg",
  "ftp://files.example.org/a.jpg",
  "images/relative.jpg",
];

function HOSTILE_IMAGES_FOR_FORMS() {
  // The tab is trimmed away by the form, so it is judged by the pure test above.
  return HOSTILE_IMAGES.filter((value) => !value.includes("\t"));
}

describe("no placeholder hosts in new items", () => {
  beforeEach(async () => {
    await clearTables(schema.blogPosts);
  });

  it("no content type pre-fills a link to a placeholder host", () => {
    for (const [key, def] of Object.entries(CONTENT_TYPES)) {
      expect(JSON.stringify(def.defaults ?? {}), key).not.toMatch(/example\.(com|org|net)/);
    }
  });

  it("a post saved without body and external link has a card that leads nowhere", async () => {
    const res = await post("/admin/blog", {
      intent: "create",
      title: "Nur ein Auszug",
      slug: "nur-ein-auszug",
      excerpt: "Kurz.",
      category: "Test",
      author: "Erika",
      date: "01.02.2026",
      image_url: "/images/blog/resilienz.jpg",
      external_url: "",
      content: "",
    });
    expect(res.status).toBe(302);
    const [row] = await testDb().select().from(schema.blogPosts);
    expect(row?.external_url).toBeNull();
    const blog = await page("/blog");
    // This post's card only: other rows of the shared database (settings' social links, other
    // files' posts) may link anywhere.
    const start = blog.lastIndexOf('data-testid="blog-card"', blog.indexOf("Nur ein Auszug"));
    expect(start).toBeGreaterThan(-1);
    const card = blog.slice(start, blog.indexOf("</article>", start));
    expect(card).toMatch(/^data-testid="blog-card" data-link="none"/);
    expect(card).toContain("Nur ein Auszug");
    // No link in it (an icon's <use href> points into the sprite, not anywhere a visitor goes).
    expect(card).not.toMatch(/<a\b/);
  });
});

describe("fixed texts in the visitor's language", () => {
  // The page's fixed texts in each language (the toast's text is checked in the browser).
  const GERMAN_ONLY = [
    /Keine Weiterleitungen gefunden/,
    /aktive Weiterleitung/,
    /\bKopieren\b/,
    /\bÖffnen\b/,
    /Erstellt am/,
    /\bKlicks?\b/,
    /Alle wichtigen Links/,
    /Link kopiert/,
  ];
  const ENGLISH_ONLY = [
    /No redirects found/,
    /active redirects?/,
    /\bCopy\b/,
    /\bOpen\b/,
    /Created on/,
    /\bclicks?\b/,
    /All important links/,
    /Link copied/,
  ];

  beforeEach(async () => {
    await clearTables(schema.redirectLinks, schema.pageContents);
  });

  it("the empty overview speaks the visitor's language on both addresses", async () => {
    for (const path of ["/weiterleitungen", "/links"]) {
      const german = visibleText(await page(path));
      expect(german).toContain("Keine Weiterleitungen gefunden");
      for (const text of ENGLISH_ONLY) expect(german, `${path}: ${text}`).not.toMatch(text);
    }
    // English has one address for the overview (/en/weiterleitungen answers 301 to it).
    const english = visibleText(await page("/en/links"));
    expect(english).toContain("No redirects found");
    for (const text of GERMAN_ONLY) expect(english, `/en/links: ${text}`).not.toMatch(text);
  });

  it("a filled overview too (cards, counts, buttons, dates)", async () => {
    await testDb().insert(schema.redirectLinks).values({
      short_code: "sprachtest",
      target_url: "https://ziel.example.org/",
      description: "Sprachtest",
      image_url: "/media/links/sprachtest.jpg",
      click_count: 3,
    });
    for (const path of ["/weiterleitungen", "/links"]) {
      const germanHtml = await page(path);
      const german = visibleText(germanHtml);
      expect(german).toContain("3 Klicks");
      for (const text of ENGLISH_ONLY) expect(german, `${path}: ${text}`).not.toMatch(text);
      // The card's image, given as a site path, is shown.
      expect(germanHtml).toContain('src="/media/links/sprachtest.jpg"');
    }
    const english = visibleText(await page("/en/links"));
    expect(english).toContain("3 clicks");
    for (const text of GERMAN_ONLY) expect(english, `/en/links: ${text}`).not.toMatch(text);
  });
});

describe("/login", () => {
  it("has the language and dark-mode toggles in both languages", async () => {
    const german = await page("/login");
    expect(german).toContain('data-testid="language-toggle"');
    expect(german).toContain('data-testid="theme-toggle"');
    expect(german).toContain('aria-label="Switch to English"');
    // Both names of the dark-mode button; CSS shows the one for the theme the page has.
    expect(german).toContain(">Dunkelmodus aktivieren</span>");
    expect(german).toContain(">Hellen Modus aktivieren</span>");
    const english = await page("/login?lang=en&mode=register");
    expect(english).toContain('aria-label="Auf Deutsch umschalten"');
    expect(english).toContain(">Enable dark mode</span>");
    // The toggle returns to the same mode of the page.
    expect(english).toContain('name="redirectTo" value="/login?lang=en&amp;mode=register"');
  });
});
