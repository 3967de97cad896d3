import { and, asc, desc, eq, getTableColumns, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";
import { auditStatement, changesBetween, type AuditActor } from "../audit.server";
import type { Db } from "../db.server";
import type { ContentTypeKey } from "./registry";
import type { RegisteredContentType } from "./content-type-def";
import { childTypesOf } from "./registry";
import { slugHistoryStatements } from "./slugs.server";
import { baselineStatement } from "./baseline.server";
import { columnValues } from "./table-queries.server";
import { searchIndexStatements } from "../pages/search-index.server";
import type { DraftStatus } from "./editorial";

/*
 * The editorial half of the content mechanism (docs/decisions/0028-drafts-scheduling-previews.md).
 * A content table holds what visitors see; a draft waits in content_drafts; every saved draft and every
 * publish is a revision. Values are kept as raw column values (what the database holds), so a draft or
 * revision written back is exactly what was saved, whatever the column's mode (dates, booleans, JSON).
 */

const { contentDrafts, contentRevisions, contentUnpublish } = schema;

/** How many revisions a record keeps; older ones are dropped in the batch that writes a new one. */
const REVISIONS_KEPT = 50;

export type RawRow = Record<string, unknown>;
type Values = Record<string, unknown>;
type Table = SQLiteTable & { id: SQLiteColumn };
type Statement = BatchItem<"sqlite">;

function columnsOf(table: SQLiteTable): Record<string, SQLiteColumn> {
  return getTableColumns(table) as Record<string, SQLiteColumn>;
}

/**
 * Drizzle values (by property) → raw column values (by column name), as an insert would store them. A
 * key that is no column fails (columnValues): a draft never keeps a value its publish would drop.
 */
function toRaw(table: SQLiteTable, values: Values): RawRow {
  const checked = columnValues(table, values);
  const raw: RawRow = {};
  for (const [key, column] of Object.entries(columnsOf(table))) {
    if (!Object.hasOwn(checked, key)) continue;
    const value = checked[key];
    raw[column.name] = value === null || value === undefined ? null : column.mapToDriverValue(value);
  }
  return raw;
}

/** Raw column values → Drizzle values by property, only for columns the table still has. */
export function fromRaw(table: SQLiteTable, raw: RawRow): Values {
  const values: Values = {};
  for (const [key, column] of Object.entries(columnsOf(table))) {
    if (!Object.hasOwn(raw, column.name)) continue;
    const value = raw[column.name];
    values[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return values;
}

/**
 * Whether a record can be taken offline by its unpublish time: by its is_active switch, or, for a
 * table without one, by turning the row back into a draft, which only a type without child rows may
 * do (deleting the row would take an event's organizers with it).
 */
export function canUnpublish(def: RegisteredContentType, table: SQLiteTable): boolean {
  return hasActiveSwitch(table) || childTypesOf(def).length === 0;
}

/** Whether visitors see a row of this table only while its is_active switch is on. */
function hasActiveSwitch(table: SQLiteTable): boolean {
  return Object.hasOwn(columnsOf(table), "is_active");
}

export async function rawRow(db: Db, table: Table, id: number): Promise<RawRow | null> {
  const [row] = await db.all<RawRow>(sql`SELECT * FROM ${table} WHERE id = ${id}`);
  return row ?? null;
}

/** A short, stable fingerprint of a row: the version a form was opened with when the record has no draft. */
function fingerprint(raw: RawRow): string {
  const text = JSON.stringify(
    Object.keys(raw)
      .sort()
      .map((key) => [key, raw[key]]),
  );
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The version a form carries back: the draft's save count while there is a draft, else the published
 * row's fingerprint. Any save in between changes it (optimistic locking).
 */
export function versionOf(draft: Pick<schema.ContentDraft, "id" | "version"> | null, row: RawRow | null): string {
  if (draft) return `d${draft.id}.${draft.version}`;
  return row ? `r${fingerprint(row)}` : "new";
}

/**
 * What the list says about a record: without a draft it is published; a draft with a publish time is
 * scheduled; any other draft is a change to the published version, or, with nothing published (never
 * yet, or taken offline again), just a draft.
 */
export function statusOf(draft: Pick<schema.ContentDraft, "publish_at"> | null, published: boolean): DraftStatus {
  if (!draft) return "published";
  if (draft.publish_at) return "scheduled";
  return published ? "changed" : "draft";
}

/** The draft of a record (by the record's id), or a draft by its own id: the one of the type that matches. */
async function oneDraft(db: Db, type: ContentTypeKey, match: SQL) {
  const [draft] = await db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.type, type), match))
    .limit(1);
  return draft ?? null;
}

export function draftOfRecord(db: Db, type: ContentTypeKey, recordId: number) {
  return oneDraft(db, type, eq(contentDrafts.record_id, recordId));
}

export function draftById(db: Db, type: ContentTypeKey, id: number) {
  return oneDraft(db, type, eq(contentDrafts.id, id));
}

/** Every draft of a type, oldest first: the list marks its records and shows the never-published ones. */
export async function draftsOfType(db: Db, type: ContentTypeKey) {
  return db.select().from(contentDrafts).where(eq(contentDrafts.type, type)).orderBy(asc(contentDrafts.id));
}

/** A draft's values for the form (Drizzle values of the type's table). */
export function draftValues(table: SQLiteTable, draft: Pick<schema.ContentDraft, "data">): Values {
  return fromRaw(table, JSON.parse(draft.data) as RawRow);
}

/** What the lists and the trash call a record: its German title, name or label. */
export function labelOf(row: RawRow): string {
  for (const key of ["title_de", "name", "label_de", "title", "name_de", "page_key", "short_code"]) {
    const value = row[key];
    if (typeof value === "string" && value.trim()) return value.trim().slice(0, 200);
  }
  return typeof row.id === "number" ? `#${row.id}` : "";
}

/** Drops a record's revisions beyond the newest REVISIONS_KEPT (run in the batch that adds one). */
function pruneRevisions(db: Db, type: ContentTypeKey, recordId: number | SQL) {
  const newest = db
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.type, type), eq(contentRevisions.record_id, recordId as number)))
    .orderBy(desc(contentRevisions.id))
    .limit(REVISIONS_KEPT);
  return db
    .delete(contentRevisions)
    .where(
      and(
        eq(contentRevisions.type, type),
        eq(contentRevisions.record_id, recordId as number),
        notInArray(contentRevisions.id, newest),
      ),
    );
}

