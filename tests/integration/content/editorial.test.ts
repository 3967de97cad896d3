import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { dateToBerlinLocal } from "~/lib/i18n";
import { CONTENT_TYPE_LIST } from "~/lib/admin";
import { EVERY_MINUTE_CRON } from "~/lib/schedules";
import { canPreview } from "~/routes/preview/preview.server";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/*
 * The editorial workflow of the content mechanism: drafts visitors never see, signed previews,
 * publishing by hand and by the every-minute cron, and saves that do not overwrite each other.
 */

let admin: string;
let moderator: string;

const blogForm = (title: string, slug: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  title,
  slug,
  excerpt: "Ein Auszug.",
  author: "Anna Autorin",
  category: "Achtsamkeit",
  content: "Der **Text** des Beitrags.",
  image_url: "https://example.com/bild.jpg",
  ...extra,
});

const drafts = () => testDb().select().from(schema.contentDrafts).orderBy(desc(schema.contentDrafts.id));
const posts = (slug: string) => testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, slug));

async function runCron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ cron: EVERY_MINUTE_CRON, scheduledTime: at }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** The preview link the edit dialog of a draft shows after 'Vorschau-Link' (a GET with ?preview=<hours>). */
async function previewLinkOf(draftId: number, hours = 24, type = "blog"): Promise<string> {
  const page = await get(`/admin/${type}?draft=${draftId}&preview=${hours}`, admin);
  expect(page.status).toBe(200);
  const html = await page.text();
  const match = new RegExp(`href="https?://[^"/]+(/vorschau/${type}/\\d+\\?exp=\\d+&amp;sig=[0-9a-f]{64})"`).exec(html);
  expect(match, "the dialog shows a signed preview link").not.toBeNull();
  return match![1]!.replaceAll("&amp;", "&");
}

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
});

beforeEach(async () => {
  await clearTables(schema.contentDrafts, schema.contentRevisions, schema.contentUnpublish, schema.blogPosts);
});

