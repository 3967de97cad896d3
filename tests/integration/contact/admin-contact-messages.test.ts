import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, lastMailTo, sessionAs } from "../auth-helpers";
import { FORMAL, setAddress, words } from "../form-of-address-helpers";
import { clearTables, postForm, testDb } from "../helpers";

const URL_ = "/admin/contact-messages";
const DAY = 24 * 60 * 60 * 1000;

type Staff = { cookie: string; id: string; name: string };
let admin: Staff;
let moderator: Staff;
let plainUser: string;

async function staff(role: "admin" | "moderator"): Promise<Staff> {
  const { cookie, email } = await sessionAs(role);
  const [row] = await testDb().select().from(schema.user).where(eq(schema.user.email, email));
  return { cookie, id: row!.id, name: row!.name };
}

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = await staff("admin");
  moderator = await staff("moderator");
  plainUser = (await sessionAs("user")).cookie;
}, 120_000); // three password hashes plus the first request's module load, on a busy machine

let counter = 0;
/** A visitor's message with its own address, so mails of one test never match another's. */
async function visitorMessage(values: Partial<typeof schema.contactMessages.$inferInsert> = {}) {
  counter += 1;
  const [row] = await testDb()
    .insert(schema.contactMessages)
    .values({
      name: `Erika ${counter}`,
      email: `visitor-${counter}-${Date.now()}@example.com`,
      message: "Ich habe eine Frage\nzu Ihrem Coaching.",
      ...values,
    })
    .returning();
  return row!;
}

const post = (fields: Record<string, string>, who: string = admin.cookie, search = "") =>
  postForm(`${URL_}${search}`, fields, { Cookie: who });

function toastOf(res: Response): { title: string; description?: string; variant?: string } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!line) return null;
  return JSON.parse(decodeURIComponent(line.slice("toast=".length).split(";")[0]!));
}

const replies = () => testDb().select().from(schema.contactReplies);
const outboxCount = async () => (await testDb().select().from(schema.outboxEmails)).length;

beforeEach(async () => {
  await clearTables(schema.contactReplies, schema.contactMessages, schema.outboxEmails);
});

