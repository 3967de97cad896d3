import { lt, type SQL } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import type { StaffSession } from "./auth.server";
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
    actor_id: actor.id,
    actor_name: actor.name.slice(0, 200),
    actor_role: actor.role,
    type: entry.type,
    record_id:
      entry.recordId == null ? null : typeof entry.recordId === "object" ? entry.recordId : String(entry.recordId),
    action: entry.action,
    changes: JSON.stringify(entry.changes ?? {}),
  });
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
