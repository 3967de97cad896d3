import { desc, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";
import type { Db } from "../db.server";
import { FieldError } from "./field-error";

type Row = Record<string, unknown> & { id: number };

/**
 * The parent/child screens (/admin/events with organizers, /admin/kongress with speakers): the
 * child types' write check and the reads of both screens.
 */

/** A child row must point at an existing parent (a clear field error instead of a foreign-key failure). */
export function requireParent(parent: SQLiteTable & { id: SQLiteColumn }, field: string, message: string) {
  return async (db: Db, values: Record<string, unknown>) => {
    const parentId = Number(values[field]);
    const rows = await db.select({ id: parent.id }).from(parent).where(eq(parent.id, parentId)).limit(1);
    if (rows.length === 0) throw new FieldError(field, message);
    return values;
  };
}

/** Number of children per parent id (for the list column and the cascade warning). */
async function childCounts(db: Db, column: SQLiteColumn, table: SQLiteTable): Promise<Map<number, number>> {
  const rows = await db
    .select({ parent: column, n: sql<number>`count(*)` })
    .from(table)
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.parent), Number(row.n)]));
}

/** Events newest first, each with its number of organizers; the organizers of the selected event. */
export async function loadEventsScreen(db: Db, selected: number | null) {
  const o = schema.eventOrganizers;
  const [parents, counts, children] = await Promise.all([
    db.select().from(schema.events).orderBy(desc(schema.events.created_at), desc(schema.events.id)),
    childCounts(db, o.event_event_id, o),
    selected === null
      ? Promise.resolve([])
      : db.select().from(o).where(eq(o.event_event_id, selected)).orderBy(desc(o.created_at), desc(o.id)),
  ]);
  return {
    parents: parents.map((row) => ({ ...row, organizer_count: counts.get(row.id) ?? 0 })) as Row[],
    children: children as Row[],
  };
}

/** Congresses newest first, each with its number of speakers; the speakers of the selected congress. */
export async function loadCongressScreen(db: Db, selected: number | null) {
  const s = schema.congressSpeakers;
  const [parents, counts, children] = await Promise.all([
    db
      .select()
      .from(schema.congressEvents)
      .orderBy(desc(schema.congressEvents.created_at), desc(schema.congressEvents.id)),
    childCounts(db, s.congress_event_id, s),
    selected === null
      ? Promise.resolve([])
      : db.select().from(s).where(eq(s.congress_event_id, selected)).orderBy(desc(s.created_at), desc(s.id)),
  ]);
  return {
    parents: parents.map((row) => ({ ...row, speaker_count: counts.get(row.id) ?? 0 })) as Row[],
    children: children as Row[],
  };
}

/** A positive whole number from a query or form value, else null. */
export function positiveId(value: unknown): number | null {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The parent a child form was saved for: its parent field when valid, else the ?event=/?congress= of
 * the screen. The list opens on that parent after the save.
 */
export async function parentOfSubmission(
  request: Request,
  field: string,
  fallback: number | null,
): Promise<number | null> {
  const form = await request.clone().formData();
  return positiveId(form.get(field)) ?? fallback;
}
