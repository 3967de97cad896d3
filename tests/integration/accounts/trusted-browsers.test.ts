import { and, eq, like } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { symmetricEncrypt } from "better-auth/crypto";
import { env } from "cloudflare:workers";
import { cookiesFrom, createAccount, freshIp, get, lastMailTo, loginLinkIn, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";
import { postSettled } from "../settled";

/**
 * "Trust this browser for 30 days" ends whenever the account's sign-in changes (issue 48): a second
 * factor switched off and on, all other sessions ended, the password changed or reset. The profile
 * lists the trusted browsers and ends one or all, only the own.
 */

beforeEach(async () => {
  await clearTables(
    schema.trustedBrowser,
    schema.passkey,
    schema.session,
    schema.account,
    schema.verification,
    schema.twoFactor,
    schema.rateLimits,
    schema.auditLog,
    schema.outboxEmails,
    schema.user,
  );
});

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

function codeFor(secret: string, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

const profilePost = (fields: Record<string, string>, cookie: string) =>
  postForm("/admin/profile", fields, { Cookie: cookie });

/** The Cookie header after a response replaced some of its cookies (better-auth swaps the session). */
function updatedCookie(cookie: string, response: Response) {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0]!, pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    if (pair.endsWith("=") || /Max-Age=0/i.test(line)) jar.delete(pair.split("=")[0]!);
    else jar.set(pair.split("=")[0]!, pair);
  }
  return [...jar.values()].join("; ");
}

/** Switches the authenticator app on through the profile's forms; returns the new cookie and key. */
async function switchOn(cookie: string, password: string) {
  expect((await profilePost({ intent: "two-factor-start", password }, cookie)).status).toBe(302);
  const page = await (await get("/admin/profile", cookie)).text();
  const secret = /data-testid="two-factor-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, "");
  const confirm = await profilePost({ intent: "two-factor-confirm", code: codeFor(secret) }, cookie);
  expect(confirm.status).toBe(200);
  return { cookie: updatedCookie(cookie, confirm), secret };
}

/**
 * A staff account with the authenticator app (its row written as better-auth writes it, to spare the
 * set-up's password checks, which tests/integration/accounts/two-factor.test.ts covers), signed in
 * from Firefox with "trust this browser". That browser's session is the one that acts on the profile.
 */
async function trustedBrowser({ owner = false } = {}) {
  const account = await createAccount("moderator");
  const id = await userId(account.email);
  // The owner's own browser, signed in before the app was set up (so without a code).
  let ownerCookie = "";
  if (owner) {
    const res = await postForm("/login", { intent: "signin", email: account.email, password: account.password });
    ownerCookie = cookiesFrom(res);
  }
  const raw = crypto.randomUUID().replace(/-/g, "");
  const key = env.BETTER_AUTH_SECRET;
  await testDb().batch([
    testDb()
      .insert(schema.twoFactor)
      .values({
        id: crypto.randomUUID(),
        userId: id,
        secret: await symmetricEncrypt({ key, data: raw }),
        backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(["aaaaa-bbbbb"]) }),
        verified: true,
      }),
    testDb().update(schema.user).set({ twoFactorEnabled: true }).where(eq(schema.user.id, id)),
  ]);
  const secret = new Secret({ buffer: new TextEncoder().encode(raw).buffer as ArrayBuffer }).base32;
  const ip = freshIp();
  const headers = { "cf-connecting-ip": ip, "User-Agent": FIREFOX };
  const password = await postForm(
    "/login",
    { intent: "signin", email: account.email, password: account.password },
    headers,
  );
  expect(password.headers.get("Location")).toBe("/login?mode=code");
  const code = await postForm(
    "/login",
    // The step before: the set-up after a switch-off (first test) then confirms with a later one.
    { intent: "code", method: "totp", code: codeFor(secret, -1), trustDevice: "on" },
    { ...headers, Cookie: cookiesFrom(password) },
  );
  expect(code.status).toBe(302);
  const pairs = code.headers.getSetCookie().map((line) => line.split(";")[0]!);
  const trust = pairs.find((pair) => pair.startsWith("better-auth.trust_device="))!;
  expect(trust).toBeTruthy();
  const cookie = pairs.filter((pair) => pair.startsWith("better-auth.session")).join("; ");
  return { ...account, id, cookie, secret, trust, owner: ownerCookie };
}

/** Whether the trusted browser signs in with the password alone (true) or is asked for the code. */
async function skipsTheCode(email: string, password: string, trust: string) {
  const res = await postForm(
    "/login",
    { intent: "signin", email, password },
    { Cookie: trust, "cf-connecting-ip": freshIp(), "User-Agent": FIREFOX },
  );
  expect(res.status).toBe(302);
  return res.headers.get("Location") !== "/login?mode=code";
}

const trustRows = (userId: string) =>
  testDb()
    .select()
    .from(schema.verification)
    .where(and(like(schema.verification.identifier, "trust-device-%"), eq(schema.verification.value, userId)));

