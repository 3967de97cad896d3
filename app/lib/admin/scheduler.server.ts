import { and, asc, eq, lte } from "drizzle-orm";
import * as schema from "~db/schema";
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb, type Db } from "../db.server";
import { requireMediaAltTexts } from "../media/alt-check.server";
import { CONTENT_TABLES } from "./content-tables.server";
import { draftValues, rawRow, unpublishStatements } from "./drafts.server";
import { FieldError } from "./field-error";
import { contentTypeOf } from "./registry";
import { draftMovedOn, storedAround, versionStatements } from "./versions.server";

/** Who the audit log names for what the schedule does. */
const SCHEDULE_ACTOR: AuditActor = { id: null, name: "Zeitplan", role: "system" };

/** Drafts whose publish_at has come, oldest first (the cron's work). */
function dueDrafts(db: Db, now: Date) {
  return db
    .select()
    .from(schema.contentDrafts)
    .where(lte(schema.contentDrafts.publish_at, now))
    .orderBy(asc(schema.contentDrafts.publish_at), asc(schema.contentDrafts.id));
}

/** Records whose unpublish time has come. */
function dueUnpublish(db: Db, now: Date) {
  return db
    .select()
    .from(schema.contentUnpublish)
    .where(lte(schema.contentUnpublish.unpublish_at, now))
    .orderBy(asc(schema.contentUnpublish.unpublish_at));
}

export type ScheduleRun = { published: number; unpublished: number; failed: number };

/**
 * The every-minute cron of the editorial workflow (decision 0028): publishes every draft whose
 * publish_at has come and takes offline every record whose unpublish time has come, each in its own
 * batch with its revision and audit entry. Everything due is done, however late the run (it catches up
 * after downtime); two runs at once are harmless, as each publish is guarded by its draft's version.
 */
export async function runContentSchedule(env: Pick<Env, "DB">, now: Date): Promise<ScheduleRun> {
  const db = getDb(env);
  const run: ScheduleRun = { published: 0, unpublished: 0, failed: 0 };
  for (const draft of await dueDrafts(db, now)) {
    const outcome = await publishDue(db, draft);
    if (outcome === "published") run.published++;
    else if (outcome === "failed") run.failed++;
  }
  for (const due of await dueUnpublish(db, now)) {
    const def = contentTypeOf(due.type);
    const binding = def ? CONTENT_TABLES[def.key] : undefined;
    if (!def || !binding) continue;
    const row = await rawRow(db, binding.table, due.record_id);
    try {
      if (row) await db.batch(unpublishStatements(db, SCHEDULE_ACTOR, def, binding.table, row));
      else
        await db
          .delete(schema.contentUnpublish)
          .where(and(eq(schema.contentUnpublish.type, due.type), eq(schema.contentUnpublish.record_id, due.record_id)));
      if (row) run.unpublished++;
    } catch (error) {
      console.error(`schedule: taking ${due.type} ${due.record_id} offline failed`, error);
      run.failed++;
    }
  }
  return run;
}

async function publishDue(db: Db, draft: schema.ContentDraft): Promise<"published" | "skipped" | "failed"> {
  const def = contentTypeOf(draft.type);
  const binding = def ? CONTENT_TABLES[def.key] : undefined;
  if (!def || !binding) return "skipped";
  const { table } = binding;
  let values = draftValues(table, draft);
  try {
    if (binding.prepare) values = await binding.prepare(db, values, draft.record_id);
    await requireMediaAltTexts(db, def.fields, values);
  } catch (error) {
    if (!(error instanceof FieldError)) throw error;
    // The draft cannot go live as it is (its slug was taken meanwhile …): it stays a draft, the live
    // version is untouched, and the audit log says why.
    await db.batch([
      db.update(schema.contentDrafts).set({ publish_at: null }).where(eq(schema.contentDrafts.id, draft.id)),
      auditStatement(db, SCHEDULE_ACTOR, {
        type: def.key,
        recordId: draft.record_id,
        action: "publish-failed",
        changes: { [error.field]: [null, error.message] },
      }),
    ]);
    return "failed";
  }
  const stored = await storedAround(db, table, draft.record_id, draft);
  try {
    const next = { publish: true as const, values, unpublishAt: draft.unpublish_at, action: "publish" };
    await db.batch(versionStatements(db, SCHEDULE_ACTOR, def, table, stored, next));
    return "published";
  } catch (error) {
    // Published or saved again meanwhile (another run, a person): the guard refused this one.
    if (await draftMovedOn(db, def.key, draft)) return "skipped";
    console.error(`schedule: publishing ${def.key} draft ${draft.id} failed`, error);
    return "failed";
  }
}
