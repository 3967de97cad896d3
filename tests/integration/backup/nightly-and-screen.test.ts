import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { readArchive } from "~/lib/backup/index.server";
import { staffDateTime } from "~/lib/admin";
import { DAILY_CRON } from "~/lib/schedules";
import { get, sessionAs, signInAs } from "../auth-helpers";
import { fetchWorker, ORIGIN, testDb } from "../helpers";

/*
 * Nightly backups (decision 0064): the daily cron writes one to the private BACKUPS bucket and deletes
 * the oldest beyond the number kept; /admin/backups lists and serves them to admins only.
 */
const LIMITS = { maxFiles: 500, maxTotalBytes: 20 * 1024 * 1024 };
const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Uint8Array(18)]);

async function keys(): Promise<string[]> {
  return (await env.BACKUPS.list({ prefix: "backups/" })).objects.map((object) => object.key).sort();
}

async function runDailyCron(at: string) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ cron: DAILY_CRON, scheduledTime: new Date(at) }), env, ctx);
  await waitOnExecutionContext(ctx);
}

let admin: string;
let moderator: string;

beforeAll(async () => {
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
  const old = (await keys()).filter((key) => key.startsWith("backups/"));
  if (old.length > 0) await env.BACKUPS.delete(old);
  for (const day of ["2026-11-20", "2026-11-21", "2026-11-22"]) await env.BACKUPS.put(`backups/${day}.zip`, ZIP);
  await env.BACKUPS.put("backups/notes.txt", "not a backup");
  // Keep two: the settings row is this test's (other files rewrite it as they need).
  const db = testDb();
  await db
    .insert(schema.generalSettings)
    .values({ id: 1, backup_keep: 2 })
    .onConflictDoUpdate({ target: schema.generalSettings.id, set: { backup_keep: 2 } });
});

afterAll(async () => {
  await testDb().delete(schema.legacyAddresses).where(eq(schema.legacyAddresses.path, "/backup-test-old/"));
});

describe("the nightly backup", () => {
  it("puts today's archive into the BACKUPS bucket and deletes the oldest beyond the number kept", async () => {
    await runDailyCron("2026-11-26T03:17:00Z");
    expect(await keys()).toEqual(["backups/2026-11-22.zip", "backups/2026-11-26.zip", "backups/notes.txt"]);
    const object = await env.BACKUPS.get("backups/2026-11-26.zip");
    const archive = await readArchive(new Uint8Array(await object!.arrayBuffer()), LIMITS);
    expect(archive.manifest.media_included).toBe(false);
    expect(archive.media.size).toBe(0);
    expect(archive.tables.get("general_settings")![0]).toMatchObject({ backup_keep: 2 });
    // Never into the public media bucket.
    expect((await env.MEDIA.list({ prefix: "backups/" })).objects).toEqual([]);
  });
});

describe("/admin/backups", () => {
  it("lists the nightly backups for an admin", async () => {
    const res = await get("/admin/backups", admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/admin/backups/nightly/2026-11-26.zip"');
    expect(html).toContain("26.11.2026");
    expect(html).toContain('action="/admin/backups/export.zip"');
  });

  it("explains restoring step by step, without jargon, and names when each backup was made in Berlin time", async () => {
    const made = (await env.BACKUPS.head("backups/2026-11-22.zip"))!.uploaded;
    const german = await (await get("/admin/backups", admin)).text();
    const steps = german.slice(german.indexOf('data-testid="restore-steps"'));
    expect(steps).toContain("So stellen Sie eine Sicherung wieder her");
    expect(steps).toContain("in eine leere Website");
    expect(steps).toContain("npm run restore -- sicherung.zip --remote");
    expect(steps).toMatch(/<ol[^>]*>\s*<li>/);
    expect(german).not.toMatch(/\bR2\b/);
    expect(german).toContain(`${staffDateTime("de", made)} Uhr`);
    expect(german).toContain("Erstellt (Uhrzeit Berlin)");

    const { cookie, email } = await signInAs("admin", `backups-english-${crypto.randomUUID()}@example.com`);
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, email));
    const english = await (await get("/admin/backups", cookie)).text();
    expect(english).toContain("How to restore a backup");
    expect(english).toContain("On this screen, into an empty website");
    expect(english).toContain(staffDateTime("en", made));
    expect(english).toContain("Made (Berlin time)");
    expect(english).not.toMatch(/\bR2\b/);
  });

  it("serves a nightly backup to an admin and refuses any other key", async () => {
    const res = await get("/admin/backups/nightly/2026-11-26.zip", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect((await readArchive(new Uint8Array(await res.arrayBuffer()), LIMITS)).manifest.schema).toBeTruthy();
    for (const path of [
      "/admin/backups/nightly/notes.txt",
      "/admin/backups/nightly/..%2Fx",
      "/admin/backups/nightly/backups%2F2026-11-26.zip",
      "/admin/backups/nightly/2026-11-01.zip",
    ]) {
      const refused = await get(path, admin);
      expect(refused.status, path).toBe(404);
      await refused.body?.cancel();
    }
  });

  it("streams the whole site now, with media files when asked", async () => {
    const res = await get("/admin/backups/export.zip?media=1", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /attachment; filename="backup-\d{4}-\d{2}-\d{2}-mit-medien\.zip"/,
    );
    const archive = await readArchive(new Uint8Array(await res.arrayBuffer()), LIMITS);
    expect(archive.manifest.media_included).toBe(true);
    expect(archive.manifest.site).toBe(ORIGIN);
  });

  it("is for admins only: moderators get 403, visitors the sign-in", async () => {
    for (const path of ["/admin/backups", "/admin/backups/export.zip", "/admin/backups/nightly/2026-11-26.zip"]) {
      const asModerator = await get(path, moderator);
      expect(asModerator.status, path).toBe(403);
      await asModerator.body?.cancel();
      const asVisitor = await get(path);
      expect(asVisitor.status, path).toBe(302);
      expect(asVisitor.headers.get("Location"), path).toMatch(/^\/login/);
    }
  });

  it("refuses a restore while the site holds content, and to a moderator", async () => {
    await testDb()
      .insert(schema.legacyAddresses)
      .values({ path: "/backup-test-old/", target: "/blog", source: "test" })
      .onConflictDoNothing();
    const form = () => {
      const body = new FormData();
      body.set("archive", new File([ZIP], "backup.zip", { type: "application/zip" }));
      return body;
    };
    const asAdmin = await fetchWorker("/admin/backups", {
      method: "POST",
      body: form(),
      headers: { Origin: ORIGIN, Cookie: admin },
    });
    expect(asAdmin.status).toBe(409);
    expect(await asAdmin.text()).toContain("Die Website enthält schon Inhalte.");
    const asModerator = await fetchWorker("/admin/backups", {
      method: "POST",
      body: form(),
      headers: { Origin: ORIGIN, Cookie: moderator },
    });
    expect(asModerator.status).toBe(403);
    await asModerator.body?.cancel();
    const page = await (await get("/admin/backups", admin)).text();
    expect(page).not.toMatch(/enctype="multipart\/form-data"/i);
  });
});
