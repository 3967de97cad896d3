import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, testDb } from "../helpers";

/**
 * A record whose image comes from the media library shows the library's alt text of the page's
 * language (English falling back to German), not the record's title, on cards and detail pages,
 * still in one D1 round trip (decision 0001).
 */

const hash = (digit: string) => digit.repeat(64);
const cover = (digit: string) => `/media/${hash(digit)}.jpg`;

function post(title: string, slug: string, image_url: string) {
  return {
    title,
    title_en: `${title} (EN)`,
    slug,
    slug_en: `${slug}-en`,
    excerpt: "Kurz",
    content: "Der ganze Text.",
    category: "Praxis",
    author: "Lena",
    date: "01.02.2025",
    image_url,
  };
}

async function page(path: string) {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("X-D1-Round-Trips"), path).toBe("1");
  return res.text();
}

/** The alt attribute of every <img> whose src is the given library file. */
function altsOf(html: string, src: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((img) => img.includes(`src="${src}`))
    .map((img) => /\balt="([^"]*)"/.exec(img)?.[1] ?? "(no alt)");
}

beforeAll(async () => {
  await clearTables(schema.blogPosts, schema.shopProducts, schema.academyCourses, schema.events, schema.media);
  const file = { ext: "jpg", mime: "image/jpeg", bytes: 1000, width: 1600, height: 900 };
  await testDb()
    .insert(schema.media)
    .values([
      { ...file, hash: hash("a"), alt_de: "Zwei Hände halten eine Tasse", alt_en: "Two hands holding a cup" },
      { ...file, hash: hash("b"), alt_de: "Ein Weg im Wald", alt_en: null },
      { ...file, hash: hash("c"), alt_de: null, alt_en: null, decorative: true },
    ]);
  await testDb()
    .insert(schema.blogPosts)
    .values([
      post("Tasse am Morgen", "tasse", cover("a")),
      post("Waldweg", "waldweg", cover("b")),
      post("Muster", "muster", cover("c")),
    ]);
  const shown = { show_details_button: true, external_url: "https://example.com/x", price: "19 €" };
  await testDb()
    .insert(schema.shopProducts)
    .values({
      ...shown,
      name: "Becher",
      slug: "becher",
      description: "Kurz",
      category: "Dinge",
      image_url: cover("a"),
    });
  await testDb()
    .insert(schema.academyCourses)
    .values({
      ...shown,
      title: "Waldkurs",
      slug: "waldkurs",
      slug_en: "forest-course",
      description: "Kurz",
      instructor: "Lena",
      duration: "2 h",
      image_url: cover("b"),
    });
  await testDb()
    .insert(schema.events)
    .values({
      title: "Teeabend",
      subtitle: "Gemeinsam",
      description: "Kurz",
      date_text: "1. März",
      location: "Berlin",
      tickets_text: "frei",
      image_url: cover("a"),
      external_url: "https://example.com/tee",
    });
});

describe("library alt texts on the blog, in the shop and the academy", () => {
  it("shows the German alt text on the German card and page, the English one under /en", async () => {
    const list = await page("/blog");
    expect(altsOf(list, cover("a"))).toEqual(["Zwei Hände halten eine Tasse"]);
    expect(altsOf(await page("/blog/tasse"), cover("a"))).toEqual(["Zwei Hände halten eine Tasse"]);
    expect(altsOf(await page("/en/blog"), cover("a"))).toEqual(["Two hands holding a cup"]);
    expect(altsOf(await page("/en/blog/tasse-en"), cover("a"))).toEqual(["Two hands holding a cup"]);
  });

  it("falls back to German on the English page, and keeps a decorative image's alt empty", async () => {
    expect(altsOf(await page("/en/blog"), cover("b"))).toEqual(["Ein Weg im Wald"]);
    expect(altsOf(await page("/en/blog/waldweg-en"), cover("b"))).toEqual(["Ein Weg im Wald"]);
    expect(altsOf(await page("/blog"), cover("c"))).toEqual([""]);
    expect(altsOf(await page("/en/blog/muster-en"), cover("c"))).toEqual([""]);
  });

  it("reaches product, course and event cards and pages the same way", async () => {
    expect(altsOf(await page("/shop"), cover("a"))).toEqual(["Zwei Hände halten eine Tasse"]);
    expect(altsOf(await page("/en/shop/becher"), cover("a"))).toEqual(["Two hands holding a cup"]);
    expect(altsOf(await page("/academy"), cover("b"))).toEqual(["Ein Weg im Wald"]);
    expect(altsOf(await page("/en/academy/forest-course"), cover("b"))).toEqual(["Ein Weg im Wald"]);
    expect(altsOf(await page("/events"), cover("a"))).toEqual(["Zwei Hände halten eine Tasse"]);
    expect(altsOf(await page("/en/events"), cover("a"))).toEqual(["Two hands holding a cup"]);
  });
});
