import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { eventPath, lookupEvent, matchByTitle } from "../../../app/lib/pages/index.server";
import { clearTables, fetchWorker, ORIGIN, testDb } from "../helpers";

const image = "https://example.com/image.jpg";
const DAY = 86_400_000;
/** A fixed point in time so that "newest first" is decided by the rows, not by insert timing. */
const BASE = Date.UTC(2026, 0, 31);
const daysAgo = (n: number) => new Date(BASE - n * DAY);

function event(title: string, extra: Partial<typeof schema.events.$inferInsert> = {}) {
  return {
    title,
    slug: null,
    subtitle: `${title} Untertitel`,
    description: `${title} Beschreibung`,
    date_text: "1. Mai 2026",
    location: "Berlin",
    tickets_text: "Tickets ab 10 €",
    image_url: image,
    external_url: "https://tickets.example.com/x",
    ...extra,
  };
}

function organizer(event_event_id: number, name: string) {
  return { event_event_id, name, title: `${name} Titel`, bio: `${name} Bio`, image_url: image };
}

function course(title: string, extra: Partial<typeof schema.academyCourses.$inferInsert> = {}) {
  return {
    title,
    description: `${title} Beschreibung`,
    instructor: "Dr. Anna Becker",
    duration: "6 Wochen",
    modules: 8,
    students: 1240,
    price: "149 €",
    rating: 4.8,
    image_url: image,
    external_url: "https://academy.example.com/kurs",
    ...extra,
  };
}

function congress(title: string, extra: Partial<typeof schema.congressEvents.$inferInsert> = {}) {
  return {
    title,
    subtitle: `${title} Untertitel`,
    description: `${title} Beschreibung`,
    date_text: "2.–4. Oktober 2026",
    location: "Berlin Congress Center",
    tickets_text: "Tickets ab 249 €",
    image_url: image,
    external_url: "https://tickets.example.com/kongress",
    ...extra,
  };
}

function indexSection(title: string, extra: Partial<typeof schema.indexSections.$inferInsert> = {}) {
  return {
    title_de: title,
    title_en: `${title} EN`,
    description_de: "D",
    description_en: "D",
    content_image: image,
    show_on_home: false,
    ...extra,
  };
}

async function page(path: string, init?: RequestInit) {
  const res = await fetchWorker(path, init);
  return { status: res.status, html: await res.text() };
}

/** A visitor who accepted marketing cookies: the server answers as for anyone (the browser embeds the videos at once). */
const MARKETING_OK = {
  headers: {
    Cookie: `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: true }))}`,
  },
};

/**
 * The rendered <main> only, so navbar, footer, meta tags and the serialized loader data do not interfere;
 * without the nonce an enhancement script carries, which is new on every answer.
 */
