import { and, desc, eq, getTableColumns, getTableName, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";
import { auditStatement, type AuditActor } from "../audit.server";
import type { Db } from "../db.server";
import { canOpenContentType } from "./access";
import { CONTENT_TABLES } from "./content-tables.server";
import { parentOf, type ContentTypeDef } from "./content-type-def";
import { CONTENT_TYPE_LIST, childTypesOf, contentTypeOf } from "./registry";
import { searchIndexStatements } from "../pages/search-index.server";
import { draftOfRecord, fromRaw, labelOf, rawRow } from "./drafts.server";

/*
 * The trash of the content mechanism (docs/decisions/0027-editorial-workflow-in-the-content-mechanism.md).
 * A delete copies the row, as the database holds it, and the rows its foreign keys delete with it into
 * one trash item, then deletes the row, in one batch with its audit entry. Restore writes them back
 * with their ids. Raw column values (not Drizzle's Dates and booleans) are kept, so what comes back is
 * exactly what was there. A record's pending draft goes with it and comes back with it; a draft discarded
 * on its own is a trash item of its own (table content_drafts), restorable like a record.
 */

/** How long deleted content is kept before the daily cron empties it. */
export const TRASH_DAYS = 30;

type RawRow = Record<string, unknown> & { id: number };
type TrashedChildren = { table: string; rows: RawRow[] }[];

const { contentDrafts, contentTrash } = schema;

/** The table name a trashed draft is kept under, as an item of its own or beside its record. */
const DRAFTS_TABLE = getTableName(contentDrafts);

async function rawDraft(db: Db, id: number): Promise<RawRow | null> {
  const [row] = await rawRows(db, contentDrafts, sql`id = ${id}`);
  return row ?? null;
}

/**
 * The trash item's data, and the guard of its batch: NULL (so the NOT NULL column refuses it and D1
 * rolls the batch back) when the record's draft is no longer what was read, saved or made meanwhile in
 * another tab, so a delete never throws away a draft it did not keep.
 */
function keptUnless(data: string, type: string, recordId: number, draft: { id: number; version: number } | null) {
  const same = draft
    ? sql`EXISTS (SELECT 1 FROM ${contentDrafts} WHERE id = ${draft.id} AND version = ${draft.version})`
    : sql`NOT EXISTS (SELECT 1 FROM ${contentDrafts} WHERE type = ${type} AND record_id = ${recordId})`;
  return sql`(SELECT ${data} WHERE ${same})`;
}

/** Every table a trash item may be restored into: the content types' tables and the page heroes'. */
function restorableTables(): Map<string, SQLiteTable> {
  const tables = new Map<string, SQLiteTable>();
  for (const binding of Object.values(CONTENT_TABLES)) tables.set(getTableName(binding.table), binding.table);
  tables.set(getTableName(schema.pageContents), schema.pageContents);
  tables.set(DRAFTS_TABLE, contentDrafts);
  return tables;
}

async function rawRows(db: Db, table: SQLiteTable, where: SQL): Promise<RawRow[]> {
  return db.all<RawRow>(sql`SELECT * FROM ${table} WHERE ${where}`);
}

/**
 * The statements that move one row (and what its foreign keys delete with it) into the trash, with the
 * audit entry; null when the row is not there. Run them as one batch.
 */
export async function trashStatements(
  db: Db,
  def: ContentTypeDef,
  table: SQLiteTable & { id: SQLiteColumn },
  id: number,
  actor: AuditActor,
) {
  const row = (await rawRow(db, table, id)) as RawRow | null;
  if (!row) return null;
  const children: TrashedChildren = [];
  const childIndex = [];
  for (const childDef of childTypesOf(def)) {
    const childTable = CONTENT_TABLES[childDef.key]!.table;
    const field = parentOf(childDef)!.field;
    const rows = await rawRows(db, childTable, sql`${sql.identifier(field)} = ${id}`);
    if (rows.length) children.push({ table: getTableName(childTable), rows });
    // Their foreign key deletes them with the row: their index rows go too.
    for (const child of rows) childIndex.push(...searchIndexStatements(db, childDef, child.id as number));
  }
  // The record's pending draft is kept with it, so it neither lingers as a "new" draft nor is lost.
  // Only a registered type has drafts (a page hero is trashed too).
  const registered = contentTypeOf(def.key);
  const draft = registered ? await draftOfRecord(db, registered.key, id) : null;
  const draftRow = draft ? await rawDraft(db, draft.id) : null;
  if (draftRow) children.push({ table: DRAFTS_TABLE, rows: [draftRow] });
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(row)) changes[key] = [value, null];
  return [
    db.insert(contentTrash).values({
      type: def.key,
      table_name: getTableName(table),
      record_id: id,
      label: labelOf(row),
      slug: typeof row.slug === "string" && row.slug ? row.slug : null,
      data: keptUnless(JSON.stringify(row), def.key, id, draft),
      children: JSON.stringify(children),
      deleted_by: actor.name,
    }),
    db.delete(contentDrafts).where(and(eq(contentDrafts.type, def.key), eq(contentDrafts.record_id, id))),
    db.delete(table).where(eq(table.id, id)),
    ...searchIndexStatements(db, def, id),
    ...childIndex,
    auditStatement(db, actor, { type: def.key, recordId: id, action: "delete", changes }),
  ] as const;
}

