import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Lang } from "../i18n/languages";
import { CHOOSING_COLUMNS, RECORD_KEEPING_COLUMNS, SHOWN_ON_PREFIX, type Bookkeeping } from "./shell";

/** Whether a column only chose or ordered the record on the server: no public page shows it. */
function choosesOnly(name: string): boolean {
  return (CHOOSING_COLUMNS as readonly string[]).includes(name) || name.startsWith(SHOWN_ON_PREFIX);
}

/**
 * Whether a column is bookkeeping (lib/pages/shell.ts). A query that leaves these out keeps them out of the
 * page's loader data (each date is ~25 bytes of the HTML), and its row type without them lets the
 * compiler check that the page never reads them.
 */
function isBookkeeping(name: string): boolean {
  return (RECORD_KEEPING_COLUMNS as readonly string[]).includes(name) || choosesOnly(name);
}

/**
 * A table's columns as a public page shows its records: all but the bookkeeping and the `omit`ted
 * ones (e.g. the key a query filtered by). For `db.select(...)`; the server's own reads keep `select()`.
 */
export function publicColumns<T extends SQLiteTable, O extends keyof T["_"]["columns"] & string = never>(
  table: T,
  omit: readonly O[] = [],
) {
  const entries = Object.entries(getTableColumns(table)).filter(
    ([name]) => !isBookkeeping(name) && !(omit as readonly string[]).includes(name),
  );
  return Object.fromEntries(entries) as Omit<T["_"]["columns"], Bookkeeping | O>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function blank(value: unknown) {
  return typeof value !== "string" || value.trim() === "";
}

/**
 * One record with each text in the page's language only. The readers of the views keep working
 * unchanged, and answer exactly what they answered with both languages:
 * - `<name>_de`/`<name>_en` (read with `loc`): a German page keeps `_de`; an English page keeps `_en`
 *   where it has a text, else `_de` (loc's fallback);
 * - `<name>`/`<name>_en` (decision 0029, read as `<name>` after `localizeRow`, or with `localText`):
 *   one `<name>` holding the text the page shows, the English one where it is not blank. Which texts
 *   an English page shows in German stays in `untranslated` (localizeRow's), for the lang marks.
 */
function recordInLanguage(row: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (!choosesOnly(key)) out[key] = inLanguage(value, lang);
  }
  for (const key of Object.keys(row)) {
    if (!key.endsWith("_en")) continue;
    const name = key.slice(0, -3);
    const english = row[key];
    if (`${name}_de` in row) {
      if (lang === "de" || !english) delete out[key];
      else delete out[`${name}_de`];
    } else if (name in row) {
      if (lang === "en" && !blank(english)) out[name] = english;
      delete out[key];
    }
  }
  return out;
}

function inLanguage(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, lang));
  if (isPlainObject(value)) return recordInLanguage(value, lang);
  return value;
}

/**
 * A public page's loader data as the page ships it: every record in it (the shell's too) with the
 * texts of the page's language only, and without the columns that only chose or ordered the records.
 * Before this, each record carried both languages to the browser, about half of a page's loader data.
 * Feeds, the sitemap and the server's own reads keep the full rows; this is for what a page sends.
 *
 * The type stays the loader's own: the other language's columns are read only through `loc`,
 * `localText` and `localizeRow`'s fields, which answer the same without them.
 */
export function inPageLanguage<T>(lang: Lang, data: T): T {
  return inLanguage(data, lang) as T;
}
