import {
  type FieldDef,
  type RegisteredContentType,
  type AdminLang,
  type Translate,
  readableValue,
  FieldError,
} from "~/lib/admin";
import { requireMediaAltTexts } from "~/lib/media/index.server";
import { safeImageSrc } from "~/lib/text";
import {
  bindingOf,
  fromRaw,
  revisionsOf,
  storedVersion,
  versionStatements,
  type RawRow,
} from "~/lib/admin/index.server";
import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { contentRevisions } from "~db/schema";
import { and, eq } from "drizzle-orm";

/** Which record's history: a published record by its id, or a never-published draft ("d12"). */
export type HistoryTarget = { recordId: number; draftId: null } | { recordId: null; draftId: number };

export function historyTarget(param: string | undefined): HistoryTarget | null {
  const draft = /^d(\d{1,12})$/.exec(param ?? "");
  if (draft) return { recordId: null, draftId: Number(draft[1]) };
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? { recordId: id, draftId: null } : null;
}

/** The record's dialog on its content screen: where the history links back to and a restore leads. */
export function recordDialogUrl(def: RegisteredContentType, target: HistoryTarget): string {
  return target.recordId !== null
    ? `/admin/${def.key}?edit=${target.recordId}`
    : `/admin/${def.key}?draft=${target.draftId}`;
}

/** How a value shows in the comparison: as a person reads it (readable-value.ts), cut when long. */
function shown(t: Translate, lang: AdminLang, field: FieldDef, value: unknown): string {
  const text = readableValue(t, lang, field, field.name, value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

/** An image field's two values as addresses a thumbnail may show (null: none, or not one we would render). */
type Thumbnails = { then: string | null; now: string | null };

type RevisionView = {
  id: number;
  action: string;
  actor: string;
  at: string;
  /** The fields where this revision differs from the current version: label, then, now (images also as thumbnails). */
  diff: { field: string; then: string; now: string; images: Thumbnails | null }[];
};

function imageSrc(value: unknown): string | null {
  return typeof value === "string" ? safeImageSrc(value) : null;
}

/**
 * A record's revisions, newest first, each compared field by field with its current version (the
 * draft when there is one, else what is published). Null when the record and its draft are unknown.
 */
export async function loadHistory(
  db: Db,
  def: RegisteredContentType,
  target: HistoryTarget,
  t: Translate,
  lang: AdminLang,
) {
  const { table } = bindingOf(def);
  const { draft, current } = await storedVersion(db, def.key, table, target);
  if (!current) return null;
  const revisions = await revisionsOf(db, def.key, target.recordId, draft?.id ?? target.draftId);
  const views: RevisionView[] = revisions.map((revision) => {
    const values = fromRaw(table, JSON.parse(revision.data) as RawRow);
    const diff = def.fields
      .map((field) => ({
        field: t(field.label),
        then: shown(t, lang, field, values[field.name]),
        now: shown(t, lang, field, current[field.name]),
        images:
          field.kind === "image" ? { then: imageSrc(values[field.name]), now: imageSrc(current[field.name]) } : null,
      }))
      .filter((change) => change.then !== change.now);
    return {
      id: revision.id,
      action: revision.action,
      actor: revision.actor_name,
      at: revision.created_at.toISOString(),
      diff,
    };
  });
  const label = String(current[def.labelField] ?? "");
  return { label, revisions: views, draftId: draft?.id ?? null };
}

/** The revision of this record with the given id (undefined when it is another record's or type's). */
async function revisionOf(db: Db, def: RegisteredContentType, target: HistoryTarget, revisionId: number) {
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.type, def.key)))
    .limit(1);
  if (!revision) return undefined;
  const belongs =
    target.recordId !== null ? revision.record_id === target.recordId : revision.draft_id === target.draftId;
  return belongs ? revision : undefined;
}

export type RestorePublished = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string };

/**
 * 'Wiederherstellen und veröffentlichen': the revision's values become the published version at once,
 * through the same publish as the form's (its revision, the record's draft gone, the audit entry), after
 * the checks a publish runs again (slugs, parents, the alt-text rule). A draft saved meanwhile in another
 * tab makes the batch's guard refuse it (409).
 */
export async function restoreAndPublish(
  db: Db,
  actor: AuditActor,
  def: RegisteredContentType,
  target: HistoryTarget,
  revisionId: number,
  t: Translate,
): Promise<RestorePublished> {
  const { table, prepare } = bindingOf(def);
  const revision = await revisionOf(db, def, target, revisionId);
  const stored = await storedVersion(db, def.key, table, target);
  const { draft } = stored;
  if (!revision || (target.recordId === null && !draft))
    return { ok: false, status: 404, error: t("Version nicht gefunden") };
  let values = fromRaw(table, JSON.parse(revision.data) as RawRow);
  delete values.id;
  try {
    if (prepare) values = await prepare(db, values, target.recordId);
    await requireMediaAltTexts(db, def.fields, values);
  } catch (error) {
    if (error instanceof FieldError) {
      const label = def.fields.find((field) => field.name === error.field)?.label ?? error.field;
      return { ok: false, status: 400, error: `${t(label)}: ${t(error.message)}` };
    }
    throw error;
  }
  try {
    const next = { publish: true as const, values, unpublishAt: draft?.unpublish_at ?? null, action: "publish" };
    await db.batch(versionStatements(db, actor, def, table, stored, next));
  } catch (error) {
    console.error(`revisions: publishing ${def.key} revision ${revisionId} failed`, error);
    return { ok: false, status: 409, error: t("Der Eintrag wurde inzwischen geändert; bitte die Seite neu laden.") };
  }
  return { ok: true };
}

/**
 * 'Wiederherstellen': the revision's values become the record's draft (a new version of it; the
 * history itself is never changed). Undefined when the revision is not this record's.
 */
export async function restoreRevision(
  db: Db,
  actor: AuditActor,
  def: RegisteredContentType,
  target: HistoryTarget,
  revisionId: number,
) {
  const { table } = bindingOf(def);
  const revision = await revisionOf(db, def, target, revisionId);
  if (!revision) return undefined;
  const stored = await storedVersion(db, def.key, table, target);
  const { draft } = stored;
  if (target.recordId === null && !draft) return undefined;
  const values = fromRaw(table, JSON.parse(revision.data) as RawRow);
  delete values.id;
  const unpublishAt = draft?.unpublish_at ?? null;
  const next = { publish: false as const, values, publishAt: null, unpublishAt, action: "restore" as const };
  await db.batch(versionStatements(db, actor, def, table, stored, next));
  return draft?.id ?? null;
}
