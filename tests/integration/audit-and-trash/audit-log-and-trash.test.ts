import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { DAILY_CRON } from "~/lib/schedules";
import { get, sessionAs } from "../auth-helpers";
import { ENGLISH_SLUG_TAKEN_MESSAGE } from "~/lib/admin/index.server";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/*
 * The audit log's screen and upkeep: /admin/audit-log shows the entries to admins only, filtered and as
 * CSV; the daily cron prunes old entries; and the trash, where deleted records wait. Which writes leave
 * an entry is in audit-entries.test.ts.
 */

const DAY = 86_400_000;
let admin: string;
let moderator: string;
let adminName: string;

const service = (title: string, order = 1) => ({
  title_de: title,
  title_en: `${title} EN`,
  description_de: "Beschreibung",
  description_en: "Description",
  image_url: "/images/services/coaching.jpg",
  display_order: String(order),
  is_active: "on",
});

const entries = () => testDb().select().from(schema.auditLog).orderBy(desc(schema.auditLog.id));

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  const a = await sessionAs("admin");
  admin = a.cookie;
  moderator = (await sessionAs("moderator")).cookie;
  adminName = (await testDb().select().from(schema.user).where(eq(schema.user.email, a.email)))[0]!.name;
});

beforeEach(async () => {
  await clearTables(schema.auditLog, schema.services);
});

describe("/admin/audit-log", () => {
  it("answers 200 to an admin with the writes and the admin's name, 403 to a moderator, and sends a visitor to log in", async () => {
    await postForm("/admin/services", { intent: "create", ...service("Sichtbar") }, { Cookie: admin });
    const screen = await get("/admin/audit-log", admin);
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain("Änderungsprotokoll");
    expect(html).toContain(adminName);
    expect(html).toContain("Sichtbar");
    expect((await get("/admin/audit-log", moderator)).status).toBe(403);
    expect((await get("/admin/audit-log/export.csv", moderator)).status).toBe(403);
    const visitor = await get("/admin/audit-log");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("filters by type, person and day; a bad filter is a 400 with the reason, in English when asked", async () => {
    await postForm("/admin/services", { intent: "create", ...service("Gefiltert") }, { Cookie: admin });
    await testDb().insert(schema.auditLog).values({
      type: "settings",
      action: "update",
      actor_name: "Jemand Anderes",
      actor_id: "other-id",
      actor_role: "admin",
    });
    const byType = await (await get("/admin/audit-log?type=settings", admin)).text();
    expect(byType).toContain("Jemand Anderes");
    expect(byType).not.toContain("Gefiltert");
    const byPerson = await (await get("/admin/audit-log?actor=other-id", admin)).text();
    expect(byPerson).toContain("Jemand Anderes");
    expect(byPerson).not.toContain("Gefiltert");
    const yesterday = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const old = await (await get(`/admin/audit-log?to=${yesterday}`, admin)).text();
    expect(old).toContain("Keine Einträge für diesen Filter.");

    const bad = await get("/admin/audit-log?from=2026-13-45", admin);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Bitte ein Datum wählen");
    // English for a person who chose it on their profile (decision 0053).
    const english = (lang: "de" | "en") =>
      testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.name, adminName));
    await english("en");
    const reversed = await get("/admin/audit-log?from=2026-05-02&to=2026-05-01", admin);
    await english("de");
    expect(reversed.status).toBe(400);
    expect(await reversed.text()).toContain("must not be before");
    expect((await get("/admin/audit-log/export.csv?from=kaputt", admin)).status).toBe(400);
  });

  it("shows logged values as the owner reads them: choices by label, switches as Ja/Nein, moments in Berlin time, rich text as words", async () => {
    const christmas = Date.UTC(2026, 11, 24, 9, 30); // 10:30 in Berlin
    await testDb()
      .insert(schema.auditLog)
      .values([
        {
          type: "services",
          action: "update",
          actor_name: "Werte",
          actor_role: "admin",
          changes: JSON.stringify({
            description_de: ["<p>Alte Fassung</p>", "<p>Neue <strong>Fassung</strong> &amp; mehr</p>"],
            is_active: [1, 0],
            scheduled_at: [null, christmas],
          }),
        },
        {
          type: "index-sections",
          action: "update",
          actor_name: "Werte",
          actor_role: "admin",
          changes: JSON.stringify({ layout: ["text-left", "text-right"] }),
        },
      ]);
    const words = (html: string) =>
      html
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]*>/g, "")
        .replace(/&amp;/g, "&");
    const german = words(await (await get("/admin/audit-log", admin)).text());
    expect(german).toContain("Text links → Text rechts");
    expect(german).toContain("Ja → Nein");
    expect(german).toContain("24.12.2026, 10:30");
    expect(german).toContain("Neue Fassung & mehr");
    expect(german).not.toContain("text-right");
    expect(german).not.toContain("<strong>");
    const english = (lang: "de" | "en") =>
      testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.name, adminName));
    await english("en");
    const inEnglish = words(await (await get("/admin/audit-log", admin)).text());
    await english("de");
    expect(inEnglish).toContain("Text left → Text right");
    expect(inEnglish).toContain("Yes → No");
    expect(inEnglish).toContain("24 Dec 2026, 10:30");
  });

  it("exports the filtered log as CSV, with formula-like cells made harmless", async () => {
    await testDb()
      .insert(schema.auditLog)
      .values([
        { type: "settings", action: "update", actor_name: '=HYPERLINK("http://evil")', actor_role: "admin" },
        { type: "legal", action: "update", actor_name: "Rechtsabteilung", actor_role: "admin" },
      ]);
    const response = await get("/admin/audit-log/export.csv?type=settings", admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const csv = await response.text();
    expect(csv).toContain("'=HYPERLINK");
    expect(csv).not.toContain("Rechtsabteilung");
  });
});