export type DraftWrite = {
  def: RegisteredContentType;
  table: Table;
  /** The published record the draft changes (null: never published). */
  recordId: number | null;
  /** The draft being saved again, if there is one. */
  draft: schema.ContentDraft | null;
  values: Values;
  publishAt: Date | null;
  unpublishAt: Date | null;
  /** 'draft' (save), 'autosave' (decision 0051), 'schedule', 'restore' (from a revision). */
  action: "draft" | "autosave" | "schedule" | "restore";
};

/**
 * The revision's data, and the guard of the whole batch: when the draft is no longer at the version the
 * write started from (saved in another tab, published by the cron meanwhile), the sub-select is NULL,
 * the NOT NULL column refuses it and D1 rolls the batch back, so nothing of a stale write lands.
 */
function guardedData(data: string, draft: Pick<schema.ContentDraft, "id" | "version"> | null): string | SQL {
  if (!draft) return data;
  return sql`(SELECT ${data} FROM content_drafts WHERE id = ${draft.id} AND version = ${draft.version})`;
}

/** The statements that save a draft (insert or next version), its revision and the audit entry. */
export function draftStatements(db: Db, actor: AuditActor, write: DraftWrite): [Statement, ...Statement[]] {
  const { def, table, recordId, draft } = write;
  const raw = toRaw(table, write.values);
  const data = JSON.stringify(raw);
  const fields = {
    data,
    label: labelOf(raw),
    publish_at: write.publishAt,
    unpublish_at: write.unpublishAt,
    updated_by: actor.name,
  };
  const revision = (draftId: number | SQL) =>
    db.insert(contentRevisions).values({
      type: def.key,
      record_id: recordId,
      draft_id: draftId as number,
      action: write.action,
      data: guardedData(data, draft),
      actor_name: actor.name,
    });
  const audit = auditStatement(db, actor, {
    type: def.key,
    recordId,
    action: write.action,
    changes: changesBetween(draft ? (JSON.parse(draft.data) as RawRow) : null, raw, Object.keys(raw)),
  });
  const prune: Statement[] = recordId === null ? [] : [pruneRevisions(db, def.key, recordId)];
  const baseline: Statement[] = recordId === null ? [] : [baselineStatement(db, def.key, table, recordId)];
  if (draft) {
    return [
      ...baseline,
      revision(draft.id),
      db
        .update(contentDrafts)
        .set({ ...fields, version: sql`${contentDrafts.version} + 1` })
        .where(eq(contentDrafts.id, draft.id)),
      audit,
      ...prune,
    ] as [Statement, ...Statement[]];
  }
  // A new draft's id is the row its insert made.
  const newest = sql`(SELECT MAX(id) FROM content_drafts WHERE type = ${def.key})`;
  return [
    ...baseline,
    db.insert(contentDrafts).values({ type: def.key, record_id: recordId, ...fields }),
    revision(newest),
    audit,
    ...prune,
  ] as [Statement, ...Statement[]];
}

export type PublishWrite = {
  def: RegisteredContentType;
  table: Table;
  /** The record to update (or to bring back under its id); null inserts a new one. */
  recordId: number | null;
  /** The published row before (null when the table has none: new, or taken offline), for the audit entry. */
  before: Values | null;
  /** The draft being published, at the version the publish started from. */
  draft: Pick<schema.ContentDraft, "id" | "version"> | null;
  values: Values;
  unpublishAt: Date | null;
  /** The audit action: 'create'/'update' from the form, 'publish' for a draft. */
  action: string;
};

