import { and, countDistinct, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { wordpressItems, wordpressMissingImages } from "~db/schema";
import type { Db } from "../db.server";
import type { MissingUse } from "./missing-marker";

/*
 * The images imported posts use but did not get (issue 51): one row per post and place (featured
 * image, body) and source address, kept by the import and cleared when the image has come. The post
 * itself shows the placeholder meanwhile (missing-marker.ts).
 */

type MissingRow = typeof wordpressMissingImages.$inferSelect;

/** How long a retry's claim holds: a retry that died half-way frees its images after this. */
const CLAIM_MS = 5 * 60 * 1000;

/** The post's missing images as the import found them now: new ones kept, ones that came since dropped. */
export async function keepMissingImages(
  db: Db,
  post: { guid: string; type: string; importId: number; uses: MissingUse[] },
): Promise<void> {
  const uses = new Map(post.uses.map((use) => [`${use.place} ${use.sourceUrl}`, use]));
  const existing = await db
    .select({
      id: wordpressMissingImages.id,
      place: wordpressMissingImages.place,
      url: wordpressMissingImages.source_url,
    })
    .from(wordpressMissingImages)
    .where(eq(wordpressMissingImages.item_guid, post.guid));
  const gone = existing.filter((row) => !uses.has(`${row.place} ${row.url}`)).map((row) => row.id);
  if (gone.length > 0) await db.delete(wordpressMissingImages).where(inArray(wordpressMissingImages.id, gone));
  for (const use of uses.values()) {
    const values = { type: post.type, alt: use.alt.slice(0, 300), reason: use.reason, import_id: post.importId };
    await db
      .insert(wordpressMissingImages)
      .values({ item_guid: post.guid, place: use.place, source_url: use.sourceUrl, ...values })
      .onConflictDoUpdate({
        target: [wordpressMissingImages.item_guid, wordpressMissingImages.place, wordpressMissingImages.source_url],
        set: values,
      });
  }
}

/** How many different images are still missing (one address used by two posts counts once). */
export async function missingImageCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: countDistinct(wordpressMissingImages.source_url) }).from(wordpressMissingImages);
  return row?.n ?? 0;
}

/** The still-missing images with the reason of their last try, for the import screen's list. */
export async function missingImageList(db: Db, limit = 50) {
  return db
    .select({ address: wordpressMissingImages.source_url, reason: wordpressMissingImages.reason })
    .from(wordpressMissingImages)
    .groupBy(wordpressMissingImages.source_url)
    .orderBy(wordpressMissingImages.source_url)
    .limit(limit);
}

/**
 * The records and drafts of a type that still miss an image: the list and the edit form mark them.
 * The post is found through its wordpress_items row, as a second import finds it.
 */
export async function missingImageMarks(db: Db, type: string): Promise<{ records: number[]; drafts: number[] }> {
  const rows = await db
    .selectDistinct({ recordType: wordpressItems.record_type, recordId: wordpressItems.record_id })
    .from(wordpressMissingImages)
    .innerJoin(wordpressItems, eq(wordpressItems.guid, wordpressMissingImages.item_guid))
    .where(eq(wordpressMissingImages.type, type));
  const ids = (recordType: string) =>
    rows.filter((row) => row.recordType === recordType && row.recordId !== null).map((row) => row.recordId!);
  return { records: ids(type), drafts: ids(`${type}:draft`) };
}

/**
 * Claims up to `limit` addresses (every post's use of each) for one retry. D1 runs one statement at a
 * time, so of two retries at once each row goes to one of them: no image is fetched and stored twice.
 */
export async function claimMissingImages(db: Db, claim: string, now: Date, limit: number): Promise<MissingRow[]> {
  const free = or(
    isNull(wordpressMissingImages.claim),
    lt(wordpressMissingImages.claimed_at, new Date(now.getTime() - CLAIM_MS)),
  );
  const addresses = db
    .selectDistinct({ url: wordpressMissingImages.source_url })
    .from(wordpressMissingImages)
    .where(free)
    .orderBy(wordpressMissingImages.source_url)
    .limit(limit);
  await db
    .update(wordpressMissingImages)
    .set({ claim, claimed_at: now })
    .where(and(free, inArray(wordpressMissingImages.source_url, addresses)));
  return db.select().from(wordpressMissingImages).where(eq(wordpressMissingImages.claim, claim));
}

/** The image came and stands in its place: the post's row goes. */
export async function clearMissingImage(db: Db, id: number) {
  await db.delete(wordpressMissingImages).where(eq(wordpressMissingImages.id, id));
}

/** The image failed again: the new reason is kept and the claim let go. */
export async function failMissingImage(db: Db, claim: string, url: string, reason: string, detail: string) {
  await db
    .update(wordpressMissingImages)
    .set({ reason, detail: detail.slice(0, 500), claim: null, claimed_at: null })
    .where(and(eq(wordpressMissingImages.claim, claim), eq(wordpressMissingImages.source_url, url)));
}
