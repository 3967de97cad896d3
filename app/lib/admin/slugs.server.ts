import { and, eq, getTableColumns, getTableName, ne, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { contentTrash, slugHistory } from "~db/schema";
import type { Db } from "../db.server";
import { slugify, uniqueSlug } from "../text/slug";
import type { ContentTypeDef, FieldDef, SlugSource } from "./content-type-def";
import { FieldError } from "./field-error";

/** A content table with an id and a slug column (services details, blog, shop, courses, events). */
type SlugTable = SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn };

const SLUG_EMPTY_MESSAGE = "Bitte einen Slug aus Buchstaben oder Ziffern eingeben";

/**
 * The addresses rows of this table hold in the trash, German and English: reserved until the item is
 * restored or gone for good (a restore writes the row back as it was, so a taken address would refuse
 * it). The English one is read from the kept row itself, so items trashed before it was reserved count too.
 */
function trashedSlugsQuery(db: Db, table: SlugTable) {
  const english = sql<string | null>`json_extract(${contentTrash.data}, '$.slug_en')`;
  return db
    .select({ slug: contentTrash.slug, slug_en: english })
    .from(contentTrash)
    .where(eq(contentTrash.table_name, getTableName(table)));
}

/** Every non-empty address of the rows given. */
function addressesOf(rows: { slug: unknown; slug_en: unknown }[]): string[] {
  return rows
    .flatMap((row) => [row.slug, row.slug_en])
    .filter((slug): slug is string => typeof slug === "string" && slug !== "");
}

/**
 * The slugs of every other row of the table (all rows for a new one), German and, where the table has
 * them, English (a German slug equal to another record's English one would make /en/<type>/<slug>
 * ambiguous for a record without its own English slug), and both of its trashed rows'.
 */
async function otherSlugs(db: Db, table: SlugTable, id: number | null): Promise<Set<string>> {
  const english = hasEnglishSlug(table) ? table.slug_en : null;
  const [rows, trashed] = await db.batch([
    db
      .select({ slug: table.slug, slug_en: english ?? table.slug })
      .from(table)
      .where(id === null ? undefined : ne(table.id, id)),
    trashedSlugsQuery(db, table),
  ]);
  return new Set([...addressesOf(rows), ...addressesOf(trashed)]);
}

/** A table whose rows also have an English address (`slug_en`, under /en/…). */
type EnglishSlugTable = SlugTable & { slug_en: SQLiteColumn };

function hasEnglishSlug(table: SQLiteTable): table is EnglishSlugTable {
  return Object.hasOwn(getTableColumns(table), "slug_en");
}

/**
 * How the slugs in the values came: typed by staff (a taken one is refused, so nobody's address
 * changes behind their back) or proposed by an importer (a WordPress slug: made unique like a made one,
 * since the old addresses are redirected to wherever it lands).
 */
export type SlugOrigin = "typed" | "proposed";

const SLUG_TAKEN_TITLE = "Slug bereits verwendet";
const SLUG_TAKEN_MESSAGE = "Bitte wählen Sie einen anderen Slug.";
export const ENGLISH_SLUG_TAKEN_MESSAGE =
  "Diese Adresse ist schon vergeben (als englischer oder deutscher Slug eines anderen Eintrags). Bitte wählen Sie einen anderen Slug.";

type SlugField = FieldDef & { slug: SlugSource };

function textOf(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The slug rule of back-office.md 5, the same for every slug field (field-builders.ts `slug`) in both
 * languages: a typed slug is normalised and refused when another record (or one in the trash) has it;
 * an empty one is made from the source field, else the fallback, and made unique with -1, -2, …
 */
function slugOf(field: SlugField, values: Record<string, unknown>, taken: Set<string>, origin: SlugOrigin) {
  const { source, fallback, english } = field.slug;
  if (field.showWhen && values[field.showWhen] !== true) return null;
  // An English address goes with the German one: a record without a page has neither.
  if (english && !textOf(values[field.name.slice(0, -"_en".length)])) return null;
  const typed = textOf(values[field.name]);
  if (typed) {
    const slug = slugify(typed);
    if (!slug) throw new FieldError(field.name, SLUG_EMPTY_MESSAGE);
    if (!taken.has(slug)) return slug;
    if (origin === "typed") {
      throw new FieldError(field.name, english ? ENGLISH_SLUG_TAKEN_MESSAGE : SLUG_TAKEN_MESSAGE, SLUG_TAKEN_TITLE);
    }
    return uniqueSlug(slug, taken);
  }
  // The English slug stays empty while its source is untranslated: the page is then found by the German one.
  const base = slugify(textOf(values[english ? `${source}_en` : source])) || (english ? "" : fallback);
  return base ? uniqueSlug(base, taken) : null;
}

/**
 * The values with every slug field of the type finished by the one rule (slugOf), German before
 * English (which follows it). Runs on every write of a record: the admin's save, a scheduled
 * publication, a restored revision and the WordPress import.
 */
export async function withSlugs(
  db: Db,
  def: Pick<ContentTypeDef, "fields">,
  table: SQLiteTable,
  values: Record<string, unknown>,
  id: number | null,
  origin: SlugOrigin = "typed",
): Promise<Record<string, unknown>> {
  const fields = def.fields.filter((field): field is SlugField => field.slug !== undefined);
  if (fields.length === 0) return values;
  if (!Object.hasOwn(getTableColumns(table), "slug")) throw new Error("a slug field needs a slug column");
  const taken = await otherSlugs(db, table as SlugTable, id);
  const ordered = [...fields.filter((field) => !field.slug.english), ...fields.filter((field) => field.slug.english)];
  const finished = { ...values };
  for (const field of ordered) finished[field.name] = slugOf(field, finished, taken, origin);
  return finished;
}

/** The slug columns of a type with pages by slug, and the languages each one addresses. */
function slugColumnsOf(def: Pick<ContentTypeDef, "fields">): [column: "slug" | "slug_en", langs: Lang[]][] {
  const names = new Set(def.fields.map((field) => field.name));
  if (!names.has("slug")) return [];
  // Without an English slug the one slug serves both languages' pages (service details).
  return names.has("slug_en")
    ? [
        ["slug", ["de"]],
        ["slug_en", ["en"]],
      ]
    : [["slug", ["de", "en"]]];
}

type Lang = "de" | "en";

function slugText(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * The statements, for the batch that publishes a record, that keep its old addresses working: a slug
 * the record gives up goes into slug_history (the newest owner wins the old address), and any history
 * row for a slug the record now has is dropped, since a slug taken again is served, not redirected.
 */
export function slugHistoryStatements(
  db: Db,
  def: Pick<ContentTypeDef, "key" | "fields">,
  recordId: number | null,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  const statements = [];
  for (const [column, langs] of slugColumnsOf(def)) {
    const old = slugText(before?.[column]);
    const now = slugText(after[column]);
    for (const lang of langs) {
      if (now !== null) {
        statements.push(
          db
            .delete(slugHistory)
            .where(and(eq(slugHistory.type, def.key), eq(slugHistory.lang, lang), eq(slugHistory.old_slug, now))),
        );
      }
      if (old !== null && old !== now && recordId !== null) {
        statements.push(
          db
            .insert(slugHistory)
            .values({ type: def.key, lang, old_slug: old, record_id: recordId })
            .onConflictDoUpdate({
              target: [slugHistory.type, slugHistory.lang, slugHistory.old_slug],
              set: { record_id: recordId, created_at: new Date() },
            }),
        );
      }
    }
  }
  return statements;
}
