import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { GENERAL_CARDS, GENERAL_DEFAULTS, type GeneralSettingsValues } from "~/routes/admin/general/general-settings";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/*
 * The general settings' new fields (issue 37: the owner's notification address, the visitor's form of
 * address, the newsletter's promise) and the screen in the staff member's language.
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
  await clearTables(schema.generalSettings);
  await sessionAs("admin");
});

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

const storedRows = () => testDb().select().from(schema.generalSettings);
const inEnglish = () =>
  testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, adminEmail));

describe("general settings: notification address, form of address, newsletter promise", () => {
  it("saves the three new settings with the rest", async () => {
    const values: GeneralSettingsValues = {
      ...GENERAL_DEFAULTS,
      notify_email: "inhaberin@gluecksatelier.de",
      form_of_address: "du",
      newsletter_promise_de: "Alle zwei Wochen ein Impuls.",
      newsletter_promise_en: "An idea every other week.",
    };
    const res = await postForm("/admin/general", formOf(values, "copy"), { Cookie: admin });
    expect(res.status).toBe(302);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      notify_email: "inhaberin@gluecksatelier.de",
      form_of_address: "du",
      newsletter_promise_de: "Alle zwei Wochen ein Impuls.",
      newsletter_promise_en: "An idea every other week.",
    });
    // An emptied notification address is stored as none.
    await postForm("/admin/general", { ...formOf(values, "contact"), notify_email: "  " }, { Cookie: admin });
    expect((await storedRows())[0]!.notify_email).toBeNull();
  });

  it.each([
    ["notify_email", "inhaberin-at-example", "Bitte eine gültige E-Mail-Adresse eingeben"],
    ["form_of_address", "ihr", "Bitte eine Anrede wählen"],
  ])("refuses %s = %s with 400 and a field error, storing nothing", async (field, value, message) => {
    const fields = { ...formOf(GENERAL_DEFAULTS, "copy"), [field]: value };
    const reply = await actionFieldErrors("/admin/general", fields, admin);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.fieldErrors)).toEqual([field]);
    expect(reply.fieldErrors[field]!.join(" ")).toContain(message);
    expect(await storedRows()).toHaveLength(0);
  });

  it("shows the new fields, and the whole screen in English for a staff member who chose it", async () => {
    const german = (await (await get("/admin/general", admin)).text()).replaceAll("<!-- -->", "");
    for (const text of ["Texte der Website", "Anrede der Besucher", "Newsletter-Versprechen (Deutsch)"]) {
      expect(german).toContain(text);
    }
    expect(german).toMatch(/name="notify_email"[^>]*type="email"|type="email"[^>]*name="notify_email"/);

    await inEnglish();
    const english = (await (await get("/admin/general", admin)).text()).replaceAll("<!-- -->", "");
    for (const text of [
      "<title>General settings | Admin</title>",
      "Logo settings",
      "Website texts",
      "Addressing visitors",
      "Formal (“Sie”)",
      "Notify about new messages at",
      "Save Contact details",
      "Current settings",
    ]) {
      expect(english).toContain(text);
    }
    const main = english.slice(english.indexOf('<main id="main"'), english.indexOf("</main>"));
    for (const word of ["Einstellungen", "speichern", "Kontaktdaten", "Anrede", "Spalten", "Höchstens"]) {
      expect(main).not.toContain(word);
    }

    // A refused save (no JavaScript: the page again) names the field's problem in English.
    const refused = await postForm(
      "/admin/general",
      { ...formOf(GENERAL_DEFAULTS, "contact"), notify_email: "nein" },
      { Cookie: admin },
    );
    expect(refused.status).toBe(400);
    const body = (await refused.text()).replaceAll("<!-- -->", "");
    expect(body).toContain("Please enter a valid e-mail address");
    expect(body).toContain("Please check the marked fields.");
  });
});