describe("a blog post as a draft", () => {
  it("is 404 for visitors, renders through its preview link, and is live after 'Veröffentlichen'", async () => {
    const saved = await postForm("/admin/blog", blogForm("Entwurf im Blog", "entwurf-im-blog", { status: "draft" }), {
      Cookie: admin,
    });
    expect(saved.status).toBe(302);
    expect(await posts("entwurf-im-blog")).toHaveLength(0);
    const [draft] = await drafts();
    expect(draft).toMatchObject({ type: "blog", record_id: null, label: "Entwurf im Blog", version: 1 });
    expect((await get("/blog/entwurf-im-blog")).status).toBe(404);
    expect(await (await get("/blog")).text()).not.toContain("Entwurf im Blog");

    // The list shows it as a draft, above the published records.
    const list = await (await get("/admin/blog", admin)).text();
    expect(list).toContain('data-testid="pending-draft"');
    expect(list).toMatch(/data-testid="status-badge"[^>]*>Entwurf</);

    // Anyone holding the link sees it as the page will look, marked, never cached, never indexed.
    const link = await previewLinkOf(draft!.id);
    const preview = await get(link);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    expect(preview.headers.get("X-Robots-Tag")).toContain("noindex");
    const html = await preview.text();
    expect(html).toContain("Entwurf im Blog");
    expect(html).toContain("<strong>Text</strong>");
    expect(html).toContain('data-testid="preview-bar"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const english = await (await get(`${link}&lang=en`)).text();
    expect(english).toContain("This page is not published yet.");

    // Published from its dialog: live, the draft gone, and its preview link with it.
    const published = await postForm(
      "/admin/blog",
      blogForm("Entwurf im Blog", "entwurf-im-blog", {
        status: "published",
        draft: String(draft!.id),
        version: `d${draft!.id}.1`,
      }),
      { Cookie: admin },
    );
    expect(published.status).toBe(302);
    expect((await get("/blog/entwurf-im-blog")).status).toBe(200);
    expect(await drafts()).toHaveLength(0);
    const gone = await get(link);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("abgelaufen");
    const revisions = await testDb().select().from(schema.contentRevisions);
    const [row] = await posts("entwurf-im-blog");
    expect(revisions.map((r) => [r.action, r.record_id])).toEqual([
      ["draft", row!.id],
      ["publish", row!.id],
    ]);
  });

  it("refuses a tampered, stretched or expired preview link with the 'expired' page", async () => {
    await postForm("/admin/blog", blogForm("Streng geheimer Entwurf", "streng-geheim", { status: "draft" }), {
      Cookie: admin,
    });
    const [draft] = await drafts();
    const link = new URL(await previewLinkOf(draft!.id, 1), "http://x");
    const sig = link.searchParams.get("sig")!;
    const exp = Number(link.searchParams.get("exp"));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`;
    for (const path of [
      `/vorschau/blog/${draft!.id}?exp=${exp}&sig=${flipped}`,
      `/vorschau/blog/${draft!.id}?exp=${exp + 3600}&sig=${sig}`,
      `/vorschau/blog/${draft!.id + 1}?exp=${exp}&sig=${sig}`,
      `/vorschau/shop/${draft!.id}?exp=${exp}&sig=${sig}`,
      `/vorschau/blog/${draft!.id}`,
      `/vorschau/blog/%2e%2e?exp=${exp}&sig=${sig}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(await response.text(), path).not.toContain("Streng geheimer Entwurf");
    }
    // Signed correctly but past its expiry: the same answer.
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(env.PREVIEW_SECRET),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const past = Math.floor(Date.now() / 1000) - 10;
    const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`preview:blog:${draft!.id}:${past}`));
    const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const expired = await get(`/vorschau/blog/${draft!.id}?exp=${past}&sig=${hex}`);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain("Vorschau abgelaufen");
  });

  it("writes no draft that repeats the published post (an Enter in a field saves a draft)", async () => {
    await postForm("/admin/blog", blogForm("Gleicher Titel", "gleich-post"), { Cookie: admin });
    const [row] = await posts("gleich-post");
    const same = await postForm(
      "/admin/blog",
      blogForm("Gleicher Titel", "gleich-post", { intent: "update", id: String(row!.id), status: "draft" }),
      { Cookie: admin },
    );
    expect(same.status).toBe(302);
    expect(decodeURIComponent(same.headers.get("Set-Cookie") ?? "")).toContain("Keine Änderungen");
    expect(await drafts()).toHaveLength(0);
    expect(await (await get("/admin/blog", admin)).text()).not.toContain("mit unveröffentlichten Änderungen");

    // One changed field is a draft as before.
    await postForm(
      "/admin/blog",
      blogForm("Anderer Titel", "gleich-post", { intent: "update", id: String(row!.id), status: "draft" }),
      { Cookie: admin },
    );
    expect(await drafts()).toHaveLength(1);
  });

  it("keeps the live version while a published post has a newer draft", async () => {
    await postForm("/admin/blog", blogForm("Alter Titel", "live-post"), { Cookie: admin });
    const [row] = await posts("live-post");
    const changed = await postForm(
      "/admin/blog",
      blogForm("Neuer Titel", "live-post", { intent: "update", id: String(row!.id), status: "draft" }),
      { Cookie: admin },
    );
    expect(changed.status).toBe(302);
    const live = await (await get("/blog/live-post")).text();
    expect(live).toContain("Alter Titel");
    expect(live).not.toContain("Neuer Titel");
    const list = await (await get("/admin/blog", admin)).text();
    expect(list).toContain("Veröffentlicht, mit unveröffentlichten Änderungen");
    // The edit dialog opens the draft, not the live row.
    expect(await (await get(`/admin/blog?edit=${row!.id}`, admin)).text()).toContain('value="Neuer Titel"');

    const [draft] = await drafts();
    await postForm(
      "/admin/blog",
      blogForm("Neuer Titel", "live-post", {
        intent: "update",
        id: String(row!.id),
        status: "published",
        version: `d${draft!.id}.1`,
      }),
      { Cookie: admin },
    );
    expect(await (await get("/blog/live-post")).text()).toContain("Neuer Titel");
    expect(await drafts()).toHaveLength(0);
  });
});

