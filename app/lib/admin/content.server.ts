import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { Db } from "../db.server";
import { redirectWithToast } from "../toast.server";
import type { AdminLang, Translate } from "./i18n";
import { formFailure, type FormFailure } from "./action-data";
import type { ContentTypeDef } from "./content-type-def";
import { editorialTypeOf } from "./registry";
import { saveEditorial } from "./editorial-save.server";
import { describeDbError } from "./db-error";
import { bindingOf, listRows, rowById } from "./content-read.server";
import { FieldError } from "./field-error";
import { requireMediaAltTexts } from "../media/alt-check.server";
import { cleanRichTextValues } from "../text/rich-text.server";
import { auditStatement, changesBetween, type AuditActor } from "../audit.server";
import { discardStatements, trashStatements } from "./trash.server";
import { draftById, versionOf } from "./drafts.server";
import { columnValues } from "./table-queries.server";
import { searchIndexStatements } from "../pages/search-index.server";
import type { WriteScope } from "./write-scope.server";

/**
 * What a screen may add around the shared action (the page-hero editors use all of it): where the
 * one row of a single-record screen is, a last step before each write and a step after it, and the
 * texts of failures in the screen's own words.
 */
export type ContentActionOptions = {
  /** The one row the screen edits, found by the screen (a page's hero by its page key), not by a posted id; a save creates it when missing. */
  singleRow?: (db: Db) => Promise<number | null>;
  /** Before an insert or update, after the table's own prepare hook: the values as they will be written. */
  beforeWrite?: (values: Record<string, unknown>, id: number | null) => Record<string, unknown>;
  /** After a successful write (create, update, delete, toggle, move), before the answer; `id` is null for a new row. */
  afterWrite?: (
    db: Db,
    change: { intent: "create" | "update" | "delete" | "toggle" | "move"; id: number | null },
  ) => Promise<void>;
  /** The text shown when a write fails, from the error (default: the definition's texts). */
  failureText?: (error: unknown) => string;
  refusals?: {
    /** Answer to an intent the screen does not know (default 'Unbekannte Aktion'). */
    unknownIntent?: string;
    /** The 404's message for a delete of a row that is not there (default "Eintrag nicht gefunden"). */
    missingDelete?: string;
  };
};

/** A redirect with a toast, or why the write was refused: field errors (400), unknown row (404), database (503). */
type Outcome = Response | FormFailure;

const IdSchema = z.coerce.number().int().positive();

/**
 * The one action behind every content type: create, update, delete, toggle a flag, move up or down.
 * Values are validated with the type's schema (the same the form uses); answers are a redirect with
 * the spec's toast, or field errors with status 400. Every write carries its audit-log entry in the
 * same D1 batch, so the entry exists exactly when the write happened; a refused request writes neither.
 */
export async function handleContentAction(
  request: Request,
  scope: WriteScope,
  def: ContentTypeDef,
  listUrl: string,
  options: ContentActionOptions = {},
): Promise<Outcome> {
  const { db, actor, t, lang } = scope;
  const w: Writer = { request, db, actor, t, lang, def, listUrl, options };
  const formData = await request.formData();
  const intent = formData.get("intent");
  const unknown = () =>
    formFailure({ result: null, error: t(options.refusals?.unknownIntent ?? "Unbekannte Aktion") }, 400);
  if (options.singleRow) {
    // One record per screen: the row comes from the screen (never from a posted id); a save creates it when missing.
    const id = await options.singleRow(db);
    if (intent === "create" || intent === "update" || intent === "save") return save(w, formData, id);
    if (intent === "delete") return remove(w, id);
    return unknown();
  }
  switch (intent) {
    case "create":
      return save(w, formData, null);
    case "update": {
      const id = idFrom(formData);
      if (id === null || !(await exists(db, def, id)))
        return formFailure({ result: null, error: t("Eintrag nicht gefunden") }, 404);
      return save(w, formData, id);
    }
    case "delete":
      return remove(w, idFrom(formData));
    case "toggle":
      return toggle(w, formData);
    case "move":
      return move(w, formData);
    case "discard":
      return discard(w, formData);
    default:
      return unknown();
  }
}

