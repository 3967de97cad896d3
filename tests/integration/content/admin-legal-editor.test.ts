import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * /admin/legal: the "active" switch decides whether visitors get the page, and the HTML the rich-text
 * editor writes (tables with its sizing styles and column groups, links with rel, lists of paragraphs)
 * goes through the same allow-list as typed HTML, on save and on render.
 */

let cookie: string;
beforeAll(async () => {
  cookie = (await signInAs("moderator")).cookie;
});

const save = (fields: Record<string, string>) =>
  postForm(
    "/admin/legal",
    {
      intent: "save",
      page_key: "cookies",
      title_de: "Cookie-Richtlinie",
      title_en: "Cookie policy",
      content_de: "<p>Wir verwenden Cookies.</p>",
      content_en: "<p>We use cookies.</p>",
      ...fields,
    },
    { Cookie: cookie },
  );
const row = async () =>
  (await testDb().select().from(schema.legalPages).where(eq(schema.legalPages.page_key, "cookies")))[0];

/** What the editor's table, list and link buttons produce. */
const EDITOR_HTML =
  '<h2>Übersicht</h2><table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup>' +
  '<tbody><tr><th colspan="1" rowspan="1"><p>Name</p></th><th colspan="1" rowspan="1"><p>Zweck</p></th></tr>' +
  '<tr><td colspan="1" rowspan="1"><p>session</p></td><td colspan="1" rowspan="1"><p>Anmeldung</p></td></tr></tbody></table>' +
  "<ul><li><p>Punkt eins</p></li></ul><ol><li><p>Schritt</p></li></ol>" +
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/info">Mehr</a> und <strong>fett</strong></p>';

describe("legal pages: active switch and editor HTML", () => {
  beforeEach(async () => {
    await clearTables(schema.legalPages);
  });

  it("a switched-off page is not shown to visitors, in either language, until it is switched on again", async () => {
    expect((await save({ is_active: "on" })).status).toBe(302);
    expect((await get("/cookies")).status).toBe(200);

    // An unchecked switch posts nothing.
    expect((await save({})).status).toBe(302);
    expect((await row())?.is_active).toBe(false);
    const de = await get("/cookies");
    expect(de.status).toBe(404);
    const deHtml = await de.text();
    expect(deHtml).not.toContain("Wir verwenden Cookies.");
    const en = await get("/en/cookies");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("This legal notice is not available at the moment.");

    const admin = await (await get("/admin/legal", cookie)).text();
    expect(admin).toMatch(/data-testid="legal-status"[^>]*>Ausgeschaltet/);

    expect((await save({ is_active: "on" })).status).toBe(302);
    expect((await get("/cookies")).status).toBe(200);
  });

  it("the edit form carries the switch, on for an active page and off for a switched-off one", async () => {
    await save({ is_active: "on" });
    const on = await (await get("/admin/legal?edit=cookies", cookie)).text();
    expect(on).toMatch(/<input[^>]*name="is_active"[^>]*\schecked=""|<input[^>]*\schecked=""[^>]*name="is_active"/);
    await save({});
    const off = await (await get("/admin/legal?edit=cookies", cookie)).text();
    expect(off).toContain('name="is_active"');
    expect(off).not.toMatch(
      /<input[^>]*name="is_active"[^>]*\schecked=""|<input[^>]*\schecked=""[^>]*name="is_active"/,
    );
  });

  it("without JavaScript the form is the HTML textarea: the server page holds no editor", async () => {
    await save({ is_active: "on" });
    const html = await (await get("/admin/legal?edit=cookies", cookie)).text();
    expect(html).toMatch(/<textarea[^>]*name="content_de"/);
    expect(html).not.toContain("ProseMirror");
    expect(html).not.toContain('data-testid="rich-editor"');
  });

  it("keeps what the editor writes that the allow-list allows and drops its styles and column groups", async () => {
    expect((await save({ content_de: EDITOR_HTML, is_active: "on" })).status).toBe(302);
    const stored = (await row())!.content_de;
    for (const kept of ["<h2>Übersicht</h2>", "<table>", "<th", "<td", "<ul>", "<ol>", "<li>", "<strong>fett</strong>"])
      expect(stored).toContain(kept);
    expect(stored).toContain('href="https://example.com/info"');
    for (const dropped of ["style=", "<colgroup", "<col ", "min-width"]) expect(stored).not.toContain(dropped);

    const page = await (await get("/cookies")).text();
    expect(page).toContain("<table>");
    expect(page).toContain("Anmeldung");
    expect(page).not.toContain("min-width: 25px");
  });

  it("refuses editor HTML that is empty once cleaned (an empty editor writes an empty paragraph)", async () => {
    const res = await save({ content_de: "<p></p>", is_active: "on" });
    expect(res.status).toBe(400);
    expect(await row()).toBeUndefined();
  });
});