describe("previews of other types", () => {
  it("renders every view a definition names, e.g. a shop product's draft as its product page", async () => {
    const named = CONTENT_TYPE_LIST.filter((def) => def.page?.detail);
    // Those the site has today at least; a new type with record pages joins by its declaration alone.
    expect(named.map((def) => def.key)).toEqual(
      expect.arrayContaining(["academy", "blog", "events", "service-details", "shop"]),
    );
    for (const def of named) expect(canPreview(def), def.key).toBe(true);

    await postForm(
      "/admin/shop",
      {
        intent: "create",
        status: "draft",
        name: "Vorschau-Produkt",
        description: "Noch geheim.",
        price: "19€",
        rating: "5",
        category: "Bücher",
        image_url: "https://example.com/p.jpg",
        external_url: "https://shop.example.com/p",
      },
      { Cookie: admin },
    );
    const [draft] = await drafts();
    expect(draft).toMatchObject({ type: "shop", label: "Vorschau-Produkt" });
    const html = await (await get(await previewLinkOf(draft!.id, 1, "shop"))).text();
    expect(html).toContain("Vorschau-Produkt");
    expect(html).toContain("19€");
    expect(html).toContain('data-testid="preview-bar"');
  });
});

describe("scheduled publishing", () => {
  it("publishes a post scheduled for the next minute when the cron runs, once, however often it runs", async () => {
    const inAMinute = new Date(Date.now() + 60_000);
    const response = await postForm(
      "/admin/blog",
      blogForm("Geplanter Beitrag", "geplant", { status: "scheduled", publish_at: dateToBerlinLocal(inAMinute) }),
      { Cookie: moderator },
    );
    expect(response.status).toBe(302);
    expect(await (await get("/admin/blog", admin)).text()).toMatch(/status-badge"[^>]*>Geplant/);

    await runCron(Date.now()); // not yet due
    expect((await get("/blog/geplant")).status).toBe(404);

    const due = inAMinute.getTime() + 60_000;
    await Promise.all([runCron(due), runCron(due)]);
    await runCron(due + 60_000);
    expect((await get("/blog/geplant")).status).toBe(200);
    expect(await posts("geplant")).toHaveLength(1);
    expect(await drafts()).toHaveLength(0);
    const entries = await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.type, "blog"), eq(schema.auditLog.action, "publish")));
    expect(entries.map((e) => e.actor_name)).toEqual(["Zeitplan"]);
  });

  it("leaves the live version alone and keeps the draft when a scheduled publish fails validation", async () => {
    // A typed slug another record has is refused (every type, one rule).
    const product = (name: string, extra: Record<string, string> = {}) => ({
      intent: "create",
      name,
      slug: "gleicher-slug",
      description: "Ein Produkt.",
      price: "10€",
      rating: "4",
      category: "Bücher",
      image_url: "https://example.com/produkt.jpg",
      external_url: "https://shop.example.com/produkt",
      show_details_button: "on",
      ...extra,
    });
    await clearTables(schema.shopProducts);
    const later = dateToBerlinLocal(new Date(Date.now() + 60_000));
    expect(
      (await postForm("/admin/shop", product("Später", { status: "scheduled", publish_at: later }), { Cookie: admin }))
        .status,
    ).toBe(302);
    // Meanwhile another product takes the slug.
    expect((await postForm("/admin/shop", product("Schneller"), { Cookie: admin })).status).toBe(302);
    await runCron(Date.now() + 180_000);
    const live = await testDb().select().from(schema.shopProducts);
    expect(live.map((p) => p.name)).toEqual(["Schneller"]);
    const [draft] = await drafts();
    expect(draft).toMatchObject({ type: "shop", label: "Später", publish_at: null });
    const [failure] = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "publish-failed"));
    expect(failure?.changes).toContain("slug");
    await clearTables(schema.shopProducts);
  });

  it("asks for a time when scheduling, in the field, and refuses a bad one", async () => {
    const missing = await actionFieldErrors(
      "/admin/blog",
      blogForm("Ohne Zeit", "ohne-zeit", { status: "scheduled" }),
      admin,
    );
    expect(missing.status).toBe(400);
    expect(missing.fieldErrors.publish_at?.[0]).toBe("Bitte Datum und Uhrzeit der Veröffentlichung angeben");
    const bad = await actionFieldErrors(
      "/admin/blog",
      blogForm("Falsche Zeit", "falsche-zeit", { status: "scheduled", publish_at: "2026-13-45T99:00" }),
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors.publish_at?.[0]).toBe("Bitte ein gültiges Datum mit Uhrzeit angeben");
    const status = await actionFieldErrors("/admin/blog", blogForm("X", "x", { status: "live" }), admin);
    expect(status.status).toBe(400);
    expect(await drafts()).toHaveLength(0);
    expect(await posts("ohne-zeit")).toHaveLength(0);
  });
});

