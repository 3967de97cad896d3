import { applyD1Migrations, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { seedDemoContent } from "~db/seed";
import worker from "../../../workers/app";
import { schemaTables } from "~/lib/backup/index.server";
import { CONTENT_TYPE_LIST } from "~/lib/admin";
import { sessionAs } from "../auth-helpers";
import { ORIGIN, testDb } from "../helpers";
import { publicPagePaths } from "../public-routes";
import { exportOf } from "./archive-helpers";

/*
 * Export → an EMPTY database → restore (decision 0064). The site to export and the empty one are two
 * D1 databases of their own (BACKUP_SOURCE_DB, RESTORE_DB in vitest.config.ts), so the D1 the other test
 * files share is never emptied; the Worker renders each with `{ ...env, DB }`.
 */
const source = env.BACKUP_SOURCE_DB;
const target = env.RESTORE_DB;
const ADMIN_EMAIL = "session-admin@example.com";

async function emptied(db: D1Database) {
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
  const tables = schemaTables().map((table) => table.name);
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((name) => db.prepare(`DELETE FROM "${name}"`)),
  ]);
}

async function send(db: D1Database, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0],
    { ...env, DB: db },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body };
}

/** A page's HTML without what differs on every answer: nonces and the public forms' signed stamps. */
function comparable(html: string): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return (nonce ? html.replaceAll(nonce, "NONCE") : html).replace(/fs1\.[a-z0-9]+\.[\w-]+/g, "FORM-STAMP");
}

/** Where two pages first differ, with some text around it (a whole page would not fit a message). */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}: …${a.slice(Math.max(0, at - 150), at + 150)}… instead of …${b.slice(Math.max(0, at - 150), at + 150)}…`;
}

/** Every public page, and the pages their links lead to (the records' own pages), once. */
async function publicPages(db: D1Database): Promise<string[]> {
  const found = new Set(publicPagePaths());
  for (const path of publicPagePaths()) {
    const { body } = await send(db, path);
    for (const match of body.matchAll(/href="(\/[^"#?]*)"/g)) {
      const href = match[1]!;
      if (!/^\/(admin|login|media|assets|api)\b/.test(href) && !/\.[a-z0-9]+$/i.test(href)) found.add(href);
    }
  }
  return [...found].sort();
}

let admin: string;

beforeAll(async () => {
  await emptied(source);
  await emptied(target);
  const sourceDb = drizzle(source, { schema });
  expect(
    (await seedDemoContent(sourceDb as unknown as Parameters<typeof seedDemoContent>[0], CONTENT_TYPE_LIST)).seeded,
  ).toBe(true);
  // The old site's people: its admin (the same address as the one restoring) and an editor.
  await sourceDb.insert(schema.user).values([
    { id: "old-admin", name: "Alte Admin", email: ADMIN_EMAIL, role: "admin", emailVerified: true },
    {
      id: "old-editor",
      name: "Redakteurin",
      email: "editor-restore@example.com",
      role: "moderator",
      emailVerified: true,
    },
  ]);
  await sourceDb
    .insert(schema.newsletterSubscriptions)
    .values({ email: "leser@example.com", status: "subscribed", lang: "de" });
  await sourceDb.insert(schema.contactMessages).values({ name: "Eva", email: "eva@example.com", message: "Hallo" });

  // The fresh site: its first admin, signed in (the account as the shared test database holds it).
  admin = (await sessionAs("admin")).cookie;
  const db = testDb();
  const [user] = await db.select().from(schema.user).where(eq(schema.user.email, ADMIN_EMAIL));
  const [account] = await db.select().from(schema.account).where(eq(schema.account.userId, user!.id));
  const sessions = await db.select().from(schema.session).where(eq(schema.session.userId, user!.id));
  const targetDb = drizzle(target, { schema });
  await targetDb.insert(schema.user).values(user!);
  await targetDb.insert(schema.account).values(account!);
  await targetDb.insert(schema.session).values(sessions);
});

describe("export, then restore into an empty site", () => {
  it("restores through /admin/backups and every public page's HTML is the same", async () => {
    const zip = await exportOf(source);
    const before = await send(target, "/admin/backups", { headers: { Cookie: admin } });
    expect(before.status).toBe(200);
    expect(before.body).toMatch(/enctype="multipart\/form-data"/i);

    const form = new FormData();
    form.set("archive", new File([zip as Uint8Array<ArrayBuffer>], "backup.zip", { type: "application/zip" }));
    const restored = await send(target, "/admin/backups", {
      method: "POST",
      body: form,
      headers: { Origin: ORIGIN, Cookie: admin },
    });
    expect(restored.status, restored.body.slice(0, 500)).toBe(302);

    const pages = await publicPages(source);
    expect(pages.length).toBeGreaterThan(40);
    for (const path of pages) {
      const [was, is] = [await send(source, path), await send(target, path)];
      expect(is.status, path).toBe(was.status);
      expect(firstDifference(comparable(is.body), comparable(was.body)), path).toBeNull();
    }
  });

  it("brings users back without passwords and keeps the restoring admin's own account", async () => {
    const targetDb = drizzle(target, { schema });
    const users = await targetDb.select().from(schema.user);
    expect(users.map((user) => user.email).sort()).toEqual(["editor-restore@example.com", ADMIN_EMAIL]);
    const accounts = await targetDb.select().from(schema.account);
    expect(accounts.map((account) => account.userId)).toEqual([users.find((u) => u.email === ADMIN_EMAIL)!.id]);
    expect(await targetDb.select().from(schema.newsletterSubscriptions)).toHaveLength(1);
    expect(await targetDb.select().from(schema.contactMessages)).toHaveLength(1);
    // The restore form is gone once the site holds content.
    const after = await send(target, "/admin/backups", { headers: { Cookie: admin } });
    expect(after.body).not.toMatch(/enctype="multipart\/form-data"/i);
  });
});
