import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, signInAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, fetchWorker, ORIGIN, postForm, testDb } from "../helpers";

/** A real 4×3 PNG. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4UaEBRww4OQBQxhDhRtmi7QAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const HTML = new TextEncoder().encode("<!doctype html><html><body><script>alert(1)</script></body></html>");

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A multipart POST as a browser or curl sends it: the file in field `file`, with its length declared. */
async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  cookie?: string,
  type = "image/png",
  path = "/admin/media",
) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  const encoded = new Request(ORIGIN, { method: "POST", body: form });
  const body = await encoded.arrayBuffer();
  return fetchWorker(path, {
    method: "POST",
    body,
    headers: {
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type")!,
      "Content-Length": String(body.byteLength),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

async function stored() {
  const [rows, listed] = await Promise.all([testDb().select().from(schema.media), env.MEDIA.list()]);
  return { rows: rows.length, objects: listed.objects.length };
}

async function emptyBucket() {
  for (;;) {
    const listed = await env.MEDIA.list();
    if (listed.objects.length === 0) return;
    await env.MEDIA.delete(listed.objects.map((o) => o.key));
  }
}

let admin: string;
let moderator: string;
let user: string;

beforeAll(async () => {
  admin = (await signInAs("admin")).cookie;
  moderator = (await signInAs("moderator")).cookie;
  user = (await signInAs("user")).cookie;
});

beforeEach(async () => {
  await clearTables(schema.media);
  await emptyBucket();
  await testDb().update(schema.pageContents).set({ hero_background_image: null });
});

describe("uploading to the media library", () => {
  it("stores a PNG posted as admin and serves it under /media/<hash>.png, immutable, with a 304 on its ETag", async () => {
    const response = await upload(PNG, "photo.png", admin);
    expect(response.status).toBe(201);
    const hash = await sha256Hex(PNG);
    const [row] = await testDb().select().from(schema.media);
    expect(row).toMatchObject({ hash, ext: "png", mime: "image/png", bytes: PNG.length, width: 4, height: 3 });
    expect(await stored()).toEqual({ rows: 1, objects: 1 });

    const served = await get(`/media/${hash}.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const etag = served.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    const again = await fetchWorker(`/media/${hash}.png`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("keeps one copy when the same bytes are uploaded twice", async () => {
    expect((await upload(PNG, "a.png", admin)).status).toBe(201);
    expect((await upload(PNG, "b.png", admin)).status).toBe(201);
    expect(await stored()).toEqual({ rows: 1, objects: 1 });
  });

  it("refuses an HTML file renamed .png and an SVG with a 4xx in the user's language, storing nothing", async () => {
    const html = await upload(HTML, "innocent.png", admin);
    expect(html.status).toBe(415);
    expect(await html.text()).toContain("Nur JPEG, PNG, WebP, AVIF und GIF");
    const svg = await upload(SVG, "logo.svg", admin, "image/svg+xml");
    expect(svg.status).toBe(415);
    expect(await svg.text()).toContain("SVG-Dateien sind nicht erlaubt");
    const english = await upload(SVG, "logo.svg", `${admin}; lang=en`, "image/svg+xml");
    expect(english.status).toBe(415);
    expect(await stored()).toEqual({ rows: 0, objects: 0 });
  });

  it("refuses a cut-off PNG (its end is missing) and stores nothing", async () => {
    const response = await upload(PNG.subarray(0, PNG.length - 12), "cut.png", admin);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("beschädigt oder unvollständig");
    expect(await stored()).toEqual({ rows: 0, objects: 0 });
  });

  it("refuses more than 10 MB, by the declared length and by the file itself", async () => {
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(PNG);
    const byLength = await upload(huge, "huge.png", admin);
    expect(byLength.status).toBe(413);
    expect(await byLength.text()).toContain("höchstens 10 MB");
    const justOver = new Uint8Array(10 * 1024 * 1024 + 1);
    justOver.set(PNG);
    expect((await upload(justOver, "over.png", admin)).status).toBe(413);
    expect(await stored()).toEqual({ rows: 0, objects: 0 });
  });

  it("refuses an upload without a declared length", async () => {
    const form = new FormData();
    form.append("file", new File([PNG], "a.png", { type: "image/png" }));
    const encoded = new Request(ORIGIN, { method: "POST", body: form });
    // A stream of unknown length (as a client sending chunked would).
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const response = await fetchWorker("/admin/media", {
      method: "POST",
      body,
      headers: { Origin: ORIGIN, "Content-Type": encoded.headers.get("Content-Type")!, Cookie: admin },
      // @ts-expect-error a streamed body needs the duplex flag
      duplex: "half",
    });
    expect(response.status).toBe(411);
    expect(await stored()).toEqual({ rows: 0, objects: 0 });
  });

  it("lets a moderator upload; a plain user gets 403 and a visitor is sent to log in, nothing stored", async () => {
    expect((await upload(HTML, "x.png", user)).status).toBe(403);
    const visitor = await upload(PNG, "x.png");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/admin/media")}`);
    expect(await stored()).toEqual({ rows: 0, objects: 0 });
    expect((await upload(PNG, "mod.png", moderator)).status).toBe(201);
    expect(await stored()).toEqual({ rows: 1, objects: 1 });
  });
});

describe("alt texts and deleting", () => {
  async function uploadedRow() {
    expect((await upload(PNG, "photo.png", admin)).status).toBe(201);
    const [row] = await testDb().select().from(schema.media);
    return row!;
  }

  it("saves alt texts and the decorative flag", async () => {
    const row = await uploadedRow();
    const response = await postForm(
      "/admin/media",
      { intent: "alt", id: String(row.id), alt_de: "Ein Sonnenaufgang", alt_en: "A sunrise" },
      { Cookie: moderator },
    );
    expect(response.status).toBe(200);
    const [saved] = await testDb().select().from(schema.media).where(eq(schema.media.id, row.id));
    expect(saved).toMatchObject({ alt_de: "Ein Sonnenaufgang", alt_en: "A sunrise", decorative: false });
  });

  it("shows who uses an image; a moderator may not delete a used one, an admin may, and it leaves R2", async () => {
    const row = await uploadedRow();
    const url = `/media/${row.hash}.png`;
    await testDb()
      .insert(schema.pageContents)
      .values({ page_key: "blog", title_de: "Blog", title_en: "Blog", description_de: "d", description_en: "d" })
      .onConflictDoNothing();
    await testDb()
      .update(schema.pageContents)
      .set({ hero_background_image: url })
      .where(eq(schema.pageContents.page_key, "blog"));

    const screen = await get("/admin/media", admin);
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain('href="/admin/blog-hero"');
    expect(html).toContain("Seitenkopf: blog");
    expect(html).toContain("Kein Alt-Text");

    // Served once before the delete, so the Worker holds it in memory: the delete must still end it.
    const served = await get(url);
    expect(served.status).toBe(200);
    await served.arrayBuffer();

    const byModerator = await postForm("/admin/media", { intent: "delete", id: String(row.id) }, { Cookie: moderator });
    expect(byModerator.status).toBe(403);
    expect(await stored()).toEqual({ rows: 1, objects: 1 });

    const byAdmin = await postForm("/admin/media", { intent: "delete", id: String(row.id) }, { Cookie: admin });
    expect(byAdmin.status).toBe(200);
    expect(await stored()).toEqual({ rows: 0, objects: 0 });
    expect((await get(url)).status).toBe(404);
  });

  it("counts an image placed inside a blog post's rich text or a legal page's HTML as used", async () => {
    const row = await uploadedRow();
    const url = `/media/${row.hash}.png`;
    const db = testDb();
    const [post] = await db
      .insert(schema.blogPosts)
      .values({
        title: "Bild im Text",
        slug: "bild-im-text-media-test",
        excerpt: "e",
        content: `<p>Vorher</p><figure><img src="${url}" alt="Ein Bild"></figure><p>Nachher</p>`,
        category: "c",
        author: "a",
        date: "01.01.2025",
        image_url: "https://example.com/outside.jpg",
      })
      .returning();
    await db
      .insert(schema.legalPages)
      .values({ page_key: "impressum", title_de: "Impressum", title_en: "Imprint", content_de: "", content_en: "" })
      .onConflictDoNothing();
    const [legal] = await db.select().from(schema.legalPages).where(eq(schema.legalPages.page_key, "impressum"));
    try {
      const html = await (await get("/admin/media", admin)).text();
      expect(html).toContain(`edit=${post!.id}`);
      expect(html).toContain("Bild im Text");

      // The post no longer names it, the imprint's HTML does: still used, by the legal page.
      await db.update(schema.blogPosts).set({ content: "Ohne Bild" }).where(eq(schema.blogPosts.id, post!.id));
      await db
        .update(schema.legalPages)
        .set({ content_en: `<p>Text <img src="${url}" alt="x"></p>` })
        .where(eq(schema.legalPages.id, legal!.id));
      const again = await (await get("/admin/media", admin)).text();
      expect(again).not.toContain("Bild im Text");
      expect(again).toContain('href="/admin/legal"');

      const byModerator = await postForm(
        "/admin/media",
        { intent: "delete", id: String(row.id) },
        { Cookie: moderator },
      );
      expect(byModerator.status).toBe(403);
      expect(await stored()).toEqual({ rows: 1, objects: 1 });
    } finally {
      await db.delete(schema.blogPosts).where(eq(schema.blogPosts.id, post!.id));
      await db
        .update(schema.legalPages)
        .set({ content_en: legal!.content_en })
        .where(eq(schema.legalPages.id, legal!.id));
    }
  });

  it("lets a moderator delete an unused image, which is removed from R2", async () => {
    const row = await uploadedRow();
    const response = await postForm("/admin/media", { intent: "delete", id: String(row.id) }, { Cookie: moderator });
    expect(response.status).toBe(200);
    expect(await stored()).toEqual({ rows: 0, objects: 0 });
  });
});

describe("placing a library image", () => {
  const hero = (image: string) => ({
    intent: "update",
    title_de: "Blog",
    title_en: "Blog",
    description_de: "Beschreibung",
    description_en: "Description",
    hero_background_image: image,
  });

  it("refuses an image without alt text in a visible spot, until it has one or is marked decorative", async () => {
    await testDb().delete(schema.pageContents).where(eq(schema.pageContents.page_key, "blog"));
    await testDb()
      .insert(schema.pageContents)
      .values({ page_key: "blog", title_de: "Blog", title_en: "Blog", description_de: "d", description_en: "d" });
    expect((await upload(PNG, "photo.png", admin)).status).toBe(201);
    const [row] = await testDb().select().from(schema.media);
    const url = `/media/${row!.hash}.png`;

    const refused = await actionFieldErrors("/admin/blog-hero", hero(url), moderator);
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors.hero_background_image?.[0]).toContain("keinen Alt-Text");
    const [page] = await testDb().select().from(schema.pageContents).where(eq(schema.pageContents.page_key, "blog"));
    expect(page!.hero_background_image).toBeNull();

    await testDb().update(schema.media).set({ decorative: true }).where(eq(schema.media.id, row!.id));
    const accepted = await postForm("/admin/blog-hero", hero(url), { Cookie: moderator });
    expect(accepted.status).toBe(302);
    const [saved] = await testDb().select().from(schema.pageContents).where(eq(schema.pageContents.page_key, "blog"));
    expect(saved!.hero_background_image).toBe(url);
  });
});

describe("serving", () => {
  it("serves a resized WebP (or AVIF when accepted) under ?w=, kept in R2 and removed with the image", async () => {
    expect((await upload(PNG, "photo.png", admin)).status).toBe(201);
    const hash = await sha256Hex(PNG);
    const webp = await fetchWorker(`/media/${hash}.png?w=320`, { headers: { Accept: "image/webp,*/*" } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    expect(webp.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(webp.headers.get("Vary")).toBe("Accept");
    const bytes = new Uint8Array(await webp.arrayBuffer());
    expect(String.fromCharCode(...bytes.subarray(8, 12))).toBe("WEBP");
    const avif = await fetchWorker(`/media/${hash}.png?w=320`, { headers: { Accept: "image/avif,image/webp" } });
    expect(avif.headers.get("Content-Type")).toBe("image/avif");
    await avif.arrayBuffer();
    expect((await env.MEDIA.list({ prefix: "variants/" })).objects).toHaveLength(2);
    // A width that is not offered is the original.
    const odd = await get(`/media/${hash}.png?w=333`);
    expect(odd.headers.get("Content-Type")).toBe("image/png");
    await odd.arrayBuffer();

    const [row] = await testDb().select().from(schema.media);
    expect((await postForm("/admin/media", { intent: "delete", id: String(row!.id) }, { Cookie: admin })).status).toBe(
      200,
    );
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
    // Neither the resized copy nor the original is served from memory after the delete.
    expect((await fetchWorker(`/media/${hash}.png?w=320`, { headers: { Accept: "image/webp,*/*" } })).status).toBe(404);
    expect((await get(`/media/${hash}.png`)).status).toBe(404);
  });

  it("answers 404 for unknown or malformed media paths", async () => {
    expect((await get(`/media/${"0".repeat(64)}.png`)).status).toBe(404);
    expect((await get("/media/../wrangler.toml")).status).toBe(404);
    expect((await get(`/media/${"a".repeat(64)}.svg`)).status).toBe(404);
  });
});
