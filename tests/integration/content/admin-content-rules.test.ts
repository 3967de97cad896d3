import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { type ContentTypeDef, CONTENT_TYPES } from "~/lib/admin";
import { newRecordDefaults } from "~/lib/admin/index.server";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/**
 * The special rules of the content types beyond the generic create/edit/delete (back-office.md 5, 8, 9).
 */

let cookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  cookie = (await sessionAs("admin")).cookie;
});

const post = (url: string, fields: Record<string, string>) => postForm(url, fields, { Cookie: cookie });

/** The toast a redirect leaves for the next page. */
function toastOf(res: Response): { title: string; description?: string } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!line) return null;
  return JSON.parse(decodeURIComponent(line.slice("toast=".length).split(";")[0]!));
}

/** The form a browser submits for a new record: the type's defaults (switches that are on send "on"). */
function defaultsForm(def: ContentTypeDef, values: Record<string, unknown>, extra: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const field of def.fields) {
    const value = values[field.name];
    if (field.kind === "switch") {
      if (value === true) out[field.name] = "on";
    } else if (value !== undefined && value !== null) out[field.name] = String(value);
  }
  return { ...out, ...extra };
}

describe("navigation items", () => {
  const def = CONTENT_TYPES.navigation as unknown as ContentTypeDef;
  beforeEach(async () => {
    await testDb().delete(schema.navigationItems);
  });

  it("puts a new item at highest display_order + 1 (1 if none), active, in navbar and footer", async () => {
    const fields = { name_de: "Kontakt", name_en: "Contact", href: "/kontakt" };
    const first = await post("/admin/navigation", { intent: "create", ...defaultsForm(def, def.defaults, fields) });
    expect(first.status).toBe(302);
    expect(toastOf(first)?.title).toBe("Menüpunkt erfolgreich erstellt");
    let [row] = await testDb().select().from(schema.navigationItems);
    expect(row).toMatchObject({ display_order: 1, is_active: true, show_in_navbar: true, is_footer: true });

    await testDb().update(schema.navigationItems).set({ display_order: 7 });
    await post("/admin/navigation", {
      intent: "create",
      ...defaultsForm(def, def.defaults, { ...fields, name_de: "Blog", href: "/blog" }),
    });
    [row] = await testDb().select().from(schema.navigationItems).where(eq(schema.navigationItems.name_de, "Blog"));
    expect(row).toMatchObject({ display_order: 8, is_active: true, show_in_navbar: true, is_footer: true });
  });

  it("refuses a link that is neither a site path nor http(s)", async () => {
    const res = await post("/admin/navigation", {
      intent: "create",
      name_de: "X",
      name_en: "X",
      href: "javascript:alert(1)",
    });
    expect(res.status).toBe(400);
    expect(await testDb().select().from(schema.navigationItems)).toHaveLength(0);
  });

  it("answers each switch with its own toast, and the public navbar follows the saved order", async () => {
    for (const [name, href] of [
      ["Erster Punkt", "/about"],
      ["Zweiter Punkt", "/blog"],
    ]) {
      await post("/admin/navigation", {
        intent: "create",
        name_de: name!,
        name_en: name!,
        href: href!,
        is_active: "on",
        show_in_navbar: "on",
        is_footer: "on",
      });
    }
    const rows = await testDb().select().from(schema.navigationItems).orderBy(schema.navigationItems.display_order);
    const id = String(rows[0]!.id);
    expect(
      toastOf(await post("/admin/navigation", { intent: "toggle", id, field: "is_active", value: "true" }))?.title,
    ).toBe("Status aktualisiert");
    expect(
      toastOf(await post("/admin/navigation", { intent: "toggle", id, field: "show_in_navbar", value: "true" }))?.title,
    ).toBe("Anzeige im Hauptmenü aktualisiert");
    expect(
      toastOf(await post("/admin/navigation", { intent: "toggle", id, field: "is_footer", value: "true" }))?.title,
    ).toBe("Anzeige in der Fußzeile aktualisiert");

    const before = await (await get("/")).text();
    expect(before.indexOf("Erster Punkt")).toBeLessThan(before.indexOf("Zweiter Punkt"));
    expect((await post("/admin/navigation", { intent: "move", id: String(rows[1]!.id), direction: "up" })).status).toBe(
      302,
    );
    const after = await (await get("/")).text();
    expect(after.indexOf("Zweiter Punkt")).toBeGreaterThan(-1);
    expect(after.indexOf("Zweiter Punkt")).toBeLessThan(after.indexOf("Erster Punkt"));
  });
});

