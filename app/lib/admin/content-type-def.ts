import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type * as schema from "~db/schema";
import { filled, type PublicPage } from "./public-page";
import type { LegacyFormat } from "../text/rich-text";
import type { ScreenTab } from "./screen-tab";
import { germanTexts, type Texted } from "./bilingual-texts";
import { addEnglishSegment } from "../i18n/lang-path";
import type { DashboardEntry, MenuEntry } from "./menu-entry";

/**
 * How a form field is edited. "url" is an absolute http(s) address (embeds, pages elsewhere); "link"
 * also takes a path of the site, the way the public pages render it. "richText" is a long text written
 * in the visual editor and stored as sanitised HTML (docs/decisions/0048-rich-text-field.md).
 */
type FieldKind =
  | "text"
  | "textarea"
  | "url"
  | "link"
  | "image"
  | "number"
  | "switch"
  | "select"
  | "tags"
  | "richText"
  | "html"
  | "datetime";

export type FieldDef<N extends string = string, S extends string = N> = {
  name: N;
  label: string;
  kind: FieldKind;
  /** Marked with * and announced as required (the schema decides). */
  required?: boolean;
  /** Required of a new record only (a table hook refuses it): marked so in the create form alone. */
  requiredWhenNew?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Shown only while this switch field is on (e.g. the link URL only with has_external_link). */
  showWhen?: S;
  hint?: string;
  rows?: number;
  min?: number;
  max?: number;
  step?: number;
  /** Two fields side by side (de/en pairs). */
  half?: boolean;
  /** The most characters a text field takes (the schema's limit, so the browser stops typing there). */
  maxLength?: number;
  /** A text field's input type when it is an e-mail address or a phone number (the matching keyboard). */
  inputType?: "email" | "tel";
  /** A slug's address shown before the input, with a live preview of the resulting URL ("/academy/"). */
  prefix?: string;
  /** A rich text's values from before it was one: Markdown, else plain text (converted on read, decision 0050). */
  legacy?: LegacyFormat;
  /** A page's address, made by the engine when left empty (field-builders.ts `slug`). */
  slug?: SlugSource<S>;
  /** Found by the site's word search, and how much a word here counts (lib/pages/search-index.server.ts). */
  search?: SearchWeight;
};

/**
 * How much a searchable field's words count for a record's rank, best first: its name, its short text,
 * its categories and similar words, its long text. A field and its English twin share their class.
 */
export const SEARCH_WEIGHTS = { title: 10, summary: 4, keywords: 2, body: 1 } as const;
export type SearchWeight = keyof typeof SEARCH_WEIGHTS;

/**
 * Where the engine takes an empty slug from (app/lib/admin/slugs.server.ts): the `source` field, else
 * `fallback`. An English slug (`english`) reads the source's English twin and has no fallback: it
 * stays empty while that text is not translated, and the English page is found by the German slug.
 */
export type SlugSource<S extends string = string> = { source: S; fallback: string; english?: true };

/** A column of the list. */
export type ColumnDef<N extends string = string> = {
  name: N;
  label: string;
  /**
   * "order": the position with the up/down buttons (manual lists; else it comes first). "dates": a
   * date text of staff's own, else the one made from the row's starts_at/ends_at.
   */
  kind?: "text" | "image" | "tags" | "toggle" | "badge" | "ms" | "order" | "dates";
  /** Cut long texts to this many characters. */
  preview?: number;
  /** A second column shown below the first in the same cell ("Title (DE/EN)"). */
  also?: N;
};

/**
 * A form field with its validation rule: what the field builders (field-builders.ts) make, so a
 * type's file states each field once and its schema is generated from the list.
 */
export type Field<N extends string = string, S extends string = N> = FieldDef<N, S> & { rule: z.ZodType };

