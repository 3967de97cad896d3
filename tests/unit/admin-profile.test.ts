import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { cookiesFrom, freshIp, get, signInAs } from "./auth-helpers";
import { clearTables, postForm, testDb } from "./helpers";

beforeEach(() => clearTables(schema.session, schema.account, schema.verification, schema.rateLimits, schema.user));

const post = (fields: Record<string, string>, cookie: string) => postForm("/admin/profile", fields, { Cookie: cookie });
const toastOf = (res: Response) => decodeURIComponent(res.headers.get("Set-Cookie") ?? "");
const signIn = (email: string, password: string) => postForm("/login", { intent: "signin", email, password }, { "cf-connecting-ip": freshIp() });

async function userRow(email: string) {
  const [row] = await testDb().select().from(schema.user).where(eq(schema.user.email, email));
  return row ?? null;
}

describe("/admin/profile: the page", () => {
  it("shows e-mail, role and German dates to any staff member (a moderator too)", async () => {
    const moderator = await signInAs("moderator");
    await testDb()
      .update(schema.user)
      .set({ createdAt: new Date("2024-01-15T12:00:00Z"), updatedAt: new Date("2025-06-30T12:00:00Z") })
      .where(eq(schema.user.email, moderator.email));
    const res = await get("/admin/profile", moderator.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(moderator.email);
    expect(html).toContain('data-role="moderator"');
    expect(html).toContain("15.01.2024");
    expect(html).toContain("30.06.2025");
    expect(html).toContain("Passwort ändern");
  });
});

describe("/admin/profile: name and e-mail", () => {
  it("answers bad input with the spec's field messages and 400, keeping the input", async () => {
    const admin = await signInAs("admin");
    const empty = await post({ intent: "profile", fullName: "", email: "" }, admin.cookie);
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Name ist erforderlich");
    expect(emptyHtml).toContain("E-Mail ist erforderlich");

    const bad = await post({ intent: "profile", fullName: "A", email: "kein-at-zeichen" }, admin.cookie);
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Name muss mindestens 2 Zeichen lang sein");
    expect(badHtml).toContain("Ungültige E-Mail-Adresse");
    expect(badHtml).toContain("kein-at-zeichen");
    expect((await userRow(admin.email))!.name).toBe("Test admin");
  });

  it("refuses an address another account uses", async () => {
    const admin = await signInAs("admin");
    const other = await signInAs("user");
    const res = await post({ intent: "profile", fullName: "Anna Admin", email: other.email.toUpperCase() }, admin.cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("E-Mail bereits registriert");
    expect(await userRow(admin.email)).toMatchObject({ name: "Test admin" });
  });

  it("saves name and e-mail (stored lower-case) with the toast 'Profil aktualisiert'; the new address signs in", async () => {
    const moderator = await signInAs("moderator");
    const res = await post({ intent: "profile", fullName: "  Maria Muster ", email: " Maria.Muster@Example.COM " }, moderator.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/profile");
    expect(toastOf(res)).toContain("Profil aktualisiert");
    expect(await userRow(moderator.email)).toBeNull();
    expect(await userRow("maria.muster@example.com")).toMatchObject({ name: "Maria Muster" });
    // The session goes on; the page shows the new data.
    const page = await (await get("/admin/profile", moderator.cookie)).text();
    expect(page).toContain("maria.muster@example.com");
    expect((await signIn("maria.muster@example.com", moderator.password)).status).toBe(302);
  });

  it("keeping one's own address is not a conflict", async () => {
    const admin = await signInAs("admin");
    const res = await post({ intent: "profile", fullName: "Neuer Name", email: admin.email }, admin.cookie);
    expect(res.status).toBe(302);
    expect((await userRow(admin.email))!.name).toBe("Neuer Name");
  });
});

describe("/admin/profile: own password", () => {
  it("checks the entries: required, at least 8 characters, the same", async () => {
    const admin = await signInAs("admin");
    const missing = await post({ intent: "password" }, admin.cookie);
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Neues Passwort ist erforderlich");
    expect(missingHtml).toContain("Passwort-Bestätigung ist erforderlich");

    const short = await post({ intent: "password", currentPassword: admin.password, newPassword: "kurz", confirmPassword: "kurz" }, admin.cookie);
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Passwort muss mindestens 8 Zeichen lang sein");

    const differ = await post({ intent: "password", currentPassword: admin.password, newPassword: "neues-passwort-1", confirmPassword: "neues-passwort-2" }, admin.cookie);
    expect(differ.status).toBe(400);
    const differHtml = await differ.text();
    expect(differHtml).toContain("Passwörter stimmen nicht überein");
    expect(differHtml).toContain("Die neuen Passwörter stimmen nicht überein");
    // No password is sent back to the page.
    expect(differHtml).not.toContain("neues-passwort-1");
  });

  it("a wrong current password is a field error (400) and changes nothing", async () => {
    const admin = await signInAs("admin");
    const res = await post({ intent: "password", currentPassword: "falsches-passwort", newPassword: "brand-new-secret", confirmPassword: "brand-new-secret" }, admin.cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Das aktuelle Passwort ist falsch");
    expect((await signIn(admin.email, admin.password)).status).toBe(302);
  });

  it("limits wrong current passwords to 5 per 15 minutes", async () => {
    const admin = await signInAs("admin");
    const wrong = { intent: "password", currentPassword: "falsches-passwort", newPassword: "brand-new-secret", confirmPassword: "brand-new-secret" };
    for (let i = 0; i < 5; i++) expect((await post(wrong, admin.cookie)).status).toBe(400);
    const limited = await post(wrong, admin.cookie);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Zu viele Versuche");
    // Even the right password waits now.
    expect((await post({ ...wrong, currentPassword: admin.password }, admin.cookie)).status).toBe(429);
  });

  it("changes it: 'Passwort geändert', this session stays, other sessions end; the new password signs in, the old one fails", async () => {
    const admin = await signInAs("admin");
    const otherDevice = cookiesFrom(await signIn(admin.email, admin.password));
    expect((await get("/admin", otherDevice)).status).toBe(200);

    const res = await post({ intent: "password", currentPassword: admin.password, newPassword: "brand-new-secret", confirmPassword: "brand-new-secret" }, admin.cookie);
    expect(res.status).toBe(302);
    expect(toastOf(res)).toContain("Passwort geändert");
    // better-auth starts a fresh session for this browser and sends its cookie with the redirect.
    const fresh = cookiesFrom(res)
      .split("; ")
      .filter((pair) => pair.includes("session_token"))
      .join("; ");
    expect(fresh).toContain("session_token=");
    expect((await get("/admin/profile", fresh)).status).toBe(200);
    expect((await get("/admin", otherDevice)).status).toBe(302);

    expect((await signIn(admin.email, admin.password)).status).toBe(401);
    expect((await signIn(admin.email, "brand-new-secret")).status).toBe(302);
  });

  it("unknown intents are refused with 400", async () => {
    const admin = await signInAs("admin");
    expect((await post({ intent: "delete-account" }, admin.cookie)).status).toBe(400);
  });
});
