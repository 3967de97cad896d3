import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, testDb } from "../helpers";

const post = {
  excerpt: "Auszug",
  content: "<p>Text</p>",
  category: "Allgemein",
  author: "Anna",
  date: "01.06.2026",
  image_url: "https://example.com/i.jpg",
};

async function location(path: string) {
  const res = await fetchWorker(path);
  return { status: res.status, location: res.headers.get("Location") };
}

describe("?lang= on a record's page", () => {
  beforeEach(async () => {
    await clearTables(schema.blogPosts, schema.eventOrganizers, schema.events);
    await testDb()
      .insert(schema.blogPosts)
      .values([
        { ...post, title: "Glück", slug: "glueck-im-alltag", title_en: "Happiness", slug_en: "everyday-happiness" },
        { ...post, title: "Nur Deutsch", slug: "nur-deutsch" },
      ]);
    await testDb().insert(schema.events).values({
      title: "Abend",
      slug: "abend",
      slug_en: "evening",
      subtitle: "",
      description: "",
      date_text: "",
      location: "Berlin",
      tickets_text: "",
      image_url: "https://example.com/i.jpg",
      external_url: "https://example.com/t",
    });
  });

  it("goes straight to the slug of the asked language in one 301, the rest of the query kept", async () => {
    expect(await location("/blog/glueck-im-alltag?lang=en")).toEqual({
      status: 301,
      location: "/en/blog/everyday-happiness",
    });
    expect(await location("/blog/glueck-im-alltag?lang=en&utm_source=x")).toEqual({
      status: 301,
      location: "/en/blog/everyday-happiness?utm_source=x",
    });
    expect(await location("/en/blog/everyday-happiness?lang=de")).toEqual({
      status: 301,
      location: "/blog/glueck-im-alltag",
    });
    // Every type with slugs per language, not only the blog.
    expect(await location("/events/abend?lang=en")).toEqual({ status: 301, location: "/en/events/evening" });
    // The one answer arrives: the English page itself.
    expect((await fetchWorker("/en/blog/everyday-happiness")).status).toBe(200);
  });

  it("a record without an English slug, an unknown slug and a malformed one keep the plain move", async () => {
    expect(await location("/blog/nur-deutsch?lang=en")).toEqual({ status: 301, location: "/en/blog/nur-deutsch" });
    expect(await location("/blog/gibt-es-nicht?lang=en")).toEqual({ status: 301, location: "/en/blog/gibt-es-nicht" });
    // A malformed address is refused as it was, never a failure of ours.
    expect((await location("/blog/%E0%A4%A?lang=en")).status).toBeLessThan(500);
  });
});
