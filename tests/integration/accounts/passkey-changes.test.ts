import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { cookiesFrom, lastMailTo, signInAs } from "../auth-helpers";
import { clearTables, ORIGIN, postForm, testDb } from "../helpers";
import { SoftAuthenticator } from "../soft-authenticator";

/**
 * A session alone does not change the account's passkeys (issue 48): once the sign-in is older than
 * ten minutes, adding or removing one asks for the password; every change is mailed to the account
 * and ends its trusted browsers; and one credential id belongs to one passkey only.
 */

beforeEach(() =>
  clearTables(
    schema.passkey,
    schema.session,
    schema.account,
    schema.verification,
    schema.rateLimits,
    schema.auditLog,
    schema.outboxEmails,
    schema.user,
  ),
);

const REGISTER = "/admin/profile/passkeys.json";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

type Answer = { error?: string; field?: string; challenge?: string };

async function userId(email: string) {
  const [row] = await testDb().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return row!.id;
}

/** Makes the account's sessions look as if the sign-in was eleven minutes ago. */
async function signedInLongAgo(id: string) {
  await testDb()
    .update(schema.session)
    .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(schema.session.userId, id));
}

/** The profile script's two posts; `fields` go with the request for a challenge. */
async function register(cookie: string, authenticator: SoftAuthenticator, fields: Record<string, string> = {}) {
  const headers = { Cookie: cookie, "User-Agent": FIREFOX };
  const options = await postForm(REGISTER, { intent: "options", ...fields }, headers);
  if (options.status !== 200) return options;
  const { challenge } = (await options.json()) as Answer;
  const answer = await authenticator.register({ challenge: challenge! });
  return postForm(
    REGISTER,
    { intent: "verify", name: "Laptop", response: JSON.stringify(answer) },
    { ...headers, Cookie: `${cookie}; ${cookiesFrom(options)}` },
  );
}

const trustRows = (id: string) =>
  testDb()
    .select()
    .from(schema.verification)
    .where(and(like(schema.verification.identifier, "trust-device-%"), eq(schema.verification.value, id)));

describe("changing passkeys with a sign-in older than ten minutes", () => {
  it("asks for the password to add one (a field error, nothing stored); with it the passkey is added and mailed", async () => {
    const me = await signInAs("moderator");
    const id = await userId(me.email);
    await signedInLongAgo(id);
    await testDb()
      .insert(schema.verification)
      .values({
        id: crypto.randomUUID(),
        identifier: "trust-device-x",
        value: id,
        expiresAt: new Date(Date.now() + 60_000),
      });

    const bare = await register(me.cookie, new SoftAuthenticator(ORIGIN, "localhost"));
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({ error: "Bitte geben Sie Ihr aktuelles Passwort ein.", field: "password" });
    const wrong = await register(me.cookie, new SoftAuthenticator(ORIGIN, "localhost"), { password: "not-it" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "Das aktuelle Passwort ist falsch", field: "password" });
    expect(await testDb().select().from(schema.passkey)).toEqual([]);
    expect(await lastMailTo(me.email)).toBeNull();

    const added = await register(me.cookie, new SoftAuthenticator(ORIGIN, "localhost"), { password: me.password });
    expect(added.status).toBe(200);
    expect(await testDb().select().from(schema.passkey)).toHaveLength(1);
    const mail = (await lastMailTo(me.email))!;
    expect(mail.subject).toBe("Ein Passkey wurde hinzugefügt");
    expect(mail.text).toContain("„Laptop“");
    expect(mail.text).toMatch(/Wann: \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} Uhr \(Berliner Zeit\)/);
    expect(mail.text).toContain("Browser: Firefox auf Windows");
    // A factor added: the account's trusted browsers ask for the code again.
    expect(await trustRows(id)).toEqual([]);
  });

  it("asks for the password to remove one, and mails the removal in the account's language", async () => {
    const me = await signInAs("moderator");
    const id = await userId(me.email);
    expect((await register(me.cookie, new SoftAuthenticator(ORIGIN, "localhost"))).status).toBe(200);
    const [passkey] = await testDb().select().from(schema.passkey);
    await signedInLongAgo(id);
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.id, id));

    const bare = await postForm("/admin/profile", { intent: "passkey-remove", id: passkey!.id }, { Cookie: me.cookie });
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain("Please enter your current password.");
    expect(await testDb().select().from(schema.passkey)).toHaveLength(1);

    const removed = await postForm(
      "/admin/profile",
      { intent: "passkey-remove", id: passkey!.id, password: me.password },
      { Cookie: me.cookie, "User-Agent": FIREFOX },
    );
    expect(removed.status).toBe(302);
    expect(await testDb().select().from(schema.passkey)).toEqual([]);
    const mail = (await lastMailTo(me.email))!;
    expect(mail.subject).toBe("A passkey was removed");
    expect(mail.text).toContain("(Berlin time)");
    expect(mail.text).toContain("Browser: Firefox on Windows");
  });
});

describe("one credential id, one passkey", () => {
  it("refuses a second registration of a known credential id with a clear message, not a 500", async () => {
    const first = await signInAs("moderator");
    const second = await signInAs("admin");
    const authenticator = new SoftAuthenticator(ORIGIN, "localhost");
    expect((await register(first.cookie, authenticator)).status).toBe(200);

    const again = await register(second.cookie, authenticator);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Answer).error).toBe(
      "Dieser Passkey ist bereits eingerichtet. Bitte verwenden Sie einen anderen.",
    );
    const rows = await testDb().select().from(schema.passkey);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(await userId(first.email));
    // The database holds to it as well, whatever writes the row.
    await expect(
      testDb()
        .insert(schema.passkey)
        .values({ ...rows[0]!, id: crypto.randomUUID(), userId: await userId(second.email) }),
    ).rejects.toThrow();
  });
});
