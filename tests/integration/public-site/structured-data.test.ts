import { afterAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { parseEuroPrice, parseGermanDate, metaDescription } from "~/lib/pages";
import { clearTables, fetchWorker, ORIGIN, testDb } from "../helpers";

/*
 * Structured data (JSON-LD) and the SEO meta tags of the public pages, through the real Worker: each
 * block is parsed and held against the properties the search engine's rich results require for its
 * type (and, for full records, the ones it recommends), as listed below.
 */

type Json = Record<string, unknown>;

/** Required properties per type: a dotted path must lead to a non-empty value. */
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url"],
  BlogPosting: ["headline", "image", "datePublished", "author.name"],
  Event: ["name", "startDate", "location.name", "location.address"],
  Course: ["name", "description", "provider.name"],
  Product: ["name"],
  BreadcrumbList: ["itemListElement"],
};

/** Recommended properties, checked where the fixture has everything. */
const RECOMMENDED: Record<string, string[]> = {
  Organization: ["email", "telephone", "address.streetAddress", "contactPoint.contactType"],
  BlogPosting: ["description", "dateModified", "publisher.name", "mainEntityOfPage.@id"],
  Event: [
    "description",
    "image",
    "endDate",
    "eventStatus",
    "eventAttendanceMode",
    "location.address.streetAddress",
    "offers.url",
    "organizer.name",
  ],
  Course: ["offers.price", "offers.priceCurrency", "offers.category"],
  Product: ["description", "image", "offers.availability", "offers.url"],
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

function at(object: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Json | undefined)?.[key], object);
}

function present(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(present);
  return value !== undefined && value !== null && value !== "";
}

/** Checks one block against the lists above and the type's own rules; returns the block for more checks. */
function expectValid(block: Json, { full = false } = {}): Json {
  const type = block["@type"] as string;
  expect(block["@context"], type).toBe("https://schema.org");
  expect(REQUIRED[type], `known type ${type}`).toBeDefined();
  for (const path of REQUIRED[type]) expect(present(at(block, path)), `${type}.${path}`).toBe(true);
  if (full) for (const path of RECOMMENDED[type] ?? []) expect(present(at(block, path)), `${type}.${path}`).toBe(true);
  switch (type) {
    case "Product": {
      // An offer with price and currency, or a review, or an aggregate rating.
      const offer = present(at(block, "offers.price")) && present(at(block, "offers.priceCurrency"));
      expect(offer || present(block.review) || present(block.aggregateRating), "Product offer/review/rating").toBe(
        true,
      );
      expect(typeof at(block, "offers.price"), "price is a number").toBe("number");
      break;
    }
    case "BreadcrumbList": {
      const items = block.itemListElement as Json[];
      items.forEach((item, i) => {
        expect(item["@type"]).toBe("ListItem");
        expect(item.position, "positions count from 1").toBe(i + 1);
        expect(present(item.name), `crumb ${i + 1} name`).toBe(true);
        expect(String(item.item), `crumb ${i + 1} is an absolute URL`).toMatch(/^https?:\/\//);
      });
      break;
    }
    case "Event":
      expect(block.startDate).toMatch(ISO_TIME);
      if (block.endDate) expect(block.endDate).toMatch(ISO_TIME);
      expect(at(block, "location.@type")).toBe("Place");
      expect(at(block, "location.address.@type")).toBe("PostalAddress");
      break;
    case "BlogPosting":
      expect(String(block.datePublished)).toMatch(new RegExp(`${ISO_DAY.source.slice(0, -1)}|${ISO_TIME.source}`));
      expect(at(block, "author.@type")).toBe("Person");
      for (const src of block.image as string[]) expect(src).toMatch(/^https?:\/\//);
      break;
  }
  return block;
}

/** Every JSON-LD block of a page, parsed. */
async function ldBlocks(html: string): Promise<Json[]> {
  const texts: string[] = [];
  let current: string | null = null;
  await new HTMLRewriter()
    .on('script[type="application/ld+json"]', {
      element: (el) => {
        current = "";
        el.onEndTag(() => {
          texts.push(current!);
          current = null;
        });
      },
      text: (chunk) => {
        if (current !== null) current += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return texts.map((text) => JSON.parse(text) as Json);
}

function ofType(blocks: Json[], type: string): Json[] {
  return blocks.filter((block) => block["@type"] === type);
}

/** The content of a <meta name|property="key">, entities decoded; undefined when the page has none. */
function metaOf(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\s[^>]*>/g) ?? []) {
    const attrs = Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (attrs.name === key || attrs.property === key)
      return attrs.content
        ?.replaceAll("&quot;", '"')
        .replaceAll("&#x27;", "'")
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&amp;", "&");
  }
  return undefined;
}

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
}

/** A page as a visitor gets it, following the site's own redirects (an English twin, say). */
async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  let url = path;
  for (let hop = 0; hop < 3; hop++) {
    const res = await fetchWorker(url);
    const location = res.headers.get("Location");
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = new URL(location, ORIGIN + url).toString();
      continue;
    }
    return { status: res.status, html: await res.text(), headers: res.headers };
  }
  throw new Error(`too many redirects from ${path}`);
}

