import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { contentRevisions, wordpressItems } from "~db/schema";
import type { AuditActor } from "../audit.server";
import type { Db } from "../db.server";
import { CONTENT_TABLES } from "../admin/content-tables.server";
import { draftById } from "../admin/drafts.server";
import { storedVersion, versionStatements, type StoredVersion } from "../admin/versions.server";
import { contentTypeOf } from "../admin/registry";

/*
 * One WordPress item written as a record of a content type through the editorial module the admin's
 * save uses (decision 0046): its revision, audit entry and slug history come with it, the search index
 * follows the table's triggers. What the item became is kept in wordpress_items by its GUID, in the same
 * batch, so a second import of the file finds and updates that record; when nothing differs, nothing is
 * written at all.
 */

type Values = Record<string, unknown>;

const NOTHING_STORED: StoredVersion = { recordId: null, draft: null, row: null, published: null, current: null };

/** A published record of the type, or a draft never published (then `recordId` is the draft's id). */
const DRAFT_SUFFIX = ":draft";

export type ItemStatus = { status: "published" } | { status: "draft" } | { status: "scheduled"; at: Date };

export type ItemWrite = {
  guid: string;
  kind: "post" | "page";
  importId: number;
  typeKey: "blog" | "service-details" | "about";
  values: Values;
  state: ItemStatus;
  note: string | null;
};

export type WriteOutcome = { outcome: "created" | "updated" | "unchanged"; slug: string | null; published: boolean };

function comparable(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (value instanceof Date) return String(value.getTime());
  if (typeof value === "boolean") return value ? "1" : "0";
  return String(value);
}

function sameValues(current: Values, next: Values): boolean {
  return Object.keys(next).every((key) => comparable(current[key]) === comparable(next[key]));
}

/** The record (or draft) a GUID became before, followed through a draft published since. */
export async function previousTarget(db: Db, guid: string, typeKey: ItemWrite["typeKey"]) {
  const [row] = await db.select().from(wordpressItems).where(eq(wordpressItems.guid, guid)).limit(1);
  if (!row || row.record_id === null) return { recordId: null, draftId: null };
  if (row.record_type === typeKey) return { recordId: row.record_id, draftId: null };
  if (row.record_type !== `${typeKey}${DRAFT_SUFFIX}`) return { recordId: null, draftId: null };
  if (await draftById(db, typeKey, row.record_id)) return { recordId: null, draftId: row.record_id };
  // The draft was published meanwhile: its revisions name the record it became.
  const [published] = await db
    .select({ recordId: contentRevisions.record_id })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.type, typeKey),
        eq(contentRevisions.draft_id, row.record_id),
        isNotNull(contentRevisions.record_id),
      ),
    )
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  return { recordId: published?.recordId ?? null, draftId: null };
}

function itemRow(write: ItemWrite, recordType: string, recordId: number | SQL) {
  const row = {
    guid: write.guid,
    import_id: write.importId,
    kind: write.kind,
    record_type: recordType,
    record_id: recordId as number,
    outcome: "imported",
    note: write.note,
  };
  return { row, set: { ...row, updated_at: new Date() } };
}

/** A value the type's schema refuses: the field's label and the rule's message, both German (the screen translates). */
type ValueProblem = { field: string; message: string };

/**
 * The item's values through the type's own schema, the one its form is validated with: what a form
 * would refuse (a title longer than the type allows, an image that is no address) is reported, never
 * cut to fit. Only the fields the import fills are given back, so what staff added since (an English
 * translation) stays as it is.
 */
export function checkedValues(
  typeKey: ItemWrite["typeKey"],
  values: Values,
): { values: Values; problems: null } | { values: null; problems: ValueProblem[] } {
  const def = contentTypeOf(typeKey);
  if (!def) throw new Error(`no content type ${typeKey}`);
  // A form leaves an empty field out; the schema reads a missing value as empty.
  const given = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? undefined]));
  const parsed = def.schema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "");
      const field = def.fields.find((candidate) => candidate.name === name)?.label ?? name;
      return { field, message: def.errorText ? def.errorText(issue.message) : issue.message };
    });
    return { values: null, problems };
  }
  const checked = parsed.data as Values;
  return { values: Object.fromEntries(Object.keys(values).map((key) => [key, checked[key]])), problems: null };
}

