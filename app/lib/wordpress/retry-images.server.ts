import { eq, sql } from "drizzle-orm";
import { contentDrafts } from "~db/schema";
import { auditStatement, type AuditActor } from "../audit.server";
import { CONTENT_TABLES } from "../admin/content-tables.server";
import type { RawRow } from "../admin/drafts.server";
import { storedVersion } from "../admin/versions.server";
import type { ContentTypeKey } from "../admin/registry";
import { getDb, type Db } from "../db.server";
import { bumpContentVersion, openPageCache } from "../http/page-cache.server";
import { previousTarget, type ItemWrite } from "./import-records.server";
import { importAttachment } from "./media-import.server";
import { claimMissingImages, clearMissingImage, failMissingImage, missingImageCount } from "./missing-images.server";
import type { RetryOutcome } from "./import-state";
import { missingMarker, PLACEHOLDER_IMAGE } from "./missing-marker";

export type { RetryOutcome };

/*
 * "Fetch missing images again" on the import screen (issue 51): the images imported posts did not get
 * are fetched by the import's own rules (fetch-image.server.ts: public http(s) only, size, type),
 * stored in the media library with the alt text the export gave, and put where the post used them —
 * its featured image, or the marked placeholder in its body (and in a draft of it). Each press takes
 * a few addresses, so one request stays well inside a Worker's time; two presses at once share them.
 */

/** Addresses per press: each may wait for a slow old host. */
const PER_PRESS = 10;

type MissingRow = Awaited<ReturnType<typeof claimMissingImages>>[number];

/** The changed values of a post (raw column values) with the image in its place, or null when it uses it no more. */
function withImage(values: RawRow, row: MissingRow, path: string): RawRow | null {
  const changes: RawRow = {};
  if (row.place === "featured") {
    // A featured image staff have chosen since is theirs: only the placeholder is replaced.
    const current = values.image_url;
    if (current === null || current === undefined || current === "" || current === PLACEHOLDER_IMAGE)
      changes.image_url = path;
  } else {
    const marker = missingMarker(row.source_url);
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === "string" && value.includes(marker)) changes[key] = value.replaceAll(marker, path);
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

type Holder = { kind: "record" | "draft"; id: number; values: RawRow };

/** Where the post's values are now: its record and a draft of it, or its never-published draft. */
async function holdersOf(db: Db, row: MissingRow): Promise<Holder[]> {
  const binding = CONTENT_TABLES[row.type];
  if (!binding) return [];
  const type = row.type as ContentTypeKey;
  const target = await previousTarget(db, row.item_guid, row.type as ItemWrite["typeKey"]);
  const { recordId, row: raw, draft } = await storedVersion(db, type, binding.table, target);
  const holders: Holder[] = [];
  if (recordId !== null && raw) holders.push({ kind: "record", id: recordId, values: raw });
  if (draft) holders.push({ kind: "draft", id: draft.id, values: JSON.parse(draft.data) as RawRow });
  return holders;
}

/** Puts the image where the post used it; returns whether anything changed. */
async function placeInPost(db: Db, row: MissingRow, holders: Holder[], path: string): Promise<boolean> {
  const binding = CONTENT_TABLES[row.type]!;
  let wrote = false;
  for (const holder of holders) {
    const changes = withImage(holder.values, row, path);
    if (!changes) continue;
    wrote = true;
    if (holder.kind === "draft") {
      await db
        .update(contentDrafts)
        .set({ data: JSON.stringify({ ...holder.values, ...changes }) })
        .where(eq(contentDrafts.id, holder.id));
      continue;
    }
    if ("updated_at" in holder.values) changes.updated_at = Date.now();
    const set = sql.join(
      Object.entries(changes).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
      sql`, `,
    );
    await db.run(sql`UPDATE ${binding.table} SET ${set} WHERE id = ${holder.id}`);
  }
  return wrote;
}

/** One press of "fetch missing images again": fetches, stores, places, and says what came and what did not. */
export async function retryMissingImages(
  env: Env,
  actor: AuditActor,
  options: { fetcher?: typeof fetch; timeoutMs?: number } = {},
): Promise<RetryOutcome> {
  const db = getDb(env);
  const claim = crypto.randomUUID();
  const rows = await claimMissingImages(db, claim, new Date(), PER_PRESS);
  if (rows.length === 0) {
    const remaining = await missingImageCount(db);
    return { came: 0, failed: [], remaining, busy: remaining > 0 };
  }
  const byAddress = new Map<string, MissingRow[]>();
  for (const row of rows) byAddress.set(row.source_url, [...(byAddress.get(row.source_url) ?? []), row]);

  let came = 0;
  let wrote = false;
  const failed: RetryOutcome["failed"] = [];
  for (const [address, claimed] of byAddress) {
    // A post deleted since, or whose image staff have replaced, misses nothing: its row just goes.
    const uses: (MissingRow & { holders: Holder[] })[] = [];
    for (const row of claimed) {
      const holders = await holdersOf(db, row);
      if (holders.some((holder) => withImage(holder.values, row, "/") !== null)) uses.push({ ...row, holders });
      else await clearMissingImage(db, row.id);
    }
    if (uses.length === 0) continue;
    const alt = uses.find((use) => use.alt)?.alt ?? "";
    let result: Awaited<ReturnType<typeof importAttachment>>;
    try {
      result = await importAttachment(
        env,
        { sourceUrl: address, alt, title: "", importId: uses[0]!.import_id, actor },
        options,
      );
    } catch (error) {
      console.error(`missing image ${address} not stored`, error);
      result = { ok: false, reason: "network", detail: "not stored" };
    }
    if (!result.ok) {
      await failMissingImage(db, claim, address, result.reason, result.detail);
      failed.push({ address, reason: result.reason });
      continue;
    }
    came++;
    for (const use of uses) {
      if (await placeInPost(db, use, use.holders, result.path)) wrote = true;
      await clearMissingImage(db, use.id);
    }
  }
  if (wrote) await bumpContentVersion(await openPageCache());
  // A press that only let go of images nobody uses any more fetched nothing worth an entry.
  if (came > 0 || failed.length > 0)
    await auditStatement(db, actor, {
      type: "import",
      action: "retry-images",
      changes: { came: [null, came], still_missing: [null, failed.length] },
    });
  return { came, failed, remaining: await missingImageCount(db), busy: false };
}
