import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * Screens that show records of several content types decide each record by its own type's rule: the
 * trash, revisions, the media library's "used by" and the dashboard show a moderator nothing of an
 * admin-only type (found by the security probe, issue "Security", section 1).
 */

let admin: string;
let moderator: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
});

const NAV_ITEM = {
  intent: "create",
  name_de: "Geheimer Menüpunkt",
  name_en: "Secret menu item",
  href: "/geheim",
  is_active: "on",
};

/** A navigation item (admin-only type) created and deleted by the admin: it is in the trash. */
async function trashedNavigationItem() {
  expect((await postForm("/admin/navigation", NAV_ITEM, { Cookie: admin })).status).toBe(302);
  const [row] = await testDb()
    .select()
    .from(schema.navigationItems)
    .where(eq(schema.navigationItems.name_de, NAV_ITEM.name_de));
  expect(
    (await postForm("/admin/navigation", { intent: "delete", id: String(row!.id) }, { Cookie: admin })).status,
  ).toBe(302);
  const [item] = await testDb().select().from(schema.contentTrash).where(eq(schema.contentTrash.record_id, row!.id));
  expect(item?.type).toBe("navigation");
  return { row: row!, item: item! };
}

describe("records of several types: each decided by its own type's rule", () => {
  beforeEach(() => clearTables(schema.contentTrash, schema.navigationItems, schema.services, schema.contentRevisions));

  it("a moderator neither sees nor restores an admin-only record in the trash; an admin does both", async () => {
    const { row, item } = await trashedNavigationItem();
    // A service in the trash beside it: moderators restore those, so the list itself stays theirs.
    const service = {
      intent: "create",
      title_de: "Achtsamkeit",
      title_en: "Mindfulness",
      description_de: "Beschreibung",
      description_en: "Description",
      image_url: "/images/services/coaching.jpg",
      display_order: "1",
      is_active: "on",
    };
    expect((await postForm("/admin/services", service, { Cookie: admin })).status).toBe(302);
    const [created] = await testDb().select().from(schema.services);
    expect(
      (await postForm("/admin/services", { intent: "delete", id: String(created!.id) }, { Cookie: admin })).status,
    ).toBe(302);

    const modScreen = await (await get("/admin/trash", moderator)).text();
    expect(modScreen).toContain("Achtsamkeit");
    expect(modScreen).not.toContain(NAV_ITEM.name_de);
    const refused = await postForm("/admin/trash", { intent: "restore", id: String(item.id) }, { Cookie: moderator });
    expect(refused.status).toBe(404);
    // D1 unchanged: the item is still in the trash, the menu has no such row.
    expect(await testDb().select().from(schema.navigationItems)).toEqual([]);
    expect(await testDb().select().from(schema.contentTrash).where(eq(schema.contentTrash.id, item.id))).toHaveLength(
      1,
    );

    expect(await (await get("/admin/trash", admin)).text()).toContain(NAV_ITEM.name_de);
    const restored = await postForm("/admin/trash", { intent: "restore", id: String(item.id) }, { Cookie: admin });
    expect(restored.status).toBe(302);
    const [back] = await testDb().select().from(schema.navigationItems);
    expect(back).toMatchObject({ id: row.id, name_de: NAV_ITEM.name_de });
  });

  it("a moderator opens no revisions of an admin-only record, nor restores one; the audit log is closed to them", async () => {
    expect((await postForm("/admin/navigation", NAV_ITEM, { Cookie: admin })).status).toBe(302);
    const [row] = await testDb().select().from(schema.navigationItems);
    const [revision] = await testDb().select().from(schema.contentRevisions);
    const path = `/admin/navigation/${row!.id}/versionen`;
    expect((await get(path, admin)).status).toBe(200);
    const page = await get(path, moderator);
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain(NAV_ITEM.name_de);
    const restore = await postForm(
      path,
      { intent: "restore", revision: String(revision?.id ?? 1) },
      { Cookie: moderator },
    );
    expect(restore.status).toBe(403);
    expect(await testDb().select().from(schema.contentRevisions)).toHaveLength(1);

    expect((await get("/admin/audit-log", moderator)).status).toBe(403);
    expect((await get("/admin/audit-log/export.csv", moderator)).status).toBe(403);
  });

  it("the media library names a record that uses an image only to those who may open that record", async () => {
    await clearTables(schema.media, schema.newsletterCampaigns);
    const hash = "ab".repeat(32);
    await testDb()
      .insert(schema.media)
      .values({ hash, ext: "jpg", mime: "image/jpeg", bytes: 10, width: 1, height: 1, original_name: "bild.jpg" });
    await testDb()
      .insert(schema.newsletterCampaigns)
      .values({ subject_de: "Vertrauliche Kampagne", body_de: `![Bild](/media/${hash}.jpg)` });
    const forAdmin = await (await get("/admin/media", admin)).text();
    expect(forAdmin).toContain("Vertrauliche Kampagne");
    const forModerator = await (await get("/admin/media", moderator)).text();
    expect(forModerator).toContain("bild.jpg");
    // Still shown as in use (so nobody deletes it unawares), but not by what, and not linked.
    expect(forModerator).toContain("Newsletter");
    expect(forModerator).not.toContain("Vertrauliche Kampagne");
    expect(forModerator).not.toContain("/admin/newsletter-campaigns/");
  });

  it("the dashboard shows a moderator only the cards of screens they may open; an admin all of them", async () => {
    const forModerator = await (await get("/admin", moderator)).text();
    for (const card of ["users", "newsletter", "navigation"]) expect(forModerator).not.toContain(`card-${card}"`);
    expect(forModerator).toContain('data-testid="card-contact"');
    expect(forModerator).not.toContain("Verwaltung folgt in Kürze");
    const forAdmin = await (await get("/admin", admin)).text();
    for (const card of ["users", "newsletter", "navigation", "contact"])
      expect(forAdmin).toContain(`data-testid="card-${card}"`);
  });

  it("the dashboard's welcome names the admin-only areas to admins only", async () => {
    const welcome = (html: string) =>
      (/data-testid="dashboard-welcome"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? "").replaceAll("<!-- -->", "");
    const forModerator = welcome(await (await get("/admin", moderator)).text());
    expect(forModerator).toContain("Blog-Beiträge");
    for (const area of ["Benutzer", "Newsletter-Abonnements", "Navigation", "allgemeine Einstellungen"])
      expect(forModerator).not.toContain(area);
    const forAdmin = welcome(await (await get("/admin", admin)).text());
    for (const area of ["Benutzer", "Newsletter-Abonnements", "Navigation", "allgemeine Einstellungen"])
      expect(forAdmin).toContain(area);
  });
});