type ContentTexts = {
  /** Toasts after success (back-office.md 8, word for word where the spec has them). */
  created: string;
  updated: string;
  deleted: string;
  /** Toast titles/texts when a write fails. */
  saveFailed: string;
  /** When creating fails, if it differs from `saveFailed` ('Error creating …' vs 'Error updating …'). */
  createFailed?: string;
  /** The text under a failed save's title; without it, what went wrong (the spec's 'with the message'). */
  saveFailedDescription?: string;
  deleteFailed: string;
  toggled?: string;
  /** Per-field toggle toasts; a pair picks by the new value ('Bereich aktiviert' / 'Bereich deaktiviert'). */
  toggledFields?: Partial<Record<string, string | { on: string; off: string }>>;
  /** The toast text under `deleteFailed`; without it, what went wrong (the spec's 'with the message'). */
  deleteFailedDescription?: string;
  moved?: string;
  /** The title of a failed switch or move (default 'Fehler'). */
  failureTitle?: string;
  /** The text of a failed switch, for all flags or per flag; without it, what went wrong. */
  toggleFailed?: string | Partial<Record<string, string>>;
  /** The text of a failed move; without it, what went wrong. */
  moveFailed?: string;
  /** The list's text when its rows cannot be read (default 'Fehler beim Laden der Daten'). */
  loadFailed?: string;
  /** The heading of the actions column (default 'Aktionen'). */
  actionsColumn?: string;
  /** The confirmation question before deleting. */
  confirmDelete: string;
  /** The list when there is nothing yet. */
  empty: string;
  /** The button that opens the create form, and the form's headings. */
  add: string;
  createTitle: string;
  editTitle: string;
};

/** The Drizzle tables of db/schema.ts a content type can be stored in (by export name; a type-only link). */
export type ContentTableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends SQLiteTable & { id: SQLiteColumn } ? K : never;
}[keyof typeof schema];

/** The column names of such a table (its Drizzle property names, as forms and rows use them). */
export type ColumnOf<T extends ContentTableName> = Extract<keyof (typeof schema)[T]["$inferSelect"], string>;

/**
 * A child content type (organizers of an event, speakers of a congress): `field` holds the id of a
 * row of the type `key`. The screens fill that field's options from the parent rows and list children
 * only for the selected parent; the table-driven test creates a parent row first.
 */
export type ParentRef = { key: string; field: string };

export { MENU_GROUPS, MENU_GROUP_LABELS, type MenuGroup, type MenuEntry, type DashboardEntry } from "./menu-entry";

/**
 * The registered content types by key. Empty here: each definition file adds its own entry with
 * `declare module` (its key and its definition's type), so the keys are known to the compiler without
 * a list of the types kept anywhere (app/lib/admin/registry.ts).
 */
// oxlint-disable-next-line typescript/no-empty-interface -- filled by declaration merging
export interface ContentTypeKeys {}

/**
 * One content type of the back office: everything the shared list, form and action need, plus where
 * it appears (menu, dashboard), who may open it and which table holds it. The table's server half
 * (the Drizzle table and any write hooks) is looked up by `table` on the server only.
 */
export type ContentTypeDef = {
  /** URL segment under /admin and key of the server-side table binding. */
  key: string;
  title: string;
  intro?: string;
  schema: z.ZodType;
  fields: FieldDef[];
  columns: ColumnDef[];
  /** Boolean columns that can be switched from the list. */
  toggles: readonly string[];
  /**
   * manual: display_order with up/down (renumbered 1..n); newest: created_at descending; by-start (events,
   * congresses): the coming ones soonest first, undated after them, the past ones below, latest first;
   * by-date (blog): newest first by the record's own date (published_on), as the public list.
   */
  ordering: "manual" | "newest" | "by-start" | "by-date";
  /** Values of a new record's form. */
  defaults: Record<string, unknown>;
  texts: ContentTexts;
  /** The column that names a row in confirmations ("title_de"). */
  labelField: string;
  /** Links to related screens shown under the heading (services ↔ service details). */
  related?: readonly { label: string; to: string }[];
  /** Where the public site shows a row (opened in a new tab from the list), for a type without a `page`. */
  publicPath?: (row: Record<string, unknown>) => string | null;
  /** Only administrators may open this type (the gate reads it from the matched route's definition). */
  adminOnly?: boolean;
  /** Turns the schema's validation messages into the texts shown (for schemas whose messages are i18n keys). */
  errorText?: (message: string) => string;
  /** The table of db/schema.ts that holds the rows (required for every type of the registry). */
  table?: ContentTableName;
  /** Its entry in the admin bar, if it has its own. */
  menu?: MenuEntry;
  /** Its card on the dashboard, if it has one. */
  dashboard?: DashboardEntry;
  /** The parent type, for a child type. */
  parent?: ParentRef;
  /**
   * For a table that can grow past one page (blog, shop): the list is searched and paged on the
   * server (?q=, ?page=, PAGE_SIZE rows a page); the search looks in these columns.
   */
  paging?: { searchFields: readonly string[] };
  /**
   * Drafts, scheduling, previews and revisions (decision 0028) are on for every type that stands on
   * its own; a child type's rows are part of their parent's page and are saved directly. `false`
   * turns them off for a type.
   */
  editorial?: false;
  /** Its pages on the public site, if it has any of its own (app/lib/admin/public-page.ts). */
  page?: PublicPage<MenuEntry>;
  /** Its tab on a screen shared with other types (events + organizers, community). */
  tab?: ScreenTab;
};

