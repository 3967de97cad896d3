/**
 * What an uploaded file really is, judged by its bytes (never the file name or the browser's type).
 * Only raster formats browsers show safely: SVG is refused because it can carry script.
 */
export const MEDIA_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
} as const;

export type MediaExt = keyof typeof MEDIA_TYPES;

export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

/** A stored file's public path: /media/<sha-256 hex>.<ext>. */
export const MEDIA_PATH = /^\/media\/([0-9a-f]{64})\.(jpg|png|webp|avif|gif)$/;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The format named by the first bytes of a file, or null for anything that is not one of ours. */
export function sniffImage(head: Uint8Array): MediaExt | null {
  if (head.length < 12) return null;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpg";
  if (ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 4, 8) === "ftyp") {
    // An ISO-BMFF file is AVIF when its major or one of its compatible brands says so.
    const boxSize = new DataView(head.buffer, head.byteOffset).getUint32(0);
    const end = Math.min(boxSize, head.length);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(head, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/**
 * Whether a file of this format ends the way a complete one does, so a cut-off upload is refused
 * instead of stored as a broken picture. `tail` is the last bytes of the file; `size` its length.
 */
export function endsComplete(ext: MediaExt, head: Uint8Array, tail: Uint8Array, size: number): boolean {
  const last = (n: number) => tail.subarray(Math.max(0, tail.length - n));
  switch (ext) {
    case "jpg":
      // End-of-image marker; some cameras pad a few bytes after it.
      return tail.some((byte, i) => byte === 0xff && tail[i + 1] === 0xd9);
    case "png":
      return ascii(last(8), 0, 4) === "IEND";
    case "gif":
      return last(1)[0] === 0x3b;
    case "webp": {
      // RIFF's size field counts everything after the first 8 bytes.
      const riffSize = new DataView(head.buffer, head.byteOffset).getUint32(4, true);
      return riffSize + 8 === size || riffSize + 9 === size;
    }
    case "avif":
      // Checked box by box in the upload (its boxes must add up to the file's length).
      return true;
  }
}