const COMPANY = "Testakademie GmbH";
const image = "https://images.example.com/bild.jpg";

async function settings() {
  await testDb().insert(schema.generalSettings).values({
    id: 1,
    company_name: COMPANY,
    contact_email: "kontakt@test.example",
    contact_phone: "+49 30 7654321",
    address_street: "Teststraße 5",
    address_city: "10115 Berlin",
  });
  await testDb()
    .insert(schema.navigationItems)
    .values([
      { name_de: "Angebote", name_en: "Offers", href: "/services", is_footer: false },
      { name_de: "Instagram", name_en: "Instagram", href: "https://www.instagram.com/testakademie", is_footer: true },
      { name_de: "Tickets", name_en: "Tickets", href: "https://tickets.example.com/", is_footer: true },
    ]);
}

/** The tables this file writes; files of the same runtime share the D1 and expect no settings row. */
const OWN_TABLES = [
  schema.blogPosts,
  schema.eventOrganizers,
  schema.events,
  schema.academyCourses,
  schema.shopProducts,
  schema.serviceDetails,
  schema.pageContents,
  schema.heroSections,
  schema.navigationItems,
  schema.generalSettings,
  schema.legalPages,
];

beforeEach(async () => {
  await clearTables(...OWN_TABLES);
  await settings();
});

afterAll(() => clearTables(...OWN_TABLES));

describe("the parsers behind the blocks", () => {
  it("reads German free-text dates and rejects what is no date", () => {
    expect(parseGermanDate("12.03.2025")).toBe("2025-03-12");
    expect(parseGermanDate("1.3.2025")).toBe("2025-03-01");
    expect(parseGermanDate("12. März 2025")).toBe("2025-03-12");
    expect(parseGermanDate("2025-03-12")).toBe("2025-03-12");
    expect(parseGermanDate("31.02.2025")).toBeNull();
    expect(parseGermanDate("Frühjahr 2025")).toBeNull();
    expect(parseGermanDate("")).toBeNull();
  });

  it("reads euro prices in German and English notation", () => {
    expect(parseEuroPrice("24,99 €")).toBe(24.99);
    expect(parseEuroPrice("1.299,00 EUR")).toBe(1299);
    expect(parseEuroPrice("1.299 €")).toBe(1299);
    expect(parseEuroPrice("24.99")).toBe(24.99);
    expect(parseEuroPrice("Tickets ab 129 €")).toBe(129);
    expect(parseEuroPrice("Kostenlos")).toBe(0);
    expect(parseEuroPrice("$19.99")).toBeNull();
    expect(parseEuroPrice("auf Anfrage")).toBeNull();
  });

  it("cuts a description on a word boundary near 160 characters", () => {
    const long = `${"Wort ".repeat(60)}Ende`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("Wort…")).toBe(true);
    expect(metaDescription("## Titel\n\nEin **fetter** [Link](https://x.example) Text.")).toBe(
      "Titel Ein fetter Link Text.",
    );
  });
});

