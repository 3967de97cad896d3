import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { freshIp, get, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";
import { banGuarded, writeRoleGuarded } from "~/routes/admin/users/users.server";

beforeEach(() => clearTables(schema.session, schema.account, schema.verification, schema.rateLimits, schema.user));

/** Who the guarded writes called directly are made by (the audit log needs someone). */
const staff = { actor: { id: null, name: "Test", role: "admin" }, changes: {} };
const post = (fields: Record<string, string>, cookie: string) => postForm("/admin/users", fields, { Cookie: cookie });
const toastOf = (res: Response) => decodeURIComponent(res.headers.get("Set-Cookie") ?? "");
const signIn = (email: string, password: string) =>
  postForm("/login", { intent: "signin", email, password }, { "cf-connecting-ip": freshIp() });

async function userRow(email: string) {
  const [row] = await testDb().select().from(schema.user).where(eq(schema.user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe("/admin/users: the list", () => {
  it("counts all users, administrators and normal users (a missing role is a normal user), newest first", async () => {
    const admin = await signInAs("admin");
    await signInAs("moderator");
    await signInAs("user");
    const db = testDb();
    // An old account without a role and without a name.
    await db.insert(schema.user).values({
      id: "legacy",
      name: "",
      email: "legacy@example.com",
      role: null,
      createdAt: new Date("2020-03-04T10:00:00Z"),
    });

    const res = await get("/admin/users", admin.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Benutzerverwaltung");
    const counter = (id: string) =>
      html.match(new RegExp(`data-testid="${id}"[\\s\\S]*?data-testid="stat-value"[^>]*>(\\d+)<`))?.[1];
    expect(counter("count-all")).toBe("4");
    expect(counter("count-admins")).toBe("1");
    expect(counter("count-users")).toBe("2");
    expect(html).toMatch(/Davon Moderatoren: (<!-- -->)?1/);
    // Fallback name, German date, default role; the legacy account is the oldest, so it comes last.
    expect(html).toContain("Unbekannt");
    expect(html).toMatch(/Erstellt am (<!-- -->)?04\.03\.2020/);
    const emails = [...html.matchAll(/data-testid="user-row" data-email="([^"]+)"/g)].map((m) => m[1]);
    expect(emails.at(-1)).toBe("legacy@example.com");
    expect(emails).toHaveLength(4);
  });

  it("is for administrators only: a moderator gets 403 on the page and on every action", async () => {
    const moderator = await signInAs("moderator");
    const target = await signInAs("user");
    const { id } = await userRow(target.email);
    expect((await get("/admin/users", moderator.cookie)).status).toBe(403);
    const attempts: Record<string, string>[] = [
      { intent: "role", userId: id, role: "admin" },
      { intent: "password", userId: id, password: "neues-passwort-1", confirmPassword: "neues-passwort-1" },
      { intent: "ban", userId: id },
      { intent: "revoke", userId: id },
    ];
    for (const fields of attempts) {
      expect((await post(fields, moderator.cookie)).status).toBe(403);
    }
    expect((await userRow(target.email)).role).toBe("user");
    expect((await userRow(target.email)).banned).toBe(false);
  });
});

describe("/admin/users: roles", () => {
  it("an admin changes another user's role (moderator, admin, back to user)", async () => {
    const admin = await signInAs("admin");
    const target = await signInAs("user");
    const { id } = await userRow(target.email);

    const res = await post({ intent: "role", userId: id, role: "moderator" }, admin.cookie);
    expect(res.status).toBe(302);
    expect(toastOf(res)).toContain(`Die Rolle von ${target.email} ist jetzt „Moderator“.`);
    expect((await userRow(target.email)).role).toBe("moderator");
    // The new role holds at once: the moderator's existing session now opens the back office.
    expect((await get("/admin", target.cookie)).status).toBe(200);

    expect((await post({ intent: "role", userId: id, role: "user" }, admin.cookie)).status).toBe(302);
    expect((await userRow(target.email)).role).toBe("user");
    expect((await get("/admin", target.cookie)).status).toBe(403);
  });

  it("refuses unknown roles and unknown users", async () => {
    const admin = await signInAs("admin");
    const target = await signInAs("user");
    const { id } = await userRow(target.email);
    expect((await post({ intent: "role", userId: id, role: "superuser" }, admin.cookie)).status).toBe(400);
    expect((await post({ intent: "role", userId: "nobody", role: "user" }, admin.cookie)).status).toBe(404);
    expect((await post({ intent: "drop", userId: id }, admin.cookie)).status).toBe(400);
    expect((await userRow(target.email)).role).toBe("user");
  });

  it("nobody removes their own admin role", async () => {
    const admin = await signInAs("admin");
    await signInAs("admin"); // another admin exists, so only the self rule can refuse
    const { id } = await userRow(admin.email);
    const res = await post({ intent: "role", userId: id, role: "user" }, admin.cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Sie können Ihre eigene Administratorrolle nicht entfernen.");
    expect((await userRow(admin.email)).role).toBe("admin");
  });

  it("the last active administrator is never demoted or banned (the check is part of the write)", async () => {
    await signInAs("admin");
    const [only] = await testDb().select().from(schema.user).where(eq(schema.user.role, "admin"));
    expect(await writeRoleGuarded(env.DB, only!.id, "moderator", staff)).toBe(false);
    expect(await banGuarded(env.DB, only!.id, null, staff)).toBe(false);
    expect((await userRow(only!.email)).role).toBe("admin");
    expect((await userRow(only!.email)).banned).toBe(false);
    // Promoting is never limited.
    expect(await writeRoleGuarded(env.DB, only!.id, "admin", staff)).toBe(true);
  });

  it("two admins demoting each other at the same moment leave one admin", async () => {
    const a = await signInAs("admin");
    const b = await signInAs("admin");
    const aId = (await userRow(a.email)).id;
    const bId = (await userRow(b.email)).id;
    const [ab, ba] = await Promise.all([
      post({ intent: "role", userId: bId, role: "user" }, a.cookie),
      post({ intent: "role", userId: aId, role: "user" }, b.cookie),
    ]);
    const statuses = [ab.status, ba.status].sort();
    // One wins; the other is refused as the last admin (409) or, if it came second, no longer is an admin (403).
    expect(statuses[0]).toBe(302);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await testDb().select().from(schema.user).where(eq(schema.user.role, "admin"));
    expect(admins).toHaveLength(1);
    // The same race on the database itself: exactly one of two guarded demotions goes through.
    await signInAs("admin");
    const twoAdmins = await testDb().select().from(schema.user).where(eq(schema.user.role, "admin"));
    const results = await Promise.all(twoAdmins.map((row) => writeRoleGuarded(env.DB, row.id, "user", staff)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe("/admin/users: bans and sessions", () => {
  it("a ban ends the user's sessions and refuses sign-in; unban lets them in again", async () => {
    const admin = await signInAs("admin");
    const target = await signInAs("moderator");
    const { id } = await userRow(target.email);
    expect((await get("/admin", target.cookie)).status).toBe(200);

    const res = await post({ intent: "ban", userId: id, banReason: "Spam" }, admin.cookie);
    expect(res.status).toBe(302);
    expect(toastOf(res)).toContain(`${target.email} wurde gesperrt`);
    expect(await userRow(target.email)).toMatchObject({ banned: true, banReason: "Spam" });
    expect(await testDb().select().from(schema.session).where(eq(schema.session.userId, id))).toHaveLength(0);
    const after = await get("/admin", target.cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toContain("/login");
    const refused = await signIn(target.email, target.password);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Ihr Konto ist gesperrt.");

    const page = await (await get("/admin/users", admin.cookie)).text();
    expect(page).toContain("gesperrt");
    expect(page).toContain("Grund der Sperre: <!-- -->Spam");

    const unban = await post({ intent: "unban", userId: id }, admin.cookie);
    expect(unban.status).toBe(302);
    expect(await userRow(target.email)).toMatchObject({ banned: false, banReason: null });
    expect((await signIn(target.email, target.password)).status).toBe(302);
  });

  it("nobody bans themselves", async () => {
    const admin = await signInAs("admin");
    await signInAs("admin");
    const { id } = await userRow(admin.email);
    const res = await post({ intent: "ban", userId: id }, admin.cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Sie können sich nicht selbst sperren.");
    expect((await get("/admin", admin.cookie)).status).toBe(200);
  });

  it("'Sitzungen beenden' signs the user out everywhere", async () => {
    const admin = await signInAs("admin");
    const target = await signInAs("moderator");
    const { id } = await userRow(target.email);
    const res = await post({ intent: "revoke", userId: id }, admin.cookie);
    expect(res.status).toBe(302);
    expect(toastOf(res)).toContain(`Alle Sitzungen von ${target.email} wurden beendet.`);
    expect((await get("/admin", target.cookie)).status).toBe(302);
    // Not banned: they may sign in again.
    expect((await signIn(target.email, target.password)).status).toBe(302);
  });
});

describe("/admin/users: another user's password", () => {
  it("checks both entries: required, at least 8 characters, the same", async () => {
    const admin = await signInAs("admin");
    const target = await signInAs("user");
    const { id } = await userRow(target.email);
    const short = await post(
      { intent: "password", userId: id, password: "kurz", confirmPassword: "kurz" },
      admin.cookie,
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Passwort muss mindestens 8 Zeichen lang sein");
    const differ = await post(
      { intent: "password", userId: id, password: "neues-passwort-1", confirmPassword: "neues-passwort-2" },
      admin.cookie,
    );
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain("Passwörter stimmen nicht überein");
    const missing = await post({ intent: "password", userId: id, password: "neues-passwort-1" }, admin.cookie);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Passwort-Bestätigung ist erforderlich");
    // Nothing changed: the old password still works.
    expect((await signIn(target.email, target.password)).status).toBe(302);
  });

  it("sets the new password, ends the user's sessions; the new one signs in, the old one fails", async () => {
    const admin = await signInAs("admin");
    const target = await signInAs("moderator");
    const { id } = await userRow(target.email);
    const res = await post(
      { intent: "password", userId: id, password: "brand-new-secret", confirmPassword: "brand-new-secret" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(toastOf(res)).toContain("Erfolg");
    expect(toastOf(res)).toContain(`Passwort für ${target.email} wurde erfolgreich aktualisiert`);
    expect((await get("/admin", target.cookie)).status).toBe(302);
    expect((await signIn(target.email, target.password)).status).toBe(401);
    expect((await signIn(target.email, "brand-new-secret")).status).toBe(302);
  });

  it("an admin's own password is changed in the profile, not here", async () => {
    const admin = await signInAs("admin");
    const { id } = await userRow(admin.email);
    const res = await post(
      { intent: "password", userId: id, password: "brand-new-secret", confirmPassword: "brand-new-secret" },
      admin.cookie,
    );
    expect(res.status).toBe(409);
    expect((await signIn(admin.email, admin.password)).status).toBe(302);
  });
});
