import { env } from "cloudflare:workers";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { fetchWorker, ORIGIN, testDb } from "../helpers";
import { uniqueJpeg } from "./media-images";

/*
 * Images a WordPress import could not fetch (issue 51): each is kept with the post and the place it
 * was used, the post shows the placeholder (never the other site's address) and is marked for staff,
 * and the import screen fetches them again by the import's own rules. The other site's servers are
 * answered at the Worker's outgoing fetch; everything else is the real Worker, D1 and R2.
 */

const RUN = crypto.randomUUID().slice(0, 8);
const SITE = `https://alt-${RUN}.example.com`;
const IMG_HOST = `img-${RUN}.example.com`;
const DOWN_HOST = `down-${RUN}.example.com`;
const BOOT = `https://${IMG_HOST}/wp-content/uploads/2024/03/boot.jpg`;
const FERN = `https://${DOWN_HOST}/wp-content/uploads/fern.jpg`;
const INTERN = "http://10.0.0.5/wp-content/uploads/intern.jpg";
const PASSWD = "file:///etc/passwd";
const BOOT_BYTES = uniqueJpeg(`missing-images ${RUN}`);
const FILE_NAME = `missing-images-${RUN}.xml`;

function attachment(id: number, url: string, alt: string) {
  return `<item><title>Bild ${id}</title><guid isPermaLink="false">${SITE}/?attachment_id=${id}</guid>
<content:encoded><![CDATA[]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date_gmt>2024-03-01 09:00:00</wp:post_date_gmt>
<wp:post_name>bild-${id}</wp:post_name><wp:status>inherit</wp:status><wp:post_parent>0</wp:post_parent>
<wp:post_type>attachment</wp:post_type><wp:attachment_url>${url}</wp:attachment_url>
<wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value><![CDATA[${alt}]]></wp:meta_value></wp:postmeta>
</item>`;
}

function post(id: number, slug: string, status: string, thumbnail: number | null, body: string) {
  return `<item><title>${slug}</title><guid isPermaLink="false">${SITE}/?p=${id}</guid>
<dc:creator>anna</dc:creator><content:encoded><![CDATA[${body}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date_gmt>2024-03-01 09:00:00</wp:post_date_gmt>
<wp:post_name>${slug}</wp:post_name><wp:status>${status}</wp:status><wp:post_parent>0</wp:post_parent>
<wp:post_type>post</wp:post_type><wp:post_password></wp:post_password><wp:is_sticky>0</wp:is_sticky>
${thumbnail ? `<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${thumbnail}</wp:meta_value></wp:postmeta>` : ""}
</item>`;
}

const MIXED = `mixed-${RUN}`;
const ONLY_BOOT = `only-boot-${RUN}`;
const DRAFT = `draft-${RUN}`;
const WXR = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Altes Blog</title><link>${SITE}</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:author><wp:author_login>anna</wp:author_login><wp:author_display_name>Anna</wp:author_display_name></wp:author>
${attachment(9201, BOOT, "Ein Boot am Ufer")}
${attachment(9203, FERN, "")}
${attachment(9204, INTERN, "")}
${attachment(9205, PASSWD, "")}
${post(
  9210,
  MIXED,
  "publish",
  9201,
  `<p>Vor dem Bild.</p>
<img src="https://${IMG_HOST}/wp-content/uploads/2024/03/boot-300x200.jpg" alt="Boot" width="300" height="200" />
<p>Dazwischen.</p>
<img src="${FERN}" alt="Farn" />
<img src="${INTERN}" alt="Intern" />`,
)}
${post(9212, ONLY_BOOT, "publish", null, `<p>Nur das Boot.</p><img src="${BOOT}" alt="Boot" />`)}
${post(9211, DRAFT, "draft", 9205, "<p>Ein Entwurf.</p>")}
</channel></rss>`;

let admin: string;
let adminEmail: string;
let moderator: string;
let user: string;
let hostUp = false;
const asked: string[] = [];

beforeAll(async () => {
  ({ cookie: admin, email: adminEmail } = await sessionAs("admin"));
  moderator = (await sessionAs("moderator")).cookie;
  user = (await sessionAs("user")).cookie;
  const originalFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname === DOWN_HOST) {
      asked.push(url.href);
      throw new TypeError("Network connection lost.");
    }
    if (url.hostname !== IMG_HOST) return originalFetch(input, init);
    asked.push(url.href);
    if (!hostUp) return new Response("Service Unavailable", { status: 503 });
    return new Response(BOOT_BYTES, { headers: { "Content-Type": "image/jpeg" } });
  });
  await cleanUp();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await cleanUp();
});

async function bootMedia() {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", BOOT_BYTES));
  const hash = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { hash, rows: await testDb().select().from(schema.media).where(eq(schema.media.hash, hash)) };
}

/** What this file's import makes, so other files sharing the D1 never meet it. */
async function cleanUp() {
  const db = testDb();
  const items = await db
    .select()
    .from(schema.wordpressItems)
    .where(like(schema.wordpressItems.guid, `${SITE}/%`));
  const ids = (type: string) => items.filter((i) => i.record_type === type && i.record_id).map((i) => i.record_id!);
  if (ids("blog").length) await db.delete(schema.blogPosts).where(inArray(schema.blogPosts.id, ids("blog")));
  if (ids("blog:draft").length)
    await db.delete(schema.contentDrafts).where(inArray(schema.contentDrafts.id, ids("blog:draft")));
  await db.delete(schema.wordpressItems).where(like(schema.wordpressItems.guid, `${SITE}/%`));
  await db.delete(schema.wordpressItems).where(like(schema.wordpressItems.guid, `source://${IMG_HOST}/%`));
  // The import screen counts every missing image: the table is this file's while it runs.
  await db.delete(schema.wordpressMissingImages);
  const { hash } = await bootMedia();
  await db.delete(schema.media).where(eq(schema.media.hash, hash));
  await env.MEDIA.delete(`${hash}.jpg`);
  await db.delete(schema.wordpressImports).where(eq(schema.wordpressImports.file_name, FILE_NAME));
  await db
    .delete(schema.legacyAddresses)
    .where(inArray(schema.legacyAddresses.target, [`/blog/${MIXED}`, `/blog/${ONLY_BOOT}`]));
}

