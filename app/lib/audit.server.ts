import { lt, sql, type SQL } from "drizzle-orm";
import { auditLog } from "~db/schema";
import type { StaffSession } from "./accounts/staff-session";
import type { Db } from "./db.server";

/** Who did it, as the log keeps it: copied, so the entry still says who after the account is gone. */
export type AuditActor = { id: string | null; name: string; role: string };

export function actorOf(session: StaffSession): AuditActor {
  return { id: session.user.id, name: session.user.name, role: session.user.role };
}

/** A field's before and after value; secrets are recorded only as having changed. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export type AuditWrite = {
  /** A content type's key, or a screen: settings, legal, media, link, newsletter, user, auth. */
  type: string;
  /** The record's id; for an insert in the same batch, `sql\`last_insert_rowid()\`` names the new row. */
  recordId?: string | number | SQL | null;
  action: string;
  changes?: AuditChanges;
};

/** Long texts (a legal page, a blog body) are cut: the log says what changed, not a second copy. */
const MAX_VALUE_CHARS = 2_000;
const SECRET = /password|token|secret|hash/i;

function loggable(field: string, value: unknown): unknown {
  if (SECRET.test(field)) return value == null ? null : "changed";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" && value.length > MAX_VALUE_CHARS) return `${value.slice(0, MAX_VALUE_CHARS)}…`;
  return value ?? null;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  }
  return (a ?? null) === (b ?? null);
}

/**
 * The fields that differ between two versions of a record, as { field: [before, after] }. A create
 * passes `before` as null (every field of `after` is listed), a delete passes `after` as null.
 * `fields` limits the comparison (e.g. to what a form can change); timestamps the database keeps
 * itself are left out.
 */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields?: readonly string[],
): AuditChanges {
  const names = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChanges = {};
  for (const name of names) {
    if (name === "updated_at" || name === "updatedAt") continue;
    const a = before?.[name];
    const b = after?.[name];
    if (before && after && same(a, b)) continue;
    if (!before && b === undefined) continue;
    if (!after && a === undefined) continue;
    changes[name] = [loggable(name, a), loggable(name, b)];
  }
  return changes;
}

/**
 * The insert of one audit entry, to be put into the same `db.batch([...])` as the write it describes:
 * D1 runs a batch as one transaction, so the entry exists exactly when the write happened, and a
 * refused request (bad input, wrong role, stale version) writes neither.
 */
export function auditStatement(db: Db, actor: AuditActor, entry: AuditWrite) {
  return db.insert(auditLog).values({
    ...auditRow(actor, entry),
    record_id: recordIdOf(entry),
  });
}

/**
 * For a write better-auth makes itself (a password, an unban, a sign-in's session): its statements
 * cannot join a batch of ours, so the entry is written right after the call succeeded. The write has
 * happened by then, so a failure to record it is reported in the log, not turned into a failed request.
 */
export async function auditAfter(db: Db, actor: AuditActor, entry: AuditWrite): Promise<void> {
  try {
    await auditStatement(db, actor, entry);
  } catch (error) {
    console.error(`audit entry ${entry.type} ${entry.action} not written`, error);
  }
}

function recordIdOf(entry: AuditWrite) {
  return entry.recordId == null ? null : typeof entry.recordId === "object" ? entry.recordId : String(entry.recordId);
}

function auditRow(actor: AuditActor, entry: AuditWrite) {
  return {
    actor_id: actor.id,
    actor_name: actor.name.slice(0, 200),
    actor_role: actor.role,
    type: entry.type,
    action: entry.action,
    changes: JSON.stringify(entry.changes ?? {}),
  };
}

/**
 * The entry, inserted only if `condition` holds when the statement runs: for a guarded write (a role
 * change refused for the last administrator, a campaign that is no longer a draft) whose success is
 * only known inside the batch. Put it after the write in the same batch; the condition then reads the
 * write's result, so a refused write leaves no entry.
 */
export function auditStatementWhen(db: Db, actor: AuditActor, entry: AuditWrite, condition: SQL) {
  const row = auditRow(actor, entry);
  // INSERT … SELECT names every column of the table in its order: id (NULL: the next one), at, then the entry.
  return db
    .insert(auditLog)
    .select(
      sql`SELECT NULL, ${Date.now()}, ${row.actor_id}, ${row.actor_name}, ${row.actor_role}, ${row.type}, ${recordIdOf(entry)}, ${row.action}, ${row.changes} WHERE ${condition}`,
    );
}

/** How long entries are kept when AUDIT_RETENTION_DAYS does not say otherwise. */
const DEFAULT_AUDIT_RETENTION_DAYS = 365;

function retentionDays(raw: string | undefined): number {
  const days = raw ? Number(raw) : DEFAULT_AUDIT_RETENTION_DAYS;
  if (Number.isInteger(days) && days >= 1) return days;
  console.warn(`AUDIT_RETENTION_DAYS="${raw}" is not a whole number of days; keeping ${DEFAULT_AUDIT_RETENTION_DAYS}`);
  return DEFAULT_AUDIT_RETENTION_DAYS;
}

/** The daily cron's pruning: entries older than the retention are deleted. Returns how many. */
export async function pruneAuditLog(db: Db, retention: string | undefined, now: Date): Promise<number> {
  const before = new Date(now.getTime() - retentionDays(retention) * 86_400_000);
  const result = await db.delete(auditLog).where(lt(auditLog.at, before));
  return result.meta.changes ?? 0;
}
