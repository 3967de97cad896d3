import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { GENERAL_CARDS, GENERAL_DEFAULTS } from "~/routes/admin/general/general-settings";
import { get, lastMailTo, sessionAs } from "../auth-helpers";
import { clearTables, formStamp, ORIGIN, postForm, testDb } from "../helpers";

/*
 * Issue 37, contact: the visitor's language is kept, the reply is mailed in it with one greeting and
 * one sign-off (the form opens with them; the mail adds none), the owner is told of each new message,
 * and a mailed reply stays as it was sent.
 */

const ADMIN_URL = "/admin/contact-messages";
const OWNER = "owner@example.com";

let admin: { cookie: string; email: string; name: string };

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  const { cookie, email } = await sessionAs("admin");
  const [row] = await testDb().select().from(schema.user).where(eq(schema.user.email, email));
  admin = { cookie, email, name: row!.name };
}, 300_000);

beforeEach(async () => {
  await clearTables(
    schema.contactReplies,
    schema.contactMessages,
    schema.outboxEmails,
    schema.rateLimits,
    schema.generalSettings,
  );
  await testDb()
    .insert(schema.generalSettings)
    .values({ id: 1, company_name: "Lichtblick Coaching", notify_email: OWNER });
  await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, admin.email));
});

let counter = 0;

/** A visitor writes through the public form (a plain post, as without JavaScript) on the given page. */
async function visitorWrites(page: "/kontakt" | "/en/contact", name: string, message: string) {
  counter += 1;
  const email = `visitor-${counter}-${Date.now()}@example.com`;
  const res = await postForm(page, { ...(await formStamp()), name, email, message });
  expect(res.status).toBe(302);
  const [row] = await testDb().select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email));
  return row!;
}