async function runImport() {
  const form = new FormData();
  form.append("file", new File([WXR], FILE_NAME, { type: "text/xml" }));
  const encoded = new Request(ORIGIN, { method: "POST", body: form });
  const body = await encoded.arrayBuffer();
  const uploaded = await fetchWorker("/admin/import", {
    method: "POST",
    body,
    headers: {
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type")!,
      "Content-Length": String(body.byteLength),
      Cookie: admin,
    },
  });
  expect(uploaded.status).toBe(302);
  const id = Number(new URL(uploaded.headers.get("Location")!, ORIGIN).searchParams.get("id"));
  const started = await postImport(admin, { intent: "start", id: String(id) });
  expect(started.status).toBe(302);
  for (;;) {
    const [row] = await testDb().select().from(schema.wordpressImports).where(eq(schema.wordpressImports.id, id));
    if (row!.status === "done" || row!.status === "failed") return row!;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function postImport(cookie: string, fields: Record<string, string>) {
  return fetchWorker("/admin/import", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
}

async function postBySlug(slug: string) {
  const [row] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, slug));
  return row!;
}

async function missingRows() {
  return testDb()
    .select()
    .from(schema.wordpressMissingImages)
    .where(like(schema.wordpressMissingImages.item_guid, `${SITE}/%`));
}

async function adminPage(path: string, lang: "de" | "en" = "de") {
  await testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, adminEmail));
  const html = (await (await get(path, admin)).text()).replaceAll("<!-- -->", "");
  await testDb().update(schema.user).set({ adminLanguage: "de" }).where(eq(schema.user.email, adminEmail));
  return html;
}

const otherSite = (html: string) => [IMG_HOST, DOWN_HOST, "10.0.0.5"].filter((host) => html.includes(host));

