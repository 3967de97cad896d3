import { and, eq, getTableColumns, getTableName, ne, or, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { contentTrash, slugHistory } from "~db/schema";
import type { Db } from "../db.server";
import { slugify, uniqueSlug } from "../text/slug";
import type { ContentTypeDef } from "./content-type-def";
import { FieldError } from "./field-error";

/** A content table with an id and a slug column (services details, blog, shop, courses, events). */
export type SlugTable = SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn };

export const SLUG_EMPTY_MESSAGE = "Bitte einen Slug aus Buchstaben oder Ziffern eingeben";

/**
 * The addresses rows of this table hold in the trash, German and English: reserved until the item is
 * restored or gone for good (a restore writes the row back as it was, so a taken address would refuse
 * it). The English one is read from the kept row itself, so items trashed before it was reserved count too.
 */
function trashedSlugsQuery(db: Db, table: SlugTable, slug?: string) {
  const ofTable = eq(contentTrash.table_name, getTableName(table));
  const english = sql<string | null>`json_extract(${contentTrash.data}, '$.slug_en')`;
  return db
    .select({ slug: contentTrash.slug, slug_en: english })
    .from(contentTrash)
    .where(slug === undefined ? ofTable : and(ofTable, or(eq(contentTrash.slug, slug), eq(english, slug))));
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
export async function otherSlugs(db: Db, table: SlugTable, id: number | null): Promise<Set<string>> {
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

async function slugTaken(db: Db, table: SlugTable, slug: string, id: number | null): Promise<boolean> {
  const used = hasEnglishSlug(table) ? or(eq(table.slug, slug), eq(table.slug_en, slug)) : eq(table.slug, slug);
  const [rows, trashed] = await db.batch([
    db
      .select({ id: table.id })
      .from(table)
      .where(id === null ? used : and(used, ne(table.id, id)))
      .limit(1),
    trashedSlugsQuery(db, table, slug).limit(1),
  ]);
  return rows.length > 0 || trashed.length > 0;
}

/**
 * The slug rule of back-office.md 5: a typed slug is normalised and refused when another row uses it
 * ('Slug bereits verwendet' / 'Bitte wählen Sie einen anderen Slug.'); an empty one is generated from
 * `source` (the title or name) and made unique with -1, -2, …
 */
export async function withSlug(
  db: Db,
  table: SlugTable,
  values: Record<string, unknown>,
  id: number | null,
  { source, fallback }: { source: string; fallback: string },
): Promise<Record<string, unknown>> {
  const typed = typeof values.slug === "string" ? values.slug : "";
  if (typed) {
    const slug = slugify(typed);
    if (!slug) throw new FieldError("slug", SLUG_EMPTY_MESSAGE);
    if (await slugTaken(db, table, slug, id))
      throw new FieldError("slug", "Bitte wählen Sie einen anderen Slug.", "Slug bereits verwendet");
    return { ...values, slug };
  }
  const base = slugify(String(values[source] ?? "")) || fallback;
  return { ...values, slug: uniqueSlug(base, await otherSlugs(db, table, id)) };
}

/** A table whose rows also have an English address (`slug_en`, under /en/…). */
type EnglishSlugTable = SlugTable & { slug_en: SQLiteColumn };

function hasEnglishSlug(table: SQLiteTable): table is EnglishSlugTable {
  return Object.hasOwn(getTableColumns(table), "slug_en");
}

/**
 * The addresses an English slug must not take: every other row's English slug and German slug (an
 * English page is looked up by either, so /en/<type>/<slug> must name one record), and both slugs of
 * trashed rows, which come back with them on restore.
 */
async function slugsTakenForEnglish(db: Db, table: EnglishSlugTable, id: number | null): Promise<Set<string>> {
  const [rows, trashed] = await db.batch([
    db
      .select({ slug: table.slug, slug_en: table.slug_en })
      .from(table)
      .where(id === null ? undefined : ne(table.id, id)),
    trashedSlugsQuery(db, table),
  ]);
  return new Set([...addressesOf(rows), ...addressesOf(trashed)]);
}

/**
 * The English slug of a type whose definition has a `slug_en` field, after the type's own slug step
 * (which decides whether the record has a page at all: no German slug, no English one either). A
 * typed slug is normalised like the German one and refused when taken; an empty one is made from the
 * English twin of the definition's `slugFrom` field, made unique with -1, -2, …, and stays empty while
 * that text is not translated.
 */
export async function withEnglishSlug(
  db: Db,
  def: Pick<ContentTypeDef, "fields" | "slugFrom">,
  table: SQLiteTable,
  values: Record<string, unknown>,
  id: number | null,
): Promise<Record<string, unknown>> {
  if (!hasEnglishSlug(table) || !def.fields.some((field) => field.name === "slug_en")) return values;
  if (typeof values.slug !== "string" || values.slug === "") return { ...values, slug_en: null };
  const typed = typeof values.slug_en === "string" ? values.slug_en : "";
  if (typed) {
    const slug = slugify(typed);
    if (!slug) throw new FieldError("slug_en", SLUG_EMPTY_MESSAGE);
    if ((await slugsTakenForEnglish(db, table, id)).has(slug))
      throw new FieldError("slug_en", ENGLISH_SLUG_TAKEN_MESSAGE, "Slug bereits verwendet");
    return { ...values, slug_en: slug };
  }
  const source = def.slugFrom ? values[`${def.slugFrom}_en`] : null;
  if (typeof source !== "string" || !source.trim()) return { ...values, slug_en: null };
  return { ...values, slug_en: uniqueSlug(source, await slugsTakenForEnglish(db, table, id)) };
}

export const ENGLISH_SLUG_TAKEN_MESSAGE =
  "Diese Adresse ist schon vergeben (als englischer oder deutscher Slug eines anderen Eintrags). Bitte wählen Sie einen anderen Slug.";

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
