import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { cookiesFrom, freshIp, get, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";
import {
  auditActions,
  codeFor,
  codeStep,
  enrolled,
  failureCount,
  passwordStep,
  profilePost,
  updatedCookie,
  userOf,
} from "./two-factor-helpers";

/**
 * Two-factor sign-in with an authenticator app (decision 0038), through the real forms as plain posts
 * (no JavaScript): set up on /admin/profile, sign in with password and code, backup codes, the refusals
 * (wrong, replayed, used) counted toward the sign-in limits, and the policy with its last-admin rule.
 */

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
  await testDb().delete(schema.generalSettings);
});

describe("setting up the authenticator app on /admin/profile", () => {
  it("asks for the password, shows a QR code and the key, confirms with a first code and shows ten backup codes once", async () => {
    const account = await signInAs("moderator");
    const wrong = await profilePost({ intent: "two-factor-start", password: "not-my-password" }, account.cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Das aktuelle Passwort ist falsch");
    expect(await testDb().select().from(schema.twoFactor)).toHaveLength(0);

    const { secret, backupCodes, cookie, email, shownWith } = await enrolled();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    // Codes copied from paper: no 0/O, no 1/l/I, no lower case; and a file of them to keep.
    for (const code of backupCodes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    const file = /data-testid="backup-codes-download"|download="ersatzcodes\.txt"/.test(shownWith)
      ? decodeURIComponent(/href="data:text\/plain;charset=utf-8,([^"]*)"/.exec(shownWith)?.[1] ?? "")
      : "";
    for (const code of backupCodes) expect(file).toContain(code);
    const user = await userOf(email);
    expect(user.twoFactorEnabled).toBe(true);
    // Shown once: the page after does not carry them.
    const later = await (await get("/admin/profile", cookie)).text();
    expect(later).toContain('data-testid="backup-codes-left"');
    for (const code of backupCodes) expect(later).not.toContain(code);
    expect(later).not.toContain(secret);
    // Audited without the secret or a code.
    const entries = await auditActions(user.id);
    expect(entries.map((e) => e.action)).toContain("two-factor-enabled");
    for (const entry of entries) {
      expect(entry.changes).not.toContain(secret);
      for (const code of backupCodes) expect(entry.changes).not.toContain(code);
    }
    void account;
  });

  it("refuses a wrong first code with a field error in the person's back-office language, and stays off", async () => {
    const account = await signInAs("moderator");
    await profilePost({ intent: "two-factor-start", password: account.password }, account.cookie);
    // The back office speaks the language chosen on the profile (decision 0053), not the site's cookie.
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, account.email));
    const res = await postForm(
      "/admin/profile",
      { intent: "two-factor-confirm", code: "000000" },
      { Cookie: `${account.cookie}; language=de` },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/The code is wrong or has expired|The code consists of 6 digits/);
    expect((await userOf(account.email)).twoFactorEnabled).toBe(false);
    await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, account.email));
    const bad = await profilePost({ intent: "two-factor-confirm", code: "12ab" }, account.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Der Code besteht aus 6 Ziffern");
  });
});

