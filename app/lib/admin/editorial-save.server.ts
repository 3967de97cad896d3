import type { SubmissionResult } from "@conform-to/react";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { AuditActor } from "../audit.server";
import { berlinLocalToDate } from "../i18n/berlin-time";
import type { Db } from "../db.server";
import { redirectWithToast } from "../toast.server";
import { formFailure } from "./action-data";
import type { RegisteredContentType } from "./content-type-def";
import { describeDbError } from "./db-error";
import type { FieldError } from "./field-error";
import type { AdminLang, Translate } from "./i18n";
import { staffDateTime } from "./staff-display";
import { AUTOSAVE_FIELD } from "./autosave";
import { AUTOSAVE_ACTION, autosaveAnswer, collapseAutosave } from "./autosave.server";
import { canUnpublish, versionOf } from "./drafts.server";
import { draftMovedOn, storedVersion, versionStatements } from "./versions.server";

/*
 * The save of a content type with drafts (decision 0028): the form's `status` decides whether the
 * validated values become the published version at once, a draft, or a draft the cron publishes at
 * `publish_at`. The form carries the version it was opened with; a save over a newer version is refused.
 */

type Values = Record<string, unknown>;
type Reply = (options?: {
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
}) => SubmissionResult<string[]>;

const EDITORIAL_TEXTS = {
  draftSaved: "Entwurf gespeichert",
  nothingChanged: "Keine Änderungen",
  nothingChangedHint: "Das Formular entspricht der veröffentlichten Fassung; es wurde kein Entwurf angelegt.",
  scheduled: "Veröffentlichung geplant: {at} Uhr",
  publishAtRequired: "Bitte Datum und Uhrzeit der Veröffentlichung angeben",
  invalidDate: "Bitte ein gültiges Datum mit Uhrzeit angeben",
  unpublishBeforePublish: "Das Ende muss nach der Veröffentlichung liegen",
  unpublishPast: "Das Ende muss in der Zukunft liegen",
  cannotUnpublish: "Dieser Inhalt kann nicht automatisch offline genommen werden",
  conflict: "Dieser Eintrag wurde inzwischen geändert",
  changedFields: "Geändert wurde: {fields}.",
  conflictHint:
    "Ihre Eingaben sind noch im Formular; laden Sie den Eintrag neu, um die aktuelle Fassung zu sehen, und übernehmen Sie Ihre Änderungen dort.",
  draftGone: "Dieser Entwurf ist nicht mehr da (inzwischen veröffentlicht oder gelöscht)",
  autosaveNotPublish: "Automatisch wird nur ein Entwurf gespeichert, nie veröffentlicht",
  autosaveNeedsRecord: "Ein neuer Eintrag wird erst mit „Speichern“ angelegt; bis dahin behält ihn der Browser",
} as const;

const DateField = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const at = berlinLocalToDate(value);
    if (!at) {
      ctx.addIssue({ code: "custom", message: EDITORIAL_TEXTS.invalidDate });
      return z.NEVER;
    }
    return at;
  });

/** The workflow's own fields of a content form (next to the type's schema, which knows nothing of them). */
const EditorialSchema = z.object({
  status: z.enum(["draft", "published", "scheduled"]).default("published"),
  publish_at: DateField,
  unpublish_at: DateField,
  version: z.string().max(60).optional(),
  draft: z.coerce.number().int().positive().optional(),
  /** An autosave (decision 0051): a draft save answered with the new version instead of a redirect. */
  [AUTOSAVE_FIELD]: z.literal("1").optional(),
});

export type EditorialSave = {
  request: Request;
  db: Db;
  actor: AuditActor;
  /** The writer's back-office language: toasts and messages are answered in it. */
  t: Translate;
  lang?: AdminLang;
  def: RegisteredContentType;
  table: SQLiteTable & { id: SQLiteColumn };
  listUrl: string;
  formData: FormData;
  reply: Reply;
  /** Validated and prepared values of the record. */
  values: Values;
  /** The published record the form edits (intent=update), or null. */
  id: number | null;
  /**
   * Why the values cannot be written (a slug taken meanwhile), found before this step: answered as that
   * field's error unless the form is stale, since a save from an older version is a conflict first.
   */
  refusal?: FieldError;
  now: Date;
  /** After a successful write (e.g. caches), with the record's id when known. */
  afterWrite?: (db: Db, change: { intent: "create" | "update"; id: number | null }) => Promise<void>;
};