async function userId(email: string) {
  const [row] = await testDb().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return row!.id;
}

describe("a trusted browser asks for the code again", () => {
  it("after the authenticator app is switched off and on with a new key", async () => {
    // Switched off and on in the owner's other browser: better-auth itself forgets only that browser's trust.
    const me = await trustedBrowser({ owner: true });
    const off = await profilePost({ intent: "two-factor-disable", password: me.password }, me.owner);
    expect(off.status).toBe(302);
    const on = await switchOn(updatedCookie(me.owner, off), me.password);
    expect(on.secret).not.toBe(me.secret);
    expect(await skipsTheCode(me.email, me.password, me.trust)).toBe(false);
  });

  it("after all other sessions are ended", async () => {
    const me = await trustedBrowser({ owner: true });
    const res = await profilePost({ intent: "sessions-end-others" }, me.owner);
    expect(res.status).toBe(302);
    expect(await skipsTheCode(me.email, me.password, me.trust)).toBe(false);
  });

  it("after the password is changed on the profile", async () => {
    const me = await trustedBrowser();
    const next = "a-new-password-9";
    const res = await profilePost(
      { intent: "password", currentPassword: me.password, newPassword: next, confirmPassword: next },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(await skipsTheCode(me.email, next, me.trust)).toBe(false);
  });

  it("after the password is reset by a link", async () => {
    const me = await trustedBrowser();
    expect((await postSettled("/login", { intent: "forgot", email: me.email })).status).toBe(200);
    const token = loginLinkIn((await lastMailTo(me.email))!.text).searchParams.get("token")!;
    const next = "a-reset-password-9";
    const done = await postForm("/login", { intent: "reset", token, password: next, confirmPassword: next });
    expect(done.status).toBe(302);
    expect(await skipsTheCode(me.email, next, me.trust)).toBe(false);
    expect((await lastMailTo(me.email))!.subject).toBe("Ihr Passwort wurde geändert");
  });
});

/** Another account with a browser it trusts (its row only: whether it stays is what counts). */
async function someoneElsesTrust() {
  const other = await createAccount("admin");
  const id = await userId(other.email);
  const [row] = await testDb()
    .insert(schema.verification)
    .values({
      id: crypto.randomUUID(),
      identifier: `trust-device-${crypto.randomUUID().replace(/-/g, "")}`,
      value: id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { id, row: row! };
}

describe("the profile's list of trusted browsers", () => {
  it("lists the own trusted browser with its browser and last use, and ends it (audited)", async () => {
    const me = await trustedBrowser();
    const other = await someoneElsesTrust();
    // A sign-in from the trusted browser renews the trust: the list follows it and notes the use.
    expect(await skipsTheCode(me.email, me.password, me.trust)).toBe(true);
    const html = await (await get("/admin/profile", me.cookie)).text();
    expect(html).toContain("Vertraute Browser");
    expect(html.match(/data-testid="trusted-row"/g)).toHaveLength(1);
    expect(html).toContain("Firefox auf Windows");
    expect(html).not.toContain("noch nie");

    // Someone else's trust is not found, and stays.
    const foreign = await profilePost({ intent: "trust-end", id: other.row.id }, me.cookie);
    expect(foreign.status).toBe(404);
    expect(await trustRows(other.id)).toHaveLength(1);
    expect((await profilePost({ intent: "trust-end" }, me.cookie)).status).toBe(400);

    const [mine] = await trustRows(me.id);
    const res = await profilePost({ intent: "trust-end", id: mine!.id }, me.cookie);
    expect(res.status).toBe(302);
    expect(await trustRows(me.id)).toEqual([]);
    expect(await skipsTheCode(me.email, me.password, me.trust)).toBe(false);
    expect(await trustRows(other.id)).toHaveLength(1);
    const [entry] = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "trust-end"));
    expect(JSON.parse(entry!.changes).browser[0]).toBe("Firefox auf Windows");
    const after = await (await get("/admin/profile", me.cookie)).text();
    expect(after).toContain('data-testid="no-trusted-browsers"');
  });

  it("ends all of the own trusted browsers at once, and leaves other people's", async () => {
    const me = await trustedBrowser();
    const other = await someoneElsesTrust();
    const res = await profilePost({ intent: "trust-end-all" }, me.cookie);
    expect(res.status).toBe(302);
    expect(await trustRows(me.id)).toEqual([]);
    expect(await skipsTheCode(me.email, me.password, me.trust)).toBe(false);
    expect(await trustRows(other.id)).toHaveLength(1);
  });

  it("is refused to visitors and plain users, and writes nothing", async () => {
    const other = await someoneElsesTrust();
    const visitor = await postForm("/admin/profile", { intent: "trust-end-all" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const user = await signInAs("user");
    expect((await profilePost({ intent: "trust-end", id: other.row.id }, user.cookie)).status).toBe(403);
    expect((await profilePost({ intent: "trust-end-all" }, user.cookie)).status).toBe(403);
    expect(await trustRows(other.id)).toHaveLength(1);
  });
});