describe("images a WordPress import could not fetch", () => {
  it("keeps each one with the post and place that used it, shows the placeholder, and marks the post for staff", async () => {
    const done = await runImport();
    expect(done.status).toBe("done");

    const mixed = await postBySlug(MIXED);
    const rows = await missingRows();
    const uses = rows.map((row) => [row.item_guid.replace(SITE, ""), row.place, row.source_url, row.reason]).sort();
    expect(uses).toEqual(
      [
        ["/?p=9210#9210", "body", BOOT, "http-error"],
        ["/?p=9210#9210", "body", FERN, "network"],
        ["/?p=9210#9210", "body", INTERN, "private-address"],
        ["/?p=9210#9210", "featured", BOOT, "http-error"],
        ["/?p=9211#9211", "featured", PASSWD, "not-allowed"],
        ["/?p=9212#9212", "body", BOOT, "http-error"],
      ].sort(),
    );
    expect(rows.find((row) => row.place === "featured" && row.source_url === BOOT)?.alt).toBe("Ein Boot am Ufer");
    // The post shows the placeholder, not a broken image from the other site.
    expect(mixed.image_url).toBe("/images/calm.webp");
    expect(mixed.content).toContain("/images/calm.webp#wp-missing-");
    expect(otherSite(mixed.content ?? "")).toEqual([]);
    const page = await fetchWorker(`/blog/${MIXED}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("/images/calm.webp#wp-missing-");
    expect(otherSite(html)).toEqual([]);
    // The private and file addresses were never asked for.
    expect(asked.every((url) => url.includes(IMG_HOST) || url.includes(DOWN_HOST))).toBe(true);

    // Staff see it in the list and the form, in their language.
    const list = await adminPage(`/admin/blog?q=${MIXED}`);
    expect(list).toContain('data-testid="image-missing"');
    expect(list).toContain("Bild fehlt noch");
    expect(await adminPage(`/admin/blog?edit=${mixed.id}`, "en")).toContain("Image still missing");
    const draftItem = (await testDb().select().from(schema.wordpressItems)).find(
      (item) => item.guid === `${SITE}/?p=9211#9211`,
    )!;
    expect(draftItem.record_type).toBe("blog:draft");
    expect(await adminPage(`/admin/blog?draft=${draftItem.record_id}`)).toContain("Bild fehlt noch");

    // The import screen offers to fetch the four addresses again.
    const screen = await adminPage("/admin/import");
    expect(screen).toContain('data-count="4"');
    expect(screen).toContain("Fehlende Bilder erneut abrufen (4)");
    expect(await adminPage("/admin/import", "en")).toContain("Fetch missing images again (4)");
  }, 180_000);

  it("refuses the retry to a moderator and a user, and a body that is no form, and changes nothing", async () => {
    const before = await missingRows();
    const askedBefore = asked.length;
    for (const cookie of [moderator, user]) {
      expect((await postImport(cookie, { intent: "retry-images" })).status).toBe(403);
    }
    const garbage = await fetchWorker("/admin/import", {
      method: "POST",
      body: "{}",
      headers: { Origin: ORIGIN, "Content-Type": "application/json", Cookie: admin },
    });
    // Refused before the action reads it (415), never a server error.
    expect(garbage.status).toBe(415);
    expect(await missingRows()).toEqual(before);
    expect(asked.length).toBe(askedBefore);
  });

  it("fetches them again once the host answers: into R2 and the library, into the posts, the mark gone; the rest stay with their reason", async () => {
    hostUp = true;
    const db = testDb();
    const retries = () =>
      db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.type, "import"), eq(schema.auditLog.action, "retry-images")));
    const auditBefore = (await retries()).length;

    // Another tab's press holds every missing image: this press fetches nothing and says so.
    const askedBefore = asked.length;
    await db.update(schema.wordpressMissingImages).set({ claim: "other-tab", claimed_at: new Date() });
    const busy = await postImport(admin, { intent: "retry-images" });
    expect(busy.status).toBe(409);
    expect(await busy.text()).toContain("Die fehlenden Bilder werden gerade in einem anderen Fenster abgerufen.");
    expect(asked.length).toBe(askedBefore);
    expect((await retries()).length).toBe(auditBefore);
    await db.update(schema.wordpressMissingImages).set({ claim: null, claimed_at: null });

    // Two tabs press at once: whichever comes first fetches the image; it is stored once.
    const answers = await Promise.all([1, 2].map(() => postImport(admin, { intent: "retry-images" })));
    const pages = await Promise.all(answers.map(async (a) => (await a.text()).replaceAll("<!-- -->", "")));
    const came = pages.map((html) => Number(/Abgerufen und eingesetzt: (\d+)\./.exec(html)?.[1] ?? 0));
    expect(came.reduce((a, b) => a + b)).toBe(1);
    const html = pages[came.indexOf(1)]!;
    expect(html).toContain("Abgerufen und eingesetzt: 1. Weiterhin nicht abrufbar: 3.");
    expect(html).toContain(`${FERN} – Die alte Website war nicht erreichbar.`);
    expect(html).toContain(`${INTERN} – Die Adresse zeigt auf diesen Rechner oder ein privates Netz`);
    expect(html).toContain(`${PASSWD} – Die Adresse ist keine öffentliche http- oder https-Adresse.`);
    // One audit entry per press that fetched (a press that found everything claimed writes none).
    const fetchedPresses = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect((await retries()).length - auditBefore).toBe(fetchedPresses);
    const entry = (await retries()).find((row) => JSON.parse(row.changes).came[1] === 1);
    expect(JSON.parse(entry!.changes)).toEqual({ came: [null, 1], still_missing: [null, 3] });

    // One library image, in R2, with the export's alt text; asked for once by the retries.
    const { hash, rows: media } = await bootMedia();
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ alt_de: "Ein Boot am Ufer" });
    expect(await env.MEDIA.head(`${hash}.jpg`)).not.toBeNull();
    expect(asked.filter((url) => url === BOOT)).toHaveLength(2); // the import's failed try and this one

    // The posts point at it, where they used it.
    const path = `/media/${hash}.jpg`;
    const mixed = await postBySlug(MIXED);
    expect(mixed.image_url).toBe(path);
    expect(mixed.content).toContain(`src="${path}"`);
    const onlyBoot = await postBySlug(ONLY_BOOT);
    expect(onlyBoot.content).toContain(`src="${path}"`);
    expect(onlyBoot.content).not.toContain("#wp-missing-");
    expect(await (await fetchWorker(`/blog/${ONLY_BOOT}`)).text()).toContain(path);

    // The mark is gone where nothing is missing any more; the others stay listed with their reason.
    expect(await adminPage(`/admin/blog?q=${ONLY_BOOT}`)).not.toContain('data-testid="image-missing"');
    expect(await adminPage(`/admin/blog?q=${MIXED}`)).toContain('data-testid="image-missing"');
    const left = (await missingRows()).map((row) => [row.source_url, row.reason, row.claim]).sort();
    expect(left).toEqual(
      [
        [FERN, "network", null],
        [INTERN, "private-address", null],
        [PASSWD, "not-allowed", null],
      ].sort(),
    );
    expect(await adminPage("/admin/import")).toContain('data-count="3"');
  }, 180_000);
});
