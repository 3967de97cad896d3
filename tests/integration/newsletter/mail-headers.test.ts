import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { MailError, sendMail, type Mail } from "~/lib/mail/index.server";
import { sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * A value that becomes a mail header never carries a line break: a campaign subject with one is a field
 * error in the staff member's language, and the one place mails are sent refuses any header value with
 * a control character, wherever it came from (a restored campaign, a value built elsewhere).
 */

const NEW = "/admin/newsletter-campaigns/new";
const INJECTED = "Herbst\r\nBcc: everyone@evil.example";

let admin: { cookie: string; email: string };
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = await sessionAs("admin");
}, 300_000); // the first request loads the server build, which takes long on a busy machine

beforeEach(async () => {
  await clearTables(schema.newsletterCampaigns, schema.outboxEmails);
  await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, admin.email));
});

const campaign = (subject: string, intent = "save") => ({
  intent,
  subject_de: subject,
  subject_en: "",
  preheader_de: "",
  preheader_en: "",
  body_de: "<p>Unser Herbstprogramm.</p>",
  body_en: "",
  ...(intent === "test" ? { test_lang: "de" } : {}),
});

/** The page's markup without the data React Router serialises into its scripts. */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

describe("a campaign subject with a line break", () => {
  it.each([
    ["de", "Ohne Zeilenumbrüche und Steuerzeichen, bitte."],
    ["en", "No line breaks or control characters, please."],
  ])("is a field error in the staff member's language (%s), saving and mailing nothing", async (lang, message) => {
    await testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, admin.email));
    for (const subject of [INJECTED, "Herbst\nBcc: x@evil.example", "Herbst\u2028Bcc: x@evil.example", "a\u0000b"]) {
      for (const intent of ["save", "test"]) {
        const res = await postForm(NEW, campaign(subject, intent), { Cookie: admin.cookie });
        expect(res.status, JSON.stringify([subject, intent])).toBe(400);
        const page = markup(await res.text());
        expect(page).toMatch(new RegExp(`subject_de-error"[^>]*>${message}`));
      }
    }
    expect(await testDb().select().from(schema.newsletterCampaigns)).toEqual([]);
    expect(await testDb().select().from(schema.outboxEmails)).toEqual([]);
  });

  it("a subject without one is saved", async () => {
    const res = await postForm(NEW, campaign("Herbst: Neues"), { Cookie: admin.cookie });
    expect(res.status).toBe(302);
    expect((await testDb().select().from(schema.newsletterCampaigns)).map((row) => row.subject_de)).toEqual([
      "Herbst: Neues",
    ]);
  });
});

describe("the one place mails are sent", () => {
  const mail = { to: "reader@example.com", subject: "Herbst", text: "Hallo" };

  it("refuses a control character in the subject, recipient, an extra header's value or name, and sends nothing", async () => {
    const hostile: Mail[] = [
      { ...mail, subject: INJECTED },
      { ...mail, subject: "Herbst\u2029Bcc: x@evil.example" },
      { ...mail, to: "reader@example.com\r\nBcc: everyone@evil.example" },
      { ...mail, headers: { "List-Unsubscribe": "<https://example.com/u>\r\nBcc: everyone@evil.example" } },
      { ...mail, headers: { "X-A\r\nBcc: everyone@evil.example": "1" } },
    ];
    for (const value of hostile) await expect(sendMail(env, value), JSON.stringify(value)).rejects.toThrow(MailError);
    await expect(sendMail({ ...env, MAIL_FROM: "Site <a@example.com>\nBcc: x@evil.example" }, mail)).rejects.toThrow(
      MailError,
    );
    expect(await testDb().select().from(schema.outboxEmails)).toEqual([]);
    await sendMail(env, { ...mail, headers: { "List-Unsubscribe": "<https://example.com/u>" } });
    expect((await testDb().select().from(schema.outboxEmails)).map((row) => row.subject)).toEqual(["Herbst"]);
  });
});
