// Restores a backup archive (from /admin/backups or a nightly backup) into the local or the remote D1
// and its media files into the media bucket (docs/decisions/0064-export-restore-and-nightly-backups.md).
//
//   npm run restore -- <archive.zip> [--remote] [--force]
//
// The archive is checked whole first (format, schema version, every checksum); a database that holds
// anything refuses unless --force, which deletes the exported tables' rows first. Users come back without
// passwords: set yours with `npm run admin:create -- --email <address> --password <new>` afterwards.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { translate } from "../app/lib/admin/i18n";
import { BackupError, checkArchive, insertSql } from "../app/lib/backup/format.server";
import { RESTORE_LOCK_MS, restoreLockSql } from "../app/lib/backup/lock.server";
import { backupTables } from "../app/lib/backup/tables.server";
import { newestMigration } from "../vite/schema-version";
import { PERSIST_TO } from "./local-env.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    force: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

function fail(message: string): never {
  console.error(`✖ ${message}\n\nUsage: npm run restore -- <archive.zip> [--remote] [--force]`);
  process.exit(1);
}

/** Statements per SQL file handed to wrangler; a file that fails stops the run with a report. */
const STATEMENTS_PER_FILE = 2000;
const LIMITS = { maxFiles: 200_000, maxTotalBytes: 1024 * 1024 * 1024 };

if (values.help || positionals.length !== 1) fail(values.help ? "help" : "name one archive");
const target = values.remote ? ["--remote"] : ["--local", "--persist-to", PERSIST_TO];
const where = values.remote ? "the REMOTE database" : "the local database";

function wrangler(args: string[], capture = false) {
  return spawnSync("npx", ["wrangler", ...args], {
    stdio: capture ? ["inherit", "pipe", "inherit"] : ["inherit", "ignore", "inherit"],
    env: process.env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
}

let archive;
try {
  // The schema of the migrations beside this script, as the Worker's build reads it (vite/schema-version.ts).
  archive = await checkArchive(new Uint8Array(readFileSync(positionals[0]!)), LIMITS, newestMigration());
} catch (error) {
  if (error instanceof BackupError) fail(translate("en", error.message));
  fail(`cannot read ${positionals[0]}: ${String(error)}`);
}
const tables = backupTables();
console.log(
  `✔ ${positionals[0]} is a valid backup of ${archive.manifest.site || "a site"} (${archive.manifest.created_at}).`,
);

/** A one-statement query's rows, or null when wrangler failed. */
function query<T>(command: string): T[] | null {
  const run = wrangler(["d1", "execute", "DB", ...target, "-c", "wrangler.toml", "--json", "--command", command], true);
  if (run.status !== 0) return null;
  return (JSON.parse(run.stdout) as { results: T[] }[])[0]?.results ?? [];
}

// One restore at a time, the /admin/backups form's included: the lock is taken before the emptiness
// check, renewed by every part below and given up however the script ends.
const holder = crypto.randomUUID();
const taken = query<{ holder: string }>(restoreLockSql(holder).take);
if (taken === null) fail("could not take the restore lock (are the migrations applied?)");
if (taken.length === 0)
  fail(
    `another restore into ${where} is running; wait until it has finished (a stale lock expires after ${RESTORE_LOCK_MS / 60_000} minutes)`,
  );
process.on("exit", () => {
  if (query(restoreLockSql(holder).release) === null) console.error("✖ could not give up the restore lock");
});

// Empty means empty here: no row in any table a backup holds, accounts included.
const probe = query<{ filled: number }>(
  `SELECT (${tables.map((table) => `EXISTS (SELECT 1 FROM "${table.name}")`).join(" OR ")}) AS filled`,
);
if (probe === null) fail("could not ask the database whether it is empty (are the migrations applied?)");
const filled = probe[0]?.filled;
if (filled && !values.force) fail(`${where} is not empty; restore with --force to replace what it holds`);

const statements: string[] = [];
if (filled) for (const table of [...tables].reverse()) statements.push(`DELETE FROM "${table.name}";`);
let rows = 0;
for (const table of tables) {
  for (const row of archive.tables.get(table.name) ?? []) {
    statements.push(insertSql(table.name, row));
    rows += 1;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), "restore-"));
try {
  const files = Math.ceil(statements.length / STATEMENTS_PER_FILE);
  for (let index = 0; index < files; index++) {
    const file = path.join(dir, `part-${index + 1}.sql`);
    const part = statements.slice(index * STATEMENTS_PER_FILE, (index + 1) * STATEMENTS_PER_FILE);
    const renew = `${restoreLockSql(holder).renew};`;
    writeFileSync(file, `PRAGMA defer_foreign_keys = on;\n${renew}\n${part.join("\n")}\n`, { mode: 0o600 });
    const run = wrangler(["d1", "execute", "DB", ...target, "-c", "wrangler.toml", "--file", file, "--yes"]);
    if (run.status !== 0)
      fail(
        `part ${index + 1} of ${files} failed; parts 1–${index} are in ${where}. Fix the cause and run again with --force.`,
      );
    console.log(`  rows: part ${index + 1} of ${files} loaded`);
  }

  const bucket = /binding\s*=\s*"MEDIA"\s*\n\s*bucket_name\s*=\s*"([^"]+)"/.exec(
    readFileSync("wrangler.toml", "utf8"),
  )?.[1];
  if (archive.media.size > 0 && !bucket) fail("wrangler.toml names no bucket for the MEDIA binding");
  const mimeOf = new Map(
    (archive.tables.get("media") ?? []).map((row) => [`${row.hash}.${row.ext}`, String(row.mime)]),
  );
  for (const [key, bytes] of archive.media) {
    const file = path.join(dir, "media-file");
    writeFileSync(file, bytes);
    const put = wrangler([
      "r2",
      "object",
      "put",
      `${bucket}/${key}`,
      "--file",
      file,
      "--content-type",
      mimeOf.get(key) ?? "application/octet-stream",
      ...(values.remote ? ["--remote"] : ["--local", "--persist-to", PERSIST_TO]),
    ]);
    if (put.status !== 0) fail(`media file ${key} could not be stored; the rows are restored, run again with --force`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `✔ Restored ${rows} rows and ${archive.media.size} media files into ${where}.` +
    `${archive.manifest.media_included ? "" : " The archive held no media files: they stay in the media bucket."}`,
);
console.log(
  "  Users have no password yet: give yours with `npm run admin:create -- --email <address> --password <new>`; the others use “Passwort vergessen”.",
);
