import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import { formatEventDates } from "~/lib/pages";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, fetchWorker, postForm, testDb } from "../helpers";

/*
 * Events and congresses keep themselves current (issue 37): the Worker's clock, set here, decides what
 * is coming and what has taken place, by the Berlin calendar day of the last moment (end, else start).
 */

const image = "https://example.com/image.jpg";
/** A moment in Berlin summer time (all the dates here are in June to September). */
const berlin = (local: string) => new Date(`${local}:00+02:00`);

function event(title: string, extra: Partial<typeof schema.events.$inferInsert> = {}) {
  return {
    title,
    subtitle: `${title} Untertitel`,
    description: `${title} Beschreibung`,
    date_text: "",
    location: "Berlin",
    tickets_text: "Tickets ab 10 €",
    image_url: image,
    external_url: `https://tickets.example.com/${encodeURIComponent(title)}`,
    ...extra,
  };
}

function congress(title: string, extra: Partial<typeof schema.congressEvents.$inferInsert> = {}) {
  return {
    title,
    subtitle: `${title} Untertitel`,
    description: `${title} Beschreibung`,
    date_text: "",
    location: "Berlin Congress Center",
    tickets_text: "Tickets ab 249 €",
    image_url: image,
    external_url: "https://tickets.example.com/kongress",
    ...extra,
  };
}

/** The page at a moment of the Worker's clock. */
async function pageAt(at: string, path: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: berlin(at) });
  try {
    const res = await fetchWorker(path);
    expect(res.status).toBe(200);
    return (await res.text()).replaceAll("<!-- -->", "");
  } finally {
    vi.useRealTimers();
  }
}

