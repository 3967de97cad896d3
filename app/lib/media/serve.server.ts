import { MEDIA_PATH, MEDIA_TYPES, type MediaExt } from "./image-type";
import { isMediaWidth } from "./responsive";
import { requestUrl } from "../http/request-url.server";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Resized copies live beside the originals in R2, made once on first request. */
const variantKey = (hash: string, width: number, format: "webp" | "avif") => `variants/${hash}-${width}.${format}`;

function headersFor(contentType: string, etag: string, extra: Record<string, string> = {}): Headers {
  return new Headers({
    "Content-Type": contentType,
    "Cache-Control": IMMUTABLE,
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
    // An image is never a document: no script, no framing, even if opened on its own.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...extra,
  });
}

function notModified(request: Request, etag: string, headers: Headers): Response | null {
  const given = request.headers.get("If-None-Match");
  if (!given) return null;
  const tags = given.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (!tags.includes(etag) && !tags.includes("*")) return null;
  headers.delete("Content-Type");
  return new Response(null, { status: 304, headers });
}

/*
 * Hot images are kept in the isolate's memory, so a page's pictures do not cost an R2 read each time.
 * Keys name content (the hash, the hash and width), so a kept copy is never out of date; it is dropped
 * after MEMORY_TTL_MS so that a deleted image stops being served by other isolates too, and the
 * isolate that deletes it forgets it at once. Only small files, and a bounded total (oldest out first).
 */
const MEMORY_MAX_OBJECT_BYTES = 512 * 1024;
const MEMORY_BUDGET_BYTES = 16 * 1024 * 1024;
const MEMORY_TTL_MS = 10 * 60_000;
const memory = new Map<string, { bytes: ArrayBuffer; until: number }>();
let memoryBytes = 0;

function dropFromMemory(key: string): void {
  const entry = memory.get(key);
  if (!entry) return;
  memory.delete(key);
  memoryBytes -= entry.bytes.byteLength;
}

function fromMemory(key: string, now: number): ArrayBuffer | null {
  const entry = memory.get(key);
  if (!entry) return null;
  if (entry.until <= now) {
    dropFromMemory(key);
    return null;
  }
  // Used again: it moves to the young end of the Map's order.
  memory.delete(key);
  memory.set(key, entry);
  return entry.bytes;
}

function keepInMemory(key: string, bytes: ArrayBuffer, now: number): void {
  if (bytes.byteLength > MEMORY_MAX_OBJECT_BYTES) return;
  dropFromMemory(key);
  for (const oldest of memory.keys()) {
    if (memoryBytes + bytes.byteLength <= MEMORY_BUDGET_BYTES) break;
    dropFromMemory(oldest);
  }
  memory.set(key, { bytes, until: now + MEMORY_TTL_MS });
  memoryBytes += bytes.byteLength;
}

/** An R2 object's body: from memory when kept, else read (and kept when small). */
async function bodyOf(key: string, object: R2ObjectBody, now: number): Promise<ArrayBuffer | ReadableStream> {
  if (object.size > MEMORY_MAX_OBJECT_BYTES) return object.body;
  const bytes = await object.arrayBuffer();
  keepInMemory(key, bytes, now);
  return bytes;
}

/** AVIF for browsers that say they take it, WebP for everyone else. */
function preferredFormat(request: Request): "avif" | "webp" {
  return /image\/avif/.test(request.headers.get("Accept") ?? "") ? "avif" : "webp";
}

/**
 * A resized copy, made with the Images binding and kept in R2. Null when it cannot be made (the
 * binding is missing or fails): the caller then serves the original, which is always correct.
 */
async function variant(
  env: Pick<Env, "MEDIA" | "IMAGES">,
  hash: string,
  ext: MediaExt,
  width: number,
  format: "webp" | "avif",
): Promise<R2ObjectBody | null> {
  const key = variantKey(hash, width, format);
  const cached = await env.MEDIA.get(key);
  if (cached) return cached;
  const original = await env.MEDIA.get(`${hash}.${ext}`);
  if (!original || !env.IMAGES) return null;
  try {
    const result = await env.IMAGES.input(original.body)
      .transform({ width, fit: "scale-down" })
      .output({ format: `image/${format}`, quality: 75 });
    const bytes = await new Response(result.image()).arrayBuffer();
    await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: `image/${format}` } });
    return await env.MEDIA.get(key);
  } catch (error) {
    console.error(`media: resizing ${hash} to ${width} failed, serving the original`, error);
    return null;
  }
}

/**
 * GET/HEAD /media/<hash>.<ext>[?w=<width>]: the library's images, answered before React Router.
 * Returns null for any other path. The content never changes under a hash, so it is cached for a year
 * and revalidated by its ETag.
 */
export async function serveMedia(request: Request, env: Pick<Env, "MEDIA" | "IMAGES">): Promise<Response | null> {
  const url = requestUrl(request);
  if (!url.pathname.startsWith("/media/")) return null;
  const match = MEDIA_PATH.exec(url.pathname);
  const notFound = () =>
    new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  if (!match) return notFound();
  if (request.method !== "GET" && request.method !== "HEAD")
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  const hash = match[1];
  const ext = match[2] as MediaExt;
  const head = request.method === "HEAD";
  const now = Date.now();

  const width = Number(url.searchParams.get("w"));
  if (url.searchParams.has("w") && isMediaWidth(width)) {
    const format = preferredFormat(request);
    const etag = `"${hash}-${width}-${format}"`;
    const headers = headersFor(`image/${format}`, etag, { Vary: "Accept" });
    const early = notModified(request, etag, headers);
    if (early) return early;
    const key = variantKey(hash, width, format);
    const kept = fromMemory(key, now);
    if (kept) {
      headers.set("Content-Length", String(kept.byteLength));
      return new Response(head ? null : kept, { headers });
    }
    const resized = await variant(env, hash, ext, width, format);
    if (resized) {
      headers.set("Content-Length", String(resized.size));
      return new Response(head ? null : await bodyOf(key, resized, now), { headers });
    }
  }

  const etag = `"${hash}"`;
  const headers = headersFor(MEDIA_TYPES[ext], etag);
  const early = notModified(request, etag, headers);
  if (early) return early;
  const key = `${hash}.${ext}`;
  const kept = fromMemory(key, now);
  if (kept) {
    headers.set("Content-Length", String(kept.byteLength));
    return new Response(head ? null : kept, { headers });
  }
  const object = head ? await env.MEDIA.head(key) : await env.MEDIA.get(key);
  if (!object) return notFound();
  headers.set("Content-Length", String(object.size));
  return new Response(head ? null : await bodyOf(key, object as R2ObjectBody, now), { headers });
}

/** Removes an image and every resized copy of it from R2. */
export async function deleteMediaObjects(env: Pick<Env, "MEDIA">, hash: string, ext: string): Promise<void> {
  const listed = await env.MEDIA.list({ prefix: `variants/${hash}-` });
  const keys = [`${hash}.${ext}`, ...listed.objects.map((o) => o.key)];
  await env.MEDIA.delete(keys);
  for (const key of keys) dropFromMemory(key);
}

/**
 * An upload to the library: its action reads the one large body itself, once, so the Worker's
 * up-front form check (which parses a copy of every form) is skipped for it.
 */
export function isMediaUpload(request: Request): boolean {
  return request.method === "POST" && /^\/admin\/media(\.data)?\/?$/.test(requestUrl(request).pathname);
}