function main(html: string) {
  const start = html.indexOf('<main id="main"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</main>", start)).replace(/ nonce="[^"]*"/g, "");
}

function expectInOrder(html: string, ...parts: string[]) {
  const positions = parts.map((part) => html.indexOf(part));
  for (const [i, position] of positions.entries()) expect(position, parts[i]).toBeGreaterThan(-1);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

function count(html: string, needle: string) {
  return html.split(needle).length - 1;
}

beforeEach(async () => {
  await clearTables(
    schema.eventOrganizers,
    schema.events,
    schema.congressSpeakers,
    schema.congressEvents,
    schema.academyCourses,
    schema.communityFeatures,
    schema.communityPosts,
    schema.communityStats,
    schema.indexSections,
    schema.pageContents,
    schema.navigationItems,
    schema.generalSettings,
  );
});

describe("/academy", () => {
  it("shows courses newest first with badge, rating, facts, price and an external link", async () => {
    await testDb()
      .insert(schema.academyCourses)
      .values([
        course("Alter Kurs", { created_at: daysAgo(10) }),
        course("Neuer Kurs", { created_at: daysAgo(1), featured: true, price: "99 €" }),
      ]);
    const { status, html } = await page("/academy");
    expect(status).toBe(200);
    const body = main(html);
    expect(count(body, "<h1")).toBe(1);
    expectInOrder(body, "Neuer Kurs", "Alter Kurs");
    expect(count(body, 'data-testid="course-card"')).toBe(2);
    expect(count(body, ">Empfohlen<")).toBe(1);
    expect(body).toContain('data-testid="star-rating"');
    expect(body).toContain("Dr. Anna Becker");
    expect(body).toContain("8 Module");
    expect(body).toContain("1.240 Teilnehmende");
    expect(body).toContain("99 €");
    expect(body).toContain('href="https://academy.example.com/kurs" target="_blank" rel="noopener noreferrer"');
    expect(count(body, 'data-testid="feature-tiles"')).toBe(1);
    expect(body).toContain("Zertifikate");

    const en = main((await page("/en/academy")).html);
    expect(en).toContain("Explore Course");
    expect(en).toContain(">Featured<");
    expect(en).toContain("Certificates");
  });

  it("says so when there are no courses, and shows only the index sections flagged for the academy", async () => {
    await testDb()
      .insert(schema.indexSections)
      .values([
        indexSection("Für Akademie", { show_on_academy: true }),
        indexSection("Nur Events", { show_on_events: true }),
      ]);
    const body = main((await page("/academy")).html);
    expect(body).toContain("Derzeit sind keine Kurse verfügbar.");
    expect(body).toContain("Für Akademie");
    expect(body).not.toContain("Nur Events");
    expect(main((await page("/en/academy")).html)).toContain("No courses are available at the moment.");
  });
});

describe("/events", () => {
  it("shows one featured event above every other coming one, soonest start first, undated last", async () => {
    // Created in the opposite order of their starts: the page goes by the start, not by creation.
    const on = (day: string) => new Date(`${day}T10:00:00+02:00`);
    await testDb()
      .insert(schema.events)
      .values([
        event("Highlight alt", {
          slug: "highlight-alt",
          featured: true,
          starts_at: on("2099-09-01"),
          created_at: daysAgo(1),
        }),
        event("Highlight neu", {
          slug: "highlight-neu",
          featured: true,
          starts_at: on("2099-06-01"),
          created_at: daysAgo(30),
          video: "https://youtu.be/ZToicYcHIOU",
        }),
        event("Event eins", { starts_at: on("2099-05-01"), created_at: daysAgo(9) }),
        event("Event zwei", { slug: "event-zwei", starts_at: on("2099-05-02"), created_at: daysAgo(7) }),
        event("Event drei", { starts_at: on("2099-05-03"), created_at: daysAgo(5) }),
        event("Event vier", { starts_at: on("2099-05-04"), created_at: daysAgo(3) }),
        event("Event fünf", { created_at: daysAgo(1) }),
      ]);
    const { status, html } = await page("/events");
    expect(status).toBe(200);
    const body = main(html);
    expect(count(body, "<h1")).toBe(1);
    expect(count(body, 'data-testid="featured-event"')).toBe(1);
    expect(body).toContain("Highlight neu");
    // Every other coming event is listed (issue 51), the second highlight among them by its start.
    expect(count(body, 'data-testid="upcoming-event"')).toBe(6);
    expectInOrder(body, "Kommende Events", "Event eins", "Event zwei", "Event drei", "Event vier", "Highlight alt");
    expectInOrder(body, "Highlight alt", "Event fünf");
    // Details links: the slug, or the slug derived from the title when there is none.
    expect(body).toContain('href="/events/highlight-neu"');
    expect(body).toContain('href="/events/event-zwei"');
    expect(body).toContain('href="/events/event-eins"');
    // The featured event has a video: a real button (it opens the video dialog in the browser).
    expect(body).toMatch(/<button[^>]*type="button"[^>]*>.*?Video ansehen<\/button>/s);
    expect(body).toContain('href="https://tickets.example.com/x"');

    const en = main((await page("/en/events")).html);
    expect(en).toContain("Upcoming Events");
    expect(en).toContain("Watch video");
    expect(en).toContain("Register now");
  });

  it("shows the last-event video from the general settings, and hides the section without one", async () => {
    await testDb().insert(schema.events).values(event("Event eins"));
    let body = main((await page("/events")).html);
    expect(body).not.toContain('data-testid="last-event-video"');
    expect(body).not.toContain("Video ansehen"); // no video on the event either

    await testDb()
      .insert(schema.generalSettings)
      .values({ id: 1, event_video: "https://www.youtube.com/watch?v=inpok4MKVLM" });
    body = main((await page("/events")).html);
    expect(body).toContain('data-testid="last-event-video"');
    // Without marketing consent: click-to-play, nothing loaded from YouTube, a link to watch it there.
    expect(body).not.toContain("<iframe");
    expect(body).toContain("Video abspielen");
    expect(body).toContain('href="https://www.youtube.com/watch?v=inpok4MKVLM"');
    // Marketing consent does not change the page's HTML (it is cached by URL): the browser swaps the
    // poster for the player in its video module (tests/e2e/public-site/video-consent.spec.ts).
    expect(main((await page("/events", MARKETING_OK)).html)).toBe(body);
  });

  it("has empty states and shows only the index sections flagged for events", async () => {
    await testDb()
      .insert(schema.indexSections)
      .values([
        indexSection("Für Events", { show_on_events: true }),
        indexSection("Nur Kongress", { show_on_congress: true }),
      ]);
    const body = main((await page("/events")).html);
    expect(body).not.toContain('data-testid="featured-event"');
    expect(body).toContain("Derzeit sind keine Events geplant.");
    expect(body).toContain("Für Events");
    expect(body).not.toContain("Nur Kongress");
    expect(main((await page("/en/events")).html)).toContain("No events are planned at the moment.");
  });
});

describe("/events/{slug}", () => {
  async function twoEvents() {
    const [withSlug, withoutSlug] = await testDb()
      .insert(schema.events)
      .values([
        event("Glücksfestival Berlin", {
          slug: "festival",
          detail_description: "Ausführliche Beschreibung des Festivals",
          video: "https://www.youtube.com/watch?v=inpok4MKVLM",
          date_text: "13.–14. Juni 2026",
        }),
        event("Workshop: Dankbarkeit im Alltag!"),
      ])
      .returning();
    await testDb()
      .insert(schema.eventOrganizers)
      .values([
        organizer(withSlug!.id, "Anna Becker"),
        organizer(withSlug!.id, "Markus Weber"),
        organizer(withoutSlug!.id, "Jonas Richter"),
      ]);
    return { withSlug: withSlug!, withoutSlug: withoutSlug! };
  }

  it("finds an event by its slug and shows its details and only its organizers", async () => {
    await twoEvents();
    const { status, html } = await page("/events/festival");
    expect(status).toBe(200);
    expect(html).toContain("<title>Glücksfestival Berlin | ");
    const body = main(html);
    expect(count(body, "<h1")).toBe(1);
    expect(body).toMatch(/<h1[^>]*>Glücksfestival Berlin<\/h1>/);
    expect(body).toContain("13.–14. Juni 2026");
    expect(body).toContain("Berlin");
    expect(body).toContain("Glücksfestival Berlin Untertitel");
    expect(body).toContain("Tickets ab 10 €");
    expect(body).toContain("Ausführliche Beschreibung des Festivals"); // detail_description wins over description
    expect(body).toContain('href="/events"');
    expect(body).toContain("Video abspielen"); // click-to-play until marketing cookies are accepted
    // The same for a visitor with marketing consent: the browser embeds the player after hydration.
    expect(main((await page("/events/festival", MARKETING_OK)).html)).toBe(body);
    expect(body).toContain("Veranstalter");
    expect(count(body, 'data-testid="organizer"')).toBe(2);
    expect(body).toContain("Anna Becker");
    expect(body).toContain("Markus Weber");
    expect(body).not.toContain("Jonas Richter");
    expect(main((await page("/en/events/festival")).html)).toContain("Organizers");
  });

  it("finds an event without a slug by the slug derived from its title", async () => {
    await twoEvents();
    const { status, html } = await page("/events/workshop-dankbarkeit-im-alltag");
    expect(status).toBe(200);
    const body = main(html);
    expect(body).toMatch(/<h1[^>]*>Workshop: Dankbarkeit im Alltag!<\/h1>/);
    expect(body).toContain("Workshop: Dankbarkeit im Alltag! Beschreibung"); // falls back to description
    expect(body).toContain("Jonas Richter");
    expect(body).not.toContain("Anna Becker");
    expect(body).not.toContain("<iframe"); // no video
  });

  it("needs one D1 round-trip for a slug and two for the title fallback", async () => {
    const { withoutSlug } = await twoEvents();
    const counting = countingDb();
    const context = { get: () => ({ env: { ...env, DB: counting.db } }) } as unknown as Parameters<
      typeof lookupEvent
    >[1];
    const request = new Request(`${ORIGIN}/events/festival`);

    const bySlug = await lookupEvent(request, context, "festival");
    expect(bySlug.event?.title).toBe("Glücksfestival Berlin");
    expect(bySlug.organizers.map((o) => o.name)).toEqual(["Anna Becker", "Markus Weber"]);
    expect(counting.trips()).toBe(1);

    counting.reset();
    const byTitle = await lookupEvent(request, context, "workshop-dankbarkeit-im-alltag");
    expect(byTitle.event?.id).toBe(withoutSlug.id);
    expect(byTitle.organizers.map((o) => o.name)).toEqual(["Jonas Richter"]);
    expect(counting.trips()).toBe(2);

    counting.reset();
    const missing = await lookupEvent(request, context, "gibt-es-nicht");
    expect(missing.event).toBeNull();
    expect(missing.organizers).toEqual([]);
    expect(counting.trips()).toBe(1);
  });

  it("answers 404 with 'Event not found' and the slug for an unknown slug", async () => {
    await twoEvents();
    const { status, html } = await page("/events/gibt-es-nicht");
    expect(status).toBe(404);
    const body = main(html);
    expect(body).toContain("Event nicht gefunden");
    expect(body).toContain("gibt-es-nicht");
    expect(body).toContain('href="/events"');
    expect(body).toContain("Zurück zu den Events");

    const en = await page("/en/events/gibt-es-nicht");
    expect(en.status).toBe(404);
    expect(main(en.html)).toContain("Event not found");
    expect(main(en.html)).toContain("gibt-es-nicht");
  });
});

describe("/events/{slug} when D1 fails", () => {
  const renamed: Array<[string, string]> = [];
  async function breakTable(table: string) {
    await env.DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_broken`);
    renamed.push([`${table}_broken`, table]);
  }
  afterEach(async () => {
    for (const [from, to] of renamed.splice(0)) await env.DB.exec(`ALTER TABLE ${from} RENAME TO ${to}`);
  });

  it("answers the 'Error loading event' page with status 503, in the visitor's language", async () => {
    await breakTable("event_organizers");
    const { status, html } = await page("/events/festival");
    expect(status).toBe(503);
    const body = main(html);
    expect(body).toContain("Fehler beim Laden des Events");
    expect(body).toContain("Das Event konnte gerade nicht geladen werden.");
    expect(body).toContain('href="/events"');
    expect(html).not.toContain("no such table"); // no internals leak to visitors

    const en = await page("/en/events/festival");
    expect(en.status).toBe(503);
    expect(main(en.html)).toContain("Error loading event");
  });
});

describe("/kongress", () => {
  it("shows each congress with its details, video or image, and all speakers", async () => {
    const [first, second] = await testDb()
      .insert(schema.congressEvents)
      .values([
        congress("Glückskongress 2026", { video: "https://vimeo.com/76979871", created_at: daysAgo(1) }),
        congress("Fachtag Glück & Arbeit", { created_at: daysAgo(5) }),
      ])
      .returning();
    await testDb()
      .insert(schema.congressSpeakers)
      .values([
        {
          congress_event_id: first!.id,
          name: "Prof. Dr. Sabine Krüger",
          title: "Glücksforscherin",
          bio: "Forscht zu Beziehungen.",
          image_url: image,
        },
        {
          congress_event_id: second!.id,
          name: "Thomas Neumann",
          title: "HR-Direktor",
          bio: "Baut Programme auf.",
          image_url: image,
        },
      ]);
    const { status, html } = await page("/kongress");
    expect(status).toBe(200);
    const body = main(html);
    expect(count(body, "<h1")).toBe(1);
    expect(count(body, 'data-testid="congress-event"')).toBe(2);
    expectInOrder(body, "Glückskongress 2026", "Fachtag Glück &amp; Arbeit", "Unsere Speaker");
    expect(count(body, "Video abspielen")).toBe(1); // click-to-play; the second congress shows its image
    // With marketing consent the same HTML: the player replaces the poster in the browser.
    expect(main((await page("/kongress", MARKETING_OK)).html)).toBe(body);
    expect(body).toContain("Am Kongress teilnehmen");
    expect(body).toContain('href="https://tickets.example.com/kongress"');
    expect(count(body, 'data-testid="speaker"')).toBe(2);
    expect(body).toContain("Prof. Dr. Sabine Krüger");
    expect(body).toContain("Glücksforscherin");
    expect(body).toContain("Forscht zu Beziehungen.");
    expect(body).toContain("Thomas Neumann");

    const en = main((await page("/en/congress")).html);
    expect(en).toContain("Join Congress");
    expect(en).toContain("Our Speakers");
  });

  it("has an English address of its own: /en/congress, linked from the English pages; /en/kongress answers 301", async () => {
    const english = await page("/en/congress");
    expect(english.html).toMatch(/<link rel="alternate" hrefLang="de" href="[^"]*\/kongress"/i);
    expect((await page("/kongress")).html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/en\/congress"/i);
    for (const [old, target] of [
      ["/en/kongress", "/en/congress"],
      ["/en/kongress?utm=x", "/en/congress?utm=x"],
    ]) {
      const res = await fetchWorker(old!, { redirect: "manual" });
      expect(res.status, old).toBe(301);
      expect(res.headers.get("Location"), old).toBe(target);
    }
  });

  it("has empty states", async () => {
    const body = main((await page("/kongress")).html);
    expect(body).toContain("Derzeit ist kein Kongress geplant.");
    expect(body).toContain("Die Speaker werden in Kürze bekannt gegeben.");
  });
});

describe("/community", () => {
  it("shows active stats in display order with labels per language, and the feature cards", async () => {
    await testDb()
      .insert(schema.communityStats)
      .values([
        {
          stat_key: "posts",
          stat_value: "18,300",
          stat_label_de: "Beiträge",
          stat_label_en: "Posts",
          icon_name: "MessageCircle",
          display_order: 2,
        },
        {
          stat_key: "members",
          stat_value: "2,547",
          stat_label_de: "Mitglieder",
          stat_label_en: "Members",
          icon_name: "Users",
          display_order: 1,
        },
        {
          stat_key: "hidden",
          stat_value: "9",
          stat_label_de: "Länder",
          stat_label_en: "Countries",
          icon_name: "Globe",
          display_order: 0,
          is_active: false,
        },
      ]);
    await testDb()
      .insert(schema.communityFeatures)
      .values([
        {
          title: "Austausch-Gruppen",
          description: "Themengruppen",
          icon_name: "Users",
          image_url: image,
          external_url: "https://community.example.com/gruppen",
        },
      ]);
    await testDb().insert(schema.communityPosts).values({
      author: "Sarah M.",
      time_text: "vor 2 Stunden",
      content: "Geheimer Beitrag",
      category: "C",
      external_url: "https://community.example.com/p",
    });
    const { status, html } = await page("/community");
    expect(status).toBe(200);
    const body = main(html);
    expect(count(body, "<h1")).toBe(1);
    expect(body).toContain("Unsere Community in Zahlen");
    expect(count(body, 'data-testid="community-stat"')).toBe(2);
    expectInOrder(body, "2,547", "Mitglieder", "18,300", "Beiträge");
    expect(body).not.toContain("Länder");
    expect(body).toContain("Austausch-Gruppen");
    expect(body).toContain('href="https://community.example.com/gruppen" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain("Geheimer Beitrag"); // posts are not shown (nor sent)

    const en = main((await page("/en/community")).html);
    expect(en).toContain("Our Community in Numbers");
    expectInOrder(en, "Members", "Posts");
    expect(en).not.toContain("Countries");
    expect(en).toContain("Explore Feature");
  });

  it("hides the stats strip without active stats and says so without features", async () => {
    const body = main((await page("/community")).html);
    expect(body).not.toContain('data-testid="community-stats"');
    expect(body).toContain("Derzeit sind keine Community-Angebote verfügbar.");
  });
});

describe("unsafe links", () => {
  it("never emits javascript: (or other non-http) URLs as links, images or embeds", async () => {
    const evil = "javascript:alert(1)";
    await testDb().insert(schema.generalSettings).values({ id: 1, event_video: evil });
    await testDb()
      .insert(schema.academyCourses)
      .values(course("Böser Kurs", { external_url: evil, image_url: evil }));
    const [bad] = await testDb()
      .insert(schema.events)
      .values([
        event("Böses Highlight", { slug: "boese", featured: true, external_url: evil, video: evil, image_url: evil }),
        event("Böses Event", { external_url: "data:text/html,<b>x</b>", video: "vbscript:x" }),
      ])
      .returning();
    await testDb()
      .insert(schema.eventOrganizers)
      .values({ ...organizer(bad!.id, "Böser Mensch"), image_url: evil });
    await testDb()
      .insert(schema.congressEvents)
      .values(congress("Böser Kongress", { external_url: evil, video: evil, image_url: evil }));
    await testDb()
      .insert(schema.communityFeatures)
      .values({ title: "Böse Funktion", description: "D", icon_name: "Users", image_url: evil, external_url: evil });

    for (const path of ["/academy", "/events", "/events/boese", "/events/boeses-event", "/kongress", "/community"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const body = main(html);
      expect(body, path).not.toMatch(/javascript:|vbscript:|data:text/i);
      expect(body, path).not.toContain("<iframe");
    }
    const events = main((await page("/events")).html);
    expect(events).not.toContain('data-testid="last-event-video"');
    expect(events).not.toContain("Video ansehen");
    expect(events).not.toContain("Jetzt anmelden");
  });
});

describe("event helpers", () => {
  it("derive the detail address from the slug or the title", () => {
    expect(eventPath({ slug: "festival", title: "X" })).toBe("/events/festival");
    expect(eventPath({ slug: "", title: "Glücksfestival Berlin 2026" })).toBe("/events/gluecksfestival-berlin-2026");
    expect(eventPath({ slug: null, title: "!!!" })).toBeNull();
  });

  it("match a slug against titles", () => {
    const list = [
      { id: 1, title: "Erstes Event" },
      { id: 2, title: "Workshop: Dankbarkeit!" },
    ];
    expect(matchByTitle(list, "workshop-dankbarkeit")).toBe(2);
    expect(matchByTitle(list, "nichts")).toBeNull();
    expect(matchByTitle(list, "")).toBeNull();
  });
});

/** A D1 binding that counts round-trips: batches and statements run on their own. */
function countingDb() {
  let batches = 0;
  let single = 0;
  const real = env.DB;
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== "function") return value;
        if (prop === "bind") {
          return (...args: unknown[]) => {
            const bound = value.apply(target, args) as D1PreparedStatement;
            const wrapped = wrapStatement(bound);
            unwrap.set(wrapped, bound);
            return wrapped;
          };
        }
        if (prop === "all" || prop === "raw" || prop === "first" || prop === "run") {
          return (...args: unknown[]) => {
            single++;
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
  const db = {
    prepare(query: string) {
      const statement = real.prepare(query);
      const wrapped = wrapStatement(statement);
      unwrap.set(wrapped, statement);
      return wrapped;
    },
    batch(statements: D1PreparedStatement[]) {
      batches++;
      return real.batch(statements.map((s) => unwrap.get(s) ?? s));
    },
    exec: real.exec.bind(real),
    dump: () => Promise.reject(new Error("not supported")),
    withSession: real.withSession?.bind(real),
  } as unknown as D1Database;
  return { db, trips: () => batches + single, reset: () => ((batches = 0), (single = 0)) };
}
