import { and, eq, sql } from "drizzle-orm";
import * as schema from "~db/schema";
import type { Db } from "../db.server";
import type { ContentTypeKey } from "./registry";
import { formFailure } from "./action-data";
import { draftById, draftOfRecord, versionOf } from "./drafts.server";

const { contentRevisions } = schema;

/** The revision action of an autosave; a run of them by one person is kept as its last state. */
export const AUTOSAVE_ACTION = "autosave";

/**
 * Autosaves come every few seconds while someone types: each keeping a revision of its own would push
 * the record's older versions (its first one included) out of the 50 kept. So the newest revision of
 * the draft is dropped when it is an autosave by the same person, in the batch that writes the next:
 * a typing session leaves one revision, its last state; a manual save or another person starts a new one.
 */
export function collapseAutosave(db: Db, type: ContentTypeKey, draftId: number, actorName: string) {
  const newest = sql`(SELECT MAX(id) FROM content_revisions WHERE type = ${type} AND draft_id = ${draftId})`;
  return db
    .delete(contentRevisions)
    .where(
      and(
        sql`${contentRevisions.id} = ${newest}`,
        eq(contentRevisions.action, AUTOSAVE_ACTION),
        eq(contentRevisions.actor_name, actorName),
      ),
    );
}

/** What an autosave that landed answers: the draft's new version and id, for the form's next save. */
export async function autosaveAnswer(db: Db, type: ContentTypeKey, recordId: number | null, draftId: number | null) {
  const draft =
    draftId !== null
      ? await draftById(db, type, draftId)
      : recordId !== null
        ? await draftOfRecord(db, type, recordId)
        : null;
  if (!draft) throw new Error(`autosave of ${type} left no draft`);
  // The shared answer type with status 200 (not a failure): the form reads `autosaved`.
  return formFailure(
    {
      result: null,
      error: null,
      autosaved: { version: versionOf(draft, null), draftId: draft.id, at: draft.updated_at.toISOString() },
    },
    200,
  );
}
