import { env } from "cloudflare:workers";
import { asc } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * What staff see when D1 refuses a write on a content screen: the spec's failure toast on the list,
 * the row as it was, never the 500 page; a list that cannot be read shows the type's load error.
 * D1 really fails: a trigger aborts every write to the table (reads still work), or the table is gone.
 */

let admin: string;
beforeAll(async () => {
  admin = (await signInAs("admin")).cookie;
}, 120_000);

const triggers: string[] = [];
async function refuseWrites(table: string, on: "UPDATE" | "INSERT" | "DELETE") {
  const name = `refuse_${table}_${on.toLowerCase()}`;
  await env.DB.exec(`CREATE TRIGGER ${name} BEFORE ${on} ON ${table} BEGIN SELECT RAISE(ABORT, 'refused'); END`);
  triggers.push(name);
}
const renamed: Array<[string, string]> = [];
afterEach(async () => {
  for (const name of triggers.splice(0)) await env.DB.exec(`DROP TRIGGER ${name}`);
  for (const [from, to] of renamed.splice(0)) await env.DB.exec(`ALTER TABLE "${from}" RENAME TO "${to}"`);
});

/** Follows an action's redirect with its toast cookie, as the browser does; returns the page's HTML. */
async function landing(res: Response): Promise<string> {
  expect(res.status).toBe(302);
  const toast = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const page = await get(res.headers.get("Location")!, `${admin}; ${toast}`);
  expect(page.status).toBe(200);
  return (await page.text()).replaceAll("<!-- -->", "");
}

const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { Cookie: admin });

describe("navigation: a switch or a move the database refuses", () => {
  beforeEach(async () => {
    await clearTables(schema.navigationItems);
    await testDb()
      .insert(schema.navigationItems)
      .values([
        { name_de: "Eins", name_en: "One", href: "/eins", display_order: 1 },
        { name_de: "Zwei", name_en: "Two", href: "/zwei", display_order: 2 },
      ]);
  });
  const rows = () => testDb().select().from(schema.navigationItems).orderBy(asc(schema.navigationItems.id));

  it.each([
    ["is_active", "Der Status konnte nicht geändert werden. Bitte versuchen Sie es erneut."],
    ["show_in_navbar", "Die Anzeige im Hauptmenü konnte nicht geändert werden. Bitte versuchen Sie es erneut."],
    ["is_footer", "Die Anzeige in der Fußzeile konnte nicht geändert werden. Bitte versuchen Sie es erneut."],
  ])("switching %s answers the list with the spec's toast, and the flag stays on", async (field, text) => {
    const [first] = await rows();
    await refuseWrites("navigation_items", "UPDATE");
    const res = await post("/admin/navigation", { intent: "toggle", id: String(first!.id), field, value: "false" });
    const page = await landing(res);
    expect(page).toContain(text);
    expect(page).toContain("Fehler");
    expect(page).not.toContain("Ein Fehler ist aufgetreten");
    expect((await rows())[0]![field as "is_active"]).toBe(true);
  });

  it("a move answers that the item could not be moved, and the order is unchanged", async () => {
    const [, second] = await rows();
    await refuseWrites("navigation_items", "UPDATE");
    const res = await post("/admin/navigation", { intent: "move", id: String(second!.id), direction: "up" });
    expect(await landing(res)).toContain(
      "Der Menüpunkt konnte nicht verschoben werden. Bitte versuchen Sie es erneut.",
    );
    expect((await rows()).map((row) => [row.name_de, row.display_order])).toEqual([
      ["Eins", 1],
      ["Zwei", 2],
    ]);
  });
});

describe("index sections and main sections", () => {
  it("the eye toggle of an index section the database refuses: 'Fehler' toast, still active", async () => {
    await clearTables(schema.indexSections);
    const [row] = await testDb()
      .insert(schema.indexSections)
      .values({
        title_de: "Bereich",
        title_en: "Section",
        description_de: "Text",
        description_en: "Text",
        content_image: "https://example.com/i.jpg",
        display_order: 1,
      })
      .returning();
    await refuseWrites("index_sections", "UPDATE");
    const res = await post("/admin/index-sections", {
      intent: "toggle",
      id: String(row!.id),
      field: "is_active",
      value: "false",
    });
    expect(await landing(res)).toContain("Beim Aktualisieren ist ein Fehler aufgetreten.");
    const [after] = await testDb().select().from(schema.indexSections);
    expect(after!.is_active).toBe(true);
  });

  it("a main section's move the database refuses: 'Fehler' toast with what went wrong, order unchanged", async () => {
    await clearTables(schema.mainSections);
    const section = (n: number) => ({
      title_de: `Bereich ${n}`,
      title_en: `Section ${n}`,
      description_de: "Text",
      description_en: "Text",
      link_path: "/academy",
      image_url: "https://example.com/i.jpg",
      display_order: n,
    });
    const inserted = await testDb()
      .insert(schema.mainSections)
      .values([section(1), section(2)])
      .returning();
    await refuseWrites("main_sections", "UPDATE");
    const res = await post("/admin/main-sections", { intent: "move", id: String(inserted[1]!.id), direction: "up" });
    const page = await landing(res);
    expect(page).toContain("Fehler");
    expect(page).toContain("Die Datenbank hat die Änderung nicht gespeichert.");
    const after = await testDb().select().from(schema.mainSections).orderBy(asc(schema.mainSections.display_order));
    expect(after.map((row) => row.title_de)).toEqual(["Bereich 1", "Bereich 2"]);
  });
});

