import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { cookiesFrom, freshIp, get } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";
import {
  auditActions,
  codeFor,
  codeStep,
  enrolled,
  passwordStep,
  profilePost,
  startSetUp,
  updatedCookie,
  userOf,
} from "./two-factor-helpers";

/**
 * The second step of a sign-in under odd requests (issue 48): two challenge cookies in one request,
 * many wrong codes at once, what the audit log says between password and code, and a new app's first
 * code in the step a sign-in just used.
 */

// The first request loads the whole server build: in the hook's time, so every test here has its own.
beforeAll(async () => {
  await get("/login");
});

beforeEach(async () => {
  await clearTables(
    schema.session,
    schema.account,
    schema.verification,
    schema.twoFactor,
    schema.rateLimits,
    schema.auditLog,
    schema.user,
  );
});

afterAll(async () => {
  await clearTables(schema.rateLimits);
});

/** Everything a sign-in could write: sessions, audit entries, counts of the limits. */
async function written() {
  const db = testDb();
  return {
    sessions: await db.select({ id: schema.session.id }).from(schema.session),
    audit: await db.select({ id: schema.auditLog.id }).from(schema.auditLog),
    limits: await db.select().from(schema.rateLimits),
  };
}

describe("the challenge cookie, read as the auth library reads it", () => {
  it("a challenge cookie in double quotes is read as the auth library reads it", async () => {
    const { email, password, secret } = await enrolled();
    const ip = freshIp();
    const challenge = await passwordStep(email, password, ip);
    const quoted = challenge.replace(/(better-auth\.two_factor=)([^;]+)/, '$1"$2"');
    const res = await codeStep({ method: "totp", code: codeFor(secret, 1) }, quoted, ip);
    expect(res.status).toBe(302);
    expect(cookiesFrom(res)).toMatch(/session_token=/);
  });

  it("a used code posted with the victim's challenge and another account's is refused (400), and nothing is written", async () => {
    const victim = await enrolled("moderator");
    const other = await enrolled("admin");
    const ip = freshIp();
    const code = codeFor(victim.secret, 1);
    const first = await codeStep({ method: "totp", code }, await passwordStep(victim.email, victim.password, ip), ip);
    expect(first.status).toBe(302);

    // Someone who knows both passwords starts two sign-ins and sends the used code with both challenges:
    // the victim's first (the copy the auth library verifies), the other account's last.
    const thief = freshIp();
    const victimChallenge = await passwordStep(victim.email, victim.password, thief);
    const otherChallenge = await passwordStep(other.email, other.password, thief);
    const before = await written();
    for (const cookie of [`${victimChallenge}; ${otherChallenge}`, `${otherChallenge}; ${victimChallenge}`]) {
      const replay = await codeStep({ method: "totp", code }, cookie, thief);
      expect(replay.status).toBe(400);
      expect(cookiesFrom(replay)).not.toMatch(/session_token=/);
    }
    expect(await written()).toEqual(before);

    // Every other way into better-auth is refused the same: two sessions for a page or a sign-out.
    const twoSessions = `${victim.cookie}; ${other.cookie}`;
    expect((await get("/admin", twoSessions)).status).toBe(400);
    expect((await postForm("/logout", {}, { Cookie: twoSessions })).status).toBe(400);
    expect((await profilePost({ intent: "two-factor-start", password: other.password }, twoSessions)).status).toBe(400);
    expect(await written()).toEqual(before);
    // Each challenge alone still works as it should: the used code stays refused for the victim.
    const alone = await codeStep({ method: "totp", code }, victimChallenge, thief);
    expect(alone.status).toBe(401);
    expect(await alone.text()).toContain("Dieser Code wurde schon verwendet.");
  });
});

