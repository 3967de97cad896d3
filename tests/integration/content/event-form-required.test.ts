import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/*
 * The event and congress forms say what they need (issue 51): the start is marked as required where
 * a save refuses a record without it (a new one), in both back-office languages; the external link is
 * required only while registration happens on the external page.
 */

const TYPES = [
  { path: "/admin/events", key: "events", table: schema.events },
  { path: "/admin/kongress", key: "kongress", table: schema.congressEvents },
] as const;

let cookie: string;
let email: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  ({ cookie, email } = await sessionAs("admin"));
}, 120_000);

beforeEach(async () => {
  await clearTables(
    schema.eventRegistrations,
    schema.eventOrganizers,
    schema.events,
    schema.congressSpeakers,
    schema.congressEvents,
  );
});

const speak = (lang: "de" | "en") =>
  testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, email));
afterEach(() => speak("de"));

/** The start field's label text (its star included) and whether its input is required. */
async function startField(path: string, formId: string) {
  const res = await get(path, cookie);
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  const label = html.match(new RegExp(`<label[^>]*for="${formId}-starts_at"[^>]*>([\\s\\S]*?)</label>`))?.[1];
  const input = html.match(new RegExp(`<input[^>]*id="${formId}-starts_at"[^>]*>`))?.[0];
  expect(label, `${path}: the start's label`).toBeDefined();
  return { label: label!.replace(/<[^>]+>/g, "").trim(), required: / required=""/.test(input ?? "") };
}

const form = (extra: Record<string, string> = {}) => ({
  intent: "create",
  title: "Sommerfest",
  subtitle: "Untertitel",
  description: "Beschreibung",
  location: "Berlin",
  tickets_text: "frei",
  image_url: "https://example.com/image.jpg",
  starts_at: "2099-07-01T18:00",
  ...extra,
});

describe("the event and congress forms", () => {
  it("mark the start as required in a new record's form, in German and in English", async () => {
    for (const { path, key } of TYPES) {
      expect(await startField(`${path}?new=1`, `${key}-new`)).toEqual({ label: "Beginn *", required: true });
    }
    await speak("en");
    for (const { path, key } of TYPES) {
      expect(await startField(`${path}?new=1`, `${key}-new`)).toEqual({ label: "Start *", required: true });
    }
  });

  it("leave the start unmarked where a record saved without one is edited (the save lets it stay)", async () => {
    const [old] = await testDb()
      .insert(schema.events)
      .values({
        title: "Monatsabend",
        subtitle: "Untertitel",
        description: "Beschreibung",
        date_text: "Jeden ersten Mittwoch",
        location: "Berlin",
        tickets_text: "frei",
        image_url: "https://example.com/image.jpg",
        external_url: "https://tickets.example.com/abend",
      })
      .returning();
    expect(await startField(`/admin/events?edit=${old!.id}`, `events-${old!.id}`)).toEqual({
      label: "Beginn",
      required: false,
    });
  });

  it("save a record whose registration is on the site without an external link", async () => {
    for (const { path, table } of TYPES) {
      const res = await postForm(path, form({ registration_mode: "here" }), { Cookie: cookie });
      expect(res.status, path).toBe(302);
      const rows = (await testDb().select().from(table)) as { registration_mode: string; external_url: string }[];
      expect(rows, path).toMatchObject([{ registration_mode: "here", external_url: "" }]);
    }
  });

  it("still require the external link while registration is on the external page", async () => {
    for (const { path, table } of TYPES) {
      const { status, fieldErrors } = await actionFieldErrors(path, form({ registration_mode: "external" }), cookie);
      expect(status, path).toBe(400);
      expect(fieldErrors.external_url, path).toEqual(["Externer Link ist erforderlich"]);
      expect(await testDb().select().from(table), path).toHaveLength(0);
    }
  });
});
