/**
 * One restore at a time (docs/decisions/0064-export-restore-and-nightly-backups.md): the /admin/backups
 * form and `npm run restore` take the same row of operation_locks before they look at the database, so
 * two restores started at once cannot both find the site empty. The row is taken with one conditional
 * write (no read before it), given up at the end, and counts as free once it has expired, so a restore
 * that crashed does not lock the site for ever.
 */

/** Longer than any restore the form can run (32 MB); the script renews it with every part it writes. */
export const RESTORE_LOCK_MS = 30 * 60 * 1000;

const HOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The lock's statements as plain SQL (the script hands them to wrangler, which binds nothing): the
 * holder is a UUID and the times are whole numbers, so nothing but these can end up in them.
 * `take` returns a row only when this holder got the lock.
 */
export function restoreLockSql(holder: string, now = Date.now()) {
  if (!HOLDER.test(holder)) throw new Error("restore lock: the holder must be a UUID");
  const until = Math.floor(now) + RESTORE_LOCK_MS;
  const mine = `name = 'restore' AND holder = '${holder}'`;
  return {
    take:
      `INSERT INTO operation_locks (name, holder, expires_at) VALUES ('restore', '${holder}', ${until}) ` +
      "ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at " +
      `WHERE operation_locks.expires_at <= ${Math.floor(now)} RETURNING holder`,
    renew: `UPDATE operation_locks SET expires_at = ${until} WHERE ${mine}`,
    release: `DELETE FROM operation_locks WHERE ${mine}`,
  };
}

export class RestoreBusy extends Error {}

/** Runs `work` holding the restore lock; throws RestoreBusy at once when another restore holds it. */
export async function withRestoreLock<T>(db: D1Database, work: () => Promise<T>): Promise<T> {
  const holder = crypto.randomUUID();
  const sql = restoreLockSql(holder);
  if (!(await db.prepare(sql.take).first())) throw new RestoreBusy("another restore is running");
  try {
    return await work();
  } finally {
    await db.prepare(sql.release).run();
  }
}
