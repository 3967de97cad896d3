import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { text, PAGE_HERO_FORM, defineSingleRecordForm } from "~/lib/admin";
import { GENERAL_DEFAULTS, GENERAL_FORM } from "~/routes/admin/general/general-settings";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/*
 * The single-record screens (general settings, page heroes) declare their fields once: the form the
 * page draws, the schema the action checks and the columns it writes come from that declaration.
 */

let admin: string;
let adminEmail: string;
let moderator: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  ({ cookie: admin, email: adminEmail } = await sessionAs("admin"));
  moderator = (await sessionAs("moderator")).cookie;
});

beforeEach(async () => {
  await clearTables(schema.generalSettings, schema.pageContents);
});

const staffLanguage = (lang: "de" | "en") =>
  testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, adminEmail));
afterEach(() => staffLanguage("de"));

/** The general settings as the browser posts them: every declared field, switches only when on. */
function generalForm(overrides: Record<string, string>, intent = "contact"): Record<string, string> {
  const out: Record<string, string> = { intent };
  for (const field of GENERAL_FORM.fields) {
    const value = GENERAL_DEFAULTS[field.name];
    if (value === true) out[field.name] = "on";
    else if (value !== null && value !== false) out[field.name] = String(value);
  }
  return { ...out, ...overrides };
}

const heroForm = (overrides: Record<string, string> = {}) => ({
  intent: "create",
  title_de: "Blog-Titel",
  title_en: "Blog title",
  description_de: "Beschreibung",
  description_en: "Description",
  ...overrides,
});

/** The names of the controls in the screen's own part (<main>), in order. */
function controlNames(html: string) {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const names = [...main.matchAll(/<(?:input|select|textarea)\b[^>]*\sname="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set(names)];
}

describe("one declaration per single-record screen", () => {
  it("names only columns of its table (the compiler refuses any other)", () => {
    const form = defineSingleRecordForm({
      table: "generalSettings",
      // @ts-expect-error -- no column of general_settings has this name
      sections: [{ id: "x", fields: [text("company_nmae", { label: "Firmenname" })] }],
    });
    expect(form.columns).toEqual(["company_nmae"]);
  });

  it("general settings: every declared field is a control of the page, in its card's order", async () => {
    const html = await (await get("/admin/general", admin)).text();
    expect(controlNames(html).filter((name) => name !== "intent")).toEqual(GENERAL_FORM.columns);
    // The kinds the builders give: an e-mail keyboard, a phone keyboard, a bounded number.
    expect(html).toMatch(/<input(?=[^>]*name="contact_email")[^>]*type="email"/);
    expect(html).toMatch(/<input(?=[^>]*name="contact_phone")[^>]*type="tel"/);
    expect(html).toMatch(/<input(?=[^>]*name="backup_keep")(?=[^>]*type="number")(?=[^>]*min="1")[^>]*max="365"/);
  });

  it("general settings: the labels in the staff member's language", async () => {
    await staffLanguage("en");
    const html = await (await get("/admin/general", admin)).text();
    expect(html).toContain("Addressing visitors");
    expect(html).toContain("Columns of the topic tiles");
    expect(html).not.toContain("Anrede der Besucher");
  });

  it("a page hero: every declared field is a control of its form; a switch shows its hint", async () => {
    await postForm("/admin/blog-hero", heroForm(), { Cookie: admin });
    const html = await (await get("/admin/blog-hero", admin)).text();
    const names = controlNames(html).filter((name) => name !== "intent" && name !== "id");
    expect(names).toEqual(PAGE_HERO_FORM.columns);
    expect(html).toContain("Suchmaschinen nehmen die Seite dann nicht in ihre Ergebnisse auf (Fachbegriff: noindex).");
  });
});

describe("the derived schema on the server", () => {
  it("general settings: bad input is refused with a 400 and an error at each field, nothing stored", async () => {
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/general",
      generalForm({
        logo_short: "ABCD",
        contact_email: "keine-adresse",
        contact_phone: "ruf an",
        form_of_address: "ihr",
        main_sections_grid_columns: "7",
        backup_keep: "0",
        video_index: "javascript:alert(1)",
        jetzt_sarten: "ftp://example.com",
      }),
      admin,
    );
    expect(status).toBe(400);
    expect(fieldErrors).toEqual({
      logo_short: ["Höchstens 3 Zeichen"],
      contact_email: ["Bitte eine gültige E-Mail-Adresse eingeben"],
      contact_phone: ["Bitte eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - eingeben"],
      form_of_address: ["Bitte eine Anrede wählen"],
      main_sections_grid_columns: ["Spaltenanzahl darf höchstens 4 sein"],
      backup_keep: ["Anzahl der Sicherungen muss mindestens 1 sein"],
      video_index: ["Bitte eine vollständige Adresse mit http:// oder https:// eingeben"],
      jetzt_sarten: ["Bitte einen Pfad wie /kontakt oder eine Adresse mit http(s):// eingeben"],
    });
    expect(await testDb().select().from(schema.generalSettings)).toEqual([]);
  });

  it("general settings: missing choices are named, and a valid save stores exactly the declared columns", async () => {
    const missing = generalForm({});
    delete missing.form_of_address;
    delete missing.main_sections_grid_columns;
    const refused = await actionFieldErrors("/admin/general", missing, admin);
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({
      form_of_address: ["Bitte eine Anrede wählen"],
      main_sections_grid_columns: ["Spaltenanzahl ist erforderlich"],
    });

    const saved = await postForm("/admin/general", generalForm({ company_name: "  Zweite AG  ", id: "7" }), {
      Cookie: admin,
    });
    expect(saved.status).toBe(302);
    const [row] = await testDb().select().from(schema.generalSettings);
    expect(row).toMatchObject({ id: 1, company_name: "Zweite AG", main_sections_grid_columns: 3 });
  });

  it("general settings stay an administrator's: a moderator's save is refused and writes nothing", async () => {
    const res = await postForm("/admin/general", generalForm({ company_name: "Moderiert" }), { Cookie: moderator });
    expect(res.status).toBe(403);
    expect(await testDb().select().from(schema.generalSettings)).toEqual([]);
  });

  it("a page hero: bad input is refused with a 400 and an error at each field, nothing stored", async () => {
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/blog-hero",
      heroForm({
        title_de: "   ",
        description_en: "",
        subtitle_de: "x".repeat(501),
        hero_background_image: "javascript:alert(1)",
        seo_title: "x".repeat(71),
      }),
      admin,
    );
    expect(status).toBe(400);
    expect(fieldErrors).toEqual({
      title_de: ["Titel (DE) ist erforderlich"],
      description_en: ["Beschreibung (EN) ist erforderlich"],
      subtitle_de: ["Höchstens 500 Zeichen"],
      hero_background_image: [
        "Bitte einen Pfad der Website wie /images/bild.jpg oder eine Adresse mit http(s):// eingeben",
      ],
      seo_title: ["Höchstens 70 Zeichen"],
    });
    expect(await testDb().select().from(schema.pageContents)).toEqual([]);
  });
});