describe("signing in with password and code (plain form posts, no JavaScript)", () => {
  it("the password alone gives no session; password + code does", async () => {
    const { email, password, secret } = await enrolled();
    const ip = freshIp();
    const challenge = await passwordStep(email, password, ip);
    // Without the code, the back office stays closed.
    expect((await get("/admin", challenge)).status).toBe(302);
    const page = await (await get("/login?mode=code", challenge)).text();
    expect(page).toContain('name="code"');
    expect(page).toContain("Diesem Browser 30 Tage vertrauen");

    const res = await codeStep({ method: "totp", code: codeFor(secret, 1) }, challenge, ip);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
    const session = cookiesFrom(res);
    expect(session).toMatch(/better-auth\.session_token=/);
    expect((await get("/admin", session)).status).toBe(200);
    const user = await userOf(email);
    expect((await auditActions(user.id))[0]).toMatchObject({ action: "sign-in" });
  });

  it("refuses a wrong code (401, field error, both languages) and counts it toward the sign-in limits", async () => {
    const { email, password } = await enrolled();
    const ip = freshIp();
    const challenge = await passwordStep(email, password, ip);
    expect(await failureCount(email)).toBe(0);
    const wrong = await codeStep({ method: "totp", code: "000000" }, challenge, ip);
    expect(wrong.status).toBe(401);
    expect(cookiesFrom(wrong)).not.toMatch(/session_token=/);
    expect(await wrong.text()).toContain("Der Code ist falsch oder abgelaufen.");
    expect(await failureCount(email)).toBe(1);
    const english = await codeStep({ method: "totp", code: "000001" }, `${challenge}; language=en`, ip);
    expect(english.status).toBe(401);
    expect(await english.text()).toContain("The code is wrong or has expired.");
    expect(await failureCount(email)).toBe(2);
    const user = await userOf(email);
    const refused = (await auditActions(user.id)).filter((e) => e.action === "two-factor-refused");
    expect(refused).toHaveLength(2);
    expect(refused[0]!.changes).toContain("wrong-code");
  });

  it("refuses a replayed code: the same code twice within its window", async () => {
    const { email, password, secret } = await enrolled();
    const code = codeFor(secret, 1);
    const ip = freshIp();
    const first = await codeStep({ method: "totp", code }, await passwordStep(email, password, ip), ip);
    expect(first.status).toBe(302);
    // Someone who watched the code being typed tries it at once with the stolen password.
    const thief = freshIp();
    const again = await codeStep({ method: "totp", code }, await passwordStep(email, password, thief), thief);
    expect(again.status).toBe(401);
    expect(cookiesFrom(again)).not.toMatch(/session_token=/);
    expect(await again.text()).toContain("Dieser Code wurde schon verwendet.");
    expect(await failureCount(email)).toBe(1);
    const user = await userOf(email);
    expect((await auditActions(user.id))[0]).toMatchObject({ action: "two-factor-refused" });
    expect((await auditActions(user.id))[0]!.changes).toContain("replayed");
    // The code that confirmed the set-up cannot sign in either.
    const older = await codeStep(
      { method: "totp", code: codeFor(secret) },
      await passwordStep(email, password, thief),
      thief,
    );
    expect(older.status).toBe(401);
  });

  it("a backup code works once; the second time it is refused and counted", async () => {
    const { email, password, backupCodes } = await enrolled();
    const ip = freshIp();
    const backupPage = await (
      await get("/login?mode=code&method=backup", await passwordStep(email, password, ip))
    ).text();
    expect(backupPage).toContain("Ersatzcode");

    const first = await codeStep(
      { method: "backup", code: backupCodes[0]! },
      await passwordStep(email, password, ip),
      ip,
    );
    expect(first.status).toBe(302);
    expect(cookiesFrom(first)).toMatch(/session_token=/);
    const user = await userOf(email);
    expect((await auditActions(user.id)).map((e) => e.action)).toContain("backup-code-used");

    const second = await codeStep(
      { method: "backup", code: backupCodes[0]! },
      await passwordStep(email, password, ip),
      ip,
    );
    expect(second.status).toBe(401);
    expect(cookiesFrom(second)).not.toMatch(/session_token=/);
    expect(await second.text()).toContain("Dieser Ersatzcode ist ungültig oder wurde schon verwendet.");
    expect(await failureCount(email)).toBe(1);
  });

  it("without a challenge cookie the code step asks to start over (401), and bad input is a 400", async () => {
    const ip = freshIp();
    const none = await codeStep({ method: "totp", code: "123456" }, "", ip);
    expect(none.status).toBe(401);
    expect(await none.text()).toContain("Die Anmeldung ist abgelaufen.");
    const bad = await codeStep({ method: "totp", code: "12" }, "", ip);
    expect(bad.status).toBe(400);
    const forged = await codeStep({ method: "totp", code: "123456" }, "better-auth.two_factor=2fa-x.forged", ip);
    expect(forged.status).toBe(401);
  });

  it("'trust this browser' skips the code on the next sign-in from it", async () => {
    const { email, password, secret } = await enrolled();
    const ip = freshIp();
    const res = await codeStep(
      { method: "totp", code: codeFor(secret, 1), trustDevice: "on" },
      await passwordStep(email, password, ip),
      ip,
    );
    expect(res.status).toBe(302);
    const trust = res.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .find((pair) => pair.startsWith("better-auth.trust_device="));
    expect(trust).toBeTruthy();
    const next = await postForm(
      "/login",
      { intent: "signin", email, password },
      { Cookie: trust!, "cf-connecting-ip": ip },
    );
    expect(next.status).toBe(302);
    expect(next.headers.get("Location")).toBe("/admin");
    expect(cookiesFrom(next)).toMatch(/session_token=/);
  });
});

describe("backup codes and switching off on the profile", () => {
  it("makes new backup codes with the password (the old ones stop working) and audits it", async () => {
    const { cookie, password, backupCodes, email } = await enrolled();
    const wrong = await profilePost({ intent: "two-factor-backup-codes", password: "wrong-password" }, cookie);
    expect(wrong.status).toBe(400);
    const res = await profilePost({ intent: "two-factor-backup-codes", password }, cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const fresh = [...html.matchAll(/<li>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g)].map((m) => m[1]!);
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[0]);
    const ip = freshIp();
    const old = await codeStep(
      { method: "backup", code: backupCodes[0]! },
      await passwordStep(email, password, ip),
      ip,
    );
    expect(old.status).toBe(401);
    const user = await userOf(email);
    expect((await auditActions(user.id)).map((e) => e.action)).toContain("backup-codes-regenerated");
  });

  it("switches off with the password; then the password alone signs in again", async () => {
    const { cookie, password, email } = await enrolled();
    const wrong = await profilePost({ intent: "two-factor-disable", password: "wrong-password" }, cookie);
    expect(wrong.status).toBe(400);
    expect((await userOf(email)).twoFactorEnabled).toBe(true);
    const res = await profilePost({ intent: "two-factor-disable", password }, cookie);
    expect(res.status).toBe(302);
    expect((await userOf(email)).twoFactorEnabled).toBe(false);
    expect(
      await testDb()
        .select()
        .from(schema.twoFactor)
        .where(eq(schema.twoFactor.userId, (await userOf(email)).id)),
    ).toHaveLength(0);
    const again = await postForm("/login", { intent: "signin", email, password }, { "cf-connecting-ip": freshIp() });
    expect(again.headers.get("Location")).toBe("/admin");
    expect((await auditActions((await userOf(email)).id)).map((e) => e.action)).toContain("two-factor-disabled");
  });
});

