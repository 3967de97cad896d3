import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { GENERAL_CARDS, GENERAL_DEFAULTS, type GeneralSettingsValues } from "~/routes/admin/general/general-settings";
import { navFor, NAV_GROUPS, PROFILE_LINK, TOP_LINKS, isActivePath } from "~/lib/admin";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

let admin: string;
let moderator: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
});

/** The form as the browser posts it: every field of every card, checkboxes only when on. */
function formOf(values: GeneralSettingsValues, intent: string): Record<string, string> {
  const out: Record<string, string> = { intent };
  for (const card of GENERAL_CARDS) {
    for (const field of card.fields) {
      const value = values[field.name];
      if (typeof value === "boolean") {
        if (value) out[field.name] = "on";
      } else if (value !== null && value !== undefined) out[field.name] = String(value);
    }
  }
  return out;
}

const saveGeneral = (fields: Record<string, string>, cookie = admin) =>
  postForm("/admin/general", fields, { Cookie: cookie });
const storedRows = () => testDb().select().from(schema.generalSettings);

const VALID: GeneralSettingsValues = {
  ...GENERAL_DEFAULTS,
  company_name: "Testfirma AG",
  contact_email: "hallo@testfirma.example",
  contact_phone: "+49 (30) 123-456",
  video_index: "https://www.youtube.com/watch?v=abc",
  jetzt_sarten: "/kontakt",
  use_logo_full_in_footer: false,
  main_sections_grid_columns: 4,
};

describe("general settings /admin/general", () => {
  beforeEach(async () => {
    await clearTables(schema.generalSettings);
  });

  it("shows the cards, the summary and the defaults when nothing is stored", async () => {
    const res = await get("/admin/general", admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const title of [
      "Allgemeine Einstellungen",
      "Logo-Einstellungen",
      "Unternehmensdaten",
      "Kontaktdaten",
      "Video-Links",
      "Aktuelle Einstellungen",
    ]) {
      expect(html).toContain(title);
    }
    expect(html).toMatch(/type="email"[^>]*name="contact_email"|name="contact_email"[^>]*type="email"/);
    expect(html).toMatch(/type="tel"[^>]*name="contact_phone"|name="contact_phone"[^>]*type="tel"/);
    // An address field as everywhere in the back office: text with the URL keyboard (the server judges it).
    expect(html).toMatch(/inputMode="url"[^>]*name="video_index"|name="video_index"[^>]*inputMode="url"/i);
  });

  it("inserts row id 1 when it is missing, then updates it", async () => {
    const created = await saveGeneral(formOf(VALID, "company"));
    expect(created.status).toBe(302);
    expect(decodeURIComponent(created.headers.get("Set-Cookie") ?? "")).toContain(
      "Allgemeine Einstellungen erfolgreich erstellt!",
    );
    let rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 1,
      company_name: "Testfirma AG",
      use_logo_full_in_footer: false,
      use_logo_full_in_navbar: true,
      main_sections_grid_columns: 4,
    });

    const updated = await saveGeneral(formOf({ ...VALID, company_name: "Neue Firma GmbH" }, "company"));
    expect(updated.status).toBe(302);
    expect(decodeURIComponent(updated.headers.get("Set-Cookie") ?? "")).toContain(
      "Allgemeine Einstellungen erfolgreich aktualisiert!",
    );
    rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.company_name).toBe("Neue Firma GmbH");
  });

  it("a card save writes the whole object and keeps the other cards' values", async () => {
    await testDb()
      .insert(schema.generalSettings)
      .values({ id: 1, ...VALID, logo_short: "XY", video_index: "https://vimeo.com/1" });
    // The page renders every card's stored values into the one form; the logo card's button posts them all.
    const page = await (await get("/admin/general", admin)).text();
    expect(page).toContain('value="XY"');
    expect(page).toContain('value="https://vimeo.com/1"');
    const res = await saveGeneral(formOf({ ...VALID, video_index: "https://vimeo.com/1", logo_short: "ABC" }, "logo"));
    expect(res.status).toBe(302);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      logo_short: "ABC",
      company_name: "Testfirma AG",
      contact_email: "hallo@testfirma.example",
      video_index: "https://vimeo.com/1",
      jetzt_sarten: "/kontakt",
      main_sections_grid_columns: 4,
    });
  });

  it("refuses logo_short of 4 characters with a field error (400) and changes nothing", async () => {
    await testDb()
      .insert(schema.generalSettings)
      .values({ id: 1, ...VALID });
    const res = await saveGeneral(
      formOf({ ...VALID, logo_short: "ABCD", company_name: "Darf nicht gespeichert werden" }, "logo"),
    );
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("logo_short");
    expect(body).toContain("Höchstens 3 Zeichen");
    const [row] = await storedRows();
    expect(row).toMatchObject({ logo_short: "BH", company_name: "Testfirma AG" });
  });

  it.each([
    ["contact_email", "keine-adresse", "Bitte eine gültige E-Mail-Adresse eingeben"],
    ["video_index", "javascript:alert(1)", "Bitte eine vollständige Adresse mit http:// oder https:// eingeben"],
    [
      "event_video",
      "ftp://example.com/video.mp4",
      "Bitte eine vollständige Adresse mit http:// oder https:// eingeben",
    ],
    ["main_sections_grid_columns", "5", "höchstens 4"],
  ])("refuses %s = %s with 400 and the message at that field alone", async (field, value, message) => {
    const res = await saveGeneral({ ...formOf(VALID, "contact"), [field]: value });
    expect(res.status).toBe(400);
    const reply = await actionFieldErrors("/admin/general", { ...formOf(VALID, "contact"), [field]: value }, admin);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.fieldErrors)).toEqual([field]);
    expect(reply.fieldErrors[field]!.join(" ")).toContain(message);
    expect(await storedRows()).toHaveLength(0);
  });

  it("the saved company name appears in the public footer", async () => {
    await saveGeneral(
      formOf({ ...VALID, company_name: "Sonnenschein Coaching GmbH", slogan_de: "Ein Slogan zum Testen" }, "company"),
    );
    const html = await (await get("/")).text();
    expect(html).toContain("Sonnenschein Coaching GmbH");
    expect(html).toContain("Ein Slogan zum Testen");
  });

  it("is admin-only: a moderator gets 403, also when posting", async () => {
    expect((await get("/admin/general", moderator)).status).toBe(403);
    expect((await saveGeneral(formOf(VALID, "company"), moderator)).status).toBe(403);
    expect(await storedRows()).toHaveLength(0);
  });
});