export async function saveEditorial(s: EditorialSave) {
  const { db, def, table, formData, reply, t } = s;
  const parsed = EditorialSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(t(issue.message));
    return formFailure({ result: reply({ fieldErrors }), error: null }, 400);
  }
  const { status, version } = parsed.data;
  const autosave = parsed.data[AUTOSAVE_FIELD] === "1";
  if (autosave && status === "published") {
    return formFailure(
      {
        result: reply({ formErrors: [t(EDITORIAL_TEXTS.autosaveNotPublish)] }),
        error: t(EDITORIAL_TEXTS.autosaveNotPublish),
      },
      400,
    );
  }
  const publishAt = status === "scheduled" ? parsed.data.publish_at : null;
  const unpublishAt = parsed.data.unpublish_at;
  const fieldErrors: Record<string, string[]> = {};
  if (status === "scheduled" && !publishAt) fieldErrors.publish_at = [t(EDITORIAL_TEXTS.publishAtRequired)];
  if (unpublishAt) {
    if (!canUnpublish(def, table)) fieldErrors.unpublish_at = [t(EDITORIAL_TEXTS.cannotUnpublish)];
    else if (publishAt && unpublishAt <= publishAt)
      fieldErrors.unpublish_at = [t(EDITORIAL_TEXTS.unpublishBeforePublish)];
    else if (unpublishAt <= s.now) fieldErrors.unpublish_at = [t(EDITORIAL_TEXTS.unpublishPast)];
  }
  if (Object.keys(fieldErrors).length) return formFailure({ result: reply({ fieldErrors }), error: null }, 400);

  // The draft this save continues: the record's, or a never-published one named by the form.
  const stored = await storedVersion(db, def.key, table, { recordId: s.id, draftId: parsed.data.draft ?? null });
  const { draft, row, recordId } = stored;
  if (s.id === null && parsed.data.draft && !draft) {
    return formFailure(
      { result: reply({ formErrors: [t(EDITORIAL_TEXTS.draftGone)] }), error: t(EDITORIAL_TEXTS.draftGone) },
      409,
    );
  }
  // The form keeps a new record in the browser (decision 0051): an autosave always continues something
  // stored, or the drafts it wrote could not be told apart and answered.
  if (autosave && recordId === null && !draft) {
    const text = EDITORIAL_TEXTS.autosaveNeedsRecord;
    return formFailure({ result: reply({ formErrors: [text] }), error: text }, 400);
  }
  // The form's fields whose value differs from a stored version's.
  const changedFrom = (version: Values) =>
    def.fields.filter((field) => comparable(version[field.name]) !== comparable(s.values[field.name]));
  const conflict = () => {
    const changed = changedFrom(stored.current ?? {}).map((field) => t(field.label));
    const hint = t(EDITORIAL_TEXTS.conflictHint);
    const detail = changed.length
      ? `${t(EDITORIAL_TEXTS.changedFields, { fields: changed.join(", ") })} ${hint}`
      : hint;
    return formFailure(
      {
        result: reply({ formErrors: [`${t(EDITORIAL_TEXTS.conflict)}. ${detail}`] }),
        error: t(EDITORIAL_TEXTS.conflict),
        detail,
        conflict: true,
      },
      409,
    );
  };
  if (version && version !== versionOf(draft, row)) return conflict();
  if (s.refusal) {
    const { field, message, title } = s.refusal;
    return formFailure({ result: reply({ fieldErrors: { [field]: [message] } }), error: title ? t(title) : null }, 400);
  }

  // A draft of a published record that repeats it would only mark the record as having unpublished
  // changes that are none (an Enter pressed in a field saves a draft): nothing is written.
  const unchanged = status === "draft" && !autosave && !draft && !unpublishAt ? stored.published : null;
  if (unchanged && changedFrom(unchanged).length === 0) {
    return redirectWithToast(s.request, s.listUrl, {
      title: t(EDITORIAL_TEXTS.nothingChanged),
      description: t(EDITORIAL_TEXTS.nothingChangedHint),
    });
  }

  const statements = versionStatements(
    db,
    s.actor,
    def,
    table,
    stored,
    status === "published"
      ? { publish: true, values: s.values, unpublishAt, action: row ? "update" : "create" }
      : {
          publish: false,
          values: s.values,
          publishAt,
          unpublishAt,
          action: autosave ? AUTOSAVE_ACTION : status === "scheduled" ? "schedule" : "draft",
        },
  );
  // Before the guarded revision: a refused batch keeps the earlier autosave too.
  if (autosave && draft) statements.unshift(collapseAutosave(db, def.key, draft.id, s.actor.name));
  try {
    await db.batch(statements);
  } catch (error) {
    // The batch's guard refuses a draft saved meanwhile: that is a conflict, not a database failure.
    if (draft && (await draftMovedOn(db, def.key, draft))) return conflict();
    console.error(`admin ${def.key} ${status} failed`, error);
    const message = row ? def.texts.saveFailed : (def.texts.createFailed ?? def.texts.saveFailed);
    return formFailure(
      { result: reply(), error: t(message), detail: t(def.texts.saveFailedDescription ?? describeDbError(error)) },
      503,
    );
  }
  await s.afterWrite?.(db, { intent: row ? "update" : "create", id: recordId });
  if (autosave) return autosaveAnswer(db, def.key, recordId, draft?.id ?? null);
  const title =
    status === "published"
      ? row
        ? def.texts.updated
        : def.texts.created
      : status === "scheduled"
        ? t(EDITORIAL_TEXTS.scheduled, { at: staffDateTime(s.lang ?? "de", publishAt) })
        : EDITORIAL_TEXTS.draftSaved;
  return redirectWithToast(s.request, s.listUrl, { title: t(title) });
}

/** A value as the conflict check compares it (dates by instant, nothing as ''). */
function comparable(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return String(value.getTime());
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
