import { z } from "zod";
import type * as schema from "~db/schema";
import type { ColumnOf, ContentTableName, Field } from "./content-type-def";

/*
 * A screen that edits one record (general settings, a page's hero, the own profile) declares its
 * fields once with the field builders (field-builders.ts), as a content type does. The schema that
 * conform checks in the browser and the action on the server, the form's controls and the columns
 * the save writes all come from that one declaration.
 */

/** Fields shown together: a card of general settings; a screen without cards has one section. */
export type FormSection<N extends string = string> = {
  id: string;
  title?: string;
  description?: string;
  fields: readonly (Field<N> | readonly Field<N>[])[];
};

/** A section as declared (its id, title, …) with its fields flattened (`bilingual` gives a pair). */
type Section<N extends string, M> = M & { fields: Field<N>[] };

type Row<T extends ContentTableName> = (typeof schema)[T]["$inferSelect"];

/** The values of the form: each field as its column holds it. */
type Values<T extends ContentTableName, N extends ColumnOf<T>> = { [K in N]: Row<T>[K] };

type Flat<F> = F extends readonly (infer G)[] ? G : F;
/** The names of the fields the sections declare. */
type NamesOf<S extends readonly FormSection[]> = Flat<S[number]["fields"][number]>["name"];

export type SingleRecordForm<T extends ContentTableName, N extends ColumnOf<T>, M = Omit<FormSection, "fields">> = {
  table: T;
  sections: readonly Section<N, M>[];
  fields: readonly Field<N>[];
  /** The columns a save writes: exactly the declared fields. */
  columns: readonly N[];
  /** Every field's rule; what it lets through is the stored values (unknown names are dropped). */
  schema: z.ZodType<Values<T, N>>;
  /** The form's values of a stored row: its declared columns, nothing else. */
  valuesOf: (row: Row<T>) => Values<T, N>;
};

/**
 * A single-record form from its declaration. The names are checked against the table's columns by
 * the compiler, as a content type's are (`ColumnOf`).
 */
export function defineSingleRecordForm<
  const T extends ContentTableName,
  const S extends readonly FormSection<ColumnOf<T>>[],
>(input: { table: T; sections: S }): SingleRecordForm<T, Extract<NamesOf<S>, ColumnOf<T>>, Omit<S[number], "fields">>;
// The builders' rules are typed loosely (z.ZodType): the values are typed by the table's columns above.
export function defineSingleRecordForm(input: { table: ContentTableName; sections: readonly FormSection[] }) {
  const sections = input.sections.map((section) => ({ ...section, fields: section.fields.flat() }));
  const fields = sections.flatMap((section) => section.fields);
  const columns = fields.map((field) => field.name);
  return {
    table: input.table,
    sections,
    fields,
    columns,
    schema: z.object(Object.fromEntries(fields.map((field) => [field.name, field.rule]))),
    valuesOf: (row: Record<string, unknown>) => Object.fromEntries(columns.map((name) => [name, row[name]])),
  };
}