describe("taking records offline at their end time", () => {
  const soon = () => dateToBerlinLocal(new Date(Date.now() + 60_000));
  const service = (title: string, extra: Record<string, string> = {}) => ({
    intent: "create",
    title_de: title,
    title_en: `${title} EN`,
    description_de: "Beschreibung",
    description_en: "Description",
    image_url: "/images/services/coaching.jpg",
    display_order: "1",
    is_active: "on",
    ...extra,
  });

  it("switches a service off, and turns a blog post back into a draft, when the cron reaches the time", async () => {
    await clearTables(schema.services);
    expect(
      (await postForm("/admin/services", service("Bis bald", { unpublish_at: soon() }), { Cookie: admin })).status,
    ).toBe(302);
    expect(
      (await postForm("/admin/blog", blogForm("Nur kurz", "nur-kurz", { unpublish_at: soon() }), { Cookie: admin }))
        .status,
    ).toBe(302);
    expect((await get("/blog/nur-kurz")).status).toBe(200);
    const [post] = await posts("nur-kurz");

    await runCron(Date.now() + 180_000);
    const [off] = await testDb().select().from(schema.services).where(eq(schema.services.title_de, "Bis bald"));
    expect(off!.is_active).toBe(false);
    expect((await get("/blog/nur-kurz")).status).toBe(404);
    const [draft] = await testDb().select().from(schema.contentDrafts).where(eq(schema.contentDrafts.type, "blog"));
    expect(draft).toMatchObject({ record_id: post!.id, label: "Nur kurz" });
    // Listed as a draft again, and published again under its old id and address.
    expect(await (await get("/admin/blog", admin)).text()).toContain('data-testid="pending-draft"');
    await postForm(
      "/admin/blog",
      blogForm("Nur kurz", "nur-kurz", { status: "published", draft: String(draft!.id), version: `d${draft!.id}.1` }),
      { Cookie: admin },
    );
    expect((await posts("nur-kurz"))[0]!.id).toBe(post!.id);
    expect((await get("/blog/nur-kurz")).status).toBe(200);
    expect(await testDb().select().from(schema.contentUnpublish)).toHaveLength(0);
    await clearTables(schema.services);
  });

  it("refuses an end time where going offline would take other rows with it, or one in the past", async () => {
    const event = await actionFieldErrors(
      "/admin/events",
      {
        intent: "create",
        title: "Fest mit Ende",
        subtitle: "U",
        description: "B",
        date_text: "1. Mai 2026",
        starts_at: "2026-05-01T10:00",
        location: "Berlin",
        tickets_text: "ab 10 €",
        image_url: "https://example.com/e.jpg",
        external_url: "https://tickets.example.com/fest",
        unpublish_at: soon(),
      },
      admin,
    );
    expect(event.status).toBe(400);
    expect(event.fieldErrors.unpublish_at?.[0]).toBe("Dieser Inhalt kann nicht automatisch offline genommen werden");
    const past = await actionFieldErrors(
      "/admin/blog",
      blogForm("Vorbei", "vorbei", { unpublish_at: dateToBerlinLocal(new Date(Date.now() - 3_600_000)) }),
      admin,
    );
    expect(past.status).toBe(400);
    expect(past.fieldErrors.unpublish_at?.[0]).toBe("Das Ende muss in der Zukunft liegen");
    expect(await posts("vorbei")).toHaveLength(0);
    expect(await testDb().select().from(schema.contentUnpublish)).toHaveLength(0);
  });
});