/** One request's write: where it goes, who makes it, and the screen's hooks. */
type Writer = {
  request: Request;
  db: Db;
  actor: AuditActor;
  t: Translate;
  lang?: AdminLang;
  def: ContentTypeDef;
  listUrl: string;
  options: ContentActionOptions;
};

/** The audit entry of a content write, to run in the write's own batch. */
function auditOf(w: Writer, action: string, recordId: number | null, changes: ReturnType<typeof changesBetween>) {
  return auditStatement(w.db, w.actor, {
    type: w.def.key,
    recordId: recordId ?? sql`last_insert_rowid()`,
    action,
    changes,
  });
}

function idFrom(formData: FormData): number | null {
  const parsed = IdSchema.safeParse(formData.get("id"));
  return parsed.success ? parsed.data : null;
}

async function exists(db: Db, def: ContentTypeDef, id: number) {
  const { table, columns } = bindingOf(def);
  const rows = await db.select({ id: columns.id }).from(table).where(eq(columns.id, id)).limit(1);
  return rows.length > 0;
}

async function save(w: Writer, formData: FormData, id: number | null) {
  const { request, db, def, listUrl, options } = w;
  const { table, columns, prepare } = bindingOf(def);
  const submission = parseWithZod(formData, { schema: def.schema });
  if (submission.status !== "success") return formFailure({ result: submission.reply(), error: null }, 400);

  let values = formValues(table, submission.value as Record<string, unknown>);
  let refusal: FieldError | undefined;
  try {
    // The form's rule checks length and presence; the HTML itself is cleaned here, on the server only.
    values = cleanRichTextValues(def.fields, values);
    if (prepare) values = await prepare(db, values, id);
    if (options.beforeWrite) values = options.beforeWrite(values, id);
    // What the hooks added is checked too; an unknown column throws here, before anything is written.
    values = columnValues(table, values);
    await requireMediaAltTexts(db, def.fields, values);
  } catch (error) {
    // An editorial save answers a stale form as a conflict before a field's refusal (saveEditorial).
    if (error instanceof FieldError && !options.singleRow && editorialTypeOf(def)) refusal = error;
    else if (error instanceof FieldError) {
      return formFailure(
        {
          result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }),
          error: error.title ? w.t(error.title) : null,
        },
        400,
      );
    } else throw error;
  }
  const editorial = options.singleRow ? null : editorialTypeOf(def);
  if (editorial) {
    return saveEditorial({
      refusal,
      request,
      db,
      actor: w.actor,
      t: w.t,
      lang: w.lang,
      def: editorial,
      table,
      listUrl,
      formData,
      reply: (opts) => submission.reply(opts),
      values,
      id,
      now: new Date(),
      afterWrite: options.afterWrite,
    });
  }
  try {
    if (id === null) {
      await db.batch([
        db.insert(table).values(values),
        // The new row is the table's highest id.
        ...searchIndexStatements(db, def, sql`(SELECT max(id) FROM ${table})`),
        auditOf(w, "create", null, changesBetween(null, values)),
      ]);
    } else {
      const before = await rowById(db, def, id);
      await db.batch([
        db.update(table).set(values).where(eq(columns.id, id)),
        ...searchIndexStatements(db, def, id),
        auditOf(w, "update", id, changesBetween(before, values, Object.keys(values))),
      ]);
    }
  } catch (error) {
    console.error(`admin ${def.key} ${id === null ? "create" : "update"} failed`, error);
    const message =
      options.failureText?.(error) ??
      (id === null ? (def.texts.createFailed ?? def.texts.saveFailed) : def.texts.saveFailed);
    const detail = options.failureText ? null : w.t(def.texts.saveFailedDescription ?? describeDbError(error));
    return formFailure({ result: submission.reply(), error: w.t(message), detail }, 503);
  }
  await options.afterWrite?.(db, { intent: id === null ? "create" : "update", id });
  return redirectWithToast(request, listUrl, { title: w.t(id === null ? def.texts.created : def.texts.updated) });
}

