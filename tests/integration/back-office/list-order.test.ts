import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, testDb } from "../helpers";

/*
 * Issue 51, point 5: a back-office list sorts as its subtitle says. Rows are created in an order that
 * differs from the promised one, so a list sorted by creation shows them wrongly.
 */

const day = 24 * 60 * 60 * 1000;

let cookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  cookie = (await sessionAs("admin")).cookie;
}, 120_000);

beforeEach(() => clearTables(schema.eventOrganizers, schema.events, schema.congressSpeakers, schema.congressEvents));

/** The titles in the order the screen lists them (each title once, first place counts). */
async function titlesOn(path: string, titles: string[]): Promise<string[]> {
  const html = await (await get(path, cookie)).text();
  return titles
    .map((title) => ({ title, at: html.indexOf(`>${title}<`) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.title);
}

/** Dated rows created newest-last in this order: long past, next month, undated, tomorrow, last week. */
function datedRows(prefix: string) {
  const now = Date.now();
  const plan: [string, number | null][] = [
    [`${prefix} lange vorbei`, now - 400 * day],
    [`${prefix} nächsten Monat`, now + 30 * day],
    [`${prefix} ohne Datum`, null],
    [`${prefix} morgen`, now + day],
    [`${prefix} letzte Woche`, now - 7 * day],
  ];
  return plan.map(([title, start], i) => ({
    title,
    subtitle: "Untertitel",
    description: "Beschreibung",
    date_text: "",
    location: "Berlin",
    tickets_text: "",
    image_url: "https://example.com/i.jpg",
    external_url: "https://tickets.example.com/x",
    starts_at: start === null ? null : new Date(start),
    created_at: new Date(now - (10 - i) * 60_000),
  }));
}

const promised = (prefix: string) => [
  `${prefix} morgen`,
  `${prefix} nächsten Monat`,
  `${prefix} ohne Datum`,
  `${prefix} letzte Woche`,
  `${prefix} lange vorbei`,
];

describe("lists sort as their subtitles say", () => {
  it("events: by start, the undated after the coming ones, the past ones below (latest first)", async () => {
    const rows = datedRows("Event");
    await testDb()
      .insert(schema.events)
      .values(rows.map((row, i) => ({ ...row, slug: `event-${i}` })));
    const html = await (await get("/admin/events", cookie)).text();
    expect(html).toContain("nach Beginn, vergangene darunter");
    expect(
      await titlesOn(
        "/admin/events",
        rows.map((row) => row.title),
      ),
    ).toEqual(promised("Event"));
  });

  it("congresses: the coming ones by start", async () => {
    const rows = datedRows("Kongress");
    await testDb().insert(schema.congressEvents).values(rows);
    expect(
      await titlesOn(
        "/admin/kongress",
        rows.map((row) => row.title),
      ),
    ).toEqual(promised("Kongress"));
  });
});
