import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { htmlToText, legalPreview } from "~/routes/admin/legal/legal";
import { pageKeyOfPath } from "~/lib/admin";
import { get, sessionAs, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

let cookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  cookie = (await sessionAs("admin")).cookie;
});

const post = (url: string, fields: Record<string, string>) => postForm(url, fields, { Cookie: cookie });

const hero = (overrides: Record<string, string> = {}) => ({
  intent: "create",
  title_de: "Neuer Blog-Titel",
  title_en: "New blog title",
  subtitle_de: "Untertitel",
  subtitle_en: "Subtitle",
  description_de: "Beschreibung des Blogs",
  description_en: "Description of the blog",
  hero_background_image: "https://example.com/hero.jpg",
  ...overrides,
});

const heroOf = async (pageKey: string) =>
  (await testDb().select().from(schema.pageContents).where(eq(schema.pageContents.page_key, pageKey)))[0];

function toastOf(response: Response): { title: string; description?: string } | null {
  const line = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!line) return null;
  return JSON.parse(decodeURIComponent(line.slice("toast=".length).split(";")[0]!));
}

describe("page-content (hero) editors", () => {
  beforeEach(async () => {
    await clearTables(schema.pageContents);
  });

  it("maps every admin path to its page key", () => {
    expect(pageKeyOfPath("/admin/blog-hero")).toBe("blog");
    expect(pageKeyOfPath("/admin/contact-hero.data")).toBe("kontakt");
    expect(pageKeyOfPath("/admin/weiterleitungen-hero/")).toBe("weiterleitungen");
    expect(pageKeyOfPath("/admin/nothing-hero")).toBeNull();
  });

  it("creates the record when the page has none, with its page key and active", async () => {
    const page = await get("/admin/blog-hero", cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Seitenkopf: Blog");
    expect(html).toContain('href="/blog"');
    expect(html).not.toContain("delete-hero");

    const res = await post("/admin/blog-hero", hero());
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/blog-hero");
    expect(toastOf(res)?.title).toBe("Blog hero section created successfully!");
    const row = await heroOf("blog");
    expect(row).toMatchObject({
      page_key: "blog",
      title_de: "Neuer Blog-Titel",
      description_en: "Description of the blog",
      is_active: true,
    });

    // The public page shows it.
    expect(await (await get("/blog")).text()).toContain("Neuer Blog-Titel");
  });

  it("updates the existing record instead of creating a second one, and deletes it", async () => {
    await post("/admin/blog-hero", hero());
    const res = await post(
      "/admin/blog-hero",
      hero({ intent: "update", title_de: "Geänderter Titel", subtitle_de: "", is_active: "on" }),
    );
    expect(res.status).toBe(302);
    expect(toastOf(res)?.title).toBe("Blog hero section updated successfully!");
    const rows = await testDb().select().from(schema.pageContents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title_de: "Geänderter Titel", subtitle_de: null, is_active: true });
    expect(await (await get("/blog")).text()).toContain("Geänderter Titel");

    // Switched off: the public page falls back to its own texts.
    await post("/admin/blog-hero", hero({ intent: "update", title_de: "Versteckt" }));
    expect((await heroOf("blog"))?.is_active).toBe(false);
    expect(await (await get("/blog")).text()).not.toContain("Versteckt");

    const page = await (await get("/admin/blog-hero", cookie)).text();
    expect(page).toContain("delete-hero");
    const deleted = await post("/admin/blog-hero", { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(toastOf(deleted)?.title).toBe("Blog hero section deleted successfully!");
    expect(await heroOf("blog")).toBeUndefined();

    // Nothing left to delete: a 404 that says so (not a redirect that looks like success), nothing happens.
    const again = await post("/admin/blog-hero", { intent: "delete" });
    expect(again.status).toBe(404);
    expect(toastOf(again)).toBeNull();
    expect(await again.text()).toContain("There is no hero section for this page.");
  });

  it("answers a delete on /admin/weiterleitungen without a hero, and a made-up intent, with a clear 4xx", async () => {
    const missing = await post("/admin/weiterleitungen", { intent: "delete" });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("There is no hero section for this page.");
    const madeUp = await post("/admin/blog-hero", { intent: "purge" });
    expect(madeUp.status).toBe(400);
    expect(await madeUp.text()).toContain("Unknown action");
    expect(await heroOf("weiterleitungen")).toBeUndefined();
    expect(await heroOf("blog")).toBeUndefined();
  });

  it("uses the page key of the path (contact hero edits kontakt) and names it in the toast", async () => {
    const page = await (await get("/admin/contact-hero", cookie)).text();
    expect(page).toContain("Seitenkopf: Kontakt");
    const res = await post("/admin/contact-hero", hero({ title_de: "Schreib uns" }));
    expect(toastOf(res)?.title).toBe("Contact hero section created successfully!");
    expect((await heroOf("kontakt"))?.title_de).toBe("Schreib uns");
    expect(await heroOf("blog")).toBeUndefined();
  });

  it("refuses missing titles and descriptions with 400 and field errors, keeping the input", async () => {
    const res = await post(
      "/admin/shop-hero",
      hero({ title_de: "", title_en: " ", description_de: "", description_en: "", subtitle_de: "Bleibt stehen" }),
    );
    expect(res.status).toBe(400);
    const body = await res.text();
    for (const field of ["title_de", "title_en", "description_de", "description_en"]) expect(body).toContain(field);
    expect(body).toContain("ist erforderlich");
    expect(body).toContain("Bleibt stehen");
    expect(await heroOf("shop")).toBeUndefined();
  });

  it("refuses a javascript: background image", async () => {
    const res = await post("/admin/shop-hero", hero({ hero_background_image: "javascript:alert(1)" }));
    expect(res.status).toBe(400);
    expect(await heroOf("shop")).toBeUndefined();
  });

  it("embeds the weiterleitungen editor on /admin/weiterleitungen, with a link to its own editor", async () => {
    const page = await (await get("/admin/weiterleitungen", cookie)).text();
    expect(page).toContain('href="/admin/weiterleitungen-hero"');
    expect(page).toContain('href="/weiterleitungen"');
    expect(page).toContain("Seitenkopf: Kurzlinks");
    const res = await post("/admin/weiterleitungen", hero({ title_de: "Alle Links" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/weiterleitungen");
    expect((await heroOf("weiterleitungen"))?.title_de).toBe("Alle Links");
    expect(await (await get("/admin/weiterleitungen-hero", cookie)).text()).toContain("Alle Links");
  });

  it("is closed to plain users (403) and visitors (sign-in)", async () => {
    const user = await signInAs("user");
    expect((await get("/admin/blog-hero", user.cookie)).status).toBe(403);
    expect((await postForm("/admin/legal", { intent: "save" }, { Cookie: user.cookie })).status).toBe(403);
    const visitor = await get("/admin/legal");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/login");
    expect(await heroOf("blog")).toBeUndefined();
  });
});

describe("legal pages", () => {
  const imprint = (overrides: Record<string, string> = {}) => ({
    intent: "save",
    page_key: "impressum",
    title_de: "Impressum neu",
    title_en: "Imprint new",
    content_de: "<p>Angaben gemäß § 5 TMG</p>",
    content_en: "<p>Information according to § 5 TMG</p>",
    // The form's "active" switch starts on; a checked checkbox posts "on".
    is_active: "on",
    ...overrides,
  });
  const legalRow = async (key: string) =>
    (await testDb().select().from(schema.legalPages).where(eq(schema.legalPages.page_key, key)))[0];

  beforeEach(async () => {
    await clearTables(schema.legalPages);
    await testDb()
      .insert(schema.legalPages)
      .values([
        {
          page_key: "impressum",
          title_de: "Impressum",
          title_en: "Imprint",
          content_de: "<p>Alt</p>",
          content_en: "<p>Old</p>",
        },
        {
          page_key: "datenschutz",
          title_de: "Datenschutz",
          title_en: "Privacy",
          content_de: `<p>${"Wort ".repeat(80)}</p>`,
          content_en: "<p>Privacy</p>",
        },
      ]);
  });

  it("shows a card per page with both titles and a 200-character preview, and offers to create a missing one", async () => {
    const res = await get("/admin/legal", cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Rechtliche Seiten");
    expect(html).toContain("Imprint");
    expect(html).toContain("Privacy");
    const preview = legalPreview(`<p>${"Wort ".repeat(80)}</p>`);
    expect(preview).toBe(`${"Wort ".repeat(40).slice(0, 200)}…`);
    const shown = [...html.matchAll(/data-testid="legal-preview">([^<]*)</g)].map((m) => m[1]);
    expect(shown).toContain(preview);
    expect(shown.every((text) => text!.length <= 201)).toBe(true);
    expect(html).toContain("?edit=cookies");
    expect(html).toContain("Anlegen");
    // Cards in page_key order.
    expect(html.indexOf("legal-card-cookies")).toBeLessThan(html.indexOf("legal-card-datenschutz"));
    expect(html.indexOf("legal-card-datenschutz")).toBeLessThan(html.indexOf("legal-card-impressum"));
  });

  it("previews text without tags and decoded entities", () => {
    expect(htmlToText("<h2>Titel</h2><p>A &amp; B&nbsp;<script>x()</script>C</p>")).toBe("Titel A & B C");
    expect(legalPreview("<p>kurz</p>")).toBe("kurz");
    expect(legalPreview(`<p>${"x".repeat(250)}</p>`)).toHaveLength(201);
  });

  it("opens one card for editing with German and English tabs", async () => {
    const html = await (await get("/admin/legal?edit=impressum", cookie)).text();
    expect(html).toContain('name="content_de"');
    expect(html).toContain('name="content_en"');
    expect(html).toContain("Deutsch");
    expect(html).toContain("English");
    expect(html).toContain("Speichern");
    expect(html).toContain("Abbrechen");
    expect(html.match(/name="content_de"/g)).toHaveLength(1);
  });

  it("stores sanitised HTML and the public page shows the new title", async () => {
    const dirty =
      '<h2>Kontakt</h2><p>Telefon<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Klick</a><a href="https://example.com" onclick="x()">Web</a>';
    const res = await post("/admin/legal", imprint({ content_de: dirty }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/legal");
    expect(toastOf(res)).toEqual({ title: "Erfolg", description: "Rechtliche Seite erfolgreich aktualisiert." });
    const row = await legalRow("impressum");
    expect(row?.title_de).toBe("Impressum neu");
    expect(row?.content_de).toContain("<h2>Kontakt</h2>");
    expect(row?.content_de).toContain("Klick");
    expect(row?.content_de).toContain('href="https://example.com/"');
    for (const bad of ["<script", "alert(1)", "onerror", "javascript:", "onclick"])
      expect(row?.content_de).not.toContain(bad);

    const page = await get("/impressum");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Impressum neu");
    expect(html).toContain("Kontakt");
  });

  it("creates a missing page from its card", async () => {
    const res = await post(
      "/admin/legal",
      imprint({ page_key: "cookies", title_de: "Cookie-Richtlinie", title_en: "Cookie policy" }),
    );
    expect(res.status).toBe(302);
    expect(await legalRow("cookies")).toMatchObject({ title_de: "Cookie-Richtlinie", is_active: true });
    expect((await get("/cookies")).status).toBe(200);
  });

  it("refuses missing titles and contents with 400 and field errors, keeping the input", async () => {
    const res = await post(
      "/admin/legal",
      imprint({ title_de: "", title_en: "", content_de: "", content_en: "<p>bleibt</p>" }),
    );
    expect(res.status).toBe(400);
    const body = await res.text();
    for (const field of ["title_de", "title_en", "content_de"]) expect(body).toContain(field);
    expect(body).toContain("bleibt");
    expect((await legalRow("impressum"))?.title_de).toBe("Impressum");

    // Content that is nothing but a script is empty once cleaned.
    const scriptOnly = await post("/admin/legal", imprint({ content_de: "<script>alert(1)</script>" }));
    expect(scriptOnly.status).toBe(400);
    expect((await legalRow("impressum"))?.content_de).toBe("<p>Alt</p>");

    expect((await post("/admin/legal", imprint({ page_key: "agb" }))).status).toBe(400);
  });
});