/**
 * The validated form as the table's values: the id never comes from the form, and a field that is no
 * column of the table is an error (columnValues), not a value quietly left out.
 */
function formValues(table: SQLiteTable, validated: Record<string, unknown>) {
  const { id: _id, ...values } = validated;
  return columnValues(table, values);
}

async function remove(w: Writer, id: number | null) {
  const { request, db, def, listUrl, options } = w;
  const { table } = bindingOf(def);
  // The row and what its foreign keys delete with it go to the trash, with the audit entry, in one batch.
  const moved = id === null ? null : await trashStatements(db, def, table, id, w.actor);
  if (id === null || !moved) {
    return formFailure({ result: null, error: w.t(options.refusals?.missingDelete ?? "Eintrag nicht gefunden") }, 404);
  }
  try {
    await db.batch(moved);
  } catch (error) {
    console.error(`admin ${def.key} delete failed`, error);
    return redirectWithToast(request, listUrl, {
      title: w.t(def.texts.deleteFailed),
      description: w.t(options.failureText?.(error) ?? def.texts.deleteFailedDescription ?? describeDbError(error)),
      variant: "destructive",
    });
  }
  await options.afterWrite?.(db, { intent: "delete", id });
  return redirectWithToast(request, listUrl, { title: w.t(def.texts.deleted) });
}

const DiscardSchema = z.object({ draft: IdSchema, version: z.string().max(60).optional() });

/**
 * 'Entwurf verwerfen': a draft goes into the trash on its own (restorable there); what is published
 * stays as it is. A form opened on an older save of the draft is refused, like a save would be.
 */
async function discard(w: Writer, formData: FormData) {
  const { request, db, def, listUrl } = w;
  const editorial = editorialTypeOf(def);
  if (!editorial) return formFailure({ result: null, error: w.t("Unbekannte Aktion") }, 400);
  const parsed = DiscardSchema.safeParse({
    draft: formData.get("draft"),
    version: formData.get("version") ?? undefined,
  });
  if (!parsed.success) return formFailure({ result: null, error: w.t("Ungültiger Entwurf") }, 400);
  const draft = await draftById(db, editorial.key, parsed.data.draft);
  const statements = draft ? await discardStatements(db, editorial, draft, w.actor) : null;
  if (!draft || !statements) return formFailure({ result: null, error: w.t("Entwurf nicht gefunden") }, 404);
  const stale = () => formFailure({ result: null, error: w.t("Dieser Entwurf wurde inzwischen geändert") }, 409);
  const { version } = parsed.data;
  if (version && version !== versionOf(draft, null)) return stale();
  try {
    await db.batch(statements);
  } catch (error) {
    // The batch's guard refused it: saved again (or discarded) in another tab meanwhile.
    console.error(`admin ${def.key} discard failed`, error);
    return stale();
  }
  return redirectWithToast(request, listUrl, {
    title: w.t("Entwurf verworfen"),
    description: w.t("Er liegt im Papierkorb und lässt sich dort wiederherstellen."),
  });
}

const ToggleSchema = z.object({ field: z.string(), value: z.enum(["true", "false"]) });

async function toggle(w: Writer, formData: FormData) {
  const { request, db, def, listUrl, options } = w;
  const { table, columns } = bindingOf(def);
  const id = idFrom(formData);
  const parsed = ToggleSchema.safeParse({ field: formData.get("field"), value: formData.get("value") });
  if (id === null || !parsed.success || !def.toggles.includes(parsed.data.field)) {
    return formFailure({ result: null, error: w.t("Ungültige Umschaltung") }, 400);
  }
  const { field } = parsed.data;
  const value = parsed.data.value === "true";
  const change = columnValues(table, { [field]: value });
  try {
    const before = await rowById(db, def, id);
    if (!before) return formFailure({ result: null, error: w.t("Eintrag nicht gefunden") }, 404);
    await db.batch([
      db.update(table).set(change).where(eq(columns.id, id)),
      auditOf(w, "toggle", id, changesBetween(before, { [field]: value }, [field])),
    ]);
  } catch (error) {
    // The row keeps its value (one statement); the screen says so in the spec's words, not the 500 page.
    console.error(`admin ${def.key} toggle ${field} failed`, error);
    const own = def.texts.toggleFailed;
    const text = typeof own === "string" ? own : own?.[field];
    return failureToast(w, text ?? describeDbError(error));
  }
  await options.afterWrite?.(db, { intent: "toggle", id });
  return redirectWithToast(request, listUrl, {
    title: w.t(toggleToast(def, parsed.data.field, parsed.data.value === "true")),
  });
}