function main(html: string) {
  const start = html.indexOf('<main id="main"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</main>", start));
}

/** The part of the page between a heading's text and the next <section (or the end). */
function part(body: string, heading: string) {
  const start = body.indexOf(heading);
  if (start === -1) return "";
  const end = body.indexOf("<section", start);
  return body.slice(start, end === -1 ? undefined : end);
}

function expectInOrder(html: string, ...parts: string[]) {
  const positions = parts.map((p) => html.indexOf(p));
  for (const [i, position] of positions.entries()) expect(position, parts[i]).toBeGreaterThan(-1);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

beforeEach(async () => {
  await clearTables(
    schema.eventOrganizers,
    schema.events,
    schema.congressSpeakers,
    schema.congressEvents,
    schema.indexSections,
    schema.pageContents,
    schema.generalSettings,
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe("/events over time", () => {
  beforeEach(async () => {
    await testDb()
      .insert(schema.events)
      .values([
        event("Sommerfest", {
          slug: "sommerfest",
          featured: true,
          starts_at: berlin("2027-06-13T10:00"),
          ends_at: berlin("2027-06-15T18:00"),
          video: "https://youtu.be/ZToicYcHIOU",
        }),
        event("Herbstabend", { starts_at: berlin("2027-09-01T19:00") }),
        event("Frühlingstag", { starts_at: berlin("2027-04-10T10:00"), ends_at: berlin("2027-04-10T17:00") }),
        event("Maiabend", { starts_at: berlin("2027-05-20T19:00") }),
        event("Jeden Monat", { date_text: "Jeden ersten Mittwoch" }),
      ]);
  });

  it("keeps an event upcoming and featured until 23:59 Berlin of its last day", async () => {
    const body = main(await pageAt("2027-06-15T23:59", "/events"));
    const featured = part(body, "Highlight-Event");
    expect(featured).toContain("Sommerfest");
    expect(featured).toContain("13.–15. Juni 2027");
    expect(body).toContain("Jetzt anmelden: „Sommerfest“");
    expect(part(body, "Vergangene Events")).not.toContain("Sommerfest");
    // Coming ones by their start, the undated last.
    expectInOrder(part(body, "Kommende Events"), "Herbstabend", "Jeden Monat");
  });

  it("lists it under past events, not as featured or upcoming, once its last day has ended", async () => {
    const body = main(await pageAt("2027-06-16T00:00", "/events"));
    expect(body).not.toContain('data-testid="featured-event"');
    expect(part(body, "Kommende Events")).not.toContain("Sommerfest");
    const past = part(body, "Vergangene Events");
    // Latest first, with their pages but without registration.
    expectInOrder(past, "Sommerfest", "Maiabend", "Frühlingstag");
    expect(past).toContain('href="/events/sommerfest"');
    expect(past).not.toContain("Jetzt anmelden");
    expect(past).not.toContain("https://tickets.example.com/");
    expect(body.match(/data-testid="past-event"/g)).toHaveLength(3);

    const en = main(await pageAt("2027-06-16T00:00", "/en/events"));
    expectInOrder(en, "Upcoming Events", "Herbstabend", "Past events", "Sommerfest");
    expect(part(en, "Past events")).toContain("13–15 June 2027");
  });

  it("says on the page of a past event that it has taken place, with no registration and no ticket offer", async () => {
    const before = await pageAt("2027-06-15T23:59", "/events/sommerfest");
    expect(main(before)).toContain("Jetzt anmelden");
    expect(before).toContain('"@type":"Offer"');

    const after = await pageAt("2027-06-16T00:00", "/events/sommerfest");
    expect(main(after)).toContain("Dieses Event hat bereits stattgefunden.");
    expect(main(after)).not.toContain("Jetzt anmelden");
    expect(main(after)).not.toContain("https://tickets.example.com/");
    expect(after).toContain('"@type":"Event"');
    expect(after).not.toContain('"@type":"Offer"');
    expect(main(await pageAt("2027-06-16T00:00", "/en/events/sommerfest"))).toContain(
      "This event has already taken place.",
    );
  });
});

describe("date texts", () => {
  it("are made from start and end in each language, unless staff typed their own", async () => {
    await testDb()
      .insert(schema.events)
      .values([
        event("Drei Tage", { starts_at: berlin("2027-06-13T10:00"), ends_at: berlin("2027-06-15T18:00") }),
        event("Ein Abend", { starts_at: berlin("2027-06-20T19:30") }),
        event("Eigener Text", {
          starts_at: berlin("2027-07-07T19:00"),
          date_text: "Jeden ersten Mittwoch",
          date_text_en: "Every first Wednesday",
        }),
      ]);
    const de = main(await pageAt("2027-06-01T12:00", "/events"));
    expectInOrder(de, "Drei Tage", "13.–15. Juni 2027", "Ein Abend", "20. Juni 2027, 19:30 Uhr");
    expectInOrder(de, "Eigener Text", "Jeden ersten Mittwoch");
    expect(de).not.toContain("7. Juli 2027");
    const en = main(await pageAt("2027-06-01T12:00", "/en/events"));
    expectInOrder(en, "Drei Tage", "13–15 June 2027", "Ein Abend", "20 June 2027, 19:30");
    expectInOrder(en, "Eigener Text", "Every first Wednesday");
    expect(en).not.toContain("Uhr");
  });

  it("read the same way across months, years, hours and whole days", () => {
    const at = (local: string) => berlin(local);
    expect(formatEventDates(at("2027-06-30T10:00"), at("2027-07-02T16:00"), "de")).toBe("30. Juni – 2. Juli 2027");
    expect(formatEventDates(at("2027-06-30T10:00"), at("2027-07-02T16:00"), "en")).toBe("30 June – 2 July 2027");
    expect(formatEventDates(new Date("2027-12-30T09:00:00+01:00"), new Date("2028-01-02T12:00:00+01:00"), "de")).toBe(
      "30. Dezember 2027 – 2. Januar 2028",
    );
    expect(formatEventDates(at("2027-06-13T10:00"), at("2027-06-13T18:00"), "de")).toBe(
      "13. Juni 2027, 10:00–18:00 Uhr",
    );
    expect(formatEventDates(at("2027-06-13T10:00"), at("2027-06-13T18:00"), "en")).toBe("13 June 2027, 10:00–18:00");
    expect(formatEventDates(at("2027-06-13T00:00"), null, "de")).toBe("13. Juni 2027");
    expect(formatEventDates(null, at("2027-06-13T00:00"), "de")).toBe("");
  });
});

describe("/kongress over time", () => {
  beforeEach(async () => {
    await testDb()
      .insert(schema.congressEvents)
      .values(
        congress("Sommerkongress", { starts_at: berlin("2027-06-13T09:00"), ends_at: berlin("2027-06-15T17:00") }),
      );
  });

  it("invites to a congress until its last day has ended, then says it has taken place", async () => {
    const before = main(await pageAt("2027-06-15T23:59", "/kongress"));
    expect(before).toContain("Sommerkongress");
    expect(before).toContain("13.–15. Juni 2027");
    expect(before).toContain("Am Kongress teilnehmen");

    const after = main(await pageAt("2027-06-16T00:00", "/kongress"));
    expect(after).toContain("Sommerkongress");
    expect(after).toContain("Dieser Kongress hat bereits stattgefunden.");
    expect(after).not.toContain("Am Kongress teilnehmen");
    expect(after).not.toContain("https://tickets.example.com/kongress");
    expect(after).not.toContain("Tickets ab 249 €");
    const en = main(await pageAt("2027-06-16T00:00", "/en/congress"));
    expect(en).toContain("This congress has already taken place.");
    expect(en).not.toContain("Join Congress");
  });

  it("shows only the coming congress when there is one", async () => {
    await testDb()
      .insert(schema.congressEvents)
      .values(congress("Winterkongress", { starts_at: berlin("2027-11-20T09:00") }));
    const body = main(await pageAt("2027-06-16T00:00", "/kongress"));
    expect(body).toContain("Winterkongress");
    expect(body).toContain("Am Kongress teilnehmen");
    expect(body).not.toContain("Sommerkongress");
    expect(body).not.toContain("bereits stattgefunden");
  });
});

describe("the event and congress forms", () => {
  let cookie: string;
  beforeAll(async () => {
    await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
    cookie = (await sessionAs("admin")).cookie;
  }, 120_000);

  const form = (extra: Record<string, string> = {}) => ({
    intent: "create",
    title: "Neues Fest",
    subtitle: "Untertitel",
    description: "Beschreibung",
    location: "Berlin",
    tickets_text: "ab 10 €",
    image_url: image,
    external_url: "https://tickets.example.com/x",
    ...extra,
  });

  it("need a start for a new event or congress, and take the date text from it when none is typed", async () => {
    for (const path of ["/admin/events", "/admin/kongress"]) {
      const { status, fieldErrors } = await actionFieldErrors(path, form(), cookie);
      expect(status, path).toBe(400);
      expect(fieldErrors.starts_at, path).toEqual(["Beginn ist erforderlich"]);
    }
    expect(await testDb().select().from(schema.events)).toHaveLength(0);
    expect(await testDb().select().from(schema.congressEvents)).toHaveLength(0);

    const saved = await postForm(
      "/admin/events",
      form({ starts_at: "2099-06-13T10:00", ends_at: "2099-06-15T18:00", date_text: "  " }),
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    const [row] = await testDb().select().from(schema.events);
    expect(row!.date_text).toBe("");
    expect((await (await get("/admin/events", cookie)).text()).replaceAll("<!-- -->", "")).toContain(
      "13.–15. Juni 2099",
    );
  });

  it("refuse a congress's end before its start", async () => {
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/kongress",
      form({ starts_at: "2099-06-15T10:00", ends_at: "2099-06-13T10:00" }),
      cookie,
    );
    expect(status).toBe(400);
    expect(fieldErrors.ends_at).toEqual(["Das Ende darf nicht vor dem Beginn liegen"]);
    expect(await testDb().select().from(schema.congressEvents)).toHaveLength(0);
  });

  it("let an event saved before the dates were asked keep its own text and no start", async () => {
    const [old] = await testDb()
      .insert(schema.events)
      .values(event("Monatsabend", { slug: "monatsabend", date_text: "Jeden ersten Mittwoch" }))
      .returning();
    const res = await postForm(
      "/admin/events",
      { ...form({ title: "Monatsabend", date_text: "Jeden ersten Mittwoch" }), intent: "update", id: String(old!.id) },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);
    const [row] = await testDb().select().from(schema.events).where(eq(schema.events.id, old!.id));
    expect(row).toMatchObject({ date_text: "Jeden ersten Mittwoch", starts_at: null });
  });
});
