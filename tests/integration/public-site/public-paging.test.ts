import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, ORIGIN, testDb } from "../helpers";

/*
 * Issue 51, point 4: the public lists show everything they hold, a page at a time, with page links
 * that are plain links (no JavaScript), in both languages, each further page its own canonical address
 * with rel prev and next.
 */

const DAY = 24 * 60 * 60 * 1000;

// The first request loads the server build, which takes long on a busy machine.
beforeAll(() => fetchWorker("/"), 180_000);

async function html(path: string) {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

function event(n: number) {
  return {
    title: `Termin ${n}`,
    subtitle: "Untertitel",
    description: "Beschreibung",
    date_text: "",
    location: "Berlin",
    tickets_text: "",
    image_url: "https://example.com/i.jpg",
    external_url: "https://tickets.example.com/x",
    slug: `termin-${n}`,
    starts_at: new Date(Date.now() + (n + 1) * DAY),
  };
}

function post(n: number) {
  return {
    title: `Beitrag Nummer ${n}`,
    slug: `beitrag-nummer-${n}`,
    excerpt: "Auszug",
    content: "<p>Text</p>",
    category: "Allgemein",
    author: "Anna",
    date: "01.06.2026",
    image_url: "https://example.com/i.jpg",
    created_at: new Date(Date.UTC(2026, 0, 1) + n * DAY),
  };
}

describe("/events", () => {
  beforeEach(() => clearTables(schema.eventOrganizers, schema.events));

  it("shows every coming event: five, a second highlight among them, all on the page in both languages", async () => {
    await testDb().insert(schema.events).values([1, 2, 3].map(event));
    await testDb().insert(schema.events).values([4, 5].map(event));
    await testDb()
      .insert(schema.events)
      .values([
        { ...event(6), featured: true },
        { ...event(7), featured: true },
      ]);
    for (const path of ["/events", "/en/events"]) {
      const page = await html(path);
      expect(count(page, 'data-testid="featured-event"'), path).toBe(1);
      expect(count(page, 'data-testid="upcoming-event"'), path).toBe(6);
      for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(page, `${path} Termin ${n}`).toContain(`Termin ${n}<`);
      // One page only: no page links.
      expect(page).not.toContain('data-testid="pager"');
    }
  });

  it("pages many coming events, every one reachable by the page links", async () => {
    // A few rows per insert: D1 allows 100 bound values in one statement.
    for (let n = 1; n <= 12; n += 3) {
      await testDb()
        .insert(schema.events)
        .values([n, n + 1, n + 2].map(event));
    }
    const first = await html("/events");
    expect(count(first, 'data-testid="upcoming-event"')).toBe(9);
    expect(first).toContain('href="/events?page=2"');
    const second = await html("/events?page=2");
    expect(count(second, 'data-testid="upcoming-event"')).toBe(3);
    for (const n of [10, 11, 12]) expect(second).toContain(`Termin ${n}<`);
    expect(second).toContain(`<link rel="canonical" href="${ORIGIN}/events?page=2"/>`);
    expect(second).toContain(`<link rel="prev" href="${ORIGIN}/events"/>`);
  });
});

describe("/blog with 56 posts", () => {
  beforeEach(async () => {
    await clearTables(schema.blogPosts);
    for (let n = 1; n <= 56; n += 8) {
      await testDb()
        .insert(schema.blogPosts)
        .values(Array.from({ length: 8 }, (_, i) => post(n + i)));
    }
  });

  it("shows twelve posts a page, five pages, each post on exactly one of them", async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const text = await html(page === 1 ? "/blog" : `/blog?page=${page}`);
      const found = [...text.matchAll(/Beitrag Nummer (\d+)</g)].map((m) => Number(m[1]));
      expect(new Set(found).size, `page ${page}`).toBe(page < 5 ? 12 : 8);
      seen.push(...new Set(found));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
  });

  it("has accessible page links, its own canonical and rel prev/next on page 2, in German and English", async () => {
    const german = await html("/blog?page=2");
    expect(german).toMatch(/<nav aria-label="Seiten"/);
    expect(german).toContain('aria-current="page"');
    expect(german).toContain("Seite 2 von 5");
    expect(german).toMatch(/<a[^>]*rel="prev"[^>]*href="\/blog"|<a[^>]*href="\/blog"[^>]*rel="prev"/);
    expect(german).toContain(`<link rel="canonical" href="${ORIGIN}/blog?page=2"/>`);
    expect(german).toContain(`<link rel="prev" href="${ORIGIN}/blog"/>`);
    expect(german).toContain(`<link rel="next" href="${ORIGIN}/blog?page=3"/>`);

    const english = await html("/en/blog?page=2");
    expect(english).toMatch(/<nav aria-label="Pages"/);
    expect(english).toContain("Page 2 of 5");
    expect(english).toContain('href="/en/blog?page=3"');
    expect(english).toContain(`<link rel="canonical" href="${ORIGIN}/en/blog?page=2"/>`);

    // The first page names no page in its address; a page past the end shows the last one.
    expect(await html("/blog")).toContain(`<link rel="canonical" href="${ORIGIN}/blog"/>`);
    expect(await html("/blog?page=99")).toContain("Seite 5 von 5");
  });
});

describe("feeds and calendars in view (issue 51, point 12)", () => {
  beforeEach(() => clearTables(schema.blogPosts, schema.eventOrganizers, schema.events));

  it("the blog links its RSS feed and /events the calendar of all dates, in both languages", async () => {
    const german = await html("/blog");
    expect(german).toMatch(/<a href="\/blog\/feed\.xml"[^>]*data-testid="blog-feed"[^>]*>RSS-Feed des Blogs<\/a>/);
    const english = await html("/en/blog");
    expect(english).toMatch(
      /<a href="\/en\/blog\/feed\.xml"[^>]*data-testid="blog-feed"[^>]*>The blog&#x27;s RSS feed<\/a>/,
    );
    expect((await fetchWorker("/en/blog/feed.xml")).status).toBe(200);

    const events = await html("/events");
    expect(events).toMatch(
      /<a href="\/events\/kalender\.ics"[^>]*data-testid="events-calendar"[^>]*>.*Alle Termine im Kalender<\/a>/s,
    );
    const eventsEn = await html("/en/events");
    expect(eventsEn).toMatch(
      /<a href="\/en\/events\/kalender\.ics"[^>]*data-testid="events-calendar"[^>]*>.*All dates in your calendar<\/a>/s,
    );
    expect((await fetchWorker("/en/events/kalender.ics")).status).toBe(200);
  });
});
