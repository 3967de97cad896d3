import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, formStamp, ORIGIN, postForm, testDb } from "../helpers";
import { postSettled } from "../settled";

/*
 * What one form stamp, and the whole site in an hour, may make (docs/decisions/0039): one stamp read
 * from a page carries at most three posts, and the site takes fifty contact messages an hour as normal
 * mail. Contact messages beyond either are held as suspected spam, which staff still read and take back;
 * the visitor's answer is the same. Newsletter sign-ups beyond a stamp's posts are refused quietly.
 */

const OWNER = "owner-stamps@example.com";
const ORIGIN_BINDING = { PUBLIC_ORIGIN: ORIGIN };
let admin: string;

beforeAll(async () => {
  admin = (await sessionAs("admin")).cookie;
}, 120_000);

beforeEach(async () => {
  await clearTables(schema.contactMessages, schema.newsletterSubscriptions, schema.outboxEmails, schema.rateLimits);
  await testDb()
    .insert(schema.generalSettings)
    .values({ id: 1, notify_email: OWNER })
    .onConflictDoUpdate({ target: schema.generalSettings.id, set: { notify_email: OWNER } });
});

// Test files of one runtime share its D1: the next file must not find an owner to notify.
afterAll(() =>
  testDb().update(schema.generalSettings).set({ notify_email: null }).where(eq(schema.generalSettings.id, 1)),
);

/** A visitor's post of the contact form from an address of its own, with JavaScript. */
function contact(index: number, stamp: { form_stamp: string }) {
  return postSettled(
    "/kontakt.data",
    {
      _js: "1",
      name: `Besucher ${index}`,
      email: `besucher-${index}@example.com`,
      message: `Nachricht ${index}`,
      ...stamp,
    },
    { headers: { "cf-connecting-ip": `198.51.100.${index}` }, bindings: ORIGIN_BINDING },
  );
}

const messages = () => testDb().select().from(schema.contactMessages);
const notifications = async () =>
  (await testDb().select().from(schema.outboxEmails)).filter((mail) => mail.to === OWNER);

describe("one stamp posted from sixty addresses", () => {
  it("makes three messages; the other 57 are held as suspected spam, none lost, none notified, every answer alike", async () => {
    const stamp = await formStamp();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => contact(i + 1, stamp)));
    const bodies = new Set<string>();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      bodies.add(await answer.text());
    }
    // A robot cannot tell the held posts from the others.
    expect(bodies.size).toBe(1);
    const rows = await messages();
    expect(rows).toHaveLength(60);
    expect(rows.filter((row) => !row.suspected_spam)).toHaveLength(3);
    expect(rows.filter((row) => row.suspected_spam)).toHaveLength(57);
    expect(await notifications()).toHaveLength(3);
  });

  it("the messages screen shows them under 'Verdacht auf Spam', and 'Kein Spam' takes one back", async () => {
    const stamp = await formStamp();
    for (let i = 1; i <= 5; i++) expect((await contact(i, stamp)).status).toBe(200);
    const list = await (await fetchWorker("/admin/contact-messages", { headers: { Cookie: admin } })).text();
    expect(list.match(/data-testid="contact-message"/g)).toHaveLength(3);
    expect(list).toMatch(/data-testid="stat-spam"[\s\S]*?data-testid="stat-value"[^>]*>2</);

    const held = await fetchWorker("/admin/contact-messages?spam=1", { headers: { Cookie: admin } });
    expect(held.status).toBe(200);
    const page = await held.text();
    expect(page).toContain("Verdacht auf Spam");
    expect(page.match(/data-testid="contact-message"/g)).toHaveLength(2);
    expect(page).toContain("Besucher 5");
    expect(page).not.toContain("Besucher 1<");

    const [five] = await testDb()
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, "besucher-5@example.com"));
    const back = await postForm(
      "/admin/contact-messages",
      { intent: "not-spam", id: String(five!.id) },
      { Cookie: admin },
    );
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/admin/contact-messages?spam=1");
    const [after] = await testDb().select().from(schema.contactMessages).where(eq(schema.contactMessages.id, five!.id));
    expect(after!.suspected_spam).toBe(false);
    const again = await (await fetchWorker("/admin/contact-messages", { headers: { Cookie: admin } })).text();
    expect(again.match(/data-testid="contact-message"/g)).toHaveLength(4);
  });
});

describe("the site's hourly bound", () => {
  it("takes fifty messages an hour as normal mail, holds the rest as suspected spam", async () => {
    const answers = [];
    for (let i = 1; i <= 55; i++) answers.push(await contact(i, await formStamp()));
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await messages();
    expect(rows).toHaveLength(55);
    expect(rows.filter((row) => !row.suspected_spam)).toHaveLength(50);
    expect(rows.filter((row) => row.suspected_spam).map((row) => row.name)).toEqual(
      expect.arrayContaining(["Besucher 51", "Besucher 55"]),
    );
    expect(await notifications()).toHaveLength(50);
  });
});

describe("the newsletter", () => {
  it("signs up three addresses with one stamp and quietly refuses the rest (no row, no mail, the same answer)", async () => {
    const stamp = await formStamp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postSettled(
          "/newsletter",
          { _js: "1", redirectTo: "/about", email: `leser-${i}@example.com`, ...stamp },
          { headers: { "cf-connecting-ip": `198.51.100.${100 + i}` }, bindings: ORIGIN_BINDING },
        ),
      ),
    );
    const bodies = new Set<string>();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      bodies.add(await answer.text());
    }
    expect(bodies.size).toBe(1);
    expect(await testDb().select().from(schema.newsletterSubscriptions)).toHaveLength(3);
    expect(await testDb().select().from(schema.outboxEmails)).toHaveLength(3);
  });
});
