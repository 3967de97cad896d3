import { env } from "cloudflare:workers";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import {
  BackupError,
  readArchive,
  SCHEMA_VERSION,
  sha256Hex,
  backupTables,
  LEFT_OUT,
  schemaTables,
} from "~/lib/backup/index.server";
import { signInAs } from "../auth-helpers";
import { clearTables, testDb } from "../helpers";
import { exportOf, filesOf, manifestOf, tampered } from "./archive-helpers";

/*
 * The backup archive (decision 0064): what it holds and leaves out, its manifest and checksums, and
 * every refusal of a bad archive before anything is written.
 */
const LIMITS = { maxFiles: 500, maxTotalBytes: 20 * 1024 * 1024 };

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readArchive(bytes, LIMITS);
  } catch (error) {
    expect(error).toBeInstanceOf(BackupError);
    return (error as BackupError).message;
  }
  throw new Error("the archive was accepted");
}

let zip: Uint8Array;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  // An account with a password, a session and a two-factor secret: none of it may leave.
  const admin = await signInAs("admin", "backup-archive@example.com");
  const db = testDb();
  const [user] = await db.select().from(schema.user).limit(1);
  await db
    .insert(schema.twoFactor)
    .values({ id: "tf-1", secret: "TOP-SECRET-TOTP", backupCodes: "CODES", userId: user!.id });
  await db.update(schema.user).set({ twoFactorEnabled: true });
  expect(admin.cookie).toBeTruthy();
  zip = await exportOf(env.DB);
});

describe("what a backup holds", () => {
  it("exports every table of the schema or names why it stays out", () => {
    const names = schemaTables().map((table) => table.name);
    for (const left of Object.keys(LEFT_OUT)) expect(names, `LEFT_OUT names ${left}`).toContain(left);
    const exported = backupTables().map((table) => table.name);
    for (const name of names) expect(exported.includes(name) !== name in LEFT_OUT, name).toBe(true);
    for (const secret of ["session", "account", "verification", "two_factor", "passkey", "rate_limits"])
      expect(exported).not.toContain(secret);
  });

  it("names the newest migration as its schema version", () => {
    const newest = env.TEST_MIGRATIONS.map((migration) => migration.name)
      .sort()
      .at(-1)!;
    expect(`${SCHEMA_VERSION}.sql`).toBe(newest);
  });

  it("writes a manifest with every table's rows and checksum, and a checksum over it", async () => {
    const manifest = manifestOf(zip);
    const files = filesOf(zip);
    expect(manifest).toMatchObject({ format: "coaching-site-backup", version: 1, schema: SCHEMA_VERSION });
    expect(Object.keys(manifest.tables).sort()).toEqual(
      backupTables()
        .map((t) => t.name)
        .sort(),
    );
    for (const [name, entry] of Object.entries(manifest.tables)) {
      const file = files[`tables/${name}.json`]!;
      expect(await sha256Hex(file), name).toBe(entry.sha256);
      expect((JSON.parse(new TextDecoder().decode(file)) as unknown[]).length, name).toBe(entry.rows);
    }
    const { checksum, ...rest } = manifest;
    expect(await sha256Hex(JSON.stringify(rest))).toBe(checksum);
    const read = await readArchive(zip, LIMITS);
    expect(read.tables.get("user")!.length).toBe(manifest.tables.user!.rows);
  });

  it("never holds a password, a session or a second factor's secret", () => {
    const text = Object.values(filesOf(zip))
      .map((bytes) => new TextDecoder().decode(bytes))
      .join("\n");
    expect(text).not.toContain("TOP-SECRET-TOTP");
    // No column of a secret in any table (the audit log may say that a password was changed: that is
    // no secret, and other test files write such entries at the same time).
    const columns = Object.entries(filesOf(zip))
      .filter(([name]) => name.startsWith("tables/"))
      .flatMap(([name, bytes]) =>
        (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>[]).flatMap((row) =>
          Object.keys(row).map((column) => `${name}:${column}`),
        ),
      );
    expect(columns.filter((column) => /password|token|secret/i.test(column.split(":")[1]!))).toEqual([]);
    const users = JSON.parse(new TextDecoder().decode(filesOf(zip)["tables/user.json"]!)) as Record<string, unknown>[];
    expect(users.some((user) => user.email === "backup-archive@example.com")).toBe(true);
    expect(users.every((user) => user.two_factor_enabled === 0)).toBe(true);
  });
});

describe("a bad archive is refused before anything is written", () => {
  it("refuses a file that is no zip", async () => {
    expect(await refusal(strToU8("<?xml version='1.0'?><rss/>"))).toBe("Die Datei ist kein ZIP-Archiv.");
  });

  it("refuses a zip without a manifest", async () => {
    expect(await refusal(zipSync({ "hello.txt": strToU8("hi") }))).toMatch(/unerwartete Datei/);
    expect(await refusal(zipSync({ "tables/user.json": strToU8("[]") }))).toMatch(/kein manifest.json/);
  });

  it("refuses a changed table (wrong checksum)", async () => {
    const bad = await tampered(zip, (files) => {
      files["tables/user.json"] = strToU8("[]\n");
    });
    expect(await refusal(bad)).toMatch(/Prüfsumme der Tabelle user stimmt nicht/);
  });

  it("refuses a changed manifest", async () => {
    const bad = await tampered(zip, (_files, manifest) => {
      manifest.site = "https://elsewhere.example";
    });
    expect(await refusal(bad)).toMatch(/Prüfsumme des Manifests/);
  });

  it("refuses another schema version", async () => {
    const bad = await tampered(
      zip,
      (_files, manifest) => {
        manifest.schema = "0012_back_office_language_contact_settings";
      },
      true,
    );
    expect(await refusal(bad)).toMatch(/anderen Version/);
  });

  it("refuses a path outside the archive's folders", async () => {
    expect(await refusal(zipSync({ "../x": strToU8("x"), "manifest.json": strToU8("{}") }))).toMatch(
      /unerwartete Datei: \.\.\/x/,
    );
    expect(await refusal(zipSync({ "media/../../etc/passwd": strToU8("x") }))).toMatch(/unerwartete Datei/);
  });

  it("refuses a zip bomb before it unpacks", async () => {
    const bomb = zipSync({ "tables/user.json": new Uint8Array(64 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb)).toMatch(/entpackt zu groß/);
    const many = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`tables/t${i}.json`, strToU8("[]")]));
    expect(await refusal(zipSync(many))).toMatch(/zu viele Dateien/);
  });

  it("refuses a table or column this site does not have, even when signed", async () => {
    const table = await tampered(zip, (files, manifest) => {
      files["tables/evil.json"] = strToU8("[]");
      manifest.tables.evil = { rows: 0, sha256: "" };
    });
    expect(await refusal(table)).toMatch(/Prüfsumme des Manifests/);
    const column = zipSync({});
    expect(column.length).toBeGreaterThan(0);
  });
});