/**
 * The statements that discard a draft on its own into the trash (the published version, if any, stays
 * as it is), with the audit entry. The batch is refused when the draft was saved again meanwhile.
 */
export async function discardStatements(db: Db, def: ContentTypeDef, draft: schema.ContentDraft, actor: AuditActor) {
  const row = await rawDraft(db, draft.id);
  if (!row) return null;
  const data = sql`(SELECT ${JSON.stringify(row)} FROM ${contentDrafts} WHERE id = ${draft.id} AND version = ${draft.version})`;
  return [
    db.insert(contentTrash).values({
      type: def.key,
      table_name: DRAFTS_TABLE,
      record_id: draft.id,
      label: draft.label,
      slug: null,
      data,
      deleted_by: actor.name,
    }),
    db.delete(contentDrafts).where(eq(contentDrafts.id, draft.id)),
    auditStatement(db, actor, {
      type: def.key,
      recordId: draft.record_id,
      action: "discard",
      changes: { draft: [draft.label, null] },
    }),
  ] as const;
}

/**
 * A discarded draft of a record that now lies in the trash itself cannot come back on its own: as a
 * pending draft its publish would take the record's id, and the record could not be restored.
 */
async function recordTrashed(db: Db, item: schema.TrashItem, row: RawRow): Promise<boolean> {
  if (item.table_name !== DRAFTS_TABLE || typeof row.record_id !== "number") return false;
  const binding = CONTENT_TABLES[item.type];
  if (!binding) return false;
  const [trashed] = await db
    .select({ id: contentTrash.id })
    .from(contentTrash)
    .where(and(eq(contentTrash.table_name, getTableName(binding.table)), eq(contentTrash.record_id, row.record_id)))
    .limit(1);
  return Boolean(trashed) && !(await rawRow(db, binding.table, row.record_id));
}

/**
 * The insert of a row kept as raw column values, with only the columns the table has today (each
 * value read back the way Drizzle reads it from the database, so it is written the same way again).
 */
function insertRaw(db: Db, table: SQLiteTable, row: RawRow) {
  return db.insert(table).values(fromRaw(table, row));
}

/**
 * Makes room for a restored row of an ordered table at its old display_order: every row the list shows
 * after it (a higher number, or the same number and a higher id, as the list breaks ties) moves one
 * place down, so the list reads as before the deletion, gaps and ties included. When the order changed
 * meanwhile, the row takes its old number again. Run after the row's insert (its own number and id
 * leave it out). The others' updated_at stays as it was: only their place changed.
 */
function makeRoomFor(db: Db, table: SQLiteTable, row: RawRow) {
  const columns = getTableColumns(table);
  if (!Object.hasOwn(columns, "display_order") || typeof row.display_order !== "number") return [];
  const order = row.display_order;
  const after = sql`display_order > ${order} OR (display_order = ${order} AND id > ${row.id})`;
  const values: Record<string, unknown> = { display_order: sql`display_order + 1` };
  // Written as it is, so the table's own "updated now" does not fill it in.
  if (Object.hasOwn(columns, "updated_at")) values.updated_at = sql`updated_at`;
  return [db.update(table).set(values).where(after)];
}

/** The index statements of a row restored into a type's table, by the table's name (none for a draft or a page). */
function indexOfTableRow(db: Db, tableName: string, id: number) {
  const def = CONTENT_TYPE_LIST.find(
    (type) => type.table && getTableName(CONTENT_TABLES[type.key]!.table) === tableName,
  );
  return def ? searchIndexStatements(db, def, id) : [];
}

