import { insertStatement, type ReadArchive, type Row } from "./format.server";
import { backupTables, RENUMBERED } from "./tables.server";
import { rebuildSql } from "../pages/search-index.server";
import { CONTENT_TYPE_LIST } from "../admin/registry";

/**
 * Restoring an archive into this Worker's D1 and R2 (the /admin/backups form for an empty site;
 * docs/decisions/0064-export-restore-and-nightly-backups.md). The archive was read and checked before
 * (readArchive). Users come back without passwords; the accounts already here stay as they are.
 */

/** Statements per D1 batch: each batch is one transaction. */
const BATCH = 200;

/** Tables a fresh site may already hold rows in: its first admin and that admin's sign-ins. */
const ALLOWED_ON_AN_EMPTY_SITE = new Set(["user", "audit_log"]);

/** Whether the site holds no content yet: every exported table but the accounts and the log is empty. */
export async function siteIsEmpty(db: D1Database): Promise<boolean> {
  const tables = backupTables().filter((table) => !ALLOWED_ON_AN_EMPTY_SITE.has(table.name));
  const checks = tables.map((table) => `EXISTS (SELECT 1 FROM "${table.name}")`).join(" OR ");
  const row = await db.prepare(`SELECT (${checks}) AS filled`).first<{ filled: number }>();
  return !row?.filled;
}

export type RestoreReport = { rows: number; tables: number; media: number; usersKept: number };

export class RestoreFailed extends Error {}

/**
 * Writes the archive's rows table by table (parents first) in D1 batches, after its media files went to
 * R2 (content-addressed, so a second attempt writes the same objects). Should a batch fail, what the
 * restore wrote is deleted again, so the site is as empty as before.
 */
export async function restoreArchive(env: Pick<Env, "DB" | "MEDIA">, archive: ReadArchive): Promise<RestoreReport> {
  const { results: present } = await env.DB.prepare("SELECT id, email FROM user").all<{ id: string; email: string }>();
  const presentIds = new Set(present.map((user) => user.id));
  const presentByEmail = new Map(present.map((user) => [user.email.toLowerCase(), user.id]));
  // An archived person already here (the restoring admin, by address) is that account from now on.
  const sameUser = new Map<string, string>();
  for (const row of archive.tables.get("user") ?? []) {
    const kept = presentByEmail.get(String(row.email).toLowerCase());
    if (kept) sameUser.set(String(row.id), kept);
  }

  const mimeOf = new Map(
    (archive.tables.get("media") ?? []).map((row) => [`${row.hash}.${row.ext}`, String(row.mime)]),
  );
  for (const [key, bytes] of archive.media) {
    const hash = key.split(".")[0]!;
    await env.MEDIA.put(key, bytes, {
      httpMetadata: { contentType: mimeOf.get(key) ?? "application/octet-stream" },
      sha256: hash,
    });
  }

  const statements: { table: string; statement: D1PreparedStatement }[] = [];
  let usersKept = 0;
  for (const table of backupTables()) {
    for (const original of archive.tables.get(table.name) ?? []) {
      if (table.name === "user" && (presentIds.has(String(original.id)) || sameUser.has(String(original.id)))) {
        usersKept += 1;
        continue;
      }
      const row: Row = { ...original };
      for (const column of table.userColumns)
        if (typeof row[column] === "string" && sameUser.has(row[column])) row[column] = sameUser.get(row[column])!;
      if (RENUMBERED.has(table.name)) delete row.id;
      const { sql, params } = insertStatement(table.name, row);
      statements.push({ table: table.name, statement: env.DB.prepare(sql).bind(...params) });
    }
  }

  const lastLogged = await env.DB.prepare("SELECT coalesce(max(id), 0) AS id FROM audit_log").first<{ id: number }>();
  const written = new Set<string>();
  try {
    for (let at = 0; at < statements.length; at += BATCH) {
      const slice = statements.slice(at, at + BATCH);
      await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = on"), ...slice.map((item) => item.statement)]);
      for (const item of slice) written.add(item.table);
    }
  } catch (error) {
    console.error("restore failed, removing what it wrote:", error);
    await undo(env.DB, written, archive, presentIds, lastLogged?.id ?? 0);
    throw new RestoreFailed(String(error));
  }
  // The word index is no part of an archive: it is made from the restored rows (decision 0072).
  await env.DB.batch(rebuildSql(CONTENT_TYPE_LIST).map((text) => env.DB.prepare(text)));
  return { rows: statements.length, tables: archive.tables.size, media: archive.media.size, usersKept };
}

/** Deletes what a failed restore wrote: the site was empty but for its accounts and log before. */
async function undo(db: D1Database, written: Set<string>, archive: ReadArchive, keep: Set<string>, lastLogged: number) {
  const tables = backupTables()
    .filter((table) => written.has(table.name))
    .reverse();
  const statements = tables.flatMap((table) => {
    if (table.name === "user") {
      const ids = (archive.tables.get("user") ?? []).map((row) => String(row.id)).filter((id) => !keep.has(id));
      return ids.map((id) => db.prepare('DELETE FROM "user" WHERE id = ?').bind(id));
    }
    if (table.name === "audit_log") return [db.prepare("DELETE FROM audit_log WHERE id > ?").bind(lastLogged)];
    return [db.prepare(`DELETE FROM "${table.name}"`)];
  });
  if (statements.length > 0) await db.batch([db.prepare("PRAGMA defer_foreign_keys = on"), ...statements]);
}