describe("the list", () => {
  it("says so when there are no messages", async () => {
    const res = await get(URL_, admin.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Kontaktnachrichten");
    expect(html).toContain("Keine Kontaktnachrichten vorhanden");
  });

  it("shows the stat cards and every message newest first with its details", async () => {
    const old = await visitorMessage({ name: "Alte Anfrage", created_at: new Date("2025-01-02T09:05:00Z") });
    await visitorMessage({
      name: "Böse Seite",
      website: "javascript:alert(1)",
      created_at: new Date(Date.now() - DAY),
    });
    await visitorMessage({
      name: "Neue Anfrage",
      phone: "+49 30 123",
      company: "Muster AG",
      website: "https://muster.example.com/",
    });

    const html = await (await get(URL_, admin.cookie)).text();
    const card = (id: string) =>
      html.match(new RegExp(`data-testid="${id}"[\\s\\S]*?data-testid="stat-value">(\\d+)<`))?.[1];
    expect(card("stat-total")).toBe("3");
    // The recent window is 7 days.
    expect(card("stat-recent")).toBe("2");

    // Newest first.
    const order = ["Neue Anfrage", "Böse Seite", "Alte Anfrage"].map((name) => html.indexOf(`>${name}</h2>`));
    expect(order[0]).toBeGreaterThan(-1);
    expect(order[0]).toBeLessThan(order[1]!);
    expect(order[1]).toBeLessThan(order[2]!);

    expect(html).toContain(`href="mailto:${old.email}"`);
    expect(html).toContain("+49 30 123");
    expect(html).toContain("Muster AG");
    expect(html).toContain('href="https://muster.example.com/"');
    // A website that is not http(s) is shown as text, never as a link.
    expect(html).toContain("javascript:alert(1)");
    expect(html).not.toContain('href="javascript:');
    // German date and Berlin time.
    expect(html).toContain("02.01.2025, 10:05");
    expect(html).toContain("Ich habe eine Frage\nzu Ihrem Coaching.");
  });

  it("is open to moderators, not to plain users", async () => {
    expect((await get(URL_, moderator.cookie)).status).toBe(200);
    expect((await get(URL_, plainUser)).status).toBe(403);
  });

  describe("when D1 fails", () => {
    afterEach(async () => {
      await env.DB.exec("ALTER TABLE contact_messages_broken RENAME TO contact_messages");
    });

    it("shows the page's error state instead of a server error", async () => {
      await env.DB.exec("ALTER TABLE contact_messages RENAME TO contact_messages_broken");
      const res = await get(URL_, admin.cookie);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Fehler beim Laden der Daten");
      expect(html).not.toContain("no such table");
    });
  });
});

describe("replies", () => {
  it("an e-mail reply is mailed to the visitor, then stored with the signed-in admin", async () => {
    const message = await visitorMessage();
    const res = await post({
      intent: "reply",
      message_id: String(message.id),
      reply_type: "email",
      reply_message: "  Gern rufen wir Sie an.\nBis bald!  ",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(URL_);
    expect(toastOf(res)).toMatchObject({ title: "Erfolg", description: "Antwort erfolgreich gesendet." });

    const mail = await lastMailTo(message.email);
    expect(mail?.subject).toBe("Antwort auf Ihre Nachricht");
    expect(mail?.text).toContain("Gern rufen wir Sie an.\nBis bald!");
    expect(mail?.text).toContain("> Ich habe eine Frage");

    const [reply] = await replies();
    expect(reply).toMatchObject({
      contact_message_id: message.id,
      reply_type: "email",
      reply_message: "Gern rufen wir Sie an.\nBis bald!",
      admin_user_id: admin.id,
    });

    // Listed under its message with the type, the date and the admin's name.
    const html = await (await get(URL_, admin.cookie)).text();
    expect(html).toContain("Antworten (1)");
    expect(html).toContain("Gern rufen wir Sie an.");
    expect(html).toContain(admin.name);
  });

  it("a site that says du: the reply's subject and quote heading say du as well", async () => {
    await setAddress("du");
    try {
      const message = await visitorMessage();
      const res = await post({ intent: "reply", message_id: String(message.id), reply_message: "Hallo, gern!" });
      expect(res.status).toBe(302);
      const mail = await lastMailTo(message.email);
      expect(mail?.subject).toBe("Antwort auf deine Nachricht");
      expect(mail?.text).toMatch(/----- Deine Nachricht vom [\d.]+ -----/);
      // What the site wrote, not the visitor's quoted message.
      const written = mail?.text.slice(0, mail.text.indexOf("\n> ")) ?? "";
      expect(words(`${mail?.subject} ${written}`, FORMAL)).toEqual([]);
    } finally {
      await setAddress("sie");
    }
  });

  it("a reply without a type is an e-mail (the default)", async () => {
    const message = await visitorMessage();
    expect((await post({ intent: "reply", message_id: String(message.id), reply_message: "Danke!" })).status).toBe(302);
    expect((await replies())[0]?.reply_type).toBe("email");
    expect((await lastMailTo(message.email))?.text).toContain("Danke!");
  });

  it.each([
    ["telefone", "Telefon"],
    ["in_person", "Persönlich"],
  ])("a %s reply is only stored; no mail goes out", async (type, label) => {
    const message = await visitorMessage();
    const res = await post({
      intent: "reply",
      message_id: String(message.id),
      reply_type: type,
      reply_message: "Telefonat am Montag geführt.",
    });
    expect(res.status).toBe(302);
    expect(toastOf(res)?.description).toBe("Antwort erfolgreich gesendet.");
    expect(await lastMailTo(message.email)).toBeNull();
    expect(await outboxCount()).toBe(0);
    expect(await replies()).toMatchObject([{ reply_type: type, admin_user_id: admin.id }]);
    expect(await (await get(URL_, admin.cookie)).text()).toContain(`>${label}</span>`);
  });

  it("a moderator may reply, and the reply carries the moderator's id", async () => {
    const message = await visitorMessage();
    const res = await post(
      { intent: "reply", message_id: String(message.id), reply_type: "telefone", reply_message: "Erledigt." },
      moderator.cookie,
    );
    expect(res.status).toBe(302);
    expect((await replies())[0]?.admin_user_id).toBe(moderator.id);
  });

  it.each(["", "   \n\t "])("refuses a blank reply (%j) with a field error, stores and mails nothing", async (text) => {
    const message = await visitorMessage();
    const res = await post(
      { intent: "reply", message_id: String(message.id), reply_type: "email", reply_message: text },
      admin.cookie,
      `?reply=${message.id}`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Antwort ist erforderlich");
    expect(await replies()).toHaveLength(0);
    expect(await outboxCount()).toBe(0);
  });

  it("refuses an unknown reply type", async () => {
    const message = await visitorMessage();
    const res = await post({
      intent: "reply",
      message_id: String(message.id),
      reply_type: "fax",
      reply_message: "Hallo",
    });
    expect(res.status).toBe(400);
    expect(await replies()).toHaveLength(0);
  });

  describe("when the mail cannot be sent", () => {
    afterEach(async () => {
      await env.DB.exec("ALTER TABLE outbox_emails_broken RENAME TO outbox_emails");
    });

    it("stores nothing and answers 'Fehler beim Senden' with the typed text", async () => {
      const message = await visitorMessage();
      await env.DB.exec("ALTER TABLE outbox_emails RENAME TO outbox_emails_broken");
      const res = await post(
        {
          intent: "reply",
          message_id: String(message.id),
          reply_type: "email",
          reply_message: "Mein sorgfältiger Text",
        },
        admin.cookie,
        `?reply=${message.id}`,
      );
      expect(res.status).toBe(502);
      const body = await res.text();
      expect(body).toContain("Fehler beim Senden: ");
      expect(body).toContain("Mein sorgfältiger Text");
      expect(await replies()).toHaveLength(0);
    });
  });

  it("edits a phone reply's text and type without mailing", async () => {
    const message = await visitorMessage();
    await post({
      intent: "reply",
      message_id: String(message.id),
      reply_type: "telefone",
      reply_message: "Erste Fassung",
    });
    const [reply] = await replies();
    const before = await outboxCount();

    const res = await post({
      intent: "update-reply",
      reply_id: String(reply!.id),
      reply_type: "in_person",
      reply_message: "Zweite Fassung",
    });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ title: "Erfolg", description: "Antwort erfolgreich aktualisiert." });
    expect(await replies()).toMatchObject([
      { id: reply!.id, reply_type: "in_person", reply_message: "Zweite Fassung", admin_user_id: admin.id },
    ]);
    expect(await outboxCount()).toBe(before);

    const blank = await post(
      { intent: "update-reply", reply_id: String(reply!.id), reply_type: "telefone", reply_message: "  " },
      admin.cookie,
      `?editReply=${reply!.id}`,
    );
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Antwort ist erforderlich");
    expect((await replies())[0]?.reply_message).toBe("Zweite Fassung");
  });

  it("deletes a reply", async () => {
    const message = await visitorMessage();
    await post({
      intent: "reply",
      message_id: String(message.id),
      reply_type: "in_person",
      reply_message: "Im Büro besprochen",
    });
    const [reply] = await replies();
    const res = await post({ intent: "delete-reply", reply_id: String(reply!.id) });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ title: "Erfolg", description: "Antwort erfolgreich gelöscht." });
    expect(await replies()).toHaveLength(0);
    expect(await testDb().select().from(schema.contactMessages)).toHaveLength(1);
  });

  it("deleting a message deletes its replies, and only its own", async () => {
    const doomed = await visitorMessage();
    const kept = await visitorMessage();
    await post({ intent: "reply", message_id: String(doomed.id), reply_type: "telefone", reply_message: "A" });
    await post({ intent: "reply", message_id: String(doomed.id), reply_type: "in_person", reply_message: "B" });
    await post({ intent: "reply", message_id: String(kept.id), reply_type: "telefone", reply_message: "C" });

    const res = await post({ intent: "delete", id: String(doomed.id) });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ title: "Erfolg", description: "Kontaktnachricht erfolgreich gelöscht." });
    expect((await testDb().select().from(schema.contactMessages)).map((m) => m.id)).toEqual([kept.id]);
    expect((await replies()).map((r) => r.reply_message)).toEqual(["C"]);
  });
});

