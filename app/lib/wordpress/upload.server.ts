import { requestUrl } from "../http/request-url.server";

/*
 * The upload of a WordPress export: its size is judged before the body is read (Content-Length) and
 * again while it streams; its bytes are checked on their way to R2 (a WordPress export's RSS root, no
 * DOCTYPE or entity declarations anywhere, the closing </rss> at the end), so a refused file is never
 * stored and no import row is made for it.
 */

/** WordPress writes tens of MB for a large site; more than this is not an export we can import in slices. */
const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
/** The multipart frame around the file (boundaries, headers, the other fields). */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Files of an import live under this prefix of the MEDIA bucket, which /media/ never serves. */
export const IMPORT_PREFIX = "imports/";

export type UploadRefusal = "missing" | "too-large" | "broken" | "not-wxr" | "doctype" | "truncated";

/** The import screen's file post: its action reads the body itself (see isImportUpload). */
export function isImportUpload(request: Request): boolean {
  if (request.method !== "POST") return false;
  if (!/^\/admin\/import(\.data)?\/?$/.test(requestUrl(request).pathname)) return false;
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** A declared length over the limit is refused before a byte is read. */
export function tooLargeByLength(request: Request): boolean {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  return Number.isFinite(declared) && declared > MAX_IMPORT_BYTES + FORM_OVERHEAD_BYTES;
}

class TooLarge extends Error {}

/** The request's form, read through a counter that stops at the limit (a body without a length, or lying about it). */
export async function limitedForm(request: Request): Promise<FormData | UploadRefusal> {
  if (!request.body) return "missing";
  let seen = 0;
  const limit = MAX_IMPORT_BYTES + FORM_OVERHEAD_BYTES;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new TooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    return seen > limit ? "too-large" : "broken";
  }
}

/** What the byte check found wrong, thrown through the stream so R2 never keeps the object. */
class Refused extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(reason);
  }
}

const HEAD_BYTES = 4096;
const TAIL_BYTES = 512;
const DECLARATION = /<!(DOCTYPE|ENTITY)/i;
/** The longest text the check looks for across a chunk's edge. */
const CARRY = 16;

/**
 * A pass-through that refuses what is no WordPress export: the start must hold an <rss> root with
 * WordPress's export namespace, nothing may declare a DOCTYPE or entities (no expansion, no external
 * files), and the end must close the <rss> (a file cut off in transfer is refused here, not halfway
 * through its import).
 */
function wxrCheck(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let head = "";
  let carry = "";
  let tail = "";
  let headChecked = false;
  const checkHead = () => {
    headChecked = true;
    if (!/<rss[\s>]/.test(head) || !/wordpress\.org\/export\/1\.[0-9]+\//.test(head)) throw new Refused("not-wxr");
  };
  return new TransformStream({
    transform(chunk, controller) {
      const text = decoder.decode(chunk, { stream: true });
      const window = carry + text;
      if (DECLARATION.test(window)) throw new Refused("doctype");
      carry = window.slice(-CARRY);
      tail = (tail + text).slice(-TAIL_BYTES);
      if (!headChecked) {
        head += text;
        if (head.length >= HEAD_BYTES) checkHead();
      }
      controller.enqueue(chunk);
    },
    flush() {
      if (!headChecked) checkHead();
      if (!/<\/rss>\s*$/.test(tail)) throw new Refused("truncated");
    },
  });
}

/** Streams the chosen file into R2 under `key`, checking it on the way; a refusal leaves nothing stored. */
export async function storeExport(env: Pick<Env, "MEDIA">, key: string, file: File): Promise<UploadRefusal | null> {
  if (file.size === 0) return "missing";
  if (file.size > MAX_IMPORT_BYTES) return "too-large";
  if (!key.startsWith(IMPORT_PREFIX)) throw new Error("an import file outside its prefix");
  const fixed = new FixedLengthStream(file.size);
  const piped = file.stream().pipeThrough(wxrCheck()).pipeTo(fixed.writable);
  const [put, check] = await Promise.allSettled([
    env.MEDIA.put(key, fixed.readable, { httpMetadata: { contentType: "application/xml" } }),
    piped,
  ]);
  if (put.status === "fulfilled" && check.status === "fulfilled") return null;
  // The put may have finished before the check failed at the very end (the closing tag): remove it.
  await env.MEDIA.delete(key).catch(() => undefined);
  if (check.status === "rejected" && check.reason instanceof Refused) return check.reason.reason;
  throw put.status === "rejected" ? put.reason : (check as PromiseRejectedResult).reason;
}
