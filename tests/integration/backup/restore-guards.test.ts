import { applyD1Migrations, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { hashPassword } from "better-auth/crypto";
import { strFromU8, strToU8 } from "fflate";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { sha256Hex, RESTORE_LOCK_MS, restoreLockSql, schemaTables } from "~/lib/backup/index.server";
import { cookiesFrom, sessionAs } from "../auth-helpers";
import { ORIGIN, testDb } from "../helpers";
import { exportOf, filesOf, tampered } from "./archive-helpers";

/*
 * A restore into an empty site (decision 0064) runs once at a time, whoever starts it (the form or the
 * script), and brings users back without second factors whatever the archive says. Own databases, as
 * in round-trip.test.ts: BACKUP_SOURCE_DB is the old site, RESTORE_DB the empty one.
 */
const source = env.BACKUP_SOURCE_DB;
const target = env.RESTORE_DB;
const EDITOR = "editor-2fa-restore@example.com";
const PASSWORD = "restored-horse-42";

async function emptied(db: D1Database) {
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...schemaTables().map((table) => db.prepare(`DELETE FROM "${table.name}"`)),
  ]);
}

async function send(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0],
    { ...env, DB: target },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

function restoreForm(zip: Uint8Array) {
  const form = new FormData();
  form.set("archive", new File([zip as Uint8Array<ArrayBuffer>], "backup.zip", { type: "application/zip" }));
  return form;
}

let admin: string;
let archive: Uint8Array;

beforeAll(async () => {
  await emptied(source);
  const old = drizzle(source, { schema });
  await old.insert(schema.user).values({
    id: "old-editor-2fa",
    name: "Redakteurin mit App",
    email: EDITOR,
    role: "moderator",
    emailVerified: true,
  });
  await old.insert(schema.generalSettings).values({ id: 1, require_two_factor: true });
  await old.insert(schema.contactMessages).values({ name: "Eva", email: "eva@example.com", message: "Hallo" });
  // An archive whose user row still says the authenticator is on (an older or hand-made one: the
  // export itself writes 0), with every checksum made to match.
  const exported = await exportOf(source);
  const users = JSON.parse(strFromU8(filesOf(exported)["tables/user.json"]!)) as Record<string, unknown>[];
  const bytes = strToU8(JSON.stringify(users.map((user) => ({ ...user, two_factor_enabled: 1 }))));
  const hash = await sha256Hex(bytes);
  archive = await tampered(
    exported,
    (files, manifest) => {
      files["tables/user.json"] = bytes;
      manifest.tables.user!.sha256 = hash;
    },
    true,
  );

  admin = (await sessionAs("admin")).cookie;
}, 120_000);

/** Every test starts from an empty site whose first admin is signed in and works in English. */
beforeEach(async () => {
  await emptied(target);
  const db = testDb();
  const [user] = await db.select().from(schema.user).where(eq(schema.user.email, "session-admin@example.com"));
  const [account] = await db.select().from(schema.account).where(eq(schema.account.userId, user!.id));
  const sessions = await db.select().from(schema.session).where(eq(schema.session.userId, user!.id));
  const fresh = drizzle(target, { schema });
  await fresh.insert(schema.user).values({ ...user!, adminLanguage: "en", twoFactorEnabled: false });
  await fresh.insert(schema.account).values(account!);
  await fresh.insert(schema.session).values(sessions);
});

const restore = () =>
  send("/admin/backups", { method: "POST", body: restoreForm(archive), headers: { Origin: ORIGIN, Cookie: admin } });

describe("one restore at a time", () => {
  it("a restore running elsewhere (the script's lock) refuses the form's with a 409 in the admin's language", async () => {
    await target.prepare(restoreLockSql(crypto.randomUUID()).take).run();
    const res = await restore();
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("A restore is already running.");
    expect(await drizzle(target, { schema }).select().from(schema.contactMessages)).toHaveLength(0);
  });

  it("two restores started at once: exactly one restores, the other is a 409", async () => {
    const answers = await Promise.all([restore(), restore()]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([302, 409]);
    const refused = await answers.find((answer) => answer.status === 409)!.text();
    expect(refused).toMatch(/A restore is already running\.|The website already holds content\./);
    const restored = drizzle(target, { schema });
    expect(await restored.select().from(schema.contactMessages)).toHaveLength(1);
    expect(await restored.select().from(schema.user)).toHaveLength(2);
    // The lock is given up at the end.
    expect(await restored.select().from(schema.operationLocks)).toHaveLength(0);
  });

  it("the lock of a restore that crashed counts as free once it has expired", async () => {
    await target.prepare(restoreLockSql(crypto.randomUUID(), Date.now() - 2 * RESTORE_LOCK_MS).take).run();
    expect((await restore()).status).toBe(302);
    expect(await drizzle(target, { schema }).select().from(schema.contactMessages)).toHaveLength(1);
  });
});

describe("restored users and second factors", () => {
  it("come back without one: the password signs in, and the policy asks to set one up, not for a code", async () => {
    expect((await restore()).status).toBe(302);
    const restored = drizzle(target, { schema });
    const [editor] = await restored.select().from(schema.user).where(eq(schema.user.email, EDITOR));
    expect(editor!.twoFactorEnabled).toBe(false);
    // The person sets a password (as "Passwort vergessen" would) and signs in.
    await restored.insert(schema.account).values({
      id: crypto.randomUUID(),
      accountId: editor!.id,
      providerId: "credential",
      userId: editor!.id,
      password: await hashPassword(PASSWORD),
    });
    const signIn = await send("/login", {
      method: "POST",
      body: new URLSearchParams({ intent: "signin", email: EDITOR, password: PASSWORD }),
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": "198.51.100.77",
      },
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).not.toMatch(/mode=code/);
    const cookie = cookiesFrom(signIn);
    expect(cookie).toMatch(/session_token=/);
    const page = await send("/admin", { headers: { Cookie: cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/admin/profile#two-factor");
  });
});