/** Writes the item's record (new, changed or left alone) and its GUID's row, in one batch. */
export async function writeItem(db: Db, actor: AuditActor, write: ItemWrite): Promise<WriteOutcome> {
  const def = contentTypeOf(write.typeKey);
  const binding = CONTENT_TABLES[write.typeKey];
  if (!def || !binding) throw new Error(`no content type ${write.typeKey}`);
  const { table } = binding;
  const found = await storedVersion(db, def.key, table, await previousTarget(db, write.guid, write.typeKey));
  // A record deleted since (or taken offline) is imported as a new one, beside what is left of it.
  const stored = found.recordId !== null && !found.row ? NOTHING_STORED : found;
  const { recordId, draft, row, current } = stored;
  // The type's own finishing (slug, date), as its form's save does; WordPress's slug is a proposal, made
  // unique when another record has it (the old addresses are redirected to wherever it lands).
  const values = binding.prepare ? await binding.prepare(db, write.values, recordId, "proposed") : write.values;
  const slug = typeof values.slug === "string" ? values.slug : null;
  const published = write.state.status === "published";

  const draftMatches = draft
    ? write.state.status === "scheduled"
      ? draft.publish_at?.getTime() === write.state.at.getTime()
      : !published
    : true;
  if (current && sameValues(current, values) && draftMatches && (published ? !draft : true))
    return {
      outcome: "unchanged",
      slug: typeof current.slug === "string" ? current.slug : slug,
      published: published && !!row,
    };

  const scheduled = write.state.status === "scheduled" ? write.state.at : null;
  const statements = versionStatements(
    db,
    actor,
    def,
    table,
    stored,
    published
      ? { publish: true, values, unpublishAt: null, action: row ? "update" : "create" }
      : { publish: false, values, publishAt: scheduled, unpublishAt: null, action: scheduled ? "schedule" : "draft" },
  );
  let item: ReturnType<typeof itemRow>;
  if (published) {
    const newId = sql`(SELECT record_id FROM content_revisions WHERE id = (SELECT MAX(id) FROM content_revisions WHERE type = ${write.typeKey}))`;
    item = itemRow(write, write.typeKey, recordId ?? newId);
  } else {
    const newDraft = sql`(SELECT MAX(id) FROM content_drafts WHERE type = ${write.typeKey})`;
    item =
      recordId !== null
        ? itemRow(write, write.typeKey, recordId)
        : itemRow(write, `${write.typeKey}${DRAFT_SUFFIX}`, draft ? draft.id : newDraft);
  }
  const itemStatement = db
    .insert(wordpressItems)
    .values(item.row)
    .onConflictDoUpdate({ target: wordpressItems.guid, set: item.set });
  // The item's row goes last: a new draft's id is read back by it (MAX(id) of the drafts).
  await db.batch([...statements, itemStatement]);
  return { outcome: row || draft ? "updated" : "created", slug, published: published || !!row };
}

/** An item that becomes nothing here (skipped, or failed): its GUID's row says so, for the report. */
export async function noteItem(
  db: Db,
  item: { guid: string; kind: string; importId: number; outcome: "skipped" | "failed"; note: string },
) {
  const [existing] = await db.select().from(wordpressItems).where(eq(wordpressItems.guid, item.guid)).limit(1);
  // What an earlier import made stays mapped: skipping it now does not forget the record.
  if (existing?.record_id) return;
  if (existing && existing.outcome === item.outcome && existing.note === item.note) return;
  const values = {
    guid: item.guid,
    kind: item.kind,
    import_id: item.importId,
    record_type: null,
    record_id: null,
    outcome: item.outcome,
    note: item.note,
  };
  await db
    .insert(wordpressItems)
    .values(values)
    .onConflictDoUpdate({ target: wordpressItems.guid, set: { ...values, updated_at: new Date() } });
}