describe("pruning (the daily cron)", () => {
  it("deletes entries older than AUDIT_RETENTION_DAYS and keeps the rest", async () => {
    await testDb()
      .insert(schema.auditLog)
      .values([
        { type: "services", action: "update", at: new Date(Date.now() - 366 * DAY), actor_name: "Alt" },
        { type: "services", action: "update", at: new Date(Date.now() - 364 * DAY), actor_name: "Jung" },
      ]);
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: DAILY_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await testDb()
      .select({ name: schema.auditLog.actor_name })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.type, "services")));
    expect(left.map((row) => row.name)).toEqual(["Jung"]);
  });
});

describe("trash", () => {
  beforeEach(async () => {
    await clearTables(schema.contentTrash, schema.events);
  });

  /** An event written straight into D1, with the fields a test does not care about filled in. */
  async function insertEvent(values: { slug: string; title: string } & Partial<typeof schema.events.$inferInsert>) {
    const [event] = await testDb()
      .insert(schema.events)
      .values({
        subtitle: "Sommer",
        description: "Ein Tag",
        date_text: "1. Juli",
        location: "Berlin",
        tickets_text: "Tickets",
        image_url: "/images/events/festival.jpg",
        external_url: "https://example.com/tickets",
        ...values,
      })
      .returning();
    return event!;
  }

  it("a deleted service is in the trash, keeps its slug reserved and comes back with it", async () => {
    const detailForm = (title: string, slug: string) => ({
      intent: "create",
      title_de: title,
      title_en: `${title} EN`,
      description_de: "Beschreibung",
      description_en: "Description",
      display_order: "1",
      is_active: "on",
      slug,
    });
    // Service details carry the slugs of /services/<slug>.
    await clearTables(schema.serviceDetails);
    const created = await postForm("/admin/service-details", detailForm("Achtsamkeit", "achtsamkeit"), {
      Cookie: admin,
    });
    expect(created.status).toBe(302);
    const [detail] = await testDb().select().from(schema.serviceDetails);
    if (!detail) throw new Error("the service detail was not created");
    expect(
      (await postForm("/admin/service-details", { intent: "delete", id: String(detail.id) }, { Cookie: admin })).status,
    ).toBe(302);
    expect(await testDb().select().from(schema.serviceDetails)).toEqual([]);

    const screen = await (await get("/admin/trash", moderator)).text();
    expect(screen).toContain("Achtsamkeit");
    const [item] = await testDb().select().from(schema.contentTrash);
    expect(item).toMatchObject({ type: "service-details", record_id: detail.id, slug: "achtsamkeit" });

    // The slug is reserved while the item is in the trash.
    const clash = await postForm("/admin/service-details", detailForm("Andere", "achtsamkeit"), { Cookie: admin });
    expect(clash.status).toBe(400);

    const restore = await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: moderator });
    expect(restore.status).toBe(302);
    const [back] = await testDb().select().from(schema.serviceDetails);
    expect(back).toMatchObject({ id: detail.id, slug: "achtsamkeit", title_de: "Achtsamkeit" });
    expect(await testDb().select().from(schema.contentTrash)).toEqual([]);
    const [restored] = await entries();
    expect(restored).toMatchObject({ action: "restore", type: "service-details", record_id: String(detail.id) });
    expect((await get("/services/achtsamkeit")).status).toBe(200);
  });

  it("a deleted event keeps its English address reserved too, and comes back with both", async () => {
    const event = await insertEvent({
      slug: "sommerfest",
      slug_en: "summer-fest",
      title: "Sommerfest",
      title_en: "Summer fest",
    });
    expect(
      (await postForm("/admin/events", { intent: "delete", id: String(event.id) }, { Cookie: admin })).status,
    ).toBe(302);
    const another = (slugs: Record<string, string>) => ({
      intent: "create",
      title: "Anderes Fest",
      subtitle: "Woanders",
      description: "Ein anderer Tag",
      date_text: "2. Juli",
      starts_at: "2026-07-02T10:00",
      location: "Hamburg",
      tickets_text: "Tickets",
      image_url: "/images/events/festival.jpg",
      external_url: "https://example.com/tickets",
      ...slugs,
    });
    // Taken by the trashed event, as an English address and as a German one (/en/events/<slug> finds either).
    const english = await actionFieldErrors("/admin/events", another({ slug_en: "summer-fest" }), admin);
    expect(english.status).toBe(400);
    expect(english.fieldErrors.slug_en).toEqual([ENGLISH_SLUG_TAKEN_MESSAGE]);
    const german = await actionFieldErrors("/admin/events", another({ slug: "summer-fest" }), admin);
    expect(german.status).toBe(400);
    expect(german.fieldErrors.slug).toEqual(["Bitte wählen Sie einen anderen Slug."]);
    // A slug made from the English title steps around it.
    expect((await postForm("/admin/events", another({ title_en: "Summer fest" }), { Cookie: admin })).status).toBe(302);
    const [made] = await testDb().select().from(schema.events);
    expect(made?.slug_en).toBe("summer-fest-1");

    const [item] = await testDb().select().from(schema.contentTrash);
    expect(
      (await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: admin })).status,
    ).toBe(302);
    const [back] = await testDb().select().from(schema.events).where(eq(schema.events.id, event.id));
    expect(back).toMatchObject({ slug: "sommerfest", slug_en: "summer-fest" });
    expect((await get("/en/events/summer-fest")).status).toBe(200);
  });

  it("an event comes back with its organizers; only an admin may empty the trash", async () => {
    const event = await insertEvent({ slug: "festival-trash", title: "Festival" });
    await testDb().insert(schema.eventOrganizers).values({
      event_event_id: event.id,
      name: "Orga Eins",
      title: "Leitung",
      bio: "Bio",
      image_url: "/images/a.jpg",
    });
    expect(
      (await postForm("/admin/events", { intent: "delete", id: String(event.id) }, { Cookie: admin })).status,
    ).toBe(302);
    expect(
      await testDb().select().from(schema.eventOrganizers).where(eq(schema.eventOrganizers.event_event_id, event.id)),
    ).toEqual([]);
    const [item] = await testDb().select().from(schema.contentTrash);
    expect(await (await get("/admin/trash", admin)).text()).toContain("mit 1 zugehörigen Einträgen");

    expect((await postForm("/admin/trash", { intent: "empty", confirm: "empty" }, { Cookie: moderator })).status).toBe(
      403,
    );
    expect(await testDb().select().from(schema.contentTrash)).toHaveLength(1);

    expect(
      (await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: admin })).status,
    ).toBe(302);
    const organizers = await testDb()
      .select()
      .from(schema.eventOrganizers)
      .where(eq(schema.eventOrganizers.event_event_id, event.id));
    expect(organizers.map((o) => o.name)).toEqual(["Orga Eins"]);
    // A second restore of the same item: it is no longer there.
    expect(
      (await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: admin })).status,
    ).toBe(404);

    expect(
      (await postForm("/admin/events", { intent: "delete", id: String(event.id) }, { Cookie: admin })).status,
    ).toBe(302);
    expect((await postForm("/admin/trash", { intent: "empty", confirm: "empty" }, { Cookie: admin })).status).toBe(302);
    expect(await testDb().select().from(schema.contentTrash)).toEqual([]);
  });
});