describe("hostile requests to the workflow", () => {
  it("answers a plain user 403 and a visitor with the sign-in page, and a forged draft or version 4xx, writing nothing", async () => {
    await postForm("/admin/blog", blogForm("Fremd", "fremd", { status: "draft" }), { Cookie: admin });
    const [draft] = await drafts();
    const user = (await sessionAs("user")).cookie;
    const publish = blogForm("Gekapert", "fremd", { status: "published", draft: String(draft!.id) });
    expect((await postForm("/admin/blog", publish, { Cookie: user })).status).toBe(403);
    expect((await postForm("/admin/blog", publish)).status).toBe(302);
    expect((await get(`/admin/blog?draft=${draft!.id}&preview=168`, user)).status).toBe(403);
    // A draft of another type, an unknown draft, a version that never was, a huge version string.
    const forgeries: Record<string, string>[] = [
      { draft: String(draft!.id), status: "published", url: "/admin/shop" },
      { draft: "999999", status: "draft", url: "/admin/blog" },
      { draft: String(draft!.id), status: "draft", version: "d1.999", url: "/admin/blog" },
      { draft: String(draft!.id), status: "draft", version: "x".repeat(10_000), url: "/admin/blog" },
      { draft: "-1", status: "draft", url: "/admin/blog" },
    ];
    for (const forged of forgeries) {
      const { url, ...fields } = forged;
      const response = await postForm(url!, { ...blogForm("Gekapert", "fremd"), ...fields }, { Cookie: moderator });
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBeLessThan(500);
    }
    expect(await drafts()).toEqual([draft]);
    expect(await posts("fremd")).toHaveLength(0);
    // The history of a record that does not exist, or under a percent-encoded or odd id.
    for (const path of [
      "/admin/blog/999999/versionen",
      "/admin/blog/d999999/versionen",
      "/admin/blog/%64%31/versionen",
      "/admin/blog/1e3/versionen",
    ]) {
      expect((await get(path, admin)).status, path).toBe(404);
    }
  });

  it("publishes once when the same publish is sent twice at once", async () => {
    await postForm("/admin/blog", blogForm("Doppelt", "doppelt", { status: "draft" }), { Cookie: admin });
    const [draft] = await drafts();
    const send = () =>
      postForm(
        "/admin/blog",
        blogForm("Doppelt", "doppelt", { status: "published", draft: String(draft!.id), version: `d${draft!.id}.1` }),
        { Cookie: admin },
      );
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await posts("doppelt")).toHaveLength(1);
    expect(await drafts()).toHaveLength(0);
  });
});

describe("two people editing one record", () => {
  it("refuses the second save made from an older version (409), naming what changed, and keeps the first", async () => {
    await postForm("/admin/blog", blogForm("Erste Fassung", "zwei-tabs"), { Cookie: admin });
    const [row] = await posts("zwei-tabs");
    const page = await (await get(`/admin/blog?edit=${row!.id}`, admin)).text();
    const version = /name="version" value="([^"]+)"/.exec(page)?.[1];
    expect(version).toMatch(/^r/);

    const first = await postForm(
      "/admin/blog",
      blogForm("Fassung von Tab 1", "zwei-tabs", { intent: "update", id: String(row!.id), version: version! }),
      { Cookie: admin },
    );
    expect(first.status).toBe(302);
    const second = await postForm(
      "/admin/blog.data",
      blogForm("Fassung von Tab 2", "zwei-tabs", { intent: "update", id: String(row!.id), version: version! }),
      { Cookie: moderator },
    );
    expect(second.status).toBe(409);
    const body = await second.text();
    expect(body).toContain("Dieser Eintrag wurde inzwischen geändert");
    expect(body).toContain("Titel");
    const [after] = await posts("zwei-tabs");
    expect(after!.title).toBe("Fassung von Tab 1");
  });

  it("refuses a draft saved over a newer save of the same draft", async () => {
    await postForm("/admin/blog", blogForm("Entwurf A", "entwurf-a", { status: "draft" }), { Cookie: admin });
    const [draft] = await drafts();
    const save = (title: string) =>
      postForm(
        "/admin/blog",
        blogForm(title, "entwurf-a", { status: "draft", draft: String(draft!.id), version: `d${draft!.id}.1` }),
        { Cookie: admin },
      );
    expect((await save("Entwurf A, Tab 1")).status).toBe(302);
    expect((await save("Entwurf A, Tab 2")).status).toBe(409);
    const [now] = await drafts();
    expect(now).toMatchObject({ label: "Entwurf A, Tab 1", version: 2 });
  });
});

