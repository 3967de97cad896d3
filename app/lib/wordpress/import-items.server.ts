import { eq, sql } from "drizzle-orm";
import { legacyAddresses, media, wordpressItems } from "~db/schema";
import type { Db } from "../db.server";
import { mediaUrl } from "../media/store.server";
import { sameSitePath } from "../text/url";
import { aboutValues, blogValues, itemState, serviceDetailValues, type ImageIndex } from "./import-posts.server";
import type { PageTarget } from "./page-targets";
import { checkedValues, noteItem, writeItem, type ItemWrite } from "./import-records.server";
import type { ImportOptions, ImportProgress, ImportReport, ImportStep, ImportSummary } from "./import-state";
import { legacyKey, legacyQueryKey } from "./legacy-addresses.server";
import { categoryPaths, legacyPathsOf } from "./legacy-paths.server";
import { importAttachment } from "./media-import.server";
import { keepMissingImages } from "./missing-images.server";
import type { WxrItem } from "./types";

/*
 * One item of an export, in its pass: attachments into the media library first, then posts as blog
 * posts and pages as the admin chose; each published one's old addresses answer 301 to its new page.
 * An item that fails is reported and the import goes on with the next.
 */

export type SliceContext = {
  env: Env;
  db: Db;
  importId: number;
  summary: ImportSummary;
  options: ImportOptions;
  progress: ImportProgress;
  report: ImportReport;
  /** Whether the slice changed anything visitors see (the page cache is then renewed). */
  wrote: boolean;
};

const SOURCE = "wordpress";

/**
 * The key of an item in wordpress_items: its GUID with its WordPress id, because exports repeat a GUID
 * for different posts (WordPress's own theme test data does); the same file gives the same keys again.
 */
function itemKey(item: Pick<WxrItem, "guid" | "wpId">): string {
  return `${item.guid}#${item.wpId}`;
}

function imagesOf(progress: ImportProgress): ImageIndex {
  return {
    attachments: new Map(Object.entries(progress.attachments).map(([id, info]) => [Number(id), info])),
    media: new Map(Object.entries(progress.media)),
    failed: new Map(Object.entries(progress.failed ?? {})),
  };
}

/** The stored form of an old address as the reader gives it (`/2008/09/x/` or `/?p=1`). */
function legacyRowKey(path: string): string | null {
  if (path.startsWith("/?")) return legacyQueryKey(new URLSearchParams(path.slice(2)));
  return legacyKey(path);
}

/** Old addresses → one new one; a changed target is written, an unchanged one left alone. */
async function pointAddresses(db: Db, paths: string[], target: string) {
  // The one guard on write as on answer: a target that is not a path of this site is never stored.
  if (!sameSitePath(target)) return;
  const keys = [...new Set(paths.map(legacyRowKey).filter((key): key is string => key !== null && key !== "/"))];
  // Never shadow an address this site answers itself: the new page's own.
  const rows = keys.filter((key) => key !== target).map((path) => ({ path, target, source: SOURCE }));
  if (rows.length === 0) return;
  await db
    .insert(legacyAddresses)
    .values(rows)
    .onConflictDoUpdate({
      target: legacyAddresses.path,
      set: { target: sql`excluded.target` },
      setWhere: sql`${legacyAddresses.target} <> excluded.target`,
    });
}

async function importOneAttachment(ctx: SliceContext, item: WxrItem) {
  const { db, progress } = ctx;
  const url = item.attachmentUrl ?? "";
  progress.attachments[String(item.wpId)] = { url, alt: item.alt ?? "", caption: item.excerpt, parent: item.parentId };
  const [known] = await db
    .select({ hash: media.hash, ext: media.ext })
    .from(wordpressItems)
    .innerJoin(media, eq(media.id, wordpressItems.record_id))
    .where(eq(wordpressItems.guid, itemKey(item)))
    .limit(1);
  if (known && url) {
    progress.media[url] = mediaUrl(known);
    progress.counts.unchanged++;
    return;
  }
  const result = url
    ? await importAttachment(ctx.env, {
        sourceUrl: url,
        alt: item.alt ?? "",
        title: item.title,
        importId: ctx.importId,
        actor: ctx.options.actor,
      })
    : ({ ok: false, reason: "missing", detail: "no address" } as const);
  if (result.ok) {
    progress.media[url] = result.path;
    progress.counts.created++;
    await db
      .insert(wordpressItems)
      .values({
        guid: itemKey(item),
        import_id: ctx.importId,
        kind: "attachment",
        record_type: "media",
        record_id: result.mediaId,
        outcome: "imported",
      })
      .onConflictDoUpdate({
        target: wordpressItems.guid,
        set: {
          record_type: "media",
          record_id: result.mediaId,
          outcome: "imported",
          note: null,
          import_id: ctx.importId,
        },
      });
    return;
  }
  progress.counts.failed++;
  if (url) (progress.failed ??= {})[url] = result.reason;
  ctx.report.problems.push({ title: item.title, kind: "attachment", problem: result.reason, address: url });
  await noteItem(db, {
    guid: itemKey(item),
    kind: "attachment",
    importId: ctx.importId,
    outcome: "failed",
    note: `${result.reason}: ${result.detail}`.slice(0, 500),
  });
}