/** Rows a page of a paged list. */
export const PAGE_SIZE = 20;

/** A child type: its rows belong to a row of the parent type. */
export type ChildContentTypeDef = ContentTypeDef & { parent: ParentRef };

/** The keys of the registered types, each added by its own file (`declare module` of ContentTypeKeys). */
export type ContentTypeKey = keyof ContentTypeKeys & string;

/** A content type of the registry: stored in a table, under a key of the union. */
export type RegisteredContentType = ContentTypeDef & { key: ContentTypeKey; table: ContentTableName };

/** The texts a definition may give in both languages ({ de, en }: bilingual-texts.ts) besides `texts` and `columns`. */
type TextKey = "title" | "intro" | "menu" | "dashboard" | "related" | "tab";

/**
 * What a type's file declares: a definition whose names are checked by the compiler against its table
 * (fields, list columns, toggles, search fields, label, slug source, defaults, showWhen), with the
 * fields as builders (field-builders.ts) from which the schema is generated. `refine` adds rules over
 * several fields (superRefine, transform) to the generated object schema.
 */
export type ContentTypeInput<K extends string, T extends ContentTableName> = Omit<
  ContentTypeDef,
  | "key"
  | "table"
  | "texts"
  | "schema"
  | "fields"
  | "columns"
  | "toggles"
  | "defaults"
  | "labelField"
  | "paging"
  | "page"
  | TextKey
> &
  Texted<Omit<Pick<ContentTypeDef, TextKey>, "menu" | "dashboard">> & {
    key: K;
    table: T;
    /** The admin bar's entry and the dashboard's card: each shows the type's `title` unless it names its own label. */
    menu?: Texted<OwnLabel<MenuEntry>>;
    dashboard?: Texted<OwnLabel<DashboardEntry>>;
    /** The per-flag texts name toggles, so their keys are columns too. */
    texts: Texted<Omit<ContentTexts, "toggledFields" | "toggleFailed">> & {
      toggledFields?: Partial<Record<ColumnOf<T>, string | { on: string; off: string }>>;
      toggleFailed?: string | Partial<Record<ColumnOf<T>, string>>;
    };
    fields: readonly (Field<ColumnOf<T>> | readonly Field<ColumnOf<T>>[])[];
    refine?: (object: z.ZodObject<Record<string, z.ZodType>>) => z.ZodType;
    /** List columns: the table's, or a value the list's loader adds to each row (`extra`). */
    columns: readonly Texted<ColumnDef<ColumnOf<T>> | (ColumnDef & { extra: true })>[];
    toggles: readonly ColumnOf<T>[];
    defaults: Partial<Record<ColumnOf<T>, unknown>>;
    labelField: ColumnOf<T>;
    paging?: { searchFields: readonly ColumnOf<T>[] };
  };

/** An entry whose label may be left out (then it is the type's title). */
type OwnLabel<E extends { label: string }> = Omit<E, "label"> & { label?: string };