/**
 * The statements that make values the published version: its revision (guarding the batch), the row
 * written, the draft gone, the record's unpublish time set or cleared, old revisions dropped and the
 * audit entry — one batch, so a crash leaves either all of it or none.
 */
export function publishStatements(db: Db, actor: AuditActor, write: PublishWrite) {
  const { def, table, recordId, draft } = write;
  const raw = toRaw(table, write.values);
  delete raw.id;
  const data = JSON.stringify(raw);
  const latestRevision = sql`(SELECT MAX(id) FROM content_revisions WHERE type = ${def.key})`;
  // After the write, the record's id: known, or the one the insert made (kept on its revision).
  const recordAfter: number | SQL =
    recordId ?? sql`(SELECT record_id FROM content_revisions WHERE id = ${latestRevision})`;
  const writeRow =
    recordId !== null && write.before !== null
      ? db.update(table).set(columnValues(table, write.values)).where(eq(table.id, recordId))
      : db
          .insert(table)
          .values(columnValues(table, recordId !== null ? { ...write.values, id: recordId } : write.values));
  const statements = [
    ...(recordId === null ? [] : [baselineStatement(db, def.key, table, recordId)]),
    db.insert(contentRevisions).values({
      type: def.key,
      record_id: recordId,
      draft_id: draft?.id ?? null,
      action: "publish",
      data: guardedData(data, draft),
      actor_name: actor.name,
    }),
    writeRow,
    // Old addresses of a record whose slug changed keep leading to it.
    ...slugHistoryStatements(db, def, recordId, write.before, write.values),
    // A new record: the insert's id goes onto this revision and onto the draft's earlier ones.
    ...(recordId === null
      ? [
          db
            .update(contentRevisions)
            .set({ record_id: sql`last_insert_rowid()` })
            .where(
              and(
                eq(contentRevisions.type, def.key),
                draft
                  ? sql`(${contentRevisions.draft_id} = ${draft.id} OR ${contentRevisions.id} = ${latestRevision})`
                  : sql`${contentRevisions.id} = ${latestRevision}`,
              ),
            ),
        ]
      : []),
    ...searchIndexStatements(db, def, recordAfter),
    ...(draft ? [db.delete(contentDrafts).where(eq(contentDrafts.id, draft.id))] : []),
    db
      .delete(contentUnpublish)
      .where(and(eq(contentUnpublish.type, def.key), eq(contentUnpublish.record_id, recordAfter as number))),
    ...(write.unpublishAt
      ? [
          db
            .insert(contentUnpublish)
            .values({ type: def.key, record_id: recordAfter as number, unpublish_at: write.unpublishAt }),
        ]
      : []),
    pruneRevisions(db, def.key, recordAfter),
    auditStatement(db, actor, {
      type: def.key,
      recordId: recordAfter,
      action: write.action,
      changes: changesBetween(write.before, write.values, write.before ? Object.keys(write.values) : undefined),
    }),
  ];
  return statements as [(typeof statements)[number], ...(typeof statements)[number][]];
}

/**
 * The statements that take a published record offline at its unpublish time: a type with an
 * is_active switch is switched off; any other record goes back to being a draft (its row, whole, kept
 * as the draft), which only types whose rows take nothing with them may do (see canUnpublish).
 */
export function unpublishStatements(db: Db, actor: AuditActor, def: RegisteredContentType, table: Table, row: RawRow) {
  const id = row.id as number;
  const clear = db
    .delete(contentUnpublish)
    .where(and(eq(contentUnpublish.type, def.key), eq(contentUnpublish.record_id, id)));
  const audit = auditStatement(db, actor, {
    type: def.key,
    recordId: id,
    action: "unpublish",
    changes: { status: ["published", "draft"] },
  });
  if (hasActiveSwitch(table)) {
    return [db.update(table).set({ is_active: false }).where(eq(table.id, id)), clear, audit] as const;
  }
  const { id: _id, ...rest } = row;
  return [
    db
      .insert(contentDrafts)
      .values({
        type: def.key,
        record_id: id,
        data: JSON.stringify(rest),
        label: labelOf(rest),
        updated_by: actor.name,
      })
      .onConflictDoNothing(),
    db.delete(table).where(eq(table.id, id)),
    ...searchIndexStatements(db, def, id),
    clear,
    audit,
  ] as const;
}

/** A record's revisions, newest first (with those of its draft from before its first publish). */
export async function revisionsOf(db: Db, type: ContentTypeKey, recordId: number | null, draftId: number | null) {
  const where =
    recordId !== null
      ? and(eq(contentRevisions.type, type), eq(contentRevisions.record_id, recordId))
      : and(
          eq(contentRevisions.type, type),
          isNull(contentRevisions.record_id),
          eq(contentRevisions.draft_id, draftId ?? -1),
        );
  return db.select().from(contentRevisions).where(where).orderBy(desc(contentRevisions.id)).limit(REVISIONS_KEPT);
}
