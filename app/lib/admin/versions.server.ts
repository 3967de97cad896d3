import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ContentDraft } from "~db/schema";
import type { AuditActor } from "../audit.server";
import type { Db } from "../db.server";
import type { RegisteredContentType } from "./content-type-def";
import {
  draftById,
  draftOfRecord,
  draftStatements,
  draftValues,
  fromRaw,
  publishStatements,
  rawRow,
  type DraftWrite,
  type RawRow,
} from "./drafts.server";
import type { ContentTypeKey } from "./registry";

/*
 * A record as it is stored before a write, and the write of its next version. Every path that changes
 * a record through the editorial workflow (the form's save, the schedule, a restore, an import) reads
 * the same three things first — the draft, the published row, the values it stands at — and then writes
 * either a publish or a draft from them; here that is done once (decision 0028).
 */

type Values = Record<string, unknown>;
type Table = SQLiteTable & { id: SQLiteColumn };
type Statement = BatchItem<"sqlite">;

/** A published record by its id, or a draft by its own id (never published, or offline); neither: new. */
export type VersionTarget = { recordId: number | null; draftId: number | null };

export type StoredVersion = {
  /** The published record the next version belongs to (null: never published). */
  recordId: number | null;
  draft: ContentDraft | null;
  /** The published row as the database holds it (null: none, new or offline), and its values. */
  row: RawRow | null;
  published: Values | null;
  /** What the record stands at: its draft's values, else the published ones (null: nothing stored). */
  current: Values | null;
};

/** The draft a target names: the record's, or the one by its own id. */
function draftOfTarget(db: Db, type: ContentTypeKey, target: VersionTarget) {
  if (target.recordId !== null) return draftOfRecord(db, type, target.recordId);
  return target.draftId !== null ? draftById(db, type, target.draftId) : Promise.resolve(null);
}

/** What a target stands at now. */
export async function storedVersion(
  db: Db,
  type: ContentTypeKey,
  table: Table,
  target: VersionTarget,
): Promise<StoredVersion> {
  const draft = await draftOfTarget(db, type, target);
  return storedAround(db, table, target.recordId ?? draft?.record_id ?? null, draft);
}

/** What a record stands at, around a draft already read (the schedule's, which it must publish as read). */
export async function storedAround(
  db: Db,
  table: Table,
  recordId: number | null,
  draft: ContentDraft | null,
): Promise<StoredVersion> {
  const row = recordId !== null ? await rawRow(db, table, recordId) : null;
  const published = row ? fromRaw(table, row) : null;
  return { recordId, draft, row, published, current: draft ? draftValues(table, draft) : published };
}

/** The next version: published at once, or saved as the record's draft (its next version, if it has one). */
export type NextVersion =
  | { publish: true; values: Values; unpublishAt: Date | null; action: string }
  | { publish: false; values: Values; publishAt: Date | null; unpublishAt: Date | null; action: DraftWrite["action"] };

/** The one batch that writes the next version over what is stored (see publishStatements, draftStatements). */
export function versionStatements(
  db: Db,
  actor: AuditActor,
  def: RegisteredContentType,
  table: Table,
  stored: Pick<StoredVersion, "recordId" | "draft" | "published">,
  next: NextVersion,
): [Statement, ...Statement[]] {
  const { recordId, draft } = stored;
  if (next.publish) {
    const { values, unpublishAt, action } = next;
    return publishStatements(db, actor, {
      def,
      table,
      recordId,
      before: stored.published,
      draft,
      values,
      unpublishAt,
      action,
    });
  }
  const { values, publishAt, unpublishAt, action } = next;
  return draftStatements(db, actor, { def, table, recordId, draft, values, publishAt, unpublishAt, action });
}

/** Whether a draft was saved again or published since it was read: a batch its guard refused was a conflict. */
export async function draftMovedOn(db: Db, type: ContentTypeKey, draft: Pick<ContentDraft, "id" | "version">) {
  const now = await draftById(db, type, draft.id);
  return !now || now.version !== draft.version;
}
