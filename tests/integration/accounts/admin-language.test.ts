import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { createAccount, freshIp, get, lastMailTo, sessionAs, signInAs } from "../auth-helpers";
import { postSettled } from "../settled";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

beforeEach(() =>
  clearTables(schema.session, schema.account, schema.rateLimits, schema.auditLog, schema.outboxEmails, schema.user),
);

async function languageOf(email: string) {
  const [row] = await testDb()
    .select({ lang: schema.user.adminLanguage })
    .from(schema.user)
    .where(eq(schema.user.email, email));
  return row?.lang;
}

describe("/admin/profile: the back office's language", () => {
  it("offers Deutsch and English, each marked in its own language", async () => {
    const { cookie } = await signInAs("admin");
    const html = await (await get("/admin/profile", cookie)).text();
    expect(html).toContain("Sprache des Verwaltungsbereichs");
    expect(html).toMatch(/<span lang="de">Deutsch<\/span>/);
    expect(html).toMatch(/<span lang="en">English<\/span>/);
  });

  it("lets a moderator choose English: the next page is in English, with an audit entry", async () => {
    const { cookie, email } = await sessionAs("moderator");
    const saved = await postForm("/admin/profile", { intent: "language", adminLanguage: "en" }, { Cookie: cookie });
    expect(saved.status).toBe(302);
    expect(await languageOf(email)).toBe("en");

    const html = await (await get("/admin/profile", cookie)).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Back-office language");
    expect(html).toContain("Change password");
    expect(html).not.toContain("Sprache des Verwaltungsbereichs");
    expect(html).not.toContain("Passwort ändern");

    const [entry] = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "update"));
    expect(entry?.type).toBe("user");
    expect(JSON.parse(entry!.changes)).toEqual({ admin_language: ["de", "en"] });

    // And back: German again.
    await postForm("/admin/profile", { intent: "language", adminLanguage: "de" }, { Cookie: cookie });
    expect(await (await get("/admin/profile", cookie)).text()).toMatch(/<html lang="de"/);
  });

  it("changes only the signed-in person's language, whatever the form names", async () => {
    const other = await signInAs("admin");
    const [otherRow] = await testDb().select().from(schema.user).where(eq(schema.user.email, other.email));
    const { cookie, email } = await sessionAs("moderator");
    const res = await postForm(
      "/admin/profile",
      { intent: "language", adminLanguage: "en", userId: otherRow!.id, id: otherRow!.id },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);
    expect(await languageOf(other.email)).toBe("de");
    expect(await languageOf(email)).toBe("en");
  });

  it("answers a language it does not speak with a field error and 400, changing nothing", async () => {
    const { cookie, email } = await signInAs("admin");
    for (const adminLanguage of ["fr", "", "EN", "de;en"]) {
      const { status, fieldErrors } = await actionFieldErrors(
        "/admin/profile",
        { intent: "language", adminLanguage },
        cookie,
      );
      expect(status).toBe(400);
      expect(fieldErrors.adminLanguage).toEqual(["Bitte wählen Sie Deutsch oder English"]);
    }
    const missing = await actionFieldErrors("/admin/profile", { intent: "language" }, cookie);
    expect(missing.status).toBe(400);
    expect(await languageOf(email)).toBe("de");
    const entries = await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.type, "user"), eq(schema.auditLog.action, "update")));
    expect(entries).toEqual([]);
  });

  it("refuses a visitor and a plain user", async () => {
    const visitor = await postForm("/admin/profile", { intent: "language", adminLanguage: "en" });
    expect([302, 303, 401, 403]).toContain(visitor.status);
    const plain = await sessionAs("user");
    const res = await postForm("/admin/profile", { intent: "language", adminLanguage: "en" }, { Cookie: plain.cookie });
    expect([302, 303, 401, 403]).toContain(res.status);
    expect(await languageOf(plain.email)).toBe("de");
  });
});

describe("mails to staff in their back-office language", () => {
  const forgot = (email: string) =>
    postSettled(
      "/login",
      { intent: "forgot", email },
      { headers: { "cf-connecting-ip": freshIp(), Cookie: "language=de" } },
    );

  it("sends a staff account's password reset in English when English is its choice, from the German page", async () => {
    const { email } = await createAccount("moderator");
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, email));
    expect((await forgot(email)).status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail?.text).toContain("someone asked to reset the password");
  });

  it("keeps a plain account's mail in the language of the page it used", async () => {
    const { email } = await createAccount("user");
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, email));
    expect((await forgot(email)).status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail?.text).toContain("für Ihr Konto wurde das Zurücksetzen des Passworts angefordert");
  });
});
