import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { translate, services } from "~/lib/admin";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * The form kit and the list screen in the staff member's language (decision 0053), and a list's one
 * status per record (decision 0054). The services list is the example: it has the workflow's status
 * and the record's own on/off switch, which used to be two "Status" columns that could contradict.
 */

let german: string;
let english: string;

const service = (title: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  status: "published",
  title_de: title,
  title_en: `${title} EN`,
  description_de: "<p>Beschreibung</p>",
  description_en: "<p>Description</p>",
  image_url: "/images/services/coaching.jpg",
  display_order: "1",
  is_active: "on",
  ...extra,
});

/**
 * The page's markup as a person reads it: without its scripts (the data the browser takes over, whose
 * messages the form shows translated), React's text separators, and with `&amp;` decoded.
 */
const read = async (res: Response) =>
  (await res.text())
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replaceAll("<!-- -->", "")
    .replaceAll("&amp;", "&");

/** The texts of the list's column headers. */
const headers = (html: string) =>
  [...html.slice(html.indexOf("<thead"), html.indexOf("</thead>")).matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map(
    (match) => match[1]!,
  );

/** The list row of a record, by its German title. */
const rowOf = (html: string, title: string) =>
  [...html.matchAll(/<tr[^>]*data-testid="content-row"[\s\S]*?<\/tr>/g)]
    .map((m) => m[0])
    .find((row) => row.includes(title));

/** The one status word in a row. */
const statusIn = (row: string | undefined) => /data-testid="status-badge"[^>]*>([^<]*)</.exec(row ?? "")?.[1];

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  await clearTables(schema.contentDrafts, schema.contentRevisions, schema.contentUnpublish, schema.services);
  german = (await sessionAs("admin")).cookie;
  const moderator = await sessionAs("moderator");
  english = moderator.cookie;
  await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, moderator.email));
  for (const [title, extra] of [
    ["Sichtbarer Service", {}],
    ["Versteckter Service", { is_active: "" }],
    ["Nur skizziert", { status: "draft" }],
  ] as const) {
    const { is_active, ...rest } = service(title, extra);
    const fields = is_active ? { ...rest, is_active } : rest;
    expect((await postForm("/admin/services", fields, { Cookie: german })).status, title).toBe(302);
  }
}, 120_000);

describe("a list's one status", () => {
  it("shows one Status column whose word says what visitors get: published, hidden, draft", async () => {
    const html = await read(await get("/admin/services", german));
    expect(headers(html).filter((header) => header === "Status")).toHaveLength(1);
    expect(statusIn(rowOf(html, "Sichtbarer Service"))).toBe("Veröffentlicht");
    expect(statusIn(rowOf(html, "Versteckter Service"))).toBe("Ausgeblendet");
    // The hidden record's switch is in the same cell, so the word and the switch cannot disagree.
    expect(rowOf(html, "Versteckter Service")).toMatch(
      /aria-pressed="false"[^>]*aria-label="Status: Versteckter Service"/,
    );
    // A draft never published is listed above the records, as a draft.
    const pending = /data-testid="pending-draft"[\s\S]*?<\/li>/.exec(html)?.[0];
    expect(pending).toContain("Nur skizziert");
    expect(statusIn(pending)).toBe("Entwurf");
  });

  it("says the same in English", async () => {
    const html = await read(await get("/admin/services", english));
    expect(headers(html).filter((header) => header === "Status")).toHaveLength(1);
    expect(statusIn(rowOf(html, "Sichtbarer Service"))).toBe("Published");
    expect(statusIn(rowOf(html, "Versteckter Service"))).toBe("Hidden");
  });
});

/** German words of the kit's own texts; none may show on an English screen. */
const GERMAN_KIT_WORDS = [
  "Reihenfolge",
  "Aktionen",
  "Veröffentlicht",
  "Veröffentlichen",
  "Ausgeblendet",
  "Entwurf",
  "bearbeiten",
  "löschen",
  "verschieben",
  "auf der Website ansehen",
  "Abbrechen",
  "Zeitplan",
  "Schließen",
  "Planen",
  "ist erforderlich",
  "Höchstens",
];

const germanWordsIn = (html: string) => GERMAN_KIT_WORDS.filter((word) => html.includes(word));

describe("the form kit for staff who read the back office in English", () => {
  it("shows the list in English", async () => {
    const html = await read(await get("/admin/services", english));
    expect(headers(html)).toEqual(expect.arrayContaining(["Order", "Status", "Actions"]));
    expect(html).toContain('aria-label="Edit Sichtbarer Service"');
    expect(html).toContain('aria-label="Move Sichtbarer Service up"');
    expect(html).toContain("Not published yet");
    expect(germanWordsIn(html)).toEqual([]);
  });

  it("shows the new record's dialog in English, its labels as the dictionary gives them", async () => {
    const html = await read(await get("/admin/services?new=1", english));
    expect(html).toContain('role="dialog"');
    for (const text of [
      "Save draft",
      "Publish",
      "Cancel",
      "Schedule (German time)",
      "Publish on",
      'aria-label="Close"',
    ])
      expect(html).toContain(text);
    for (const field of services.fields) expect(html).toContain(`>${translate("en", field.label)}`);
    expect(germanWordsIn(html)).toEqual([]);
  });

  it("answers a failed save with the field errors in English, keeping what was typed", async () => {
    const res = await postForm(
      "/admin/services?new=1",
      service("", { title_en: "x".repeat(201), subtitle_de: "Bleibt stehen" }),
      { Cookie: english },
    );
    expect(res.status).toBe(400);
    const html = await read(res);
    const title = services.fields.find((field) => field.name === "title_de")!;
    expect(html).toContain(`${translate("en", title.label)} is required`);
    expect(html).toContain("At most 200 characters");
    expect(html).toContain("Bleibt stehen");
    expect(germanWordsIn(html)).toEqual([]);
  });

  it("stays German for everyone else", async () => {
    const res = await postForm("/admin/services?new=1", service("", { title_en: "x".repeat(201) }), {
      Cookie: german,
    });
    expect(res.status).toBe(400);
    const html = await read(res);
    expect(html).toContain("ist erforderlich");
    expect(html).toContain("Höchstens 200 Zeichen");
    expect(html).toContain("Entwurf speichern");
    expect(html).not.toContain("Save draft");
  });
});