function pageWrite(ctx: SliceContext, item: WxrItem, target: Exclude<PageTarget, "skip">) {
  const images = imagesOf(ctx.progress);
  const built = target === "service" ? serviceDetailValues(item, images) : aboutValues(item, images);
  return { typeKey: target === "service" ? ("service-details" as const) : ("about" as const), ...built };
}

async function importContent(ctx: SliceContext, item: WxrItem) {
  const { db, summary, progress } = ctx;
  const kind = item.type === "post" ? "post" : "page";
  const target: PageTarget | "post" = item.type === "post" ? "post" : (ctx.options.pages[String(item.wpId)] ?? "skip");
  if (target === "skip") {
    progress.counts.skipped++;
    await noteItem(db, {
      guid: itemKey(item),
      kind,
      importId: ctx.importId,
      outcome: "skipped",
      note: "Seite übersprungen",
    });
    return;
  }
  const built =
    target === "post"
      ? { typeKey: "blog" as const, ...blogValues(item, summary.channel, imagesOf(progress)) }
      : pageWrite(ctx, item, target);
  const checked = checkedValues(built.typeKey, built.values);
  if (checked.problems) {
    // Refused as its form would refuse it: reported field by field; the other items still come in.
    progress.counts.failed++;
    for (const { field, message } of checked.problems) {
      ctx.report.problems.push({ title: item.title, kind, field, problem: message });
    }
    const detail = checked.problems.map(({ field, message }) => `${field}: ${message}`).join("; ");
    await noteItem(db, {
      guid: itemKey(item),
      kind,
      importId: ctx.importId,
      outcome: "failed",
      note: detail.slice(0, 500),
    });
    return;
  }
  const { state, note } = itemState(item, new Date());
  const write: ItemWrite = {
    guid: itemKey(item),
    kind,
    importId: ctx.importId,
    typeKey: built.typeKey,
    values: checked.values,
    state,
    note,
  };
  const written = await writeItem(db, ctx.options.actor, write);
  await keepMissingImages(db, { guid: write.guid, type: built.typeKey, importId: ctx.importId, uses: built.missing });
  progress.counts[written.outcome]++;
  if (written.outcome !== "unchanged") ctx.wrote = true;
  if (note) ctx.report.notes.push({ title: item.title, kind, problem: note });
  for (const converterNote of built.notes) ctx.report.notes.push({ title: item.title, kind, problem: converterNote });
  if (!written.published) return;
  const newPath =
    built.typeKey === "blog"
      ? `/blog/${written.slug}`
      : built.typeKey === "service-details"
        ? `/services/${written.slug}`
        : "/about";
  await pointAddresses(db, legacyPathsOf(item, summary.channel), newPath);
}

/** One item in the given pass; everything not of that pass (menus, other post types) is passed over. */
export async function importItem(ctx: SliceContext, step: ImportStep, item: WxrItem): Promise<void> {
  const wanted = step === "attachments" ? item.type === "attachment" : item.type === "post" || item.type === "page";
  if (!wanted) return;
  try {
    if (step === "attachments") await importOneAttachment(ctx, item);
    else await importContent(ctx, item);
  } catch (error) {
    console.error(`wordpress import ${ctx.importId}: item ${item.guid} failed`, error);
    ctx.progress.counts.failed++;
    ctx.report.problems.push({ title: item.title, kind: item.type, problem: "failed" });
  }
}

/** `/category/<slug>/` → the blog searched for the category's name (the blog has no category filter). */
export async function writeCategoryAddresses(ctx: SliceContext) {
  const { channel } = ctx.summary;
  for (const { slug, path } of categoryPaths(channel)) {
    const name = channel.categories.find((term) => term.slug === slug)?.name ?? slug;
    await pointAddresses(ctx.db, [path], `/blog?q=${encodeURIComponent(name)}`);
  }
}
