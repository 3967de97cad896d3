import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, testDb } from "../helpers";

/*
 * A page ships its records in its own language only (issue 39): the whole answer, markup and the
 * loader data the browser hydrates from, carries no text of the other language where the page's own
 * exists, nor the general settings that only the back office uses.
 */

const image = "https://example.com/image.jpg";
const future = new Date(Date.now() + 30 * 24 * 3600 * 1000);

async function page(path: string) {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Each text in two versions, with a word that only that language's version has. */
const de = (name: string) => `${name} nurdeutsch`;
const en = (name: string) => `${name} onlyenglish`;

beforeEach(async () => {
  await clearTables(
    schema.mainSections,
    schema.heroSections,
    schema.aboutSections,
    schema.blogPosts,
    schema.slugHistory,
    schema.events,
    schema.navigationItems,
    schema.generalSettings,
  );
  await testDb()
    .insert(schema.generalSettings)
    .values({
      id: 1,
      logo_short: "GA",
      slogan_de: de("Slogan"),
      slogan_en: en("Slogan"),
      contact_location_de: de("Ort"),
      contact_location_en: en("Place"),
      notify_email: "hidden-notify@example.com",
    });
  await testDb()
    .insert(schema.navigationItems)
    .values({ name_de: de("Menü"), name_en: en("Menu"), href: "/about", display_order: 1 });
  await testDb()
    .insert(schema.mainSections)
    .values({
      title_de: de("Kachel"),
      title_en: en("Tile"),
      description_de: de("Kacheltext"),
      description_en: en("Tile text"),
      image_url: image,
      link_path: "/about",
      display_order: 1,
    });
  await testDb()
    .insert(schema.heroSections)
    .values({
      background_image: image,
      header_de: de("Held"),
      header_en: en("Hero"),
      subheader_de: de("Unterzeile"),
      subheader_en: en("Subline"),
      text_de: de("Heldentext"),
      text_en: en("Hero text"),
      button_text_de: de("Knopf"),
      button_text_en: en("Button"),
      button_link: "/kontakt",
    });
  await testDb()
    .insert(schema.aboutSections)
    .values({
      title_de: de("Über"),
      title_en: en("About"),
      description_de: de("Übertext"),
      description_en: en("About text"),
      image_url: image,
    });
  await testDb()
    .insert(schema.blogPosts)
    .values({
      title: de("Beitrag"),
      title_en: en("Post"),
      slug: "beitrag",
      slug_en: "post",
      excerpt: de("Auszug"),
      excerpt_en: en("Excerpt"),
      content: de("Inhalt"),
      content_en: en("Content"),
      category: de("Kategorie"),
      category_en: en("Category"),
      author: "Anna Autorin",
      date: "12.03.2025",
      image_url: image,
    });
  await testDb()
    .insert(schema.events)
    .values({
      slug: "fest",
      slug_en: "festival",
      title: de("Fest"),
      title_en: en("Festival"),
      subtitle: de("Festunterzeile"),
      subtitle_en: en("Festival subline"),
      description: de("Festtext"),
      description_en: en("Festival text"),
      date_text: "",
      location: de("Festort"),
      location_en: en("Festival place"),
      tickets_text: de("Karten"),
      tickets_text_en: en("Tickets"),
      image_url: image,
      external_url: "https://tickets.example.com/fest",
      starts_at: future,
    });
});

const GERMAN_PAGES = ["/", "/about", "/blog", "/blog/beitrag", "/events", "/events/fest", "/kontakt"];
const ENGLISH_PAGES = [
  "/en",
  "/en/about",
  "/en/blog",
  "/en/blog/post",
  "/en/events",
  "/en/events/festival",
  "/en/contact",
];

describe("loader data in the page's language", () => {
  it("a German page carries no English-only text of a record, in its markup or its data", async () => {
    for (const path of GERMAN_PAGES) {
      const html = await page(path);
      expect(html, path).toContain("nurdeutsch");
      expect(html, path).not.toContain("onlyenglish");
      expect(html, path).not.toContain("hidden-notify@example.com");
    }
  });

  it("an English page carries no German text of a record that has an English one", async () => {
    for (const path of ENGLISH_PAGES) {
      const html = await page(path);
      expect(html, path).toContain("onlyenglish");
      expect(html, path).not.toContain("nurdeutsch");
      expect(html, path).not.toContain("hidden-notify@example.com");
    }
  });

  it("an English page still shows the German text where the English one is empty, marked as German", async () => {
    await clearTables(schema.blogPosts);
    await testDb()
      .insert(schema.blogPosts)
      .values({
        title: de("Beitrag"),
        slug: "beitrag",
        excerpt: de("Auszug"),
        content: de("Inhalt"),
        category: de("Kategorie"),
        author: "Anna Autorin",
        date: "12.03.2025",
        image_url: image,
      });
    const html = await page("/en/blog");
    expect(html).toContain(`lang="de">${de("Beitrag")}`);
    expect(html).toContain(de("Auszug"));
  });
});
