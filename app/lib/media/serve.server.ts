import { MEDIA_PATH, MEDIA_TYPES, type MediaExt } from "./image-type";
import { isMediaWidth } from "./responsive";

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
  const url = new URL(request.url);
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
  const [, hash, ext] = match as unknown as [string, string, MediaExt];
  const head = request.method === "HEAD";

  const width = Number(url.searchParams.get("w"));
  if (url.searchParams.has("w") && isMediaWidth(width)) {
    const format = preferredFormat(request);
    const etag = `"${hash}-${width}-${format}"`;
    const headers = headersFor(`image/${format}`, etag, { Vary: "Accept" });
    const early = notModified(request, etag, headers);
    if (early) return early;
    const resized = await variant(env, hash, ext, width, format);
    if (resized) {
      headers.set("Content-Length", String(resized.size));
      return new Response(head ? null : resized.body, { headers });
    }
  }

  const etag = `"${hash}"`;
  const headers = headersFor(MEDIA_TYPES[ext], etag);
  const early = notModified(request, etag, headers);
  if (early) return early;
  const object = head ? await env.MEDIA.head(`${hash}.${ext}`) : await env.MEDIA.get(`${hash}.${ext}`);
  if (!object) return notFound();
  headers.set("Content-Length", String(object.size));
  return new Response(head ? null : (object as R2ObjectBody).body, { headers });
}

/** Removes an image and every resized copy of it from R2. */
export async function deleteMediaObjects(env: Pick<Env, "MEDIA">, hash: string, ext: string): Promise<void> {
  const listed = await env.MEDIA.list({ prefix: `variants/${hash}-` });
  await env.MEDIA.delete([`${hash}.${ext}`, ...listed.objects.map((o) => o.key)]);
}

/**
 * An upload to the library: its action reads the one large body itself, once, so the Worker's
 * up-front form check (which parses a copy of every form) is skipped for it.
 */
export function isMediaUpload(request: Request): boolean {
  return request.method === "POST" && /^\/admin\/media(\.data)?\/?$/.test(new URL(request.url).pathname);
}