describe("dashboard /admin", () => {
  const countOf = (html: string, key: string) => {
    const match = html.match(new RegExp(`data-testid="count-${key}"[^>]*>(\\d+)<`));
    return match ? Number(match[1]) : null;
  };

  it("shows live counts of the tables", async () => {
    await clearTables(schema.services, schema.newsletterSubscriptions, schema.contactMessages);
    const before = await (await get("/admin", admin)).text();
    expect(before).toContain("Dashboard");
    expect(countOf(before, "services")).toBe(0);
    expect(countOf(before, "newsletter")).toBe(0);
    expect(countOf(before, "users")).toBeGreaterThanOrEqual(2);

    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values([{ email: "a@example.com" }, { email: "b@example.com" }, { email: "c@example.com" }]);
    await testDb().insert(schema.contactMessages).values({ name: "Eva", email: "eva@example.com", message: "Hallo" });

    const after = await (await get("/admin", admin)).text();
    expect(countOf(after, "newsletter")).toBe(3);
    expect(countOf(after, "contact")).toBe(1);
  });

  it("shows and links only the cards of screens the role may open", async () => {
    const tagIn = (html: string, key: string) =>
      html.match(new RegExp(`<(a|div)\\b[^>]*data-testid="card-${key}"[^>]*>`))?.[0] ?? "";
    const forAdmin = await (await get("/admin", admin)).text();
    expect(tagIn(forAdmin, "services")).toMatch(/^<a\b.*href="\/admin\/services"/);
    expect(tagIn(forAdmin, "users")).toMatch(/^<a\b.*href="\/admin\/users"/);
    // The users screen is admin-only: a moderator does not even see its count.
    const forModerator = await (await get("/admin", moderator)).text();
    expect(tagIn(forModerator, "users")).toBe("");
    expect(tagIn(forModerator, "contact")).toMatch(/^<a\b.*href="\/admin\/contact"/);
  });
});

describe("admin bar", () => {
  it("shows the admin every screen, profile and users included", async () => {
    const html = await (await get("/admin", admin)).text();
    expect(html).toContain('href="/admin/general"');
    // The labels as the page writes them ("Academy &amp; Community").
    for (const group of NAV_GROUPS) expect(html).toContain(`>${group.label.replaceAll("&", "&amp;")}<`);
    expect(html).toContain('action="/logout"');
    expect(html).toContain('action="/preferences"');
    // Top links and Profile are in the page; the groups' items open from their dropdowns.
    for (const item of [...TOP_LINKS, PROFILE_LINK]) expect(html).toContain(`href="${item.to}"`);
    const nav = navFor("admin");
    expect(nav.groups.flatMap((g) => g.items)).toEqual(NAV_GROUPS.flatMap((g) => g.items));
    expect(nav.groups.find((g) => g.label === "System")!.items.map((i) => i.to)).toContain("/admin/users");
  });

  it("a moderator does not see admin-only links", async () => {
    const res = await get("/admin", moderator);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('href="/admin/general"');
    expect(html).not.toContain('href="/admin/navigation"');
    expect(html).not.toContain('href="/admin/users"');
    expect(html).not.toContain('href="/admin/newsletter');
    // The System group keeps what moderators may open.
    const nav = navFor("moderator");
    expect(nav.top.map((i) => i.to)).toEqual(["/admin"]);
    expect(nav.groups.find((g) => g.label === "System")!.items.map((i) => i.to)).not.toContain("/admin/navigation");
  });

  it("knows which paths are active", () => {
    expect(isActivePath("/admin", "/admin")).toBe(true);
    expect(isActivePath("/admin/general", "/admin")).toBe(false);
    expect(isActivePath("/admin/blog-hero", "/admin/blog")).toBe(false);
    expect(isActivePath("/admin/services/", "/admin/services")).toBe(true);
    expect(navFor("user").groups).toEqual([]);
  });
});
