import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * Issue 37, campaigns: the audience offers only languages with confirmed subscribers and preselects
 * them; a missing English text goes out in German only when ticked; a refusal stands beside the button
 * that caused it, in the staff member's language.
 */

const LIST = "/admin/newsletter-campaigns";

let admin: { cookie: string; email: string };
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = await sessionAs("admin");
}, 300_000);

beforeEach(async () => {
  await clearTables(
    schema.newsletterCampaignRecipients,
    schema.newsletterCampaigns,
    schema.newsletterSubscriptions,
    schema.outboxEmails,
  );
  await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, admin.email));
});

const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { Cookie: admin.cookie });

/** Confirmed, active readers of one language. */
async function readers(lang: "de" | "en", n: number) {
  await testDb()
    .insert(schema.newsletterSubscriptions)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${lang}-reader-${i + 1}@example.com`,
        status: "confirmed",
        lang,
        is_active: true,
        confirmed_at: new Date(),
      })),
    );
}

const GERMAN_ONLY = {
  subject_de: "Neuigkeiten im Herbst",
  subject_en: "",
  preheader_de: "",
  preheader_en: "",
  body_de: "<p>Unser Herbstprogramm.</p>",
  body_en: "",
};

async function draft(content: Record<string, string> = GERMAN_ONLY) {
  const created = await post(`${LIST}/new`, { intent: "save", ...content });
  expect(created.status).toBe(302);
  return Number(created.headers.get("Location")!.split("/").pop());
}

/** The radio buttons of the send form: their values, and which one is checked. */
function audienceRadios(html: string) {
  const inputs = [...html.matchAll(/<input[^>]*name="audience"[^>]*>/g)].map((m) => m[0]);
  return {
    values: inputs.map((input) => /value="(\w+)"/.exec(input)?.[1]),
    checked: inputs.filter((input) => /\schecked/.test(input)).map((input) => /value="(\w+)"/.exec(input)?.[1]),
  };
}

/** The page's markup without the data React Router serialises into its scripts. */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

async function untilSent(id: number, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const [row] = await testDb().select().from(schema.newsletterCampaigns).where(eq(schema.newsletterCampaigns.id, id));
    if (row?.status === "sent") return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`campaign ${id} not sent after ${timeoutMs} ms`);
}

describe("the audience", () => {
  it("with no English subscribers offers German only, preselected", async () => {
    await readers("de", 2);
    const id = await draft();
    const html = await (await get(`${LIST}/${id}`, admin.cookie)).text();
    expect(audienceRadios(html)).toEqual({ values: ["de"], checked: ["de"] });
    // The English text is missing, but nobody reads English: no choice about it is offered.
    expect(html).not.toContain('name="german_for_missing"');
  });

  it("with subscribers in both languages offers each and both, both preselected", async () => {
    await readers("de", 1);
    await readers("en", 1);
    const id = await draft();
    const html = await (await get(`${LIST}/${id}`, admin.cookie)).text();
    expect(audienceRadios(html)).toEqual({ values: ["de", "en", "both"], checked: ["both"] });
    // English is missing: its subscribers may get the German text, if ticked.
    expect(html).toContain('name="german_for_missing"');
  });

  it("with no subscribers at all offers nothing to send to", async () => {
    const id = await draft();
    const html = await (await get(`${LIST}/${id}`, admin.cookie)).text();
    expect(audienceRadios(html).values).toEqual([]);
    expect(html).toContain("Es gibt noch keine bestätigten Abonnenten.");
  });
});

describe("a missing English text", () => {
  it("is refused beside the send button, not above the editor", async () => {
    await readers("de", 1);
    await readers("en", 1);
    const id = await draft();
    const res = await post(`${LIST}/${id}`, { intent: "send", audience: "both", confirm: "yes" });
    expect(res.status).toBe(400);
    const page = markup(await res.text());
    const message = "Betreff und Text fehlen für: Englisch.";
    const at = page.indexOf(message);
    expect(at).toBeGreaterThan(page.indexOf('data-testid="campaign-send-form"'));
    expect(page.slice(page.indexOf("Kampagne senden"), at)).toMatch(
      /^Kampagne senden<\/button><p id="campaign-send-error"/,
    );
    expect(page.split(message)).toHaveLength(2);
    expect(await testDb().select().from(schema.newsletterCampaignRecipients)).toHaveLength(0);
  });

  it("is refused in English for a staff member who reads the back office in English", async () => {
    await readers("de", 1);
    await readers("en", 1);
    const id = await draft();
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, admin.email));
    const res = await post(`${LIST}/${id}`, { intent: "send", audience: "both", confirm: "yes" });
    expect(res.status).toBe(400);
    const page = markup(await res.text());
    expect(page).toMatch(/<p id="campaign-send-error"[^>]*>Subject and text are missing for: English\./);
    expect(page).not.toContain("Betreff und Text fehlen");
  });

  it("goes out in German to the English subscribers once that is ticked", async () => {
    await readers("de", 1);
    await readers("en", 2);
    const id = await draft();
    const res = await post(`${LIST}/${id}`, {
      intent: "send",
      audience: "both",
      confirm: "yes",
      german_for_missing: "yes",
    });
    expect(res.status).toBe(302);
    await untilSent(id);
    const mails = await testDb().select().from(schema.outboxEmails);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "de-reader-1@example.com",
      "en-reader-1@example.com",
      "en-reader-2@example.com",
    ]);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(new Set([GERMAN_ONLY.subject_de]));
  });
});

describe("a save refused", () => {
  it("stands beside the save button", async () => {
    const res = await post(`${LIST}/new`, { intent: "save", ...GERMAN_ONLY, subject_de: "" });
    expect(res.status).toBe(400);
    const page = markup(await res.text());
    expect(page).toMatch(/<p id="campaign-save-error"[^>]*>Bitte geben Sie mindestens einen Betreff ein\.<\/p><button/);
  });
});