describe("Organization on the home page", () => {
  it("names the company with its contact data and social profiles only", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    const [org] = ofType(await ldBlocks(html), "Organization");
    expectValid(org, { full: true });
    expect(org.name).toBe(COMPANY);
    expect(org.url).toBe(`${ORIGIN}/`);
    expect(org.email).toBe("kontakt@test.example");
    expect(org.address).toMatchObject({
      streetAddress: "Teststraße 5",
      postalCode: "10115",
      addressLocality: "Berlin",
    });
    expect(org.sameAs).toEqual(["https://www.instagram.com/testakademie"]);
    expect(org.logo, "the settings hold no logo image").toBeUndefined();
  });

  it("leaves out the spec's fallback contact data when the settings are empty", async () => {
    await clearTables(schema.generalSettings, schema.navigationItems);
    const [org] = ofType(await ldBlocks((await page("/")).html), "Organization");
    expectValid(org);
    expect(org.email).toBeUndefined();
    expect(org.sameAs).toBeUndefined();
  });
});

describe("BlogPosting", () => {
  it("carries headline, absolute image, dates from the date text, author and publisher, with breadcrumbs", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values({
        title: "Glück im Alltag",
        slug: "glueck-im-alltag",
        excerpt: "Kleine Schritte zu mehr Zufriedenheit.",
        category: "Alltag",
        author: "Anna Autorin",
        date: "12.03.2025",
        image_url: "/media/glueck.webp",
        created_at: new Date("2025-01-01T09:00:00Z"),
        updated_at: new Date("2025-04-02T08:30:00Z"),
      });
    const { html } = await page("/blog/glueck-im-alltag");
    const blocks = await ldBlocks(html);
    const [post] = ofType(blocks, "BlogPosting");
    expectValid(post, { full: true });
    expect(post.headline).toBe("Glück im Alltag");
    expect(post.image).toEqual([`${ORIGIN}/media/glueck.webp`]);
    expect(post.datePublished).toBe("2025-03-12");
    expect(post.dateModified).toBe("2025-04-02T10:30:00+02:00");
    expect(post.author).toEqual({ "@type": "Person", name: "Anna Autorin" });
    expect(at(post, "publisher.name")).toBe(COMPANY);
    expect(at(post, "mainEntityOfPage.@id")).toBe(`${ORIGIN}/blog/glueck-im-alltag`);
    const [crumbs] = ofType(blocks, "BreadcrumbList");
    expectValid(crumbs);
    expect((crumbs.itemListElement as Json[]).map((item) => [item.name, item.item])).toEqual([
      ["Startseite", `${ORIGIN}/`],
      ["Blog", `${ORIGIN}/blog`],
      ["Glück im Alltag", `${ORIGIN}/blog/glueck-im-alltag`],
    ]);
    expect(metaOf(html, "og:type")).toBe("article");
  });

  it("falls back to created_at (Berlin time) when the date text is no date", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values({
        title: "Ohne Datum",
        slug: "ohne-datum",
        excerpt: "Auszug",
        category: "Alltag",
        author: "Anna Autorin",
        date: "Frühjahr",
        image_url: image,
        created_at: new Date("2025-01-15T12:00:00Z"),
        updated_at: new Date("2025-01-15T12:00:00Z"),
      });
    const [post] = ofType(await ldBlocks((await page("/blog/ohne-datum")).html), "BlogPosting");
    expectValid(post);
    expect(post.datePublished).toBe("2025-01-15T13:00:00+01:00");
    expect(post.dateModified).toBe("2025-01-15T13:00:00+01:00");
  });

  it("keeps </script> in a title inside the data block: no script of it runs", async () => {
    const hostile = "</script><script>alert(1)</script>";
    await testDb()
      .insert(schema.blogPosts)
      .values({
        title: hostile,
        slug: "boese",
        excerpt: `Auszug ${hostile}`,
        category: "Alltag",
        author: hostile,
        date: "12.03.2025",
        image_url: image,
      });
    const { status, html } = await page("/blog/boese");
    expect(status).toBe(200);
    expect(html).not.toContain("<script>alert(1)</script>");
    // Every <script> element a parser finds: none holds the payload as code.
    const scripts: { type: string | null; text: string }[] = [];
    await new HTMLRewriter()
      .on("script", {
        element: (el) => void scripts.push({ type: el.getAttribute("type"), text: "" }),
        text: (chunk) => void (scripts[scripts.length - 1].text += chunk.text),
      })
      .transform(new Response(html))
      .text();
    // The payload is in the page's data only as escaped text (\u003c…), never as markup of its own.
    expect(scripts.some((s) => s.text.trim().startsWith("alert(1)"))).toBe(false);
    for (const script of scripts) expect(script.text).not.toContain("<script");
    expect(scripts.filter((s) => s.type === "application/ld+json")).toHaveLength(2);
    const [post] = ofType(await ldBlocks(html), "BlogPosting");
    expect(post.headline, "the text comes back intact").toBe(hostile);
    const block = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)![1];
    expect(block).not.toContain("<");
    expect(block).toContain("\\u003c/script\\u003e");
  });
});

