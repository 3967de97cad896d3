import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * Autosave (decision 0051): the form posts its values to the shared content action as a draft save
 * marked `autosave=1`, checked like any save (schema, role, version), and answered with the draft's new
 * version instead of a redirect. It never publishes, and a typing session leaves one revision.
 */

let admin: string;
let moderator: string;
let user: string;

type Reply = { result?: { error?: Record<string, string[] | null> } | null; error?: string | null; detail?: string };
type Autosaved = Reply & { autosaved?: { version: string; draftId: number; at: string } };

/** Posts as the form's fetcher does (a data request) and decodes the action's answer. */
async function autosave(path: string, fields: Record<string, string>, cookie: string) {
  const res = await postForm(
    path.replace(/(\?|$)/, ".data$1"),
    { autosave: "1", status: "draft", ...fields },
    {
      Cookie: cookie,
    },
  );
  if (!res.body || res.status === 302) return { status: res.status, body: null };
  const { value, done } = await decodeViaTurboStream(res.body!, globalThis);
  await done;
  return { status: res.status, body: (value as { data?: Autosaved }).data ?? null };
}

const POST = {
  title: "Automatisch gesichert",
  slug: "automatisch-gesichert",
  excerpt: "Ein Auszug.",
  author: "Anna Autorin",
  category: "Achtsamkeit",
  content: "<p>Erster Stand.</p>",
  image_url: "https://example.com/bild.jpg",
};

const revisions = () => testDb().select().from(schema.contentRevisions).orderBy(schema.contentRevisions.id);
const drafts = () => testDb().select().from(schema.contentDrafts);

async function publishedPost() {
  const res = await postForm("/admin/blog", { intent: "create", status: "published", ...POST }, { Cookie: admin });
  expect(res.status).toBe(302);
  const [row] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, POST.slug));
  return row!;
}

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
  user = (await sessionAs("user")).cookie;
});

beforeEach(async () => {
  await clearTables(
    schema.contentDrafts,
    schema.contentRevisions,
    schema.contentUnpublish,
    schema.blogPosts,
    schema.navigationItems,
  );
});

describe("autosave of a published record", () => {
  it("saves a draft (the page keeps the published text), answers its version, and keeps one revision per session", async () => {
    const row = await publishedPost();
    const edit = { intent: "update", id: String(row.id), ...POST };
    const first = await autosave("/admin/blog", { ...edit, content: "<p>Zweiter Stand.</p>" }, admin);
    expect(first.status).toBe(200);
    const [draft] = await drafts();
    expect(draft).toMatchObject({ record_id: row.id, version: 1 });
    expect(first.body?.autosaved).toMatchObject({ version: `d${draft!.id}.1`, draftId: draft!.id });
    // Visitors still get the published text.
    const [live] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.id, row.id));
    expect(live!.content).toBe("<p>Erster Stand.</p>");

    const second = await autosave(
      "/admin/blog",
      { ...edit, content: "<p>Dritter Stand.</p>", version: first.body!.autosaved!.version },
      admin,
    );
    expect(second.status).toBe(200);
    expect(second.body?.autosaved?.version).toBe(`d${draft!.id}.2`);
    expect(JSON.parse((await drafts())[0]!.data).content).toBe("<p>Dritter Stand.</p>");
    // publish, (baseline before it? none: the record was made here), one autosave: the later one.
    const kept = await revisions();
    expect(kept.map((r) => r.action)).toEqual(["publish", "autosave"]);
    expect(JSON.parse(kept[1]!.data).content).toBe("<p>Dritter Stand.</p>");

    // A manual save starts a revision of its own; the next autosave does not replace it.
    const manual = await postForm(
      "/admin/blog",
      { ...edit, status: "draft", content: "<p>Von Hand.</p>", version: second.body!.autosaved!.version },
      { Cookie: admin },
    );
    expect(manual.status).toBe(302);
    const third = await autosave(
      "/admin/blog",
      { ...edit, content: "<p>Weiter getippt.</p>", version: `d${draft!.id}.3` },
      admin,
    );
    expect(third.status).toBe(200);
    expect((await revisions()).map((r) => r.action)).toEqual(["publish", "autosave", "draft", "autosave"]);
  });

  it("is refused over a newer version (409, naming the field) and never publishes", async () => {
    const row = await publishedPost();
    const edit = { intent: "update", id: String(row.id), ...POST };
    const first = await autosave("/admin/blog", { ...edit, title: "Tab eins" }, admin);
    expect(first.status).toBe(200);
    // The second tab still carries the published row's version.
    const stale = await autosave("/admin/blog", { ...edit, title: "Tab zwei", version: "rstale" }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body?.detail).toContain("Titel");
    expect(JSON.parse((await drafts())[0]!.data).title).toBe("Tab eins");

    const publish = await autosave("/admin/blog", { ...edit, status: "published", title: "Sofort online" }, admin);
    expect(publish.status).toBe(400);
    const [live] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.id, row.id));
    expect(live!.title).toBe(POST.title);
  });

  it("answers bad input with field errors and a 400, and writes nothing", async () => {
    const row = await publishedPost();
    const res = await autosave("/admin/blog", { intent: "update", id: String(row.id), ...POST, title: "" }, admin);
    expect(res.status).toBe(400);
    expect(res.body?.result?.error?.title?.length).toBeGreaterThan(0);
    expect(await drafts()).toHaveLength(0);
  });
});

describe("autosave of a record not yet saved", () => {
  it("is refused with a 400 and writes no draft: a new record is kept in the browser until its first save", async () => {
    for (const content of ["<p>Erster Tab</p>", "<p>Zweiter Tab</p>"]) {
      const res = await autosave("/admin/blog", { intent: "create", ...POST, content }, admin);
      expect(res.status).toBe(400);
      expect(res.body?.error).toContain("Speichern");
    }
    expect(await drafts()).toHaveLength(0);
  });
});

describe("autosave takes the role rule of the type", () => {
  it("a moderator cannot autosave an admin-only record, a plain user no record at all", async () => {
    const created = await postForm(
      "/admin/navigation",
      { intent: "create", status: "published", name_de: "Menüpunkt", name_en: "Menu item", href: "/kontakt" },
      { Cookie: admin },
    );
    expect(created.status).toBe(302);
    const [item] = await testDb().select().from(schema.navigationItems);
    const edit = { intent: "update", id: String(item!.id), name_de: "Geändert", name_en: "Changed", href: "/kontakt" };
    expect((await autosave("/admin/navigation", edit, moderator)).status).toBe(403);
    const row = await publishedPost();
    const blog = { intent: "update", id: String(row.id), ...POST, title: "Vom Benutzer" };
    expect([302, 403]).toContain((await autosave("/admin/blog", blog, user)).status);
    expect(await drafts()).toHaveLength(0);
    // The admin may.
    expect((await autosave("/admin/navigation", edit, admin)).status).toBe(200);
  });
});