export type RestoreOutcome = { ok: true; item: schema.TrashItem } | { ok: false; reason: "missing" | "conflict" };

/**
 * Puts a trash item back: the row with its id and the rows deleted with it, the trash item removed and
 * an audit entry written, in one batch. Refused (nothing written) when the item is gone, is of a type
 * the actor's role may not open (told apart from a gone one by nothing, like the list that hides it),
 * or the table no longer lets the row back in (its id or a unique value is taken, its parent is gone).
 */
export async function restoreFromTrash(db: Db, trashId: number, actor: AuditActor): Promise<RestoreOutcome> {
  const [item] = await db.select().from(contentTrash).where(eq(contentTrash.id, trashId)).limit(1);
  if (!item || !canOpenContentType(actor.role, item.type)) return { ok: false, reason: "missing" };
  const tables = restorableTables();
  const table = tables.get(item.table_name);
  if (!table) return { ok: false, reason: "conflict" };
  const row = JSON.parse(item.data) as RawRow;
  const children = JSON.parse(item.children) as TrashedChildren;
  if (await recordTrashed(db, item, row)) return { ok: false, reason: "conflict" };
  const childStatements = [];
  const reindexed = [...indexOfTableRow(db, item.table_name, item.record_id)];
  for (const group of children) {
    const childTable = tables.get(group.table);
    // Rows deleted with their parent come back with their own numbers: no sibling stayed behind.
    if (childTable) for (const child of group.rows) childStatements.push(insertRaw(db, childTable, child));
    for (const child of group.rows) reindexed.push(...indexOfTableRow(db, group.table, child.id as number));
  }
  try {
    await db.batch([
      insertRaw(db, table, row),
      ...makeRoomFor(db, table, row),
      ...childStatements,
      ...reindexed,
      db.delete(contentTrash).where(eq(contentTrash.id, trashId)),
      auditStatement(db, actor, {
        type: item.type,
        // A draft's item names the draft; the log names the record it belongs to (none: never published).
        recordId: item.table_name === DRAFTS_TABLE ? ((row.record_id as number | null) ?? null) : item.record_id,
        action: "restore",
        changes: { label: [null, item.label] },
      }),
    ]);
  } catch (error) {
    console.error(`trash: restoring ${item.type} ${item.record_id} failed`, error);
    return { ok: false, reason: "conflict" };
  }
  return { ok: true, item };
}

/** The trash, newest first: only the items of types the role may open on their own screens. */
export async function listTrash(db: Db, role: unknown) {
  const items = await db.select().from(contentTrash).orderBy(desc(contentTrash.deleted_at), desc(contentTrash.id));
  return items
    .filter((item) => canOpenContentType(role, item.type))
    .map((item) => {
      const groups = JSON.parse(item.children) as TrashedChildren;
      const related = groups.filter((group) => group.table !== DRAFTS_TABLE);
      return {
        id: item.id,
        type: item.type,
        label: item.label,
        slug: item.slug,
        deletedBy: item.deleted_by,
        deletedAt: item.deleted_at,
        /** A draft discarded on its own (not a record). */
        draft: item.table_name === DRAFTS_TABLE,
        /** A record that took its pending draft with it. */
        withDraft: groups.some((group) => group.table === DRAFTS_TABLE),
        children: related.reduce((n, group) => n + group.rows.length, 0),
      };
    });
}

/** Deletes trash items for good: the given ones, or all. Returns how many, with the audit entry in the batch. */
export async function emptyTrash(db: Db, actor: AuditActor): Promise<number> {
  const items = await db.select({ id: contentTrash.id }).from(contentTrash);
  if (items.length === 0) return 0;
  const ids = items.map((item) => item.id);
  await db.batch([
    db.delete(contentTrash).where(inArray(contentTrash.id, ids)),
    auditStatement(db, actor, { type: "trash", action: "empty", changes: { items: [ids.length, 0] } }),
  ]);
  return ids.length;
}

/** The daily cron: items older than TRASH_DAYS go for good. */
export async function pruneTrash(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const result = await db.delete(contentTrash).where(and(lt(contentTrash.deleted_at, before)));
  return result.meta.changes ?? 0;
}