/** A table's row as the database gives it. */
type RowOf<T extends ContentTableName> = (typeof schema)[T]["$inferSelect"];

/** A type's `page` (its public face), typed against its table: a `page` field that names no column fails the typecheck. */
export type TypedPage<T extends ContentTableName> = PublicPage<MenuEntry, ColumnOf<T>, RowOf<T>>;

/** What a definition returns: its key, table and (literal) page kept for the type-level key unions. */
type Defined<K extends string, T extends ContentTableName, P> = ContentTypeDef & { key: K; table: T; page?: P };

/**
 * A content type from its declaration: the field list flattened (a builder may give a German field
 * and its English twin) and the schema generated from it, so the form and the action validate with
 * rules stated once. The key and table stay literal, for the registry's key union.
 */
export function defineContentType<
  const K extends string,
  const T extends ContentTableName,
  const P extends TypedPage<T>,
>(
  input: ContentTypeInput<K, T> & { parent: { key: string; field: ColumnOf<T> }; page?: P },
): ChildContentTypeDef & Defined<K, T, P>;
export function defineContentType<
  const K extends string,
  const T extends ContentTableName,
  const P extends TypedPage<T>,
>(input: ContentTypeInput<K, T> & { page?: P }): Defined<K, T, P>;
export function defineContentType<const K extends string, const T extends ContentTableName>(
  input: ContentTypeInput<K, T> & { page?: TypedPage<T> },
): ContentTypeDef & { key: K; table: T } {
  const { fields, refine, columns, texts, title, intro, menu, dashboard, related, tab, ...rest } = input;
  const flat: Field[] = fields.flat();
  const object = z.object(Object.fromEntries(flat.map((field) => [field.name, field.rule])));
  // The English page's own word, for every address the site makes (lib/i18n/lang-path.ts).
  if (rest.page?.english) addEnglishSegment(rest.page.path, rest.page.english);
  return {
    ...rest,
    // Texts given in both languages are kept in German; their English joins the dictionary's lookup.
    // The menu entry and the dashboard card show the type's title unless they name their own label.
    ...germanTexts<Pick<ContentTypeDef, TextKey | "texts">>({
      title,
      intro,
      menu: menu && { label: title, ...menu },
      dashboard: dashboard && { label: title, ...dashboard },
      related,
      tab,
      texts,
    }),
    fields: flat,
    columns: germanTexts<ColumnDef[]>([...columns]),
    schema: refine ? refine(object) : object,
  };
}

/** The content type definitions a definition file exports (the registry reads every file of types/). */
export function definitionsIn(module: Record<string, unknown>): RegisteredContentType[] {
  return Object.values(module).filter(
    (value): value is RegisteredContentType =>
      typeof value === "object" && value !== null && "key" in value && "fields" in value && "schema" in value,
  );
}

/** The parent of a child type, if it has one. */
export function parentOf(def: ContentTypeDef): ParentRef | null {
  return def.parent ?? null;
}

/** Whether a type's records have drafts, a schedule, previews and revisions. */
export function hasEditorial(def: ContentTypeDef): boolean {
  return def.editorial !== false && !def.parent;
}

/**
 * The translatable pairs of a type, read from its fields: every `<name>_en` field whose German
 * sibling (`<name>` or `<name>_de`) is a field too, as [German, English] column names.
 */
export function translationPairs(def: Pick<ContentTypeDef, "fields">): [string, string][] {
  const names = new Set(def.fields.map((field) => field.name));
  const pairs: [string, string][] = [];
  for (const field of def.fields) {
    if (field.required || !field.name.endsWith("_en")) continue;
    const base = field.name.slice(0, -3);
    const german = names.has(base) ? base : names.has(`${base}_de`) ? `${base}_de` : null;
    if (german) pairs.push([german, field.name]);
  }
  return pairs;
}

/** A row still waiting for its translation: some English field is empty while its German one is not. */
export function isUntranslated(def: Pick<ContentTypeDef, "fields">, row: Record<string, unknown>): boolean {
  return translationPairs(def).some(([german, english]) => filled(row[german]) && !filled(row[english]));
}