describe("the lock after ten wrong codes", () => {
  it("of 30 wrong codes sent at once at most 10 are checked, the rest are locked; then the right code is locked out too", async () => {
    const { email, password, secret } = await enrolled();
    const user = await userOf(email);
    const right = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
    const wrongCode = ["000000", "111111", "222222", "333333"].find((code) => !right.has(code))!;
    const tries = [];
    for (let i = 0; i < 30; i++) {
      const ip = freshIp();
      tries.push({ ip, challenge: await passwordStep(email, password, ip) });
    }
    const answers = await Promise.all(
      tries.map(async ({ ip, challenge }) => {
        const res = await codeStep({ method: "totp", code: wrongCode }, challenge, ip);
        return { status: res.status, text: await res.text() };
      }),
    );
    const checked = answers.filter((a) => a.status === 401 && a.text.includes("Der Code ist falsch oder abgelaufen."));
    const locked = answers.filter((a) => a.status === 429 && a.text.includes("Zu viele Versuche."));
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.length + locked.length).toBe(30);
    const refusals = (await auditActions(user.id)).filter((e) => e.action === "two-factor-refused");
    expect(refusals.filter((e) => e.changes?.includes("wrong-code")).length).toBe(checked.length);

    const ip = freshIp();
    const rightAfter = await codeStep(
      { method: "totp", code: codeFor(secret, 1) },
      await passwordStep(email, password, ip),
      ip,
    );
    expect(rightAfter.status).toBe(429);
    expect(rightAfter.headers.get("Retry-After")).toBeTruthy();
    expect(cookiesFrom(rightAfter)).not.toMatch(/session_token=/);
  });
});

describe("the audit log between password and code", () => {
  it("a right password says 'password accepted, waiting for the code'; 'signed in' comes only with the code", async () => {
    const { email, password, secret, cookie } = await enrolled("admin");
    const user = await userOf(email);
    const ip = freshIp();
    const challenge = await passwordStep(email, password, ip);
    const pending = await auditActions(user.id);
    expect(pending[0]).toMatchObject({ action: "sign-in-awaiting-code" });
    // The one "sign-in" is that of the account's creation, before the app was set up.
    expect(pending.filter((e) => e.action === "sign-in")).toHaveLength(1);

    const res = await codeStep({ method: "totp", code: codeFor(secret, 1) }, challenge, ip);
    expect(res.status).toBe(302);
    const after = await auditActions(user.id);
    expect(after.slice(0, 2).map((e) => e.action)).toEqual(["sign-in", "sign-in-awaiting-code"]);

    // The audit log names the entry in the reader's language.
    const german = (await (await get("/admin/audit-log", cookie)).text()).replaceAll("<!-- -->", "");
    expect(german).toContain("Passwort angenommen, Code ausstehend");
    expect(german).not.toMatch(/<td[^>]*>sign-in-awaiting-code</);
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.id, user.id));
    const english = (await (await get("/admin/audit-log", cookie)).text()).replaceAll("<!-- -->", "");
    expect(english).toContain("Password accepted, waiting for the code");
  });
});

describe("the replay record belongs to the secret", () => {
  it("a newly set-up app's first code is accepted in the 30-second step a sign-in with the old app used", async () => {
    const { email, password, secret, cookie } = await enrolled();
    const ip = freshIp();
    const signIn = await codeStep(
      { method: "totp", code: codeFor(secret, 1) },
      await passwordStep(email, password, ip),
      ip,
    );
    expect(signIn.status).toBe(302);
    const off = await profilePost({ intent: "two-factor-disable", password }, cookie);
    expect(off.status).toBe(302);
    const session = updatedCookie(cookie, off);
    const fresh = await startSetUp(session, password);
    expect(fresh).not.toBe(secret);
    const confirm = await profilePost({ intent: "two-factor-confirm", code: codeFor(fresh, 1) }, session);
    expect(confirm.status).toBe(200);
    expect((await userOf(email)).twoFactorEnabled).toBe(true);
    // The new app's code stays used once: the same code again is refused at sign-in.
    const again = await codeStep(
      { method: "totp", code: codeFor(fresh, 1) },
      await passwordStep(email, password, ip),
      ip,
    );
    expect(again.status).toBe(401);
    expect(await again.text()).toContain("Dieser Code wurde schon verwendet.");
  });
});
