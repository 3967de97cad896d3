import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { contentRevisions } from "~db/schema";
import type { Db } from "../db.server";
import type { ContentTypeKey } from "./registry";

/** The action a record's first version carries: its state before the first edit made here. */
const BASELINE_ACTION = "baseline";

/**
 * The first version of a record saved before revisions existed (seeded, imported): its row as the
 * database holds it, kept as a revision at the head of the batch that first changes it, so that first
 * change can be undone. Written only while the record has no revision at all, decided inside the batch
 * (D1 runs one batch at a time), so two tabs saving at once keep one baseline, and it is the state
 * before either of them. Nothing is written when the row is not there.
 */
const MEMBERS_PER_GROUP = 8;

export function baselineStatement(db: Db, type: ContentTypeKey, table: SQLiteTable, recordId: number) {
  const columns = Object.values(getTableColumns(table) as Record<string, SQLiteColumn>).filter(
    (column) => column.name !== "id",
  );
  // The JSON text is concatenated, not json_object(…): D1 allows a function 32 arguments, fewer than
  // two per column of the larger tables. json_quote writes each value as JSON (NULL as null).
  // SQLite parses a || chain as one nested expression and refuses one deeper than 100: the members are
  // joined in parenthesised groups, so a table of many columns (events) stays far below that.
  const member = (column: SQLiteColumn) =>
    sql`${`${JSON.stringify(column.name)}:`} || json_quote(${sql.identifier(column.name)})`;
  const groups: SQL[] = [];
  for (let start = 0; start < columns.length; start += MEMBERS_PER_GROUP) {
    groups.push(sql`(${sql.join(columns.slice(start, start + MEMBERS_PER_GROUP).map(member), sql` || ',' || `)})`);
  }
  const members = sql.join(groups, sql` || ',' || `);
  const json = sql`'{' || ${members} || '}'`;
  // INSERT … SELECT names every column of content_revisions in its order.
  return db.insert(contentRevisions).select(
    sql`SELECT NULL, ${type}, ${recordId}, NULL, ${BASELINE_ACTION}, ${json}, '', ${Date.now()}
          FROM ${table} WHERE id = ${recordId}
          AND NOT EXISTS (SELECT 1 FROM ${contentRevisions} WHERE type = ${type} AND record_id = ${recordId})`,
  );
}