describe("index sections", () => {
  const def = CONTENT_TYPES["index-sections"] as unknown as ContentTypeDef;
  const valid = {
    title_de: "Bereich",
    title_en: "Section",
    description_de: "Text",
    description_en: "Text",
    content_image: "/images/a.jpg",
    layout: "text-left",
    display_order: "1",
    is_active: "on",
    show_on_home: "on",
  };
  beforeEach(async () => {
    await testDb().delete(schema.indexSections);
  });

  it("starts a new section at count + 1, active, text-left, on the home page only", async () => {
    for (const n of [1, 2])
      await post("/admin/index-sections", { intent: "create", ...valid, title_de: `Bereich ${n}`, display_order: "0" });
    const defaults = await newRecordDefaults(testDb() as never, def);
    expect(defaults).toMatchObject({ display_order: 3, is_active: true, layout: "text-left", show_on_home: true });
    for (const page of ["blog", "projects", "shop", "academy", "congress", "events", "services", "about"])
      expect(defaults[`show_on_${page}`]).toBe(false);

    const res = await post("/admin/index-sections", {
      intent: "create",
      ...defaultsForm(def, defaults, {
        title_de: "Neu",
        title_en: "New",
        description_de: "D",
        description_en: "D",
        content_image: "/images/n.jpg",
      }),
    });
    expect(res.status).toBe(302);
    expect(toastOf(res)?.title).toBe("Bereich erfolgreich erstellt!");
    const [row] = await testDb().select().from(schema.indexSections).where(eq(schema.indexSections.title_de, "Neu"));
    expect(row).toMatchObject({
      display_order: 3,
      is_active: true,
      layout: "text-left",
      show_on_home: true,
      show_on_blog: false,
      has_external_link: false,
    });
  });

  it("keeps the external link only with has_external_link, and requires it then", async () => {
    const missing = await post("/admin/index-sections", { intent: "create", ...valid, has_external_link: "on" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Externer Link ist erforderlich");
    await post("/admin/index-sections", {
      intent: "create",
      ...valid,
      external_link: "https://example.com",
      link_on_page: "on",
    });
    const [row] = await testDb().select().from(schema.indexSections);
    expect(row).toMatchObject({ has_external_link: false, external_link: null, link_on_page: false });
  });

  it("toasts 'Bereich deaktiviert' / 'Bereich aktiviert' from the eye button and lists the cards", async () => {
    await post("/admin/index-sections", { intent: "create", ...valid, title_de: "Karte" });
    const [row] = await testDb().select().from(schema.indexSections);
    const off = await post("/admin/index-sections", {
      intent: "toggle",
      id: String(row!.id),
      field: "is_active",
      value: "false",
    });
    expect(toastOf(off)?.title).toBe("Bereich deaktiviert");
    const on = await post("/admin/index-sections", {
      intent: "toggle",
      id: String(row!.id),
      field: "is_active",
      value: "true",
    });
    expect(toastOf(on)?.title).toBe("Bereich aktiviert");
    const html = await (await get("/admin/index-sections", cookie)).text();
    expect(html).toContain("Text-Bild-Bereiche");
    expect(html).toContain("Karte");
  });
});

describe("service details", () => {
  const base = {
    title_en: "Balance",
    description_de: "Beschreibung",
    description_en: "Description",
    display_order: "0",
    is_active: "on",
  };
  beforeEach(async () => {
    await testDb().delete(schema.serviceDetails);
  });
  const slugs = async () => (await testDb().select().from(schema.serviceDetails)).map((r) => r.slug).sort();

  it("generates the slug from the German title when empty, normalised and made unique", async () => {
    expect(
      (await post("/admin/service-details", { intent: "create", ...base, title_de: "Glück & Balance", slug: "" }))
        .status,
    ).toBe(302);
    expect(await slugs()).toEqual(["glueck-balance"]);
    expect(
      (await post("/admin/service-details", { intent: "create", ...base, title_de: "Glück & Balance" })).status,
    ).toBe(302);
    expect(await slugs()).toEqual(["glueck-balance", "glueck-balance-1"]);
    expect(await (await get("/services/glueck-balance")).text()).toContain("Glück &amp; Balance");
  });

  it("normalises a typed slug and refuses one another record uses with 'Slug bereits verwendet'", async () => {
    await post("/admin/service-details", { intent: "create", ...base, title_de: "Erster", slug: "  Mein   Weg! " });
    expect(await slugs()).toEqual(["mein-weg"]);
    const clash = await post("/admin/service-details", {
      intent: "create",
      ...base,
      title_de: "Zweiter",
      slug: "Mein Weg",
    });
    expect(clash.status).toBe(400);
    expect(await clash.text()).toContain("Slug bereits verwendet");
    expect(await slugs()).toEqual(["mein-weg"]);

    // Saving a record with its own slug is no clash.
    const [row] = await testDb().select().from(schema.serviceDetails);
    expect(
      (
        await post("/admin/service-details", {
          intent: "update",
          id: String(row!.id),
          ...base,
          title_de: "Erster!",
          slug: "mein-weg",
        })
      ).status,
    ).toBe(302);
  });

  it("is reachable from the services screen", async () => {
    const html = await (await get("/admin/services", cookie)).text();
    expect(html).toContain('href="/admin/service-details"');
  });
});

describe("projects", () => {
  beforeEach(async () => {
    await testDb().delete(schema.projects);
  });

  it("stores skills without blanks and duplicates and shows them on /projects; the list shows 3 plus '+N'", async () => {
    const res = await post("/admin/projects", {
      intent: "create",
      title: "Achtsamkeits-App",
      description: "Eine App",
      image_url: "/images/p.jpg",
      project_url: "https://example.com/app",
      "skills[0]": "Coaching",
      "skills[1]": "   ",
      "skills[2]": "Coaching",
      "skills[3]": " Yoga ",
      "skills[4]": "React",
      "skills[5]": "Design",
      "skills[6]": "Musik",
      display_order: "0",
      is_active: "on",
    });
    expect(res.status).toBe(302);
    expect(toastOf(res)?.title).toBe("Projekt erfolgreich erstellt!");
    const [row] = await testDb().select().from(schema.projects);
    expect(row!.skills).toEqual(["Coaching", "Yoga", "React", "Design", "Musik"]);

    const page = await (await get("/projects")).text();
    expect(page).toContain("Achtsamkeits-App");
    for (const skill of ["Coaching", "Yoga", "Musik"]) expect(page).toContain(skill);

    const admin = await (await get("/admin/projects", cookie)).text();
    expect(admin).toContain("+<!-- -->2");
  });

  it("refuses a project URL that is not http(s)", async () => {
    const res = await post("/admin/projects", {
      intent: "create",
      title: "X",
      description: "Y",
      image_url: "/images/p.jpg",
      project_url: "ftp://example.com",
      display_order: "0",
    });
    expect(res.status).toBe(400);
  });
});

describe("homepage hero slides", () => {
  beforeEach(async () => {
    await testDb().delete(schema.heroSections);
  });

  it("shows a saved slide on the public home page, and no longer once switched off", async () => {
    const res = await post("/admin/hero", {
      intent: "create",
      header_de: "Willkommen im Glück",
      header_en: "Welcome to happiness",
      subheader_de: "Sub",
      subheader_en: "Sub",
      text_de: "Text",
      text_en: "Text",
      button_text_de: "Los",
      button_text_en: "Go",
      button_link: "/kontakt",
      button_target: "_self",
      background_image: "/images/hero.jpg",
      display_duration: "5000",
      is_active: "on",
    });
    expect(res.status).toBe(302);
    expect(toastOf(res)?.title).toBe("Folie erfolgreich erstellt!");
    expect(await (await get("/")).text()).toContain("Willkommen im Glück");

    const [row] = await testDb().select().from(schema.heroSections);
    expect(row).toMatchObject({ button_target: "_self", display_duration: 5000, video_url: null });
    await post("/admin/hero", { intent: "toggle", id: String(row!.id), field: "is_active", value: "false" });
    expect(await (await get("/")).text()).not.toContain("Willkommen im Glück");
  });

  it("refuses a slide without a duration or with a non-http video", async () => {
    const res = await post("/admin/hero", { intent: "create", header_de: "H", video_url: "javascript:alert(1)" });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("display_duration");
    expect(body).toContain("video_url");
  });
});

describe("main sections", () => {
  it("lists every section on its screen with both tabs", async () => {
    await testDb().delete(schema.mainSections);
    await post("/admin/main-sections", {
      intent: "create",
      title_de: "Akademie",
      title_en: "Academy",
      description_de: "D",
      description_en: "D",
      icon_name: "GraduationCap",
      link_path: "/academy",
      image_url: "/images/a.jpg",
      display_order: "0",
    });
    const html = await (await get("/admin/main-sections", cookie)).text();
    expect(html).toContain("Reihenfolge &amp; Sichtbarkeit");
    expect(html).toContain("Anlegen, Bearbeiten &amp; Löschen");
    expect(html).toContain("Akademie");
    const [row] = await testDb().select().from(schema.mainSections);
    expect(row).toMatchObject({ icon_name: "GraduationCap", is_active: false });
    const bad = await post("/admin/main-sections", { intent: "create", title_de: "X", icon_name: "Skull" });
    expect(bad.status).toBe(400);
  });
});