describe("revisions", () => {
  it("lists every save with what differs from now, and restores an old one as a draft without touching the live page", async () => {
    await postForm("/admin/blog", blogForm("Fassung 1", "versionen"), { Cookie: admin });
    const [row] = await posts("versionen");
    await postForm(
      "/admin/blog",
      blogForm("Fassung 2", "versionen", { intent: "update", id: String(row!.id), content: "Der neue Text." }),
      { Cookie: admin },
    );
    const history = await get(`/admin/blog/${row!.id}/versionen`, moderator);
    expect(history.status).toBe(200);
    const html = await history.text();
    expect(html.match(/data-testid="revision"/g)).toHaveLength(2);
    // The first version differs from the current one in its title: shown as then/now.
    expect(html).toMatch(/<del[^>]*>Fassung 1<\/del>[\s\S]*?<ins[^>]*>Fassung 2<\/ins>/);
    // Rich text is compared as the words a reader sees, not as its tags.
    expect(html).toMatch(/<del[^>]*>Der Text des Beitrags.<\/del>[\s\S]*?<ins[^>]*>Der neue Text.<\/ins>/);
    expect(html).not.toContain("&lt;p&gt;");

    const [oldest] = await testDb()
      .select()
      .from(schema.contentRevisions)
      .where(eq(schema.contentRevisions.record_id, row!.id))
      .orderBy(schema.contentRevisions.id)
      .limit(1);
    const restored = await postForm(
      `/admin/blog/${row!.id}/versionen`,
      { intent: "restore", revision: String(oldest!.id) },
      { Cookie: moderator },
    );
    expect(restored.status).toBe(302);
    expect(restored.headers.get("Location")).toBe(`/admin/blog?edit=${row!.id}`);
    const [draft] = await drafts();
    expect(draft).toMatchObject({ record_id: row!.id, label: "Fassung 1" });
    expect(await (await get("/blog/versionen")).text()).toContain("Fassung 2");
    // History is only added to: three revisions now, the first unchanged.
    const all = await testDb()
      .select()
      .from(schema.contentRevisions)
      .where(eq(schema.contentRevisions.record_id, row!.id));
    expect(all.map((r) => r.action)).toEqual(["publish", "publish", "restore"]);

    // Someone else's revision, an unknown one, or another type's record: refused, nothing written.
    expect(
      (
        await postForm(
          `/admin/blog/${row!.id + 1}/versionen`,
          { intent: "restore", revision: String(oldest!.id) },
          { Cookie: admin },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await postForm(
          `/admin/shop/${row!.id}/versionen`,
          { intent: "restore", revision: String(oldest!.id) },
          { Cookie: admin },
        )
      ).status,
    ).toBe(404);
    expect((await get(`/admin/blog/${row!.id}/versionen`)).status).toBe(302);
    expect((await get(`/admin/event-organizers/1/versionen`, admin)).status).toBe(404);
    expect(await testDb().select().from(schema.contentRevisions)).toHaveLength(3);
  });

  it("keeps the newest 50 revisions of a record", async () => {
    await postForm("/admin/blog", blogForm("Viele", "viele"), { Cookie: admin });
    const [row] = await posts("viele");
    for (let i = 0; i < 52; i++) {
      await postForm(
        "/admin/blog",
        blogForm(`Viele ${i}`, "viele", { intent: "update", id: String(row!.id), status: "draft" }),
        {
          Cookie: admin,
        },
      );
    }
    const kept = await testDb()
      .select()
      .from(schema.contentRevisions)
      .where(eq(schema.contentRevisions.record_id, row!.id))
      .orderBy(desc(schema.contentRevisions.id));
    expect(kept).toHaveLength(50);
    expect(JSON.parse(kept[0]!.data).title).toBe("Viele 51");
  });
});