describe("bad requests", () => {
  it("answers an unknown intent with 400", async () => {
    expect((await post({ intent: "anything" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });

  it("answers unknown or malformed ids with 404 and changes nothing", async () => {
    const message = await visitorMessage();
    const cases: Record<string, string>[] = [
      { intent: "reply", message_id: "999999", reply_type: "email", reply_message: "Hallo" },
      { intent: "reply", message_id: "abc", reply_type: "email", reply_message: "Hallo" },
      { intent: "update-reply", reply_id: "999999", reply_type: "email", reply_message: "Hallo" },
      { intent: "delete-reply", reply_id: "999999" },
      { intent: "delete", id: "999999" },
      { intent: "delete", id: "-1" },
    ];
    for (const fields of cases) expect((await post(fields)).status, JSON.stringify(fields)).toBe(404);
    expect(await replies()).toHaveLength(0);
    expect(await outboxCount()).toBe(0);
    // The one message is still there exactly as it was (not read, not answered, not altered).
    expect(await testDb().select().from(schema.contactMessages)).toEqual([message]);
    // The dialog URLs of unknown ids simply show the list.
    expect((await get(`${URL_}?reply=999999`, admin.cookie)).status).toBe(200);
    expect((await get(`${URL_}?editReply=abc`, admin.cookie)).status).toBe(200);
  });

  it("refuses a plain user with 403 and stores nothing", async () => {
    const message = await visitorMessage();
    const res = await post(
      { intent: "reply", message_id: String(message.id), reply_type: "email", reply_message: "Hallo" },
      plainUser,
    );
    expect(res.status).toBe(403);
    const del = await post({ intent: "delete", id: String(message.id) }, plainUser);
    expect(del.status).toBe(403);
    expect(await replies()).toHaveLength(0);
    expect(await outboxCount()).toBe(0);
    expect(await testDb().select().from(schema.contactMessages)).toHaveLength(1);
  });
});
