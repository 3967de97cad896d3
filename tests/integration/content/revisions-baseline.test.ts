import { env } from "cloudflare:workers";
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { demoImage } from "~db/seed-media";
import { getDb } from "~/lib/db.server";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * Undo from the first edit: a record saved before revisions existed (the seeded demo content) keeps its
 * state as the first version when it is first changed here; the versions screen compares images as
 * thumbnails and restores a version as a draft or, for roles that may publish, published at once.
 */

let admin: string;
let moderator: string;
let user: string;

type Raw = Record<string, unknown>;
const rawService = async (id: number) => (await getDb(env).all<Raw>(sql`SELECT * FROM services WHERE id = ${id}`))[0]!;
const revisionsOf = (id: number) =>
  testDb()
    .select()
    .from(schema.contentRevisions)
    .where(and(eq(schema.contentRevisions.type, "services"), eq(schema.contentRevisions.record_id, id)))
    .orderBy(schema.contentRevisions.id);

/** The service form as the screen sends it, filled from the stored row, with changes. */
function serviceForm(row: Raw, changes: Record<string, string> = {}) {
  const fields: Record<string, string> = { intent: "update", id: String(row.id) };
  for (const name of [
    "title_de",
    "title_en",
    "subtitle_de",
    "subtitle_en",
    "description_de",
    "description_en",
    "image_url",
    "background_image",
    "hero_background_image",
    "external_url",
    "display_order",
  ]) {
    if (row[name] !== null && row[name] !== undefined) fields[name] = String(row[name]);
  }
  if (row.is_active) fields.is_active = "on";
  if (row.link_on_page) fields.link_on_page = "on";
  return { ...fields, ...changes };
}

/**
 * A service as the demo seed writes it (db/seed.ts), straight into D1 as seeding and imports do, so it
 * has no revision. The test files share one database: each test makes its own.
 */
async function seededService(title = "Glücks-Retreat") {
  const [service] = await testDb()
    .insert(schema.services)
    .values({
      title_de: title,
      title_en: "Happiness retreat",
      description_de: "Ein Wochenende an der Ostsee – derzeit nicht buchbar.",
      description_en: "A weekend at the Baltic Sea – currently not bookable.",
      image_url: demoImage("1506905925346-21bda4d32df4", 1200),
      display_order: 4,
      is_active: false,
    })
    .returning();
  return rawService(service!.id);
}

const draftsOf = (id: number) =>
  testDb()
    .select()
    .from(schema.contentDrafts)
    .where(and(eq(schema.contentDrafts.type, "services"), eq(schema.contentDrafts.record_id, id)));

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
  user = (await sessionAs("user")).cookie;
});