function decode(html: string) {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The text the reply dialog's box opens with. */
async function replyDraft(messageId: number, cookie = admin.cookie) {
  const html = await (await get(`${ADMIN_URL}?reply=${messageId}`, cookie)).text();
  const found = /<textarea[^>]*name="reply_message"[^>]*>([\s\S]*?)<\/textarea>/.exec(html);
  expect(found, "the reply dialog's text box").not.toBeNull();
  // React writes a leading newline into a textarea whose value starts with one; ours does not.
  return decode(found![1]!);
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe("a message from an English visitor, answered in the back office", () => {
  it("stores English, tells the owner, and mails one English reply with one greeting and one sign-off", async () => {
    const message = await visitorWrites(
      "/en/contact",
      "Jane Doe",
      "Hello, I would like to know more about your coaching for teams. ".repeat(5),
    );
    expect(message.lang).toBe("en");

    // The owner's notification: German (no staff account has this address), a link, a short excerpt.
    const note = await lastMailTo(OWNER);
    expect(note?.subject).toBe("Neue Kontaktnachricht von Jane Doe");
    expect(note?.text).toContain(`${ORIGIN}/admin/contact-messages?message=${message.id}`);
    expect(note?.text).toContain("Sprache der Nachricht: Englisch");
    const quoted = /„(.*)“/.exec(note?.text ?? "")?.[1] ?? "";
    expect(quoted.startsWith("Hello, I would like to know more")).toBe(true);
    expect(Array.from(quoted).length).toBeLessThanOrEqual(140);
    expect(note?.text).not.toContain(message.message.trim());

    // The reply form opens with the English greeting and sign-off, signed with the name and the brand.
    const draft = await replyDraft(message.id);
    expect(draft.startsWith("Hello Jane Doe,\n")).toBe(true);
    expect(draft.trimEnd().endsWith(`Kind regards\n${admin.name}\nLichtblick Coaching`)).toBe(true);

    const text = draft.replace("\n\n\n\n", "\n\nthank you for your message. I will call you on Monday.\n\n");
    const res = await postForm(
      ADMIN_URL,
      { intent: "reply", message_id: String(message.id), reply_type: "email", reply_message: text },
      { Cookie: admin.cookie },
    );
    expect(res.status).toBe(302);

    const mails = await testDb().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, message.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Reply to your message");
    expect(mail.text.startsWith("Hello Jane Doe,\n\nthank you for your message.")).toBe(true);
    expect(count(mail.text, "Hello Jane Doe,")).toBe(1);
    expect(count(mail.text, "Kind regards")).toBe(1);
    expect(mail.text).toContain(`Kind regards\n${admin.name}\nLichtblick Coaching\n`);
    expect(mail.text).toContain("----- Your message of ");
    // Nothing German around it.
    expect(mail.text).not.toMatch(/Hallo|Mit freundlichen Grüßen|Ihre Nachricht/);
  });

  it("a German visitor's reply form opens in German, with the formal sign-off", async () => {
    const message = await visitorWrites("/kontakt", "Erika Muster", "Ich habe eine Frage.");
    expect(message.lang).toBe("de");
    const draft = await replyDraft(message.id);
    expect(draft.startsWith("Hallo Erika Muster,\n")).toBe(true);
    expect(draft.trimEnd().endsWith(`Mit freundlichen Grüßen\n${admin.name}\nLichtblick Coaching`)).toBe(true);
  });

  it("the greeting carries no link from the name the visitor typed", async () => {
    const message = await visitorWrites("/kontakt", "Gewinn! www.evil.example/claim jetzt", "Hallo");
    const draft = await replyDraft(message.id);
    expect(draft.startsWith("Hallo Gewinn! jetzt,")).toBe(true);
    expect(draft).not.toContain("evil.example");
    expect((await lastMailTo(OWNER))?.text).not.toContain("evil.example");
  });
});

describe("the owner's notification", () => {
  it("is in English when a staff account with that address reads the back office in English", async () => {
    await testDb()
      .update(schema.user)
      .set({ adminLanguage: "en", email: OWNER })
      .where(eq(schema.user.email, admin.email));
    try {
      const message = await visitorWrites("/kontakt", "Erika Muster", "Bitte rufen Sie mich an.");
      const note = await lastMailTo(OWNER);
      expect(note?.subject).toBe("New contact message from Erika Muster");
      expect(note?.text).toContain("Language of the message: German");
      expect(note?.text).toContain(`/admin/contact-messages?message=${message.id}`);
    } finally {
      await testDb()
        .update(schema.user)
        .set({ adminLanguage: "de", email: admin.email })
        .where(eq(schema.user.email, OWNER));
    }
  });

  it("goes to the site's contact address by default, and not at all once the owner switches it off", async () => {
    // A site whose owner never named a notification address: the contact address hears of it.
    await testDb()
      .update(schema.generalSettings)
      .set({ notify_email: null, contact_email: "hallo@lichtblick.example" })
      .where(eq(schema.generalSettings.id, 1));
    const message = await visitorWrites("/kontakt", "Erika Muster", "Wann ist der nächste Kurs?");
    const note = await lastMailTo("hallo@lichtblick.example");
    expect(note?.subject).toBe("Neue Kontaktnachricht von Erika Muster");
    expect(note?.text).toContain(`/admin/contact-messages?message=${message.id}`);

    // Switched off on the general settings' contact card (an unticked box is not posted).
    const fields: Record<string, string> = { intent: "contact" };
    for (const card of GENERAL_CARDS)
      for (const field of card.fields) {
        const value = GENERAL_DEFAULTS[field.name];
        if (value === true) fields[field.name] = "on";
        else if (value !== null && value !== false) fields[field.name] = String(value);
      }
    delete fields.notify_contact_messages;
    const saved = await postForm(
      "/admin/general",
      { ...fields, contact_email: "hallo@lichtblick.example" },
      { Cookie: admin.cookie },
    );
    expect(saved.status).toBe(302);
    const [row] = await testDb().select().from(schema.generalSettings);
    expect(row?.notify_contact_messages).toBe(false);
    await clearTables(schema.outboxEmails);
    await visitorWrites("/kontakt", "Erika Muster", "Noch eine Frage.");
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(0);
  });

  it("is not sent when no address is set, and the visitor's message is stored all the same", async () => {
    await testDb().update(schema.generalSettings).set({ notify_email: null }).where(eq(schema.generalSettings.id, 1));
    const message = await visitorWrites("/kontakt", "Erika Muster", "Hallo");
    expect(message).toBeTruthy();
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(0);
  });
});

describe("a mailed reply", () => {
  async function mailedReply() {
    const message = await visitorWrites("/kontakt", "Erika Muster", "Ich habe eine Frage.");
    const res = await postForm(
      ADMIN_URL,
      { intent: "reply", message_id: String(message.id), reply_type: "email", reply_message: "Hallo Erika, gern." },
      { Cookie: admin.cookie },
    );
    expect(res.status).toBe(302);
    const [reply] = await testDb()
      .select()
      .from(schema.contactReplies)
      .where(eq(schema.contactReplies.contact_message_id, message.id));
    expect(reply?.mailed_at).toBeInstanceOf(Date);
    return { message, reply: reply! };
  }

  it("cannot be edited or deleted: the screen offers neither and the server answers 409", async () => {
    const { reply } = await mailedReply();
    const html = await (await get(ADMIN_URL, admin.cookie)).text();
    expect(html).toContain("per E-Mail verschickt");
    expect(html).not.toContain(`?editReply=${reply.id}`);
    expect(html).not.toContain(`?deleteReply=${reply.id}`);
    // The edit dialog's address opens no dialog for it.
    expect(await (await get(`${ADMIN_URL}?editReply=${reply.id}`, admin.cookie)).text()).not.toContain(
      'name="intent" value="update-reply"',
    );

    const edit = await postForm(
      ADMIN_URL,
      { intent: "update-reply", reply_id: String(reply.id), reply_type: "email", reply_message: "Anders" },
      { Cookie: admin.cookie },
    );
    expect(edit.status).toBe(409);
    expect(await edit.text()).toContain("kann nicht mehr geändert oder gelöscht werden");
    const del = await postForm(
      ADMIN_URL,
      { intent: "delete-reply", reply_id: String(reply.id) },
      { Cookie: admin.cookie },
    );
    expect(del.status).toBe(409);
    expect(
      await testDb()
        .select()
        .from(schema.contactReplies)
        .where(and(eq(schema.contactReplies.id, reply.id))),
    ).toMatchObject([{ reply_message: "Hallo Erika, gern.", reply_type: "email" }]);
  });

  it("is refused in the staff member's language", async () => {
    const { reply } = await mailedReply();
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, admin.email));
    const edit = await postForm(
      ADMIN_URL,
      { intent: "update-reply", reply_id: String(reply.id), reply_type: "email", reply_message: "Anders" },
      { Cookie: admin.cookie },
    );
    expect(edit.status).toBe(409);
    expect(await edit.text()).toContain("This reply was sent by e-mail and can no longer be changed or deleted.");
  });
});

describe("the screen in English", () => {
  it("shows its title, counters and reply form in English", async () => {
    const message = await visitorWrites("/en/contact", "Jane Doe", "Hello there");
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, admin.email));
    const html = await (await get(`${ADMIN_URL}?reply=${message.id}`, admin.cookie)).text();
    for (const english of ["Contact messages", "Total messages", "Last 7 days", "Written in English", "Type of reply"])
      expect(html).toContain(english);
    for (const german of ["Kontaktnachrichten", "Nachrichten gesamt", "Art der Antwort", "Abbrechen"])
      expect(html).not.toContain(german);
  });
});
