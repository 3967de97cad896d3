import { eq, sql } from "drizzle-orm";
import { imageSize } from "image-size";
import * as schema from "~db/schema";
import { auditStatement, changesBetween, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { endsComplete, MAX_MEDIA_BYTES, MEDIA_TYPES, sniffImage, type MediaExt } from "./image-type";
import type { UploadRefusal } from "./messages";
import { toHex } from "../digest.server";

/** Largest side we accept: bigger pictures are decompression bombs for the resizer, not photos. */
const MAX_SIDE = 12_000;
/** A JPEG's size sits after its metadata segments; half a megabyte holds every real camera's. */
const HEAD_BYTES = 512 * 1024;
/** Room for the multipart framing around one file. */
const FORM_OVERHEAD = 64 * 1024;

export type StoredMedia = typeof schema.media.$inferSelect;
export type UploadResult = { ok: true; media: StoredMedia; created: boolean } | { ok: false; reason: UploadRefusal };

/**
 * Refuses an upload by its declared length before a byte of it is read: no length (a body streamed
 * without one could be any size) or more than one image's limit plus the form's framing.
 */
export function refuseByLength(request: Request): UploadRefusal | null {
  const declared = request.headers.get("Content-Length");
  if (declared === null || !/^\d+$/.test(declared)) return "length-required";
  if (Number(declared) > MAX_MEDIA_BYTES + FORM_OVERHEAD) return "too-large";
  return null;
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** Looks like SVG or other markup: named in the refusal so the editor knows what to do instead. */
function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder().decode(head.subarray(0, 1024)).toLowerCase();
  return text.includes("<svg");
}

/** Top-level ISO-BMFF boxes of an AVIF must add up to exactly the file's length. */
async function boxesAddUp(file: Blob): Promise<boolean> {
  let at = 0;
  for (let boxes = 0; at < file.size && boxes < 10_000; boxes++) {
    const header = await bytesOf(file.slice(at, at + 16));
    if (header.length < 8) return false;
    const view = new DataView(header.buffer);
    let size = view.getUint32(0);
    if (size === 1) {
      if (header.length < 16) return false;
      size = Number(view.getBigUint64(8));
    } else if (size === 0) size = file.size - at;
    if (size < 8) return false;
    at += size;
  }
  return at === file.size;
}

/** Checks a file by its bytes and learns its size from its header. */
async function inspect(
  file: Blob,
): Promise<{ ok: true; ext: MediaExt; width: number; height: number } | { ok: false; reason: UploadRefusal }> {
  if (file.size > MAX_MEDIA_BYTES) return { ok: false, reason: "too-large" };
  const head = await bytesOf(file.slice(0, HEAD_BYTES));
  const ext = sniffImage(head);
  if (!ext) return { ok: false, reason: looksLikeSvg(head) ? "svg" : "type" };
  const tail = await bytesOf(file.slice(Math.max(0, file.size - 64)));
  if (!endsComplete(ext, head, tail, file.size)) return { ok: false, reason: "broken" };
  if (ext === "avif" && !(await boxesAddUp(file))) return { ok: false, reason: "broken" };
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSize(head));
  } catch {
    return { ok: false, reason: "broken" };
  }
  if (!(width > 0 && height > 0)) return { ok: false, reason: "broken" };
  if (width > MAX_SIDE || height > MAX_SIDE) return { ok: false, reason: "dimensions" };
  return { ok: true, ext, width, height };
}

/** Hex SHA-256 of a file, read as a stream (the file is not copied into a second buffer). */
async function sha256(file: Blob): Promise<string> {
  // workerd offers it on `crypto` only (the global class is a type, not a value: app/workerd.d.ts).
  const digest = new crypto.DigestStream("SHA-256");
  await file.stream().pipeTo(digest);
  return toHex(await digest.digest);
}

/**
 * Stores one uploaded image: checked by its bytes, put into R2 under its content hash, then recorded
 * in D1. Anything refused is never written; if the D1 row cannot be written the R2 object is removed
 * again, so a failure halfway leaves nothing behind. The same bytes uploaded twice are one image (and,
 * as nothing is written, no audit entry). The row and its audit entry are written in one batch.
 */
export async function storeMedia(
  env: Pick<Env, "DB" | "MEDIA">,
  file: File,
  actor: AuditActor,
  // An image brought in from another site comes with its alt text; an upload gets one afterwards.
  alt: { alt_de?: string | null; alt_en?: string | null } = {},
): Promise<UploadResult> {
  const checked = await inspect(file);
  if (!checked.ok) return checked;
  const db = getDb(env);
  const hash = await sha256(file);
  const [existing] = await db.select().from(schema.media).where(eq(schema.media.hash, hash)).limit(1);
  if (existing) return { ok: true, media: existing, created: false };

  const key = `${hash}.${checked.ext}`;
  const mime = MEDIA_TYPES[checked.ext];
  // R2 checks the bytes it received against the hash: a body cut off on the way is refused there.
  await env.MEDIA.put(key, file, { httpMetadata: { contentType: mime }, sha256: hash });
  try {
    const values = {
      hash,
      ext: checked.ext,
      mime,
      bytes: file.size,
      width: checked.width,
      height: checked.height,
      original_name: (file.name || "").slice(0, 200),
      uploaded_by: actor.id,
      ...(alt.alt_de ? { alt_de: alt.alt_de } : {}),
      ...(alt.alt_en ? { alt_en: alt.alt_en } : {}),
    };
    const [[row]] = await db.batch([
      db.insert(schema.media).values(values).returning(),
      auditStatement(db, actor, {
        type: "media",
        recordId: sql`last_insert_rowid()`,
        action: "upload",
        changes: changesBetween(null, values, [
          "original_name",
          "mime",
          "bytes",
          "width",
          "height",
          "alt_de",
          "alt_en",
        ]),
      }),
    ]);
    return { ok: true, media: row!, created: true };
  } catch (error) {
    // The same bytes stored a moment ago by a parallel upload: that row is this image too.
    const [raced] = await db.select().from(schema.media).where(eq(schema.media.hash, hash)).limit(1);
    if (raced) return { ok: true, media: raced, created: false };
    await env.MEDIA.delete(key);
    throw error;
  }
}

/** The library's path of a stored image. */
export function mediaUrl(row: Pick<StoredMedia, "hash" | "ext">): string {
  return `/media/${row.hash}.${row.ext}`;
}