describe("Event", () => {
  const event = (extra: Partial<typeof schema.events.$inferInsert>) => ({
    title: "Glücksfestival",
    subtitle: "Zwei Tage Inspiration",
    description: "Vorträge und Workshops.",
    date_text: "13.–14. Juni 2026",
    location: "Kulturbrauerei, Berlin",
    tickets_text: "Tickets ab 129 €",
    image_url: image,
    external_url: "https://tickets.example.com/fest",
    ...extra,
  });

  it("has start and end with the Berlin offset, a Place with address, and the ticket offer", async () => {
    // Events still to come: a past one has no ticket offer (events-current.test.ts).
    await testDb()
      .insert(schema.events)
      .values([
        event({
          slug: "fest",
          starts_at: new Date("2099-06-13T08:00:00Z"),
          ends_at: new Date("2099-06-14T16:00:00Z"),
          place_name: "Kulturbrauerei",
          place_address: "Schönhauser Allee 36, 10435 Berlin",
        }),
        event({
          slug: "winter",
          title: "Winterabend",
          starts_at: new Date("2099-12-05T18:00:00Z"),
          external_url: "",
        }),
      ]);
    const blocks = await ldBlocks((await page("/events/fest")).html);
    const [ev] = ofType(blocks, "Event");
    expectValid(ev, { full: true });
    expect(ev.startDate).toBe("2099-06-13T10:00:00+02:00");
    expect(ev.endDate).toBe("2099-06-14T18:00:00+02:00");
    expect(ev.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(ev.location).toEqual({
      "@type": "Place",
      name: "Kulturbrauerei",
      address: { "@type": "PostalAddress", streetAddress: "Schönhauser Allee 36, 10435 Berlin" },
    });
    expect(ev.offers).toMatchObject({ url: "https://tickets.example.com/fest", price: 129, priceCurrency: "EUR" });
    expectValid(ofType(blocks, "BreadcrumbList")[0]);

    // Winter time, no end, no ticket address; the place falls back to the free-text location.
    const [winter] = ofType(await ldBlocks((await page("/events/winter")).html), "Event");
    expectValid(winter);
    expect(winter.startDate).toBe("2099-12-05T19:00:00+01:00");
    expect(winter.endDate).toBeUndefined();
    expect(winter.offers).toBeUndefined();
    expect(at(winter, "location.name")).toBe("Kulturbrauerei, Berlin");
    expect(at(winter, "location.address.streetAddress")).toBe("Kulturbrauerei, Berlin");
  });

  it("without starts_at there is no Event, only the breadcrumbs", async () => {
    await testDb()
      .insert(schema.events)
      .values(event({ slug: "ohne-start", date_text: "Jeden ersten Mittwoch" }));
    const { status, html } = await page("/events/ohne-start");
    expect(status).toBe(200);
    const blocks = await ldBlocks(html);
    expect(ofType(blocks, "Event")).toEqual([]);
    const [crumbs] = ofType(blocks, "BreadcrumbList");
    expectValid(crumbs);
    expect((crumbs.itemListElement as Json[])[1]).toMatchObject({ name: "Events", item: `${ORIGIN}/events` });
  });
});

describe("Course, Product and the service breadcrumbs", () => {
  it("a course names its provider and, with a price, its offer", async () => {
    await testDb().insert(schema.academyCourses).values({
      slug: "achtsamkeit",
      title: "Achtsamkeit lernen",
      description: "Acht Wochen Achtsamkeit.",
      instructor: "Dr. Anna",
      duration: "8 Wochen",
      price: "199,00 €",
      image_url: image,
      external_url: "https://academy.example.com/a",
      show_details_button: true,
    });
    const blocks = await ldBlocks((await page("/academy/achtsamkeit")).html);
    const [course] = ofType(blocks, "Course");
    expectValid(course, { full: true });
    expect(at(course, "provider.name")).toBe(COMPANY);
    expect(course.offers).toMatchObject({ price: 199, priceCurrency: "EUR", category: "Paid" });
    expectValid(ofType(blocks, "BreadcrumbList")[0]);
  });

  it("a product has an Offer with the parsed price, and no aggregateRating", async () => {
    await testDb()
      .insert(schema.shopProducts)
      .values([
        {
          slug: "buch",
          name: "Das Glücksbuch",
          description: "Ein Buch.",
          category: "Bücher",
          price: "24,99 €",
          rating: 4.8,
          image_url: image,
          external_url: "https://shop.example.com/buch",
        },
        {
          slug: "anfrage",
          name: "Coaching auf Anfrage",
          description: "Preis nach Gespräch.",
          category: "Coaching",
          price: "auf Anfrage",
          image_url: image,
          external_url: "https://shop.example.com/anfrage",
        },
      ]);
    const blocks = await ldBlocks((await page("/shop/buch")).html);
    const [product] = ofType(blocks, "Product");
    expectValid(product, { full: true });
    expect(product.offers).toEqual({
      "@type": "Offer",
      price: 24.99,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url: "https://shop.example.com/buch",
    });
    // One star value and no count of ratings: an aggregateRating would be invalid.
    expect(product.aggregateRating).toBeUndefined();
    const [crumbs] = ofType(blocks, "BreadcrumbList");
    expectValid(crumbs);
    expect((crumbs.itemListElement as Json[])[2]).toMatchObject({
      name: "Das Glücksbuch",
      item: `${ORIGIN}/shop/buch`,
    });

    // No amount in the price: a Product would have neither offer nor rating, so there is none.
    const other = await ldBlocks((await page("/shop/anfrage")).html);
    expect(ofType(other, "Product")).toEqual([]);
    expectValid(ofType(other, "BreadcrumbList")[0]);
  });

  it("a service detail page has breadcrumbs named like the navigation", async () => {
    await testDb().insert(schema.serviceDetails).values({
      slug: "einzelcoaching",
      title_de: "Einzelcoaching",
      title_en: "One-to-one coaching",
      description_de: "Begleitung.",
      description_en: "Guidance.",
    });
    const blocks = await ldBlocks((await page("/services/einzelcoaching")).html);
    expect(blocks.map((block) => block["@type"])).toEqual(["BreadcrumbList"]);
    const [crumbs] = blocks;
    expectValid(crumbs);
    expect((crumbs.itemListElement as Json[]).map((item) => item.name)).toEqual([
      "Startseite",
      "Angebote",
      "Einzelcoaching",
    ]);
  });
});

describe("SEO fields and their defaults", () => {
  const post = (extra: Partial<typeof schema.blogPosts.$inferInsert>) => ({
    title: "Ein Artikel",
    excerpt: "Kurzer Auszug.",
    category: "Alltag",
    author: "Anna Autorin",
    date: "12.03.2025",
    image_url: image,
    ...extra,
  });

  it("seo_title, seo_description, og_image and noindex override the page's own values", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values(
        post({
          slug: "mit-seo",
          seo_title: "Suchtitel",
          seo_description: "Suchbeschreibung",
          og_image: "/media/teaser.webp",
          noindex: true,
        }),
      );
    const { html } = await page("/blog/mit-seo");
    expect(titleOf(html)).toBe("Suchtitel");
    expect(metaOf(html, "og:title")).toBe("Suchtitel");
    expect(metaOf(html, "description")).toBe("Suchbeschreibung");
    expect(metaOf(html, "og:description")).toBe("Suchbeschreibung");
    expect(metaOf(html, "og:image")).toBe(`${ORIGIN}/media/teaser.webp`);
    expect(metaOf(html, "robots")).toBe("noindex, follow");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    // X falls back to the Open Graph tags; its own copies of them would only repeat the bytes.
    for (const repeated of ["twitter:title", "twitter:description", "twitter:image"])
      expect(metaOf(html, repeated), repeated).toBeUndefined();
    expect(metaOf(html, "og:site_name")).toBe(COMPANY);
    expect(html.match(/name="robots"/g)).toHaveLength(1);
  });

  it("without them: the page title, its text cut to a description, its image, and no robots tag", async () => {
    const long = `${"Ein langer Auszug mit vielen Wörtern ".repeat(8)}Ende.`;
    await testDb()
      .insert(schema.blogPosts)
      .values(post({ slug: "ohne-seo", excerpt: long }));
    const { html } = await page("/blog/ohne-seo");
    expect(titleOf(html)).toBe(`Ein Artikel | ${COMPANY}`);
    expect(metaOf(html, "og:title")).toBe(`Ein Artikel | ${COMPANY}`);
    const description = metaOf(html, "description")!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    expect(long.startsWith(description.slice(0, -1)), "cut at a word boundary").toBe(true);
    expect(long[description.length - 1], "the next character is a space").toBe(" ");
    expect(metaOf(html, "og:image")).toBe(image);
    expect(metaOf(html, "robots")).toBeUndefined();
  });

  it("English pages use the English SEO values, German where they are empty", async () => {
    await testDb()
      .insert(schema.blogPosts)
      .values([
        post({ slug: "zweisprachig", seo_title: "Suchtitel", seo_title_en: "Search title", seo_description: "Text" }),
        post({ slug: "nur-deutsch", seo_title: "Nur deutsch", seo_description: "Nur deutscher Text" }),
      ]);
    const en = await page("/blog/zweisprachig?lang=en");
    expect(en.status).toBe(200);
    expect(titleOf(en.html)).toBe("Search title");
    expect(metaOf(en.html, "og:title")).toBe("Search title");
    expect(metaOf(en.html, "description"), "no English description: the German one").toBe("Text");
    const fallback = await page("/blog/nur-deutsch?lang=en");
    expect(titleOf(fallback.html)).toBe("Nur deutsch");
    expect(metaOf(fallback.html, "description")).toBe("Nur deutscher Text");
  });

  it("pages with a hero record take the record's SEO columns (heroPageMeta)", async () => {
    await testDb().insert(schema.pageContents).values({
      page_key: "about",
      title_de: "Über uns",
      title_en: "About us",
      description_de: "Wer wir sind.",
      description_en: "Who we are.",
      seo_title: "Über die Akademie",
      seo_description: "Beschreibung für Suchmaschinen",
      og_image: "https://images.example.com/about.jpg",
      noindex: true,
    });
    const { html } = await page("/about");
    expect(titleOf(html)).toBe("Über die Akademie");
    expect(metaOf(html, "description")).toBe("Beschreibung für Suchmaschinen");
    expect(metaOf(html, "og:image")).toBe("https://images.example.com/about.jpg");
    expect(metaOf(html, "robots")).toBe("noindex, follow");
  });

  it("a search result page of the blog stays out of the index with one robots tag", async () => {
    const { html } = await page("/blog?q=glueck");
    expect(metaOf(html, "robots")).toBe("noindex, follow");
    expect(html.match(/name="robots"/g)).toHaveLength(1);
  });

  it("every public page carries Twitter card tags and og:site_name", async () => {
    await testDb()
      .insert(schema.legalPages)
      .values({
        page_key: "impressum",
        title_de: "Impressum",
        title_en: "Imprint",
        content_de: "<p>Text</p>",
        content_en: "<p>Text</p>",
      })
      .onConflictDoNothing();
    for (const path of [
      "/",
      "/about",
      "/services",
      "/blog",
      "/shop",
      "/academy",
      "/events",
      "/kontakt",
      "/impressum",
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(metaOf(html, "twitter:card"), path).toMatch(/^summary(_large_image)?$/);
      expect(metaOf(html, "og:title"), path).toBeTruthy();
      expect(metaOf(html, "og:description"), path).toBeDefined();
      expect(metaOf(html, "og:site_name"), path).toBe(COMPANY);
      if (metaOf(html, "twitter:card") === "summary_large_image")
        expect(metaOf(html, "og:image"), path).toMatch(/^https?:\/\//);
    }
  });
});

describe("the CSP with JSON-LD on the page", () => {
  it("stays as strict as before: scripts only by nonce, no unsafe-inline", async () => {
    const res = await fetchWorker("/");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.replace(nonce!, "N")).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-N'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' https: data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
        "media-src 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    const html = await res.text();
    expect(html).toContain('<script type="application/ld+json">');
  });
});
