import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import type { AuditActor } from "../../../app/lib/audit.server";
import { importAttachment } from "../../../app/lib/wordpress/index.server";
import { fetchWorker, testDb } from "../helpers";
import { fakeHost, image, uniqueJpeg } from "./media-images";

/*
 * A WordPress attachment into the media library (docs/decisions/0062): stored as an upload is, and
 * found again by its address. Other files share this D1, so every image here is unique to this run
 * (its own bytes, its own host) and removed afterwards.
 */

const RUN = crypto.randomUUID().slice(0, 8);
const SITE = `https://wp-${RUN}.example.com/wp-content/uploads`;
const importer: AuditActor = { id: null, name: "WordPress-Import", role: "admin" };
const created = new Set<number>();

async function imported(sourceUrl: string, fetcher: typeof fetch, extra: { alt?: string; lang?: "de" | "en" } = {}) {
  const result = await importAttachment(
    env,
    { sourceUrl, alt: extra.alt ?? "", title: "Titel", importId: 1, actor: importer, lang: extra.lang },
    { fetcher },
  );
  if (result.ok) created.add(result.mediaId);
  return result;
}

const mediaRow = async (id: number) => (await testDb().select().from(schema.media).where(eq(schema.media.id, id)))[0];

afterAll(async () => {
  const db = testDb();
  for (const id of created) {
    const row = await mediaRow(id);
    if (row) await env.MEDIA.delete(`${row.hash}.${row.ext}`);
    await db.delete(schema.media).where(eq(schema.media.id, id));
  }
  await db.delete(schema.wordpressItems).where(like(schema.wordpressItems.guid, `source://wp-${RUN}.%`));
});

describe("importing a WordPress attachment", () => {
  it("stores the image as an upload would be, with its alt text, and the Worker serves it", async () => {
    const bytes = uniqueJpeg(`${RUN} canola`);
    const host = fakeHost({ [`${SITE}/2008/06/canola2.jpg`]: image(bytes) });
    const result = await imported(`${SITE}/2008/06/canola2.jpg`, host.fetcher, { alt: "  Ein Boot am Ufer " });
    expect(result).toMatchObject({ ok: true, path: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/) });
    if (!result.ok) return;

    const row = await mediaRow(result.mediaId);
    expect(row).toMatchObject({
      ext: "jpg",
      mime: "image/jpeg",
      bytes: bytes.length,
      width: 6,
      height: 4,
      original_name: "canola2.jpg",
      alt_de: "Ein Boot am Ufer",
      alt_en: null,
    });
    expect(result.path).toBe(`/media/${row!.hash}.jpg`);
    const served = await fetchWorker(result.path);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const [audit] = await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.type, "media"), eq(schema.auditLog.record_id, String(result.mediaId))));
    expect(audit).toMatchObject({ action: "upload", actor_name: "WordPress-Import" });
  });

  it("finds the image again by its address: importing twice fetches nothing and adds no second copy", async () => {
    const address = `${SITE}/2013/03/image-alignment-150x150.jpg`;
    const host = fakeHost({ [address]: image(uniqueJpeg(`${RUN} twice`)) });
    const first = await imported(address, host.fetcher);
    const again = await imported(address, host.fetcher);
    expect(first.ok && again.ok).toBe(true);
    expect(again).toEqual(first);
    expect(host.asked).toEqual([address]);
    const items = await testDb()
      .select()
      .from(schema.wordpressItems)
      .where(like(schema.wordpressItems.guid, `source://wp-${RUN}.%/image-alignment-150x150.jpg`));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "attachment", record_type: "media", outcome: "imported" });
  });

  it("keeps one library image for the same bytes under two addresses", async () => {
    const bytes = uniqueJpeg(`${RUN} same bytes`);
    const host = fakeHost({ [`${SITE}/a/one.jpg`]: image(bytes), [`${SITE}/b/two.jpg`]: image(bytes) });
    const one = await imported(`${SITE}/a/one.jpg`, host.fetcher);
    const two = await imported(`${SITE}/b/two.jpg`, host.fetcher);
    expect(one.ok && two.ok && one.mediaId === two.mediaId).toBe(true);
  });

  it("fetches the image anew when its library copy was deleted since", async () => {
    const address = `${SITE}/2010/08/manhattansummer.jpg`;
    const host = fakeHost({ [address]: image(uniqueJpeg(`${RUN} deleted`)) });
    const first = await imported(address, host.fetcher);
    if (!first.ok) throw new Error(first.detail);
    await testDb().delete(schema.media).where(eq(schema.media.id, first.mediaId));
    const again = await imported(address, host.fetcher);
    expect(again).toMatchObject({ ok: true, path: first.path });
    expect(host.asked).toEqual([address, address]);
  });

  it("writes the alt text into the language the WordPress site wrote in", async () => {
    const host = fakeHost({ [`${SITE}/en.jpg`]: image(uniqueJpeg(`${RUN} english`)) });
    const result = await imported(`${SITE}/en.jpg`, host.fetcher, { alt: "A boat", lang: "en" });
    if (!result.ok) throw new Error(result.detail);
    expect(await mediaRow(result.mediaId)).toMatchObject({ alt_de: null, alt_en: "A boat" });
  });

  it("stores nothing for an image it cannot fetch or that is none, and says why", async () => {
    const html = new TextEncoder().encode("<html><body>Not here</body></html>");
    const host = fakeHost({
      [`${SITE}/page.jpg`]: image(html, "image/jpeg"),
      [`${SITE}/song.mp3`]: image(new TextEncoder().encode("ID3\u0003\u0000 not a picture"), "audio/mpeg"),
    });
    const cases = [
      [`${SITE}/missing.jpg`, "http-error"],
      [`${SITE}/page.jpg`, "not-an-image"],
      [`${SITE}/song.mp3`, "not-an-image"],
      ["http://192.168.0.10/wp-content/uploads/a.jpg", "private-address"],
      ["ftp://example.org/a.jpg", "not-allowed"],
    ] as const;
    for (const [address, reason] of cases) {
      expect(await imported(address, host.fetcher), address).toMatchObject({ ok: false, reason });
    }
    expect(host.asked).toEqual([`${SITE}/missing.jpg`, `${SITE}/page.jpg`, `${SITE}/song.mp3`]);
    const items = await testDb()
      .select()
      .from(schema.wordpressItems)
      .where(like(schema.wordpressItems.guid, `source://wp-${RUN}.%`));
    expect(items.map((item) => item.note)).not.toContain(`${SITE}/page.jpg`);
  });

  it("refuses an image the library refuses (a cut-off JPEG), as an upload would be", async () => {
    const bytes = uniqueJpeg(`${RUN} cut`);
    const host = fakeHost({ [`${SITE}/cut.jpg`]: image(bytes.slice(0, bytes.length - 20)) });
    expect(await imported(`${SITE}/cut.jpg`, host.fetcher)).toMatchObject({ ok: false, reason: "broken" });
  });
});