/** The toast after a toggle: the field's own text (or on/off pair), else the type's, else a generic one. */
function toggleToast(def: ContentTypeDef, field: string, on: boolean): string {
  const own = def.texts.toggledFields?.[field];
  if (typeof own === "string") return own;
  if (own) return on ? own.on : own.off;
  return def.texts.toggled ?? "Status aktualisiert";
}

const MoveSchema = z.object({ direction: z.enum(["up", "down"]) });

/**
 * Moves a row one place up or down and renumbers the whole list 1..n in one D1 batch (all or
 * nothing). Renumbering rather than swapping two values also repairs lists whose orders tie (all 0).
 */
async function move(w: Writer, formData: FormData) {
  const { def } = w;
  if (def.ordering !== "manual")
    return formFailure({ result: null, error: w.t("Diese Liste hat keine feste Reihenfolge") }, 400);
  const id = idFrom(formData);
  const parsed = MoveSchema.safeParse({ direction: formData.get("direction") });
  if (id === null || !parsed.success) return formFailure({ result: null, error: w.t("Ungültige Verschiebung") }, 400);
  try {
    return await moveRow(w, id, parsed.data.direction);
  } catch (error) {
    // The renumbering is one batch: when it fails, no row has moved.
    console.error(`admin ${def.key} move failed`, error);
    return failureToast(w, def.texts.moveFailed ?? describeDbError(error));
  }
}

/** Back to the list with a failure toast: the type's failure title over the given text, in the writer's language. */
function failureToast(w: Writer, description: string) {
  return redirectWithToast(w.request, w.listUrl, {
    title: w.t(w.def.texts.failureTitle ?? "Fehler"),
    description: w.t(description),
    variant: "destructive",
  });
}

async function moveRow(w: Writer, id: number, direction: "up" | "down") {
  const { request, db, def, listUrl, options } = w;
  const rows = await listRows(db, def);
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0) return formFailure({ result: null, error: w.t("Eintrag nicht gefunden") }, 404);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= rows.length) {
    return formFailure(
      {
        result: null,
        error: w.t(
          direction === "up" ? "Der erste Eintrag kann nicht nach oben." : "Der letzte Eintrag kann nicht nach unten.",
        ),
      },
      400,
    );
  }
  const ids = rows.map((row) => row.id);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  await renumber(db, def, ids, auditOf(w, "move", id, { display_order: [from + 1, to + 1] }));
  await options.afterWrite?.(db, { intent: "move", id });
  return redirectWithToast(request, listUrl, { title: w.t(def.texts.moved ?? "Reihenfolge aktualisiert") });
}

/** Writes display_order 1..n in the given id order as one batch, with the move's audit entry. */
async function renumber(db: Db, def: ContentTypeDef, ids: number[], audit: ReturnType<typeof auditOf>) {
  const { table, columns } = bindingOf(def);
  const updates = ids.map((rowId, index) =>
    db
      .update(table)
      .set(columnValues(table, { display_order: index + 1 }))
      .where(eq(columns.id, rowId)),
  );
  await db.batch([audit, ...updates]);
}

/**
 * The values a new record's form starts with: the type's static defaults plus what the table
 * binding computes from the database (index sections: display_order = count + 1).
 */
export async function newRecordDefaults(db: Db, def: ContentTypeDef): Promise<Record<string, unknown>> {
  const { newDefaults } = bindingOf(def);
  return { ...def.defaults, ...(newDefaults ? await newDefaults(db) : {}) };
}
