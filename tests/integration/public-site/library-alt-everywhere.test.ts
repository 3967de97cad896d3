import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, testDb } from "../helpers";

/**
 * Every page that shows a library image names it with the library's alt text in the page's language
 * (English falling back to German), not with the record's title: the services (list and detail), the
 * about sections, the projects, the community features and the index sections, beside the blog, shop,
 * academy and events of library-alt.test.ts.
 */

const hash = (digit: string) => digit.repeat(64);
const image = (digit: string) => `/media/${hash(digit)}.jpg`;

async function page(path: string) {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The alt attribute of every <img> whose src is the given library file. */
function altsOf(html: string, src: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((img) => img.includes(`src="${src}`))
    .map((img) => /\balt="([^"]*)"/.exec(img)?.[1] ?? "(no alt)");
}

const bilingual = (title: string) => ({
  title_de: title,
  title_en: `${title} EN`,
  description_de: "<p>Kurz</p>",
  description_en: "<p>Short</p>",
});

beforeAll(async () => {
  await clearTables(
    schema.services,
    schema.serviceDetails,
    schema.aboutSections,
    schema.projects,
    schema.communityFeatures,
    schema.indexSections,
    schema.media,
  );
  const file = { ext: "jpg", mime: "image/jpeg", bytes: 1000, width: 1600, height: 900 };
  await testDb()
    .insert(schema.media)
    .values([
      { ...file, hash: hash("1"), alt_de: "Ein Gespräch am Tisch", alt_en: "A talk at a table" },
      { ...file, hash: hash("2"), alt_de: "Ein Steg im See", alt_en: null },
      { ...file, hash: hash("3"), alt_de: "Hände mit Karten", alt_en: "Hands holding cards" },
      { ...file, hash: hash("4"), alt_de: "Eine Gruppe im Kreis", alt_en: "A group in a circle" },
      { ...file, hash: hash("5"), alt_de: "Ein Notizbuch", alt_en: "A notebook" },
    ]);
  await testDb()
    .insert(schema.services)
    .values({ ...bilingual("Einzelcoaching"), image_url: image("1") });
  await testDb()
    .insert(schema.serviceDetails)
    .values({ ...bilingual("Einzelcoaching"), slug: "einzelcoaching", image_url: image("1") });
  await testDb()
    .insert(schema.aboutSections)
    .values({ ...bilingual("Wer wir sind"), image_url: image("2") });
  await testDb()
    .insert(schema.projects)
    .values({
      title: "Schulprojekt",
      description: "Kurz",
      image_url: image("3"),
      project_url: "https://example.com/p",
    });
  await testDb()
    .insert(schema.communityFeatures)
    .values({
      title: "Treffen",
      description: "Kurz",
      icon_name: "users",
      image_url: image("4"),
      external_url: "https://example.com/c",
    });
  await testDb()
    .insert(schema.indexSections)
    .values({ ...bilingual("Abschnitt"), content_image: image("5"), show_on_services: true });
  // The first request builds the Worker's modules: under the hook's longer timeout, not a test's.
  await fetchWorker("/services");
});

describe("library alt texts beyond the blog, shop, academy and events", () => {
  it("name the services' images on their list and detail pages in each language", async () => {
    expect(altsOf(await page("/services"), image("1"))).toEqual(["Ein Gespräch am Tisch"]);
    expect(altsOf(await page("/en/services"), image("1"))).toEqual(["A talk at a table"]);
    expect(altsOf(await page("/services/einzelcoaching"), image("1"))).toEqual(["Ein Gespräch am Tisch"]);
    expect(altsOf(await page("/en/services/einzelcoaching"), image("1"))).toEqual(["A talk at a table"]);
  });

  it("name the index sections' images on the pages that show them", async () => {
    expect(altsOf(await page("/services"), image("5"))).toEqual(["Ein Notizbuch"]);
    expect(altsOf(await page("/en/services"), image("5"))).toEqual(["A notebook"]);
  });

  it("name the about sections', projects' and community features' images, English falling back to German", async () => {
    expect(altsOf(await page("/about"), image("2"))).toEqual(["Ein Steg im See"]);
    expect(altsOf(await page("/en/about"), image("2"))).toEqual(["Ein Steg im See"]);
    expect(altsOf(await page("/projects"), image("3"))).toEqual(["Hände mit Karten"]);
    expect(altsOf(await page("/en/projects"), image("3"))).toEqual(["Hands holding cards"]);
    expect(altsOf(await page("/community"), image("4"))).toEqual(["Eine Gruppe im Kreis"]);
    expect(altsOf(await page("/en/community"), image("4"))).toEqual(["A group in a circle"]);
  });
});
