import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { cookiesFrom, freshIp, get, lastMailTo, loginLinkIn, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";
import { postSettled } from "../settled";

beforeEach(() =>
  clearTables(schema.session, schema.account, schema.verification, schema.rateLimits, schema.outboxEmails, schema.user),
);

/** A post to the profile; waits for the e-mails the answer left to send. */
const post = (fields: Record<string, string>, cookie: string) =>
  postSettled("/admin/profile", fields, { headers: { Cookie: cookie } });
const toastOf = (res: Response) => decodeURIComponent(res.headers.get("Set-Cookie") ?? "");
const signIn = (email: string, password: string) =>
  postForm("/login", { intent: "signin", email, password }, { "cf-connecting-ip": freshIp() });

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

  it("saves a new name at once with the toast 'Profil aktualisiert'", async () => {
    const moderator = await signInAs("moderator");
    const res = await post(
      { intent: "profile", fullName: "  Maria Muster ", email: moderator.email.toUpperCase() },
      moderator.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/profile");
    expect(toastOf(res)).toContain("Profil aktualisiert");
    expect(await userRow(moderator.email)).toMatchObject({ name: "Maria Muster" });
    expect(await (await get("/admin/profile", moderator.cookie)).text()).toContain("Maria Muster");
  });

  it("keeping one's own address is not a conflict", async () => {
    const admin = await signInAs("admin");
    const res = await post({ intent: "profile", fullName: "Neuer Name", email: admin.email }, admin.cookie);
    expect(res.status).toBe(302);
    expect((await userRow(admin.email))!.name).toBe("Neuer Name");
  });
});

