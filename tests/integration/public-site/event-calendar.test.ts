import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, ORIGIN, testDb } from "../helpers";

/** Times far ahead, so they stay coming; March is winter time in Berlin (+01:00), July summer time. */
const winter = (local: string) => new Date(`${local}:00+01:00`);
const summer = (local: string) => new Date(`${local}:00+02:00`);

function event(title: string, extra: Partial<typeof schema.events.$inferInsert> = {}) {
  return {
    title,
    subtitle: `${title} Untertitel`,
    description: `${title} Beschreibung`,
    date_text: "",
    location: "Berlin",
    tickets_text: "Tickets",
    image_url: "https://example.com/i.jpg",
    external_url: "https://tickets.example.com/x",
    ...extra,
  };
}

/** The calendar's events, read with an iCalendar parser; its own time zone registered first. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("events in calendars", () => {
  beforeEach(async () => {
    await clearTables(schema.eventOrganizers, schema.events);
    await testDb()
      .insert(schema.events)
      .values([
        event("Abend, Glück; und mehr: ein sehr langer Titel, der über fünfundsiebzig Bytes hinausgeht", {
          slug: "abend",
          slug_en: "evening",
          title_en: "Evening",
          starts_at: winter("2099-03-14T18:00"),
          ends_at: winter("2099-03-14T21:30"),
          place_name: "Saal",
          place_address: "Hauptstraße 1, Berlin",
        }),
        event("Sommertag", { slug: "sommertag", starts_at: summer("2099-07-01T00:00") }),
        event("Vorbei", { slug: "vorbei", starts_at: summer("2020-07-01T10:00") }),
        event("Ohne Datum", { slug: "ohne-datum" }),
      ]);
  });

  it("a coming event's page offers its calendar file, which carries the Berlin start time", async () => {
    const page = await (await fetchWorker("/events/abend")).text();
    expect(page).toMatch(/<a href="\/events\/abend\/kalender\.ics" download=""[^>]*>.*Zum Kalender hinzufügen<\/a>/);

    const res = await fetchWorker("/events/abend/kalender.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/calendar");
    const ics = await res.text();
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:20990314T180000\r\n");
    expect(ics).toContain("DTEND;TZID=Europe/Berlin:20990314T213000\r\n");
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin");
    // Folded at 75 octets, every line ended by CRLF.
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");

    const [parsed] = parse(ics);
    expect(parsed!.summary).toBe(
      "Abend, Glück; und mehr: ein sehr langer Titel, der über fünfundsiebzig Bytes hinausgeht",
    );
    expect(parsed!.location).toBe("Saal, Hauptstraße 1, Berlin");
    expect(parsed!.startDate.toJSDate().toISOString()).toBe("2099-03-14T17:00:00.000Z");
    expect(parsed!.endDate.toJSDate().toISOString()).toBe("2099-03-14T20:30:00.000Z");
    const uid = parsed!.uid;
    expect(uid).toMatch(/^event-\d+@localhost:8787$/);

    // The English file: English texts and link, the same UID.
    const english = await fetchWorker("/en/events/evening/kalender.ics");
    const [en] = parse(await english.text());
    expect(en!.summary).toBe("Evening");
    expect(en!.uid).toBe(uid);
    expect(en!.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/en/events/evening`);
    // The other language's slug moves to the file at the right address, as the page does.
    const moved = await fetchWorker("/en/events/abend/kalender.ics");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/en/events/evening/kalender.ics");
  });

  it("a past or undated event has no calendar file and no button", async () => {
    expect((await fetchWorker("/events/vorbei/kalender.ics")).status).toBe(404);
    expect((await fetchWorker("/events/ohne-datum/kalender.ics")).status).toBe(404);
    expect((await fetchWorker("/events/gibt-es-nicht/kalender.ics")).status).toBe(404);
    const past = await (await fetchWorker("/events/vorbei")).text();
    expect(past).not.toContain("Zum Kalender hinzufügen");
  });

  it("the subscribable calendar lists every coming dated event, soonest first, in each language", async () => {
    const german = parse(await (await fetchWorker("/events/kalender.ics")).text());
    expect(german.map((e) => e.summary)).toEqual([
      "Abend, Glück; und mehr: ein sehr langer Titel, der über fünfundsiebzig Bytes hinausgeht",
      "Sommertag",
    ]);
    // A start at midnight is a whole day.
    expect(german[1]!.startDate.isDate).toBe(true);
    expect(german[1]!.startDate.toString()).toBe("2099-07-01");
    const english = parse(await (await fetchWorker("/en/events/kalender.ics")).text());
    expect(english.map((e) => e.summary)).toEqual(["Evening", "Sommertag"]);
  });
});
