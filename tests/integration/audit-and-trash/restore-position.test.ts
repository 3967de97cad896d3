import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * A record restored from the trash returns to its place in a hand-ordered list (the services), not to
 * its end: the list reads as before the deletion, also after two neighbours come back in either order,
 * in a list whose numbers tie, and when the order changed while the record was in the trash.
 */

let admin: string;
let adminEmail: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  const signedIn = await sessionAs("admin");
  admin = signedIn.cookie;
  adminEmail = signedIn.email;
});

beforeEach(async () => {
  await clearTables(schema.contentTrash, schema.services);
});

/** Services A..E written straight into D1, with the given display_order each (1..n unless told). */
async function services(titles: string[], order: (index: number) => number = (index) => index + 1) {
  await testDb()
    .insert(schema.services)
    .values(
      titles.map((title, index) => ({
        title_de: title,
        title_en: title,
        description_de: "Beschreibung",
        description_en: "Description",
        image_url: "/images/services/coaching.jpg",
        display_order: order(index),
      })),
    );
}

/** The titles in the order the services list shows them. */
async function listed(): Promise<string[]> {
  const rows = await testDb()
    .select({ title: schema.services.title_de })
    .from(schema.services)
    .orderBy(asc(schema.services.display_order), asc(schema.services.id));
  return rows.map((row) => row.title);
}

async function idOf(title: string): Promise<number> {
  const rows = await testDb().select().from(schema.services);
  return rows.find((row) => row.title_de === title)!.id;
}

async function remove(title: string) {
  const response = await postForm(
    "/admin/services",
    { intent: "delete", id: String(await idOf(title)) },
    { Cookie: admin },
  );
  expect(response.status).toBe(302);
}

async function restore(title: string) {
  const items = await testDb().select().from(schema.contentTrash);
  const item = items.find((entry) => entry.label === title)!;
  const response = await postForm("/admin/trash", { intent: "restore", id: String(item.id) }, { Cookie: admin });
  expect(response.status).toBe(302);
}

describe("restoring from the trash", () => {
  it("puts a service deleted from the middle back in the middle, on the list screen too", async () => {
    await services(["A", "B", "C", "D", "E"]);
    await remove("C");
    expect(await listed()).toEqual(["A", "B", "D", "E"]);
    await restore("C");
    expect(await listed()).toEqual(["A", "B", "C", "D", "E"]);
    const html = await (await get("/admin/services", admin)).text();
    const positions = ["B", "C", "D"].map((title) => html.indexOf(`>${title}<`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("puts two deleted neighbours back in their order, whichever comes back first", async () => {
    await services(["A", "B", "C", "D", "E"]);
    await remove("B");
    await remove("C");
    await restore("C");
    expect(await listed()).toEqual(["A", "C", "D", "E"]);
    await restore("B");
    expect(await listed()).toEqual(["A", "B", "C", "D", "E"]);

    await remove("C");
    await remove("D");
    await restore("C");
    await restore("D");
    expect(await listed()).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("keeps the order of a list whose numbers tie (ordered by creation among equals)", async () => {
    await services(["A", "B", "C", "D"], () => 0);
    await remove("B");
    await remove("C");
    await restore("B");
    await restore("C");
    expect(await listed()).toEqual(["A", "B", "C", "D"]);
  });

  it("gives the record its old place number when the order changed meanwhile, losing no one", async () => {
    await services(["A", "B", "C", "D", "E"]);
    await remove("C");
    // E moves up one place: the list is renumbered A B E D.
    const moved = await postForm(
      "/admin/services",
      { intent: "move", id: String(await idOf("E")), direction: "up" },
      { Cookie: admin },
    );
    expect(moved.status).toBe(302);
    expect(await listed()).toEqual(["A", "B", "E", "D"]);
    await restore("C");
    expect(await listed()).toEqual(["A", "B", "C", "E", "D"]);
  });
});

describe("the trash screen", () => {
  const german = ["Papierkorb", "Gelöschte Inhalte", "gelöscht von", "Wiederherstellen", "Papierkorb leeren"];
  const english = ["Trash", "Deleted content", "deleted by", "Restore", "Empty trash"];
  /** The screen's own part of the page, without its scripts (the menu around it is the shell's). */
  const screen = async () => {
    const html = await (await get("/admin/trash", admin)).text();
    const start = html.indexOf('data-testid="trash-screen"');
    expect(start).toBeGreaterThan(0);
    return html.slice(start).replace(/<script[\s\S]*?<\/script>/g, "");
  };
  const expectWords = (html: string, present: string[], absent: string[]) => {
    for (const word of present) expect(html, word).toContain(word);
    for (const word of absent) expect(html, word).not.toContain(word);
  };

  it("speaks German by default and English to a staff member who chose it, its toast too", async () => {
    await services(["A", "B"]);
    await remove("B");
    expectWords(await screen(), german, english);
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, adminEmail));
    try {
      expectWords(await screen(), english, german);
      const [item] = await testDb().select().from(schema.contentTrash);
      const restored = await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: admin });
      const toast = restored.headers.getSetCookie().find((line) => line.startsWith("toast="));
      expect(decodeURIComponent(toast ?? "")).toContain("“B” restored");
    } finally {
      await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, adminEmail));
    }
  });
});
