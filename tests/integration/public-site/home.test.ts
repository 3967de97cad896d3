import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, testDb } from "../helpers";

const image = "https://example.com/image.jpg";

function mainSection(title: string, display_order: number, is_active = true) {
  return {
    title_de: title,
    title_en: `${title} EN`,
    description_de: "D",
    description_en: "D",
    image_url: image,
    link_path: "/about",
    display_order,
    is_active,
  };
}

function slide(header: string, is_active = true) {
  return {
    background_image: image,
    header_de: header,
    header_en: `${header} EN`,
    subheader_de: "S",
    subheader_en: "S",
    text_de: "T",
    text_en: "T",
    button_text_de: "Los",
    button_text_en: "Go",
    button_link: "/kontakt",
    is_active,
  };
}

function indexSection(
  title: string,
  display_order: number,
  extra: Partial<typeof schema.indexSections.$inferInsert> = {},
) {
  return {
    title_de: title,
    title_en: `${title} EN`,
    description_de: "D",
    description_en: "D",
    content_image: image,
    display_order,
    ...extra,
  };
}

describe("home page (through the real Worker)", () => {
  beforeEach(async () => {
    await clearTables(
      schema.mainSections,
      schema.heroSections,
      schema.indexSections,
      schema.navigationItems,
      schema.generalSettings,
    );
  });

  it("shows only active main sections, ordered by display_order", async () => {
    await testDb()
      .insert(schema.mainSections)
      .values([mainSection("Zweiter", 2), mainSection("Erster", 1), mainSection("Versteckt", 0, false)]);
    const res = await fetchWorker("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("Versteckt");
    expect(html.indexOf("Erster")).toBeGreaterThan(-1);
    expect(html.indexOf("Erster")).toBeLessThan(html.indexOf("Zweiter"));
  });

  it("says so when there are no sections, in the chosen language", async () => {
    expect(await (await fetchWorker("/")).text()).toContain("Keine Bereiche verfügbar");
    expect(await (await fetchWorker("/en")).text()).toContain("No sections available");
  });

  it("shows active hero slides only, and the stock slides when there are none", async () => {
    const stock = await (await fetchWorker("/")).text();
    expect(stock.match(/aria-roledescription="slide"/g)).toHaveLength(3);

    await testDb()
      .insert(schema.heroSections)
      .values([slide("Aktive Folie"), slide("Inaktive Folie", false)]);
    const html = await (await fetchWorker("/")).text();
    expect(html).toContain("Aktive Folie");
    expect(html).not.toContain("Inaktive Folie");
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1);
  });

  it("shows index sections for the home page only, active, in order", async () => {
    await testDb()
      .insert(schema.indexSections)
      .values([
        indexSection("Index B", 2),
        indexSection("Index A", 1),
        indexSection("Nur Blog", 0, { show_on_home: false, show_on_blog: true }),
        indexSection("Index aus", 0, { is_active: false }),
      ]);
    const html = await (await fetchWorker("/")).text();
    expect(html.indexOf("Index A")).toBeLessThan(html.indexOf("Index B"));
    expect(html).not.toContain("Nur Blog");
    expect(html).not.toContain("Index aus");
  });

  it("renders the English texts at /en, sends ?lang=en and a visitor who chose English there", async () => {
    await testDb().insert(schema.mainSections).values(mainSection("Angebot", 1));
    const en = await (await fetchWorker("/en")).text();
    expect(en).toContain('lang="en"');
    expect(en).toContain("Angebot EN");
    const chosen = await fetchWorker("/", { headers: { Cookie: "language=en" } });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/en");
    const old = await fetchWorker("/?lang=en");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/en");
    // The address alone decides: no cookie is set by visiting it.
    expect((await fetchWorker("/en")).headers.get("Set-Cookie")).toBeNull();
    const de = await (await fetchWorker("/")).text();
    expect(de).toContain('lang="de"');
  });

  it("navbar shows active navbar items; footer shows the copyright year of the clock", async () => {
    await testDb()
      .insert(schema.navigationItems)
      .values([
        { name_de: "Über uns", name_en: "About", href: "/about", display_order: 1 },
        { name_de: "Nur Fuß", name_en: "Footer only", href: "/impressum", display_order: 2, show_in_navbar: false },
        { name_de: "Aus", name_en: "Off", href: "/off", display_order: 3, is_active: false },
      ]);
    const html = await (await fetchWorker("/")).text();
    const nav = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(nav).toContain("Über uns");
    expect(nav).not.toContain("Nur Fuß");
    expect(html).not.toContain(">Aus<");
    const footer = html.slice(html.indexOf("<footer"));
    expect(footer).toContain("Nur Fuß");
    expect(footer).toContain(`© ${new Date().getFullYear()} `);
  });

  it("writes the navigation list once for both widths, and only the first slide's picture", async () => {
    await testDb()
      .insert(schema.navigationItems)
      .values([{ name_de: "Über uns", name_en: "About", href: "/about", display_order: 1 }]);
    await testDb()
      .insert(schema.heroSections)
      .values([slide("Erste"), slide("Zweite")]);
    const html = await (await fetchWorker("/")).text();
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    // The phone menu without JavaScript is the same list, shown under the header while it is open.
    expect(header.match(/href="\/about"/g)).toHaveLength(1);
    expect(header).toContain('id="mobile-menu"');
    const show = html.slice(html.indexOf('data-testid="hero-slideshow"'), html.indexOf("</section>"));
    expect(show.match(/aria-roledescription="slide"/g)).toHaveLength(2);
    expect(show.match(/<img /g)).toHaveLength(1);
  });

  it("leaves dark mode to the head script: the cookie does not change the HTML", async () => {
    const html = await (await fetchWorker("/", { headers: { Cookie: "darkMode=true" } })).text();
    expect(html).toMatch(/<html lang="de">/);
    expect(html).toMatch(/<head>.*<script nonce="[^"]+">try\{var d=document\.documentElement/s);
  });

  it("ships its records without bookkeeping columns, and library images without the 320-pixel copy", async () => {
    const library = `/media/${"a".repeat(64)}.webp`;
    await testDb()
      .insert(schema.mainSections)
      .values({ ...mainSection("Kachel", 1), image_url: library });
    await testDb().insert(schema.heroSections).values(slide("Folie"));
    await testDb().insert(schema.indexSections).values(indexSection("Abschnitt", 1));
    const html = await (await fetchWorker("/")).text();
    expect(html).toContain("Kachel");
    // The loader data the browser hydrates from names each column it carries once.
    for (const column of ["created_at", "updated_at", "display_order", "is_active", "show_on_home", "page_key"]) {
      expect(html, column).not.toContain(column);
    }
    // Nor the rows' numbers: the lists are keyed by position (the name would be escaped in the stream).
    expect(html).not.toContain('\\"id\\"');
    expect(html).toContain(`${library}?w=640 640w, ${library}?w=1024 1024w, ${library}?w=1600 1600w"`);
    expect(html).not.toContain("?w=320");
  });

  it("carries the settings of other pages nowhere: the events video only on /events", async () => {
    await testDb().insert(schema.generalSettings).values({
      id: 1,
      event_video: "https://youtu.be/ZToicYcHIOU",
      congress_video: "https://vimeo.com/76979871",
      response_time_de: "Binnen eines Tages",
    });
    const home = await (await fetchWorker("/")).text();
    for (const text of ["ZToicYcHIOU", "76979871", "Binnen eines Tages", "event_video", "response_time"])
      expect(home, text).not.toContain(text);
    expect(await (await fetchWorker("/events")).text()).toContain("ZToicYcHIOU");
    expect(await (await fetchWorker("/kongress")).text()).toContain("76979871");
    expect(await (await fetchWorker("/kontakt")).text()).toContain("Binnen eines Tages");
  });

  it("answers unknown pages with the site's 404 page", async () => {
    const res = await fetchWorker("/gibt-es-nicht");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Seite nicht gefunden");
  });
});