describe("failure texts of saves and deletes (back-office.md 8)", () => {
  const service = (title: string) => ({
    intent: "create",
    title_de: title,
    title_en: `${title} (en)`,
    description_de: "Beschreibung",
    description_en: "Description",
    image_url: "https://example.com/service.jpg",
    display_order: "1",
  });
  beforeEach(() => clearTables(schema.services, schema.blogPosts));

  it("services: 'Fehler beim Erstellen/Aktualisieren des Service' with what went wrong, typed values kept", async () => {
    const [row] = await testDb()
      .insert(schema.services)
      .values({ ...service("Alt"), display_order: 1 })
      .returning();
    await refuseWrites("services", "INSERT");
    const created = await post("/admin/services?new=1", service("Neu"));
    expect(created.status).toBe(503);
    const html = (await created.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Fehler beim Erstellen des Service");
    expect(html).toContain("Die Datenbank hat die Änderung nicht gespeichert.");
    expect(html).toContain('value="Neu"');
    expect(html).not.toMatch(/refused|SQLITE|D1_ERROR/);

    await refuseWrites("services", "UPDATE");
    const updated = await post(`/admin/services?edit=${row!.id}`, {
      ...service("Neuer Titel"),
      intent: "update",
      id: String(row!.id),
    });
    expect(updated.status).toBe(503);
    expect(await updated.text()).toContain("Fehler beim Aktualisieren des Service");
  });

  it("services: a refused delete says 'Fehler beim Löschen des Service' with what went wrong; the row stays", async () => {
    const [row] = await testDb()
      .insert(schema.services)
      .values({ ...service("Bleibt"), display_order: 1 })
      .returning();
    await refuseWrites("services", "DELETE");
    const page = await landing(await post("/admin/services", { intent: "delete", id: String(row!.id) }));
    expect(page).toContain("Fehler beim Löschen des Service");
    expect(page).toContain("Die Datenbank hat die Änderung nicht gespeichert.");
    expect(await testDb().select().from(schema.services)).toHaveLength(1);
  });

  it("blog: 'Fehler beim Speichern' with 'Bitte versuchen Sie es erneut.'", async () => {
    await refuseWrites("blog_posts", "INSERT");
    const res = await post("/admin/blog?new=1", {
      intent: "create",
      title: "Ein Beitrag",
      excerpt: "Kurz",
      category: "Glück",
      author: "Autorin",
      date: "01.01.2026",
      image_url: "https://example.com/b.jpg",
    });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("Fehler beim Speichern");
    expect(html).toContain("Bitte versuchen Sie es erneut.");
  });
});

describe("a list that cannot be read", () => {
  it("the slides' screen shows 'Fehler beim Laden der Folien' inside the admin, not the error page", async () => {
    await env.DB.exec(`ALTER TABLE "hero_sections" RENAME TO "hero_sections_broken"`);
    renamed.push(["hero_sections_broken", "hero_sections"]);
    const res = await get("/admin/hero", admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Fehler beim Laden der Folien");
    expect(html).toContain("Neue Folie");
    expect(html).not.toMatch(/no such table|SQLITE|D1_ERROR/);
  });
});

describe("table headers per the spec", () => {
  const headers = (html: string) =>
    [...html.slice(html.indexOf("<thead"), html.indexOf("</thead>")).matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((match) =>
      match[1]!.replaceAll("&amp;", "&"),
    );

  // The Active switch is the record's one Status column (decision 0054).
  it("main sections: the spec's columns in German, the switch in its one Status column", async () => {
    await clearTables(schema.mainSections);
    await testDb().insert(schema.mainSections).values({
      title_de: "Bereich",
      title_en: "Section",
      description_de: "Text",
      description_en: "Text",
      link_path: "/academy",
      image_url: "https://example.com/i.jpg",
      display_order: 1,
    });
    const html = await (await get("/admin/main-sections?tab=crud", admin)).text();
    expect(headers(html)).toEqual(["Titel (DE/EN)", "Symbol", "Link", "Reihenfolge", "Status", "Aktionen"]);
  });

  // The spec's columns; the record's own switch sits in its one Status column (decisions 0028, 0054).
  it("hero sections: the spec's columns in German, with one Status column", async () => {
    await clearTables(schema.heroSections);
    await testDb().insert(schema.heroSections).values({
      header_de: "Kopf",
      header_en: "Head",
      subheader_de: "S",
      subheader_en: "S",
      text_de: "T",
      text_en: "T",
      button_text_de: "Los",
      button_text_en: "Go",
      button_link: "/kontakt",
      background_image: "https://example.com/h.jpg",
    });
    const html = await (await get("/admin/hero", admin)).text();
    expect(headers(html)).toEqual([
      "Überschrift (DE/EN)",
      "Text der Schaltfläche",
      "Anzeigedauer",
      "Status",
      "Aktionen",
    ]);
  });
});
