import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { auditLog, type AuditEntry } from "~db/schema";
import { clampPage, PAGE_SIZE, type Translate } from "~/lib/admin";
import { berlinLocalToDate } from "~/lib/i18n";
import { toCsv } from "~/lib/text";
import type { Db } from "~/lib/db.server";

/*
 * The audit log's filters (?actor=, ?type=, ?from=, ?to= as Berlin calendar days, ?page=) and the
 * queries behind the screen and its CSV export. One zod schema reads the URL for both.
 */

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "date" })
  .refine((value) => berlinLocalToDate(`${value}T00:00`) !== null, { message: "date" });

const AuditFilterSchema = z
  .object({
    actor: z.string().trim().max(100, { message: "long" }).optional().default(""),
    type: z.string().trim().max(60, { message: "long" }).optional().default(""),
    from: z
      .union([z.literal(""), day])
      .optional()
      .default(""),
    to: z
      .union([z.literal(""), day])
      .optional()
      .default(""),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "order", path: ["to"] });

export type AuditFilter = z.infer<typeof AuditFilterSchema>;
export type AuditFilterErrors = Partial<Record<keyof AuditFilter, string[]>>;

const ERROR_TEXTS: Record<string, string> = {
  date: "Bitte ein Datum wählen (JJJJ-MM-TT).",
  long: "Dieser Wert ist zu lang.",
  order: "„Bis“ darf nicht vor „Von“ liegen.",
};

/** The filter of a URL; bad values become field errors (in the reader's language) and no filter. */
export function auditFilterOf(
  params: URLSearchParams,
  t: Translate,
): { filter: AuditFilter; errors: AuditFilterErrors | null } {
  const raw = Object.fromEntries(["actor", "type", "from", "to"].map((key) => [key, params.get(key) ?? ""]));
  const parsed = AuditFilterSchema.safeParse(raw);
  if (parsed.success) return { filter: parsed.data, errors: null };
  const errors: AuditFilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AuditFilter;
    const text = ERROR_TEXTS[issue.message];
    (errors[field] ??= []).push(text ? t(text) : issue.message);
  }
  return { filter: { actor: "", type: "", from: "", to: "" }, errors };
}

/** 'YYYY-MM-DD' → the calendar day after it. */
function dayAfter(value: string): string {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actor)
    conditions.push(
      filter.actor === "system" ? sql`${auditLog.actor_id} IS NULL` : eq(auditLog.actor_id, filter.actor),
    );
  if (filter.type) conditions.push(eq(auditLog.type, filter.type));
  // Whole Berlin days: from the start of `from` to the start of the day after `to`.
  const from = filter.from ? berlinLocalToDate(`${filter.from}T00:00`) : null;
  if (from) conditions.push(gte(auditLog.at, from));
  const to = filter.to ? berlinLocalToDate(`${dayAfter(filter.to)}T00:00`) : null;
  if (to) conditions.push(lt(auditLog.at, to));
  return conditions.length ? and(...conditions) : undefined;
}

export type AuditRow = Omit<AuditEntry, "changes"> & { changes: Record<string, [unknown, unknown]> };

function parseChanges(text: string): Record<string, [unknown, unknown]> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Record<string, [unknown, unknown]>) : {};
  } catch {
    return {};
  }
}

/** One page of the log, newest first, with the people and types there are to filter by. */
export async function loadAuditLog(db: Db, filter: AuditFilter, page: number) {
  const where = whereOf(filter);
  const [[counted], people, types] = await db.batch([
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ id: auditLog.actor_id, name: auditLog.actor_name })
      .from(auditLog)
      .orderBy(auditLog.actor_name)
      .limit(200),
    db.selectDistinct({ type: auditLog.type }).from(auditLog).orderBy(auditLog.type).limit(200),
  ]);
  const total = counted?.n ?? 0;
  const shown = clampPage(page, total);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(PAGE_SIZE)
    .offset((shown - 1) * PAGE_SIZE);
  return {
    rows: rows.map((row) => ({ ...row, changes: parseChanges(row.changes) })) as AuditRow[],
    total,
    page: shown,
    people: people.map((p) => ({ id: p.id ?? "system", name: p.name || p.id || "System" })),
    types: types.map((t) => t.type),
  };
}

/** At most this many rows in one export: a filter narrows a larger log. */
const EXPORT_LIMIT = 10_000;

/**
 * The filtered log as CSV (newest first): when, who, role, type, record, action, changes as JSON. It
 * keeps the stored keys ("hero", "restore", "background_image"): it is read by programs, which need
 * them stable in every language; the screen says so beside the button.
 */
export async function auditLogCsv(db: Db, filter: AuditFilter): Promise<string> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(EXPORT_LIMIT);
  return toCsv(
    ["at", "actor_id", "actor_name", "actor_role", "type", "record_id", "action", "changes"],
    rows.map((row) => [
      row.at,
      row.actor_id,
      row.actor_name,
      row.actor_role,
      row.type,
      row.record_id,
      row.action,
      row.changes,
    ]),
  );
}
