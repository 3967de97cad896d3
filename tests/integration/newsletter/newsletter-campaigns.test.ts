import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { sendCampaignChunk, type NewsletterQueueMessage } from "~/lib/newsletter/index.server";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, ORIGIN, postForm, testDb } from "../helpers";

const LIST = "/admin/newsletter-campaigns";
const r = schema.newsletterCampaignRecipients;

let admin: string;
let adminEmail: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  const signedIn = await sessionAs("admin");
  admin = signedIn.cookie;
  adminEmail = signedIn.email;
}, 120_000);

beforeEach(() => clearTables(r, schema.newsletterCampaigns, schema.newsletterSubscriptions, schema.outboxEmails));

const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { Cookie: admin });

/** Confirmed, active readers reader-1 … reader-n; odd numbers read German, even ones English. */
async function seedReaders(n: number) {
  await env.DB.prepare(
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
     INSERT INTO newsletter_subscriptions (email, status, lang, is_active, consent_requested_at, confirmed_at)
     SELECT 'reader-' || i || '@example.com', 'confirmed', CASE WHEN i % 2 = 1 THEN 'de' ELSE 'en' END, 1, 1700000000000, 1700000060000 FROM seq`,
  )
    .bind(n)
    .run();
}

/** Everyone who must NOT get a campaign: pending, unsubscribed, switched off. */
async function seedOutsiders() {
  await testDb()
    .insert(schema.newsletterSubscriptions)
    .values([
      { email: "pending@example.com", status: "pending" },
      { email: "left@example.com", status: "unsubscribed", unsubscribed_at: new Date() },
      { email: "off@example.com", status: "confirmed", is_active: false },
    ]);
}

const CONTENT = {
  subject_de: "Neuigkeiten im Herbst",
  subject_en: "Autumn news",
  preheader_de: "Drei Termine",
  preheader_en: "Three dates",
  body_de: "# Hallo\n\nUnser **Herbst**-Programm: [mehr](https://example.com/herbst).",
  body_en: "# Hello\n\nOur **autumn** programme: [more](https://example.com/autumn).",
};

/** A new draft through the screen: the first save of the new-campaign editor; returns its id. */
async function draft(content: Record<string, string> = CONTENT): Promise<number> {
  const created = await post(`${LIST}/new`, { intent: "save", ...content });
  expect(created.status).toBe(302);
  const id = Number(created.headers.get("Location")!.split("/").pop());
  expect(id).toBeGreaterThan(0);
  return id;
}

async function campaign(id: number) {
  return (await testDb().select().from(schema.newsletterCampaigns).where(eq(schema.newsletterCampaigns.id, id)))[0]!;
}

/** The queue runs beside the test: wait until the campaign reports itself sent. */
async function untilSent(id: number, timeoutMs = 240_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await campaign(id)).status === "sent") return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`campaign ${id} still ${(await campaign(id)).status} after ${timeoutMs} ms`);
}

function campaignMails(subject: string) {
  return testDb().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.subject, subject));
}

function headersOf(mail: { headers: string | null }): Record<string, string> {
  return mail.headers ? JSON.parse(mail.headers) : {};
}

/** The https link in List-Unsubscribe ("<https://…>, <mailto:…>"). */
function httpsUnsubscribe(mail: { headers: string | null }): string {
  const match = headersOf(mail)["List-Unsubscribe"]?.match(/<(https?:[^>]+)>/);
  if (!match) throw new Error("no https link in List-Unsubscribe");
  return match[1]!;
}

describe("a campaign to 1,000 confirmed subscribers", () => {
  it("puts exactly 1,000 mails in the outbox, each in the reader's language with List-Unsubscribe (https + mailto) and List-Unsubscribe-Post; a redelivered batch mails nobody twice; a one-click POST unsubscribes and is counted", async () => {
    await seedReaders(1000);
    await seedOutsiders();
    const id = await draft();

    const list = await (await get(LIST, admin)).text();
    expect(list).toMatch(/data-testid="audience-de">500</);
    expect(list).toMatch(/data-testid="audience-en">500</);

    const sent = await post(`${LIST}/${id}`, { intent: "send", audience: "both", confirm: "yes" });
    expect(sent.status).toBe(302);
    expect(decodeURIComponent(sent.headers.get("Set-Cookie") ?? "")).toContain("Versand gestartet: 1000 Empfänger.");
    await untilSent(id);

    const de = await campaignMails(CONTENT.subject_de);
    const en = await campaignMails(CONTENT.subject_en);
    expect(de).toHaveLength(500);
    expect(en).toHaveLength(500);
    const all = [...de, ...en];
    expect(new Set(all.map((mail) => mail.to)).size).toBe(1000);
    for (const mail of de) expect(Number(mail.to.match(/reader-(\d+)@/)![1]) % 2, mail.to).toBe(1);
    for (const mail of all) {
      const headers = headersOf(mail);
      expect(headers["List-Unsubscribe"], mail.to).toMatch(
        /^<https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
      );
      expect(headers["List-Unsubscribe-Post"], mail.to).toBe("List-Unsubscribe=One-Click");
      // The visible link too, in both parts.
      expect(mail.text).toContain(httpsUnsubscribe(mail));
      expect(mail.html).toContain("/newsletter/unsubscribe?token=");
    }
    for (const outsider of ["pending@example.com", "left@example.com", "off@example.com"]) {
      expect(all.map((mail) => mail.to)).not.toContain(outsider);
    }

    // The queue delivers a batch again (at-least-once): every recipient of it is already sent.
    const recipients = await testDb().select({ id: r.id }).from(r).where(eq(r.campaign_id, id)).orderBy(r.id);
    expect(recipients).toHaveLength(1000);
    const body: NewsletterQueueMessage = {
      campaignId: id,
      origin: ORIGIN,
      recipientIds: recipients.slice(0, 25).map((row) => row.id),
    };
    const batch = createMessageBatch("newsletter-mail", [
      { id: "again-1", timestamp: new Date(), attempts: 2, body },
      { id: "again-2", timestamp: new Date(), attempts: 2, body },
    ]);
    const ctx = createExecutionContext();
    await worker.queue!(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["again-1", "again-2"]);
    expect(await campaignMails(CONTENT.subject_de)).toHaveLength(500);
    expect(await campaignMails(CONTENT.subject_en)).toHaveLength(500);

    // A reader leaves with the mail client's one-click POST: no session, no Origin.
    const mail = de[0]!;
    const res = await fetchWorker(new URL(httpsUnsubscribe(mail)).pathname + new URL(httpsUnsubscribe(mail)).search, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    const [reader] = await testDb()
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, mail.to));
    expect(reader!.status).toBe("unsubscribed");

    const screen = await (await get(`${LIST}/${id}`, admin)).text();
    expect(screen).toContain('data-testid="campaign-status">Gesendet<');
    expect(screen).toMatch(/data-testid="stat-recipients">1000</);
    expect(screen).toMatch(/data-testid="stat-sent">1000</);
    expect(screen).toMatch(/data-testid="stat-failed">0</);
    expect(screen).toMatch(/data-testid="stat-unsubscribes">1</);
  }, 300_000);
});

describe("never twice, even when two deliveries of a batch run at once", () => {
  async function queuedCampaign(readers: number) {
    await seedReaders(readers);
    const [row] = await testDb()
      .insert(schema.newsletterCampaigns)
      .values({ ...CONTENT, status: "sending", audience: "both" })
      .returning();
    await env.DB.prepare(
      "INSERT INTO newsletter_campaign_recipients (campaign_id, subscription_id, lang) SELECT ?1, id, lang FROM newsletter_subscriptions",
    )
      .bind(row!.id)
      .run();
    const ids = (await testDb().select({ id: r.id }).from(r).where(eq(r.campaign_id, row!.id))).map((x) => x.id);
    return {
      id: row!.id,
      message: { campaignId: row!.id, origin: ORIGIN, recipientIds: ids } satisfies NewsletterQueueMessage,
    };
  }

  it("claims each recipient once: two concurrent runs of the same message send each mail exactly once", async () => {
    const { id, message } = await queuedCampaign(20);
    await Promise.all([
      sendCampaignChunk(env, message),
      sendCampaignChunk(env, message),
      sendCampaignChunk(env, message),
    ]);
    const mails = await testDb().select().from(schema.outboxEmails);
    expect(mails).toHaveLength(20);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(20);
    expect((await campaign(id)).status).toBe("sent");
  });

  it("a recipient who left before their batch ran is not mailed and is reported as failed with the reason", async () => {
    const { id, message } = await queuedCampaign(4);
    await testDb()
      .update(schema.newsletterSubscriptions)
      .set({ status: "unsubscribed" })
      .where(eq(schema.newsletterSubscriptions.email, "reader-1@example.com"));
    await testDb()
      .delete(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, "reader-2@example.com"));
    await sendCampaignChunk(env, message);
    const mails = await testDb().select().from(schema.outboxEmails);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["reader-3@example.com", "reader-4@example.com"]);

    const screen = await (await get(`${LIST}/${id}`, admin)).text();
    expect(screen).toMatch(/data-testid="stat-sent">2</);
    expect(screen).toMatch(/data-testid="stat-failed">2</);
    expect(screen.match(/data-testid="campaign-failure"/g)).toHaveLength(2);
    expect(screen).toContain("Nicht mehr angemeldet");
    expect(screen).toContain("reader-1@example.com");
    // The erased address is not shown again.
    expect(screen).not.toContain("reader-2@example.com");
  });

  it("a mail API failure is recorded per recipient with its reason and not retried into a second mail", async () => {
    const { id, message } = await queuedCampaign(2);
    // The mail API (outside our system) unreachable: HTTP transport without its address.
    const broken = {
      ...env,
      MAIL_TRANSPORT: "http",
      NEWSLETTER_SIGNING_SECRET: "a-real-looking-secret-for-this-test-0123456789",
      NEWSLETTER_MAILS_PER_SECOND: "1000",
    } as unknown as Env;
    await sendCampaignChunk(broken, message);
    const rows = await testDb().select().from(r).where(eq(r.campaign_id, id));
    expect(rows.map((row) => row.status)).toEqual(["failed", "failed"]);
    expect(rows[0]!.error).toContain("MAIL_API_URL");
    // The same message again (a retry) changes nothing: failed rows are not sent later by surprise.
    await sendCampaignChunk(env, message);
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(0);
    expect((await campaign(id)).status).toBe("sent");
  });

  it("drops a malformed queue message without touching anything", async () => {
    const batch = createMessageBatch("newsletter-mail", [
      {
        id: "junk",
        timestamp: new Date(),
        attempts: 1,
        body: { campaignId: "1; DROP TABLE", origin: "javascript:alert(1)", recipientIds: "all" },
      },
    ]);
    const ctx = createExecutionContext();
    await worker.queue!(batch, env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["junk"]);
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(0);
  });
});

describe("the campaign screen", () => {
  it("lists campaigns with their counts and starts a new draft", async () => {
    const empty = await (await get(LIST, admin)).text();
    expect(empty).toContain("Noch keine Kampagnen vorhanden");
    expect(empty).toContain(`href="${LIST}/new"`);
    // Opening the new editor writes nothing; neither does saving it empty, or sending it.
    const editor = await get(`${LIST}/new`, admin);
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain("Neue Kampagne");
    const blank = await post(`${LIST}/new`, { intent: "save", subject_de: " ", body_de: "Text" });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Bitte geben Sie mindestens einen Betreff ein.");
    const early = await post(`${LIST}/new`, { intent: "send", audience: "both", confirm: "yes" });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain("Bitte speichern Sie die Kampagne zuerst.");
    expect(await testDb().select().from(schema.newsletterCampaigns)).toHaveLength(0);

    const id = await draft();
    const html = await (await get(LIST, admin)).text();
    expect(html).toContain(`href="${LIST}/${id}"`);
    expect(html).toContain("Neuigkeiten im Herbst");
    expect(html).toMatch(/data-testid="campaign-status">Entwurf</);
  });

  it("previews both mails as they will be sent, with hostile HTML removed", async () => {
    const id = await draft({
      ...CONTENT,
      body_de:
        '<p><script>alert(1)</script><a href="javascript:alert(2)">x</a> <strong>fett</strong> &lt;script&gt;</p>',
    });
    const html = await (await get(`${LIST}/${id}`, admin)).text();
    // The preview is the mail's own document in a sandboxed frame (srcdoc, so HTML-escaped once more).
    expect(html).toMatch(/<iframe[^>]*sandbox=""/);
    const srcdocs = [...html.matchAll(/srcDoc="([^"]*)"|srcdoc="([^"]*)"/g)].map((m) => (m[1] ?? m[2])!);
    expect(srcdocs).toHaveLength(2);
    const de = srcdocs[0]!
      .replaceAll("&quot;", '"')
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
    expect(de).toContain("<strong>fett</strong>");
    expect(de).toContain("&lt;script&gt;");
    expect(de).not.toContain("<script>");
    expect(de).not.toContain("alert(1)");
    expect(de).not.toContain('href="javascript:');
    expect(de).toContain("Drei Termine");
    expect(de).toContain("/newsletter/unsubscribe?token=");
  });

  it("sends a test to the signed-in admin only, marked [Test], with the unsubscribe headers", async () => {
    await seedReaders(2);
    const id = await draft();
    const res = await post(`${LIST}/${id}`, {
      intent: "test",
      test_lang: "both",
      ...CONTENT,
      subject_de: "Geänderter Betreff",
    });
    expect(res.status).toBe(302);
    expect(decodeURIComponent(res.headers.get("Set-Cookie") ?? "")).toContain(`Testmail an ${adminEmail} gesendet.`);
    const mails = await testDb().select().from(schema.outboxEmails);
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      [adminEmail, "[Test] Autumn news"],
      [adminEmail, "[Test] Geänderter Betreff"],
    ]);
    for (const mail of mails) expect(headersOf(mail)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The form was saved first, and no recipient was written.
    expect((await campaign(id)).subject_de).toBe("Geänderter Betreff");
    expect(await testDb().select().from(r)).toHaveLength(0);
    // Its unsubscribe link names no subscriber: following it switches nobody off.
    const link = new URL(httpsUnsubscribe(mails[0]!));
    await fetchWorker(link.pathname + link.search, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(
      await testDb()
        .select()
        .from(schema.newsletterSubscriptions)
        .where(eq(schema.newsletterSubscriptions.status, "unsubscribed")),
    ).toHaveLength(0);
  });

  it("a refused test send changes nothing: no draft from the new editor, no edit of a saved campaign", async () => {
    const fresh = await post(`${LIST}/new`, {
      intent: "test",
      test_lang: "both",
      ...CONTENT,
      subject_en: "",
      body_en: "",
    });
    expect(fresh.status).toBe(400);
    expect(await fresh.text()).toContain("Betreff und Text fehlen für: Englisch.");
    expect(await testDb().select().from(schema.newsletterCampaigns)).toHaveLength(0);

    const id = await draft();
    const refused = await post(`${LIST}/${id}`, {
      intent: "test",
      test_lang: "en",
      ...CONTENT,
      subject_de: "Nicht gespeichert",
      body_en: "",
    });
    expect(refused.status).toBe(400);
    expect((await campaign(id)).subject_de).toBe(CONTENT.subject_de);
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(0);

    // A test that goes out from the new editor leaves one campaign, and the owner on its page.
    const sent = await post(`${LIST}/new`, { intent: "test", test_lang: "de", ...CONTENT });
    expect(sent.status).toBe(302);
    const rows = await testDb().select().from(schema.newsletterCampaigns);
    expect(rows).toHaveLength(2);
    expect(sent.headers.get("Location")).toBe(`${LIST}/${Math.max(...rows.map((row) => row.id))}`);
  });

  it("sends to one language only when asked", async () => {
    await seedReaders(6);
    const id = await draft({ ...CONTENT, subject_en: "", body_en: "" });
    const res = await post(`${LIST}/${id}`, { intent: "send", audience: "de", confirm: "yes" });
    expect(res.status).toBe(302);
    await untilSent(id, 60_000);
    const mails = await testDb().select().from(schema.outboxEmails);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "reader-1@example.com",
      "reader-3@example.com",
      "reader-5@example.com",
    ]);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(new Set([CONTENT.subject_de]));
  });

  it.each([
    [{ intent: "send", audience: "both" }, "Bitte bestätigen Sie den Versand."],
    [{ intent: "send", audience: "fr", confirm: "yes" }, "Bitte wählen Sie die Empfänger."],
    [{ intent: "explode" }, "Unbekannte Aktion"],
    [{ intent: "save", subject_de: "x".repeat(201) }, "Höchstens 200 Zeichen."],
    [{ intent: "save", body_de: "x".repeat(50_001) }, "Höchstens 50.000 Zeichen."],
    [{ intent: "test", test_lang: "xx" }, "Bitte eine Sprache wählen."],
  ])("refuses %o with 400 and the field's message, and sends nothing", async (fields, message) => {
    await seedReaders(2);
    const id = await draft();
    const res = await post(`${LIST}/${id}`, fields as Record<string, string>);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect((await campaign(id)).status).toBe("draft");
    expect((await campaign(id)).subject_de).toBe(CONTENT.subject_de);
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(0);
  });

  it("refuses to send a language without subject or text, or to nobody", async () => {
    const id = await draft({ ...CONTENT, subject_en: "", body_en: "" });
    const missing = await post(`${LIST}/${id}`, { intent: "send", audience: "both", confirm: "yes" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Betreff und Text fehlen für: Englisch.");
    const nobody = await post(`${LIST}/${id}`, { intent: "send", audience: "de", confirm: "yes" });
    expect(nobody.status).toBe(400);
    expect(await nobody.text()).toContain("In dieser Auswahl gibt es keine bestätigten Abonnenten.");
    expect((await campaign(id)).status).toBe("draft");
  });

  it("sends a campaign once: a second send or an edit afterwards is refused with 409", async () => {
    await seedReaders(3);
    const id = await draft();
    expect((await post(`${LIST}/${id}`, { intent: "send", audience: "both", confirm: "yes" })).status).toBe(302);
    const again = await post(`${LIST}/${id}`, { intent: "send", audience: "both", confirm: "yes" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Diese Kampagne wurde bereits gesendet.");
    const edit = await post(`${LIST}/${id}`, { intent: "save", ...CONTENT, subject_de: "Nachträglich" });
    expect(edit.status).toBe(409);
    await untilSent(id, 60_000);
    expect((await campaign(id)).subject_de).toBe(CONTENT.subject_de);
    expect(
      await testDb().select().from(schema.outboxEmails).where(like(schema.outboxEmails.to, "reader-%")),
    ).toHaveLength(3);
    expect(
      await testDb()
        .select()
        .from(r)
        .where(and(eq(r.campaign_id, id), eq(r.status, "sent"))),
    ).toHaveLength(3);
  });

  it("answers an unknown or malformed campaign id with 404", async () => {
    for (const path of [`${LIST}/999999`, `${LIST}/abc`, `${LIST}/-1`]) {
      expect((await get(path, admin)).status, path).toBe(404);
      expect((await post(path, { intent: "save", ...CONTENT })).status, path).toBe(404);
    }
  });
});
