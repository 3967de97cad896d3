import { and, eq, getTableName, ne } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { contentTrash } from "../../../db/schema";
import type { Db } from "../db.server";
import { slugify, uniqueSlug } from "../slug";
import { FieldError } from "./field-error";

/** A content table with an id and a slug column (services details, blog, shop, courses, events). */
export type SlugTable = SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn };

export const SLUG_EMPTY_MESSAGE = "Bitte einen Slug aus Buchstaben oder Ziffern eingeben";

/** The slugs rows of this table hold in the trash: reserved until the item is restored or gone for good. */
function trashedSlugsQuery(db: Db, table: SlugTable, slug?: string) {
  const ofTable = eq(contentTrash.table_name, getTableName(table));
  return db
    .select({ slug: contentTrash.slug })
    .from(contentTrash)
    .where(slug === undefined ? ofTable : and(ofTable, eq(contentTrash.slug, slug)));
}

/** The slugs of every other row of the table (all rows for a new one), and those of its trashed rows. */
export async function otherSlugs(db: Db, table: SlugTable, id: number | null): Promise<Set<string>> {
  const [rows, trashed] = await db.batch([
    db
      .select({ slug: table.slug })
      .from(table)
      .where(id === null ? undefined : ne(table.id, id)),
    trashedSlugsQuery(db, table),
  ]);
  return new Set(
    [...rows, ...trashed]
      .map((row) => row.slug)
      .filter((slug): slug is string => typeof slug === "string" && slug !== ""),
  );
}

async function slugTaken(db: Db, table: SlugTable, slug: string, id: number | null): Promise<boolean> {
  const [rows, trashed] = await db.batch([
    db
      .select({ id: table.id })
      .from(table)
      .where(id === null ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, id)))
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