describe("a seeded service edited once", () => {
  it("keeps its seeded state as the first version, and 'Versionen' brings it back", async () => {
    const seeded = await seededService();
    const id = seeded.id as number;
    expect(await revisionsOf(id)).toEqual([]);
    const saved = await postForm(
      "/admin/services",
      serviceForm(seeded, { title_de: "Retreat am Meer", image_url: "/images/services/coaching.jpg" }),
      { Cookie: moderator },
    );
    expect(saved.status).toBe(302);
    expect((await rawService(id)).title_de).toBe("Retreat am Meer");
    const [baseline, publish] = await revisionsOf(id);
    expect([baseline!.action, publish!.action]).toEqual(["baseline", "publish"]);

    const page = await get(`/admin/services/${id}/versionen`, moderator);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Ursprüngliche Fassung");
    expect(html).toMatch(/<del[^>]*>Glücks-Retreat<\/del>[\s\S]*?<ins[^>]*>Retreat am Meer<\/ins>/);
    // The image compares as pictures: the seeded library image then, the new one now, not as text.
    expect(html).toMatch(
      new RegExp(`<del[^>]*><img[^>]*src="${String(seeded.image_url)}"[^>]*data-testid="revision-thumbnail"`),
    );
    expect(html).toMatch(/<ins[^>]*><img[^>]*src="\/images\/services\/coaching.jpg"/);
    expect(html).toContain("Wiederherstellen und veröffentlichen");

    // As a draft: the live row stays as it is, the draft holds the seeded values.
    const asDraft = await postForm(
      `/admin/services/${id}/versionen`,
      { intent: "restore", revision: String(baseline!.id) },
      { Cookie: moderator },
    );
    expect(asDraft.status).toBe(302);
    const [draft] = await draftsOf(id);
    expect(draft).toMatchObject({ record_id: id, label: "Glücks-Retreat" });
    expect((await rawService(id)).title_de).toBe("Retreat am Meer");

    // Restored and published: the row is the seeded one again, the draft gone, audited as a publish.
    const published = await postForm(
      `/admin/services/${id}/versionen`,
      { intent: "restore-publish", revision: String(baseline!.id) },
      { Cookie: moderator },
    );
    expect(published.status).toBe(302);
    expect(published.headers.get("Location")).toBe(`/admin/services?edit=${id}`);
    const { updated_at: _after, ...now } = await rawService(id);
    const { updated_at: _before, ...then } = seeded;
    expect(now).toEqual(then);
    expect(await draftsOf(id)).toEqual([]);
    const [entry] = await testDb().select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(entry).toMatchObject({ type: "services", action: "publish", record_id: String(id) });
    // Only one first version, however often the record is saved afterwards.
    expect((await revisionsOf(id)).filter((r) => r.action === "baseline")).toHaveLength(1);
  });

  it("keeps one first version, the state before both, when two tabs save a record's first change at once", async () => {
    const seeded = await seededService("Teamcoaching für Unternehmen");
    const service = { id: seeded.id as number };
    const form = (title: string) => serviceForm(seeded, { title_de: title });
    const [a, b] = await Promise.all([
      postForm("/admin/services", form("Tab A"), { Cookie: admin }),
      postForm("/admin/services", form("Tab B"), { Cookie: admin }),
    ]);
    expect([a.status, b.status]).toContain(302);
    const baselines = (await revisionsOf(service.id)).filter((r) => r.action === "baseline");
    expect(baselines).toHaveLength(1);
    expect(JSON.parse(baselines[0]!.data)).toMatchObject({ title_de: "Teamcoaching für Unternehmen" });
  });
});

describe("restoring and publishing a version", () => {
  it("is refused to a plain user and to bad input, writing nothing, and done for an administrator", async () => {
    const seeded = await seededService();
    const id = seeded.id as number;
    // Its first version, from a first edit.
    expect(
      (await postForm("/admin/services", serviceForm(seeded, { title_de: "Geändert" }), { Cookie: admin })).status,
    ).toBe(302);
    const [first] = await revisionsOf(id);
    const before = await rawService(id);
    const count = (await revisionsOf(id)).length;
    expect(
      (
        await postForm(
          `/admin/services/${id}/versionen`,
          { intent: "restore-publish", revision: String(first!.id) },
          { Cookie: user },
        )
      ).status,
    ).toBe(403);
    for (const fields of [
      { intent: "restore-publish", revision: "x" },
      { intent: "restore-publish", revision: "1e400" },
      { intent: "publish-all", revision: String(first!.id) },
    ]) {
      const response = await postForm(`/admin/services/${id}/versionen`, fields, { Cookie: admin });
      expect(response.status, JSON.stringify(fields)).toBe(400);
    }
    // Another record's version.
    const other = await postForm(
      `/admin/services/${id + 1}/versionen`,
      { intent: "restore-publish", revision: String(first!.id) },
      { Cookie: admin },
    );
    expect(other.status).toBe(404);
    expect(await rawService(id)).toEqual(before);
    expect(await revisionsOf(id)).toHaveLength(count);
    // The same request from an administrator goes through.
    const ok = await postForm(
      `/admin/services/${id}/versionen`,
      { intent: "restore-publish", revision: String(first!.id) },
      { Cookie: admin },
    );
    expect(ok.status).toBe(302);
    expect(await revisionsOf(id)).toHaveLength(count + 1);
  });
});