async function requireTwoFactor(on: boolean) {
  await testDb()
    .insert(schema.generalSettings)
    .values({ id: 1, require_two_factor: on })
    .onConflictDoUpdate({ target: schema.generalSettings.id, set: { require_two_factor: on } });
}

// Test files of one runtime share its D1: the next file must not find the policy switched on.
afterAll(async () => {
  await testDb().delete(schema.generalSettings);
});

const ADMIN_PAGES = [
  "/admin",
  "/admin/blog",
  "/admin/general",
  "/admin/users",
  "/admin/audit-log",
  "/admin/trash",
  "/admin/media",
  "/admin/contact-messages",
  "/admin/newsletter-subscriptions/export.csv",
];

describe("the policy: a second factor for all staff", () => {
  it("sends staff without one to the enrolment from every admin page and refuses their writes; after enrolling they reach everything", async () => {
    const account = await signInAs("admin");
    await requireTwoFactor(true);
    for (const page of ADMIN_PAGES) {
      const res = await get(page, account.cookie);
      expect(res.status, page).toBe(302);
      expect(res.headers.get("Location"), page).toBe("/admin/profile#two-factor");
      const data = await get(page === "/admin" ? "/admin.data" : `${page}.data`, account.cookie);
      if (!page.endsWith(".csv")) {
        expect(data.status, `${page}.data`).toBe(202);
        expect(await data.text()).toContain("/admin/profile");
      }
    }
    const profile = await get("/admin/profile", account.cookie);
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('data-testid="two-factor-required"');
    // Writes elsewhere, and the profile's other forms, are refused.
    expect((await postForm("/admin/trash", { intent: "restore", id: "1" }, { Cookie: account.cookie })).status).toBe(
      403,
    );
    expect((await postForm("/admin/general", { logo_short: "X" }, { Cookie: account.cookie })).status).toBe(403);
    expect(
      (await profilePost({ intent: "profile", fullName: "Someone Else", email: account.email }, account.cookie)).status,
    ).toBe(403);
    expect((await userOf(account.email)).name).toBe("Test admin");

    // Setting up the app is allowed, and afterwards every page opens again.
    const start = await profilePost({ intent: "two-factor-start", password: account.password }, account.cookie);
    expect(start.status).toBe(302);
    const page = await (await get("/admin/profile", account.cookie)).text();
    const secret = /data-testid="two-factor-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, "");
    const confirm = await profilePost({ intent: "two-factor-confirm", code: codeFor(secret) }, account.cookie);
    expect(confirm.status).toBe(200);
    const cookie = updatedCookie(account.cookie, confirm);
    for (const path of ADMIN_PAGES) expect((await get(path, cookie)).status, path).toBe(200);
  });

  it("a staff member with the app passes; the policy off lets everyone pass", async () => {
    const withApp = await enrolled("moderator");
    await requireTwoFactor(true);
    expect((await get("/admin/blog", withApp.cookie)).status).toBe(200);
    const without = await signInAs("moderator");
    expect((await get("/admin/blog", without.cookie)).status).toBe(302);
    await requireTwoFactor(false);
    expect((await get("/admin/blog", without.cookie)).status).toBe(200);
  });

  it("the last admin cannot lock themselves out: no policy without an own factor, no switching off the last one", async () => {
    const settings = {
      intent: "security",
      logo_short: "BH",
      main_sections_grid_columns: "3",
      form_of_address: "sie",
      require_two_factor: "on",
    };
    const bare = await signInAs("admin");
    const refused = await postForm("/admin/general", settings, { Cookie: bare.cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Richten Sie zuerst für Ihr eigenes Konto einen zweiten Faktor ein");
    const [row] = await testDb().select().from(schema.generalSettings);
    expect(row?.require_two_factor ?? false).toBe(false);

    const admin = await enrolled("admin");
    const accepted = await postForm("/admin/general", settings, { Cookie: admin.cookie });
    expect(accepted.status).toBe(302);
    expect((await testDb().select().from(schema.generalSettings))[0]!.require_two_factor).toBe(true);

    const off = await profilePost({ intent: "two-factor-disable", password: admin.password }, admin.cookie);
    expect(off.status).toBe(409);
    expect(await off.text()).toContain("Fügen Sie zuerst einen Passkey hinzu");
    expect((await userOf(admin.email)).twoFactorEnabled).toBe(true);
  });
});
