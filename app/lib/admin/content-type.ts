import type { z } from "zod";

/** How a form field is edited. */
export type FieldKind = "text" | "textarea" | "url" | "image" | "number" | "switch" | "select" | "tags" | "markdown" | "html";

export type FieldDef = {
  name: string;
  label: string;
  kind: FieldKind;
  /** Marked with * and announced as required (the schema decides). */
  required?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Shown only while this switch field is on (e.g. the link URL only with has_external_link). */
  showWhen?: string;
  hint?: string;
  rows?: number;
  min?: number;
  max?: number;
  step?: number;
  /** Two fields side by side (de/en pairs). */
  half?: boolean;
  /** A slug's address shown before the input, with a live preview of the resulting URL ("/academy/"). */
  prefix?: string;
};

/** A column of the list. */
export type ColumnDef = {
  name: string;
  label: string;
  kind?: "text" | "image" | "tags" | "toggle" | "badge" | "ms";
  /** Cut long texts to this many characters. */
  preview?: number;
  /** A second column shown below the first in the same cell ("Title (DE/EN)"). */
  also?: string;
};

export type ContentTexts = {
  /** Toasts after success (back-office.md 8, word for word where the spec has them). */
  created: string;
  updated: string;
  deleted: string;
  /** Toast titles/texts when a write fails. */
  saveFailed: string;
  /** When creating fails, if it differs from `saveFailed` ('Error creating …' vs 'Error updating …'). */
  createFailed?: string;
  deleteFailed: string;
  toggled?: string;
  /** Per-field toggle toasts; a pair picks by the new value ('Bereich aktiviert' / 'Bereich deaktiviert'). */
  toggledFields?: Record<string, string | { on: string; off: string }>;
  /** The toast text under `deleteFailed` (default 'Bitte versuchen Sie es erneut.'). */
  deleteFailedDescription?: string;
  moved?: string;
  /** The confirmation question before deleting. */
  confirmDelete: string;
  /** The list when there is nothing yet. */
  empty: string;
  /** The button that opens the create form, and the form's headings. */
  add: string;
  createTitle: string;
  editTitle: string;
};

/**
 * One content type of the back office: everything the shared list, form and action need. The table
 * binding lives on the server side (app/lib/admin/content-tables.server.ts), keyed by `key`.
 */
export type ContentTypeDef<S extends z.ZodType = z.ZodType> = {
  /** URL segment under /admin and key of the server-side table binding. */
  key: string;
  title: string;
  intro?: string;
  schema: S;
  fields: FieldDef[];
  columns: ColumnDef[];
  /** Boolean columns that can be switched from the list. */
  toggles: readonly string[];
  /** manual: display_order with up/down (renumbered 1..n); newest: created_at descending. */
  ordering: "manual" | "newest";
  /** Values of a new record's form. */
  defaults: Record<string, unknown>;
  texts: ContentTexts;
  /** The column that names a row in confirmations ("title_de"). */
  labelField: string;
  /** Links to related screens shown under the heading (services ↔ service details). */
  related?: readonly { label: string; to: string }[];
  /** Where the public site shows a row (opened in a new tab from the list), if anywhere. */
  publicPath?: (row: Record<string, unknown>) => string | null;
  /** Only administrators may open this type (the gate reads it from the matched route's definition). */
  adminOnly?: boolean;
  /** Turns the schema's validation messages into the texts shown (for schemas whose messages are i18n keys). */
  errorText?: (message: string) => string;
};

export function defineContentType<S extends z.ZodType>(def: ContentTypeDef<S>): ContentTypeDef<S> {
  return def;
}

/** The de/en pair of a bilingual field, side by side in the form. */
export function bilingual(name: string, label: string, kind: FieldDef["kind"], required = false): FieldDef[] {
  return [
    { name: `${name}_de`, label: `${label} (DE)`, kind, required, half: true },
    { name: `${name}_en`, label: `${label} (EN)`, kind, required, half: true },
  ];
}