describe("/admin/profile: a new e-mail address", () => {
  const mails = () => testDb().select().from(schema.outboxEmails);

  it("a session alone cannot change it: without the current password, or with a wrong one, nothing changes and nothing is mailed", async () => {
    const admin = await signInAs("admin");
    const missing = await post({ intent: "profile", fullName: "Test admin", email: "thief@example.com" }, admin.cookie);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Zum Ändern der E-Mail-Adresse ist das aktuelle Passwort erforderlich");

    const wrong = await post(
      { intent: "profile", fullName: "Test admin", email: "thief@example.com", currentPassword: "geraten-123" },
      admin.cookie,
    );
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain("Das aktuelle Passwort ist falsch");
    expect(html).not.toContain("geraten-123");
    expect(await userRow(admin.email)).not.toBeNull();
    expect(await userRow("thief@example.com")).toBeNull();
    expect(await mails()).toHaveLength(0);
  });

  it("wrong passwords here count with those of the password form: the sixth try waits", async () => {
    const admin = await signInAs("admin");
    const wrong = { intent: "profile", fullName: "Test admin", email: "thief@example.com", currentPassword: "geraten" };
    for (let i = 0; i < 5; i++) expect((await post(wrong, admin.cookie)).status).toBe(400);
    const limited = await post({ ...wrong, currentPassword: admin.password }, admin.cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    // The screen keeps the back office's headers beside its own.
    expect(limited.headers.get("Cache-Control")).toBe("private, no-store");
    expect(limited.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const page = await get("/admin/profile", admin.cookie);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("Retry-After")).toBeNull();
    expect(await limited.text()).toContain("Zu viele Versuche");
    expect(await mails()).toHaveLength(0);
  });

  it("does not tell a session without the password which addresses are registered", async () => {
    const admin = await signInAs("admin");
    const other = await signInAs("user");
    const guess = await post(
      { intent: "profile", fullName: "Test admin", email: other.email, currentPassword: "geraten" },
      admin.cookie,
    );
    expect(guess.status).toBe(400);
    expect(await guess.text()).not.toContain("E-Mail bereits registriert");
  });

  it("with the password: mails a link to the new address and a notice to the old one; the old address stays until the link is opened", async () => {
    const moderator = await signInAs("moderator");
    const next = "neu.moderator@example.com";
    const res = await post(
      {
        intent: "profile",
        fullName: "Mona Moderator",
        email: " Neu.Moderator@Example.COM ",
        currentPassword: moderator.password,
      },
      moderator.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/profile");
    expect(toastOf(res)).toContain("Bestätigungslink gesendet");
    expect(toastOf(res)).toContain(next);

    // Nothing moved yet: the name is saved, the address is the old one, and it still signs in.
    expect(await userRow(moderator.email)).toMatchObject({ name: "Mona Moderator" });
    expect(await userRow(next)).toBeNull();
    expect((await signIn(next, moderator.password)).status).toBe(401);
    expect((await signIn(moderator.email, moderator.password)).status).toBe(302);

    const notice = (await lastMailTo(moderator.email))!;
    expect(notice.subject).toBe("Änderung Ihrer E-Mail-Adresse angefordert");
    expect(notice.text).toContain(next);
    expect(notice.text).toContain("/login?mode=forgot");
    const confirmation = (await lastMailTo(next))!;
    expect(confirmation.subject).toBe("Bestätigen Sie Ihre neue E-Mail-Adresse");
    const link = loginLinkIn(confirmation.text);

    // Opened in the browser that is signed in: back to the profile, which shows the new address.
    const opened = await get(link.pathname + link.search, moderator.cookie);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/admin/profile");
    expect(toastOf(opened)).toContain("E-Mail-Adresse geändert");
    expect(await userRow(moderator.email)).toBeNull();
    expect(await userRow(next)).toMatchObject({ name: "Mona Moderator", emailVerified: true });
    expect(await (await get("/admin/profile", moderator.cookie)).text()).toContain(next);
    expect((await signIn(next, moderator.password)).status).toBe(302);
    expect((await signIn(moderator.email, moderator.password)).status).toBe(401);

    // The link works once.
    expect((await get(link.pathname + link.search)).headers.get("Location")).toBe("/login?notice=confirmFailed");
  });

  it("a link opened where nobody is signed in confirms too and says so on the login page, in the visitor's language", async () => {
    const admin = await signInAs("admin");
    const next = "admin-neu@example.com";
    expect(
      (
        await post(
          { intent: "profile", fullName: "Test admin", email: next, currentPassword: admin.password },
          admin.cookie,
        )
      ).status,
    ).toBe(302);
    const link = loginLinkIn((await lastMailTo(next))!.text);
    const opened = await get(link.pathname + link.search);
    expect(opened.headers.get("Location")).toBe("/login?notice=emailChanged");
    expect(await (await get("/login?notice=emailChanged")).text()).toContain("Ihre neue E-Mail-Adresse ist bestätigt.");
    const english = await (await get("/login?notice=emailChanged&lang=en")).text();
    expect(english).toContain("Your new e-mail address is confirmed.");
    expect(await userRow(next)).not.toBeNull();
  });

  it("an address another account uses is refused (after the password check), and the same new address gets one link per 5 minutes", async () => {
    const admin = await signInAs("admin");
    const other = await signInAs("user");
    const taken = await post(
      { intent: "profile", fullName: "Test admin", email: other.email, currentPassword: admin.password },
      admin.cookie,
    );
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("E-Mail bereits registriert");

    const next = "einmal@example.com";
    expect(
      (
        await post(
          { intent: "profile", fullName: "Test admin", email: next, currentPassword: admin.password },
          admin.cookie,
        )
      ).status,
    ).toBe(302);
    const again = await post(
      { intent: "profile", fullName: "Test admin", email: next, currentPassword: admin.password },
      admin.cookie,
    );
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(await again.text()).toContain("An diese Adresse wurde eben schon ein Link gesendet.");
    expect((await mails()).filter((m) => m.to === next)).toHaveLength(1);
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

    const short = await post(
      { intent: "password", currentPassword: admin.password, newPassword: "kurz", confirmPassword: "kurz" },
      admin.cookie,
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Passwort muss mindestens 8 Zeichen lang sein");

    const differ = await post(
      {
        intent: "password",
        currentPassword: admin.password,
        newPassword: "neues-passwort-1",
        confirmPassword: "neues-passwort-2",
      },
      admin.cookie,
    );
    expect(differ.status).toBe(400);
    const differHtml = await differ.text();
    expect(differHtml).toContain("Passwörter stimmen nicht überein");
    expect(differHtml).toContain("Die neuen Passwörter stimmen nicht überein");
    // No password is sent back to the page.
    expect(differHtml).not.toContain("neues-passwort-1");
  });

  it("a wrong current password is a field error (400) and changes nothing", async () => {
    const admin = await signInAs("admin");
    const res = await post(
      {
        intent: "password",
        currentPassword: "falsches-passwort",
        newPassword: "brand-new-secret",
        confirmPassword: "brand-new-secret",
      },
      admin.cookie,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Das aktuelle Passwort ist falsch");
    expect((await signIn(admin.email, admin.password)).status).toBe(302);
  });

  it("limits wrong current passwords to 5 per 15 minutes", async () => {
    const admin = await signInAs("admin");
    const wrong = {
      intent: "password",
      currentPassword: "falsches-passwort",
      newPassword: "brand-new-secret",
      confirmPassword: "brand-new-secret",
    };
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

    const res = await post(
      {
        intent: "password",
        currentPassword: admin.password,
        newPassword: "brand-new-secret",
        confirmPassword: "brand-new-secret",
      },
      admin.cookie,
    );
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
