import { eq } from "drizzle-orm";
import * as schema from "~db/schema";
import type { AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import type { UploadRefusal } from "../media/messages";
import { mediaUrl, storeMedia } from "../media/store.server";
import { fetchRemoteImage, refuseAddress, type RemoteImageRefusal } from "./fetch-image.server";
import { sourceKey } from "./image-addresses";

/*
 * WordPress attachments into the media library (docs/decisions/0062-fetching-images-from-another-site.md):
 * fetched by fetch-image.server.ts, then stored through the very path an upload takes (storeMedia:
 * the same byte checks, R2 object, library row, audit entry; resized variants are made on request as
 * for every library image). Each source address is remembered in wordpress_items under
 * `source:<address without scheme>`, so importing again finds the image without fetching it, and the
 * same bytes under two addresses are still one image (the library keys its files by their hash).
 */

export type AttachmentInput = {
  sourceUrl: string;
  alt: string;
  title: string;
  importId: number;
  actor: AuditActor;
  /** The language the WordPress site wrote its alt texts in; German (the site's default) unless said. */
  lang?: "de" | "en";
};

/** Why an attachment did not come in: a fetch refusal, or the library's own (an upload's); each has its words in IMAGE_REFUSALS. */
type AttachmentRefusal = RemoteImageRefusal | UploadRefusal;

export type AttachmentResult =
  { ok: true; mediaId: number; path: string } | { ok: false; reason: AttachmentRefusal; detail: string };

/** The wordpress_items key of an image's source address (not a WordPress GUID: inline images have none). */
const sourceItemKey = (url: string) => `source:${sourceKey(url)}`;

/** The file name an imported image is listed under in the library: the last part of its address. */
function fileNameOf(url: string, title: string): string {
  const last = new URL(url).pathname.split("/").pop() ?? "";
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as it was written.
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here.
  return (name || title || "wordpress-image").replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200);
}

/** The library image an earlier import brought in from this address, if it is still there. */
async function knownImage(env: Pick<Env, "DB">, key: string) {
  const db = getDb(env);
  const [row] = await db
    .select({ id: schema.media.id, hash: schema.media.hash, ext: schema.media.ext })
    .from(schema.wordpressItems)
    .innerJoin(schema.media, eq(schema.media.id, schema.wordpressItems.record_id))
    .where(eq(schema.wordpressItems.guid, key))
    .limit(1);
  return row ?? null;
}

/** Puts one WordPress attachment into the media library (or finds it there: same source address → same row); returns its site path "/media/…" or why not. */
export async function importAttachment(
  env: Env,
  input: AttachmentInput,
  options: { fetcher?: typeof fetch; timeoutMs?: number } = {},
): Promise<AttachmentResult> {
  const refused = refuseAddress(env, input.sourceUrl);
  if (refused) return refused;
  const key = sourceItemKey(input.sourceUrl);
  const known = await knownImage(env, key);
  if (known) return { ok: true, mediaId: known.id, path: mediaUrl(known) };

  const fetched = await fetchRemoteImage(env, input.sourceUrl, options);
  if (!fetched.ok) return fetched;
  const name = fileNameOf(input.sourceUrl, input.title);
  const file = new File([fetched.bytes], name, { type: fetched.contentType });
  const alt = input.alt.trim().slice(0, 300) || null;
  const stored = await storeMedia(env, file, input.actor, input.lang === "en" ? { alt_en: alt } : { alt_de: alt });
  if (!stored.ok) return { ok: false, reason: stored.reason, detail: `${name}: refused by the media library` };

  const db = getDb(env);
  const item = {
    import_id: input.importId,
    kind: "attachment",
    record_type: "media",
    record_id: stored.media.id,
    outcome: "imported",
    note: input.sourceUrl.slice(0, 2000),
  };
  await db
    .insert(schema.wordpressItems)
    .values({ guid: key, ...item })
    .onConflictDoUpdate({ target: schema.wordpressItems.guid, set: item });
  return { ok: true, mediaId: stored.media.id, path: mediaUrl(stored.media) };
}

export { rewriteImageAddresses } from "./image-addresses";
