import { desc, eq, like, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";
import { canFollowAdminLink, canOpenContentType, CONTENT_TYPE_LIST, PAGE_HERO_EDITORS } from "~/lib/admin";
import { bindingOf } from "~/lib/admin/index.server";
import { getDb } from "~/lib/db.server";
import { mediaUrl, type StoredMedia } from "~/lib/media/index.server";

/**
 * A record that shows a library image: what it is, and where to edit it. Title and link are null for a
 * record the viewer's role may not open: the image is still known to be in use, not by what.
 */
type MediaUsage = { label: string; title: string | null; href: string | null };

/** A usage as found, with whether a role may open its record (the rule of the record's own screen). */
type FoundUsage = { label: string; title: string; href: string; opens: (role: unknown) => boolean };

type Source = {
  label: string;
  table: SQLiteTable;
  id: SQLiteColumn;
  title: SQLiteColumn | null;
  columns: SQLiteColumn[];
  href: (id: number, title: string) => string;
  opens: (role: unknown) => boolean;
};

/** Field kinds whose value may hold library paths: the image itself, or a body that embeds images. */
const IMAGE_BEARING_KINDS = new Set(["image", "richText", "html"]);

/**
 * Every place an image URL can be stored: each content type's image fields and rich-text/HTML bodies
 * (from the registry, so a new type is covered by its definition), the page heroes, the legal pages,
 * newsletter campaigns and the short links' cards.
 */
function usageSources(): Source[] {
  const heroPaths = Object.fromEntries(Object.entries(PAGE_HERO_EDITORS).map(([path, key]) => [key, path]));
  const types = CONTENT_TYPE_LIST.map((def): Source | null => {
    const { table, columns: cols } = bindingOf(def);
    const images = def.fields.filter((field) => IMAGE_BEARING_KINDS.has(field.kind)).map((field) => cols[field.name]!);
    if (images.length === 0) return null;
    const base = def.menu?.to ?? `/admin/${def.key}`;
    return {
      label: def.title,
      table,
      id: cols.id!,
      title: cols[def.labelField] ?? null,
      columns: images,
      href: (id) => `${base}${base.includes("?") ? "&" : "?"}edit=${id}`,
      opens: (role) => canOpenContentType(role, def.key),
    };
  }).filter((source): source is Source => source !== null);
  return [
    ...types,
    {
      label: "Seitenkopf",
      table: schema.pageContents,
      id: schema.pageContents.id,
      title: schema.pageContents.page_key,
      columns: [schema.pageContents.hero_background_image],
      href: (_id, key) => (heroPaths[key] ? `/admin/${heroPaths[key]}` : "/admin"),
      opens: (role) => canFollowAdminLink(role, "/admin/home-hero"),
    },
    {
      label: "Rechtliche Seiten",
      table: schema.legalPages,
      id: schema.legalPages.id,
      title: schema.legalPages.title_de,
      columns: [schema.legalPages.content_de, schema.legalPages.content_en],
      href: () => "/admin/legal",
      opens: (role) => canFollowAdminLink(role, "/admin/legal"),
    },
    {
      label: "Newsletter",
      table: schema.newsletterCampaigns,
      id: schema.newsletterCampaigns.id,
      title: schema.newsletterCampaigns.subject_de,
      columns: [schema.newsletterCampaigns.body_de, schema.newsletterCampaigns.body_en],
      href: (id) => `/admin/newsletter-campaigns/${id}`,
      opens: (role) => canFollowAdminLink(role, "/admin/newsletter-campaigns"),
    },
    {
      label: "Kurzlinks",
      table: schema.redirectLinks,
      id: schema.redirectLinks.id,
      title: schema.redirectLinks.short_code,
      columns: [schema.redirectLinks.image_url],
      href: (id) => `/admin/redirect-links?edit=${id}`,
      opens: (role) => canFollowAdminLink(role, "/admin/redirect-links"),
    },
  ];
}

/** A library path: /media/ followed by the stored name (hash and extension), wherever it stands in a text. */
const MEDIA_PATH = /\/media\/[A-Za-z0-9_-]+\.[A-Za-z0-9]+/g;

/** The library paths a field value names: the whole value of an image field, or each image of a rich-text or HTML body. */
function mediaPathsIn(value: string): string[] {
  return value.match(MEDIA_PATH) ?? [];
}

/**
 * Which records point at which library image, by its path. One D1 batch: every source is asked only
 * for rows whose image fields name a /media/ path.
 */
export async function findUsages(env: Pick<Env, "DB">): Promise<Map<string, FoundUsage[]>> {
  const db = getDb(env);
  const sources = usageSources();
  const queries = sources.map((source) => {
    const fields: Record<string, SQLiteColumn> = { id: source.id };
    source.columns.forEach((column, i) => (fields[`c${i}`] = column));
    if (source.title) fields.title = source.title;
    const where = or(...source.columns.map((column) => like(column, "%/media/%"))) as SQL;
    return db.select(fields).from(source.table).where(where);
  });
  // D1's batch wants at least one query; there is always one per source, and the sources are never none.
  const [first, ...rest] = queries;
  const results = await db.batch([first!, ...rest]);
  const usages = new Map<string, FoundUsage[]>();
  results.forEach((rows, i) => {
    const source = sources[i]!;
    for (const row of rows as Record<string, unknown>[]) {
      const title = String(row.title ?? `#${row.id}`);
      const seen = new Set<string>();
      for (let c = 0; c < source.columns.length; c++) {
        for (const path of mediaPathsIn(String(row[`c${c}`] ?? ""))) {
          if (seen.has(path)) continue;
          seen.add(path);
          const list = usages.get(path) ?? [];
          list.push({ label: source.label, title, href: source.href(Number(row.id), title), opens: source.opens });
          usages.set(path, list);
        }
      }
    }
  });
  return usages;
}

export type MediaRow = Omit<StoredMedia, "created_at"> & { url: string; createdAt: string; usedBy: MediaUsage[] };

/**
 * The library, newest first, each image with the records that use it (named only where the role may
 * open them); `query` searches names, alt texts and hashes.
 */
export async function listMedia(env: Pick<Env, "DB">, query: string, role: unknown): Promise<MediaRow[]> {
  const db = getDb(env);
  const q = query.trim().slice(0, 100);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = (column: SQLiteColumn) => like(column, pattern);
  const where = q
    ? or(
        matches(schema.media.original_name),
        matches(schema.media.alt_de),
        matches(schema.media.alt_en),
        matches(schema.media.hash),
      )
    : undefined;
  const [rows, usages] = await Promise.all([
    db.select().from(schema.media).where(where).orderBy(desc(schema.media.created_at), desc(schema.media.id)),
    findUsages(env),
  ]);
  return rows.map(({ created_at, ...row }) => {
    const url = mediaUrl(row);
    const usedBy = (usages.get(url) ?? []).map(({ label, title, href, opens }) =>
      opens(role) ? { label, title, href } : { label, title: null, href: null },
    );
    return { ...row, url, createdAt: created_at.toISOString(), usedBy };
  });
}

export async function mediaById(env: Pick<Env, "DB">, id: number): Promise<StoredMedia | null> {
  const [row] = await getDb(env).select().from(schema.media).where(eq(schema.media.id, id)).limit(1);
  return row ?? null;
}
