import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { fetchWorker } from "./helpers";

// Breaks a table for one test by renaming it, and puts it back afterwards.
const renamed: Array<[string, string]> = [];
async function breakTable(table: string) {
  await env.DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_broken`);
  renamed.push([`${table}_broken`, table]);
}

describe("when D1 fails", () => {
  afterEach(async () => {
    for (const [from, to] of renamed.splice(0)) await env.DB.exec(`ALTER TABLE ${from} RENAME TO ${to}`);
  });

  it("the home page keeps working and shows the grid's error state when only main sections fail", async () => {
    await breakTable("main_sections");
    const res = await fetchWorker("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Fehler beim Laden der Bereiche");
    const en = await fetchWorker("/?lang=en");
    expect(await en.text()).toContain("Error loading sections");
  });

  it("a page whose data cannot be read answers the site's error page with status 500, in its language", async () => {
    await breakTable("navigation_items");
    const res = await fetchWorker("/");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Ein Fehler ist aufgetreten");
    expect(html).toContain("Erneut versuchen");
    expect(html).not.toContain("no such table"); // no internals leak to visitors
    const en = await fetchWorker("/?lang=en");
    expect(en.status).toBe(500);
    expect(await en.text()).toContain("Something went wrong");
  });
});
