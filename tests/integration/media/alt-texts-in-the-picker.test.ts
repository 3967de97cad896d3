import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, signInAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/*
 * The content form's picker edits the chosen image's alt texts through the media screen's own action
 * (as a data request, the way its fetcher posts), and publishing asks for the German text only: a
 * missing English one falls back to the German (decision 0047).
 */

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
});

/** A library row; the alt rules and the alt action read the row only, not the file. */
async function libraryImage(alt: { alt_de?: string | null; alt_en?: string | null } = {}) {
  const hash = crypto.randomUUID().replaceAll("-", "").padEnd(64, "0");
  const [row] = await testDb()
    .insert(schema.media)
    .values({ hash, ext: "png", mime: "image/png", bytes: 10, width: 4, height: 3, original_name: "bild.png", ...alt })
    .returning();
  return { row: row!, url: `/media/${hash}.png` };
}

const stored = async (id: number) => (await testDb().select().from(schema.media).where(eq(schema.media.id, id)))[0]!;

/** The alt action's answer to the picker's data request. */
async function saveAlt(fields: Record<string, string>, cookie: string) {
  const response = await postForm("/admin/media.data", { intent: "alt", ...fields }, { Cookie: cookie });
  const { value, done } = await decodeViaTurboStream(response.body!, globalThis);
  await done;
  return { status: response.status, answer: (value as { data?: Record<string, unknown> }).data };
}

describe("alt texts saved from the picker", () => {
  it("answers a moderator's save with the texts as stored, trimmed, for the picker to show", async () => {
    const { row } = await libraryImage();
    const { status, answer } = await saveAlt(
      { id: String(row.id), alt_de: "  Ein Steg im See ", alt_en: "" },
      moderator,
    );
    expect(status).toBe(200);
    expect(answer?.media).toEqual({ id: row.id, alt_de: "Ein Steg im See", alt_en: null, decorative: false });
    expect(await stored(row.id)).toMatchObject({ alt_de: "Ein Steg im See", alt_en: null });
  });

  it("refuses a plain user (403) and sends a visitor to log in; the texts stay as they were", async () => {
    const { row } = await libraryImage({ alt_de: "Vorher" });
    const byUser = await postForm("/admin/media", { intent: "alt", id: String(row.id), alt_de: "x" }, { Cookie: user });
    expect(byUser.status).toBe(403);
    const byVisitor = await postForm("/admin/media", { intent: "alt", id: String(row.id), alt_de: "x" });
    expect(byVisitor.status).toBe(302);
    expect(byVisitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect((await stored(row.id)).alt_de).toBe("Vorher");
  });

  it("answers bad input with 400 and the field's error, never a 500, and writes nothing", async () => {
    const { row } = await libraryImage({ alt_de: "Vorher" });
    const tooLong = await actionFieldErrors(
      "/admin/media",
      { intent: "alt", id: String(row.id), alt_de: "x".repeat(301) },
      admin,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.fieldErrors.alt_de?.[0]).toBeTruthy();
    const noId = await actionFieldErrors("/admin/media", { intent: "alt", id: "abc", alt_de: "x" }, admin);
    expect(noId.status).toBe(400);
    expect(Object.keys(noId.fieldErrors)).toEqual(["id"]);
    const unknown = await postForm("/admin/media", { intent: "alt", id: "999999", alt_de: "x" }, { Cookie: admin });
    expect(unknown.status).toBe(404);
    expect((await stored(row.id)).alt_de).toBe("Vorher");
  });
});

describe("alt texts typed in the editor's image dialog", () => {
  it("land in the library by the image's address (the dialog knows no id), with an audit entry", async () => {
    const { row, url } = await libraryImage();
    const { status, answer } = await saveAlt({ url: `${url}?w=640`, alt_de: "Ein Steg", alt_en: "A jetty" }, moderator);
    expect(status).toBe(200);
    expect(answer?.media).toMatchObject({ id: row.id, alt_de: "Ein Steg", alt_en: "A jetty" });
    expect(await stored(row.id)).toMatchObject({ alt_de: "Ein Steg", alt_en: "A jetty" });
    const audit = await testDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.record_id, String(row.id)));
    expect(audit.map((entry) => entry.action)).toContain("alt");
  });

  it("answers an address outside the library with 404 and writes nothing", async () => {
    const { row } = await libraryImage({ alt_de: "Vorher" });
    const outside = await saveAlt({ url: "https://example.org/bild.png", alt_de: "x" }, admin);
    expect(outside.status).toBe(404);
    const unknown = await saveAlt({ url: `/media/${"f".repeat(64)}.png`, alt_de: "x" }, admin);
    expect(unknown.status).toBe(404);
    expect((await stored(row.id)).alt_de).toBe("Vorher");
  });
});

describe("the library screen", () => {
  it("shows each image's address in a read-only box (to copy without JavaScript) and says which alt text is missing", async () => {
    const { url } = await libraryImage({ alt_de: "Ein Sonnenaufgang" });
    const { url: englishOnly } = await libraryImage({ alt_en: "A sunrise" });
    const html = await (await get("/admin/media", moderator)).text();
    expect(html).toMatch(
      new RegExp(`<input[^>]*readOnly=""[^>]*value="${url}"|<input[^>]*value="${url}"[^>]*readOnly=""`, "i"),
    );
    expect(html).toContain(`value="${englishOnly}"`);
    expect(html).toContain("Leer: die englische Seite zeigt den deutschen Alt-Text.");
    expect(html).toContain("Kein deutscher Alt-Text");
  });
});

describe("the publish rule for a library image's alt texts", () => {
  const hero = (image: string) => ({
    intent: "update",
    title_de: "Blog",
    title_en: "Blog",
    description_de: "Beschreibung",
    description_en: "Description",
    hero_background_image: image,
  });
  const heroImage = async () =>
    (await testDb().select().from(schema.pageContents).where(eq(schema.pageContents.page_key, "blog")))[0]
      ?.hero_background_image;

  beforeEach(async () => {
    await testDb().delete(schema.pageContents).where(eq(schema.pageContents.page_key, "blog"));
    await testDb()
      .insert(schema.pageContents)
      .values({ page_key: "blog", title_de: "Blog", title_en: "Blog", description_de: "d", description_en: "d" });
  });

  it("takes an image with a German alt text only: the English page falls back to it", async () => {
    const { url } = await libraryImage({ alt_de: "Ein Sonnenaufgang" });
    const saved = await postForm("/admin/blog-hero", hero(url), { Cookie: moderator });
    expect(saved.status).toBe(302);
    expect(await heroImage()).toBe(url);
  });

  it("refuses an image with only an English alt text, naming the German one that is missing", async () => {
    const { url } = await libraryImage({ alt_en: "A sunrise" });
    const refused = await actionFieldErrors("/admin/blog-hero", hero(url), moderator);
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors.hero_background_image?.[0]).toContain("keinen Alt-Text auf Deutsch");
    expect(await heroImage()).toBeNull();
  });
});
