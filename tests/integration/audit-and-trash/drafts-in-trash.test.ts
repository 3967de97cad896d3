import { env } from "cloudflare:workers";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import {
  CONTENT_TABLES,
  baselineStatement,
  discardStatements,
  restoreFromTrash,
  trashStatements,
} from "~/lib/admin/index.server";
import { hasEditorial, CONTENT_TYPE_LIST } from "~/lib/admin";
import type { AuditActor } from "~/lib/audit.server";
import { getDb } from "~/lib/db.server";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * A record's pending draft lives and dies with it: a delete takes the draft into the trash with the
 * record, a restore brings both back, and a draft can be discarded on its own (into the trash, and back).
 */

let admin: string;
let moderator: string;
let user: string;
const ACTOR: AuditActor = { id: null, name: "Test", role: "admin" };

const blogForm = (title: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  title,
  slug: "mit-entwurf",
  excerpt: "Ein Auszug.",
  author: "Anna Autorin",
  category: "Achtsamkeit",
  content: "Der Text des Beitrags.",
  image_url: "https://example.com/bild.jpg",
  ...extra,
});

const drafts = () => testDb().select().from(schema.contentDrafts).orderBy(desc(schema.contentDrafts.id));
const trash = () => testDb().select().from(schema.contentTrash).orderBy(desc(schema.contentTrash.id));
const posts = () => testDb().select().from(schema.blogPosts);

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
  moderator = (await sessionAs("moderator")).cookie;
  user = (await sessionAs("user")).cookie;
});

beforeEach(async () => {
  await clearTables(schema.contentDrafts, schema.contentRevisions, schema.contentTrash, schema.blogPosts);
});

/** A published post with a pending draft of a new title, as staff make it in the form. */
async function publishedWithDraft() {
  expect((await postForm("/admin/blog", blogForm("Live-Titel"), { Cookie: admin })).status).toBe(302);
  const [post] = await posts();
  const changed = await postForm(
    "/admin/blog",
    blogForm("Entwurfs-Titel", { intent: "update", id: String(post!.id), status: "draft" }),
    { Cookie: admin },
  );
  expect(changed.status).toBe(302);
  const [draft] = await drafts();
  expect(draft).toMatchObject({ record_id: post!.id, label: "Entwurfs-Titel" });
  return { post: post!, draft: draft! };
}

describe("deleting a published post that has a pending draft", () => {
  it("takes the draft into the trash; restoring brings both back, no stray '-1' post", async () => {
    const { post, draft } = await publishedWithDraft();
    const deleted = await postForm("/admin/blog", { intent: "delete", id: String(post.id) }, { Cookie: moderator });
    expect(deleted.status).toBe(302);
    expect(await posts()).toEqual([]);
    // The draft is not left behind as a "new" post to publish.
    expect(await drafts()).toEqual([]);
    const list = await (await get("/admin/blog", moderator)).text();
    expect(list).not.toContain('data-testid="pending-draft"');
    expect(list).not.toContain("Entwurfs-Titel");
    const screen = await (await get("/admin/trash", moderator)).text();
    expect(screen).toContain("mit unveröffentlichtem Entwurf");

    const [item] = await trash();
    const restored = await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: moderator });
    expect(restored.status).toBe(302);
    expect((await posts()).map((p) => [p.id, p.slug, p.title])).toEqual([[post.id, "mit-entwurf", "Live-Titel"]]);
    const [back] = await drafts();
    expect(back).toMatchObject({ id: draft.id, record_id: post.id, version: draft.version, data: draft.data });
    expect(await trash()).toEqual([]);
    // Still pending on the restored record: live shows the published title, the list says "changed".
    expect(await (await get("/blog/mit-entwurf")).text()).toContain("Live-Titel");
    expect(await (await get("/admin/blog", moderator)).text()).toContain(
      "Veröffentlicht, mit unveröffentlichten Änderungen",
    );
  });

  it("refuses a delete when the draft was saved meanwhile in another tab (nothing lost, nothing moved)", async () => {
    const { post, draft } = await publishedWithDraft();
    const db = getDb(env);
    const { table } = CONTENT_TABLES.blog!;
    const statements = await trashStatements(
      db,
      CONTENT_TYPE_LIST.find((d) => d.key === "blog")!,
      table,
      post.id,
      ACTOR,
    );
    // Another tab saves the draft between the delete's read and its write.
    await testDb()
      .update(schema.contentDrafts)
      .set({ version: draft.version + 1 })
      .where(eq(schema.contentDrafts.id, draft.id));
    await expect(db.batch(statements!)).rejects.toThrow();
    expect(await posts()).toHaveLength(1);
    expect(await drafts()).toHaveLength(1);
    expect(await trash()).toEqual([]);
  });
});

describe("discarding a draft", () => {
  it("moves a published post's draft into the trash, leaves the live version, and restores it", async () => {
    const { post, draft } = await publishedWithDraft();
    const version = `d${draft.id}.${draft.version}`;
    // Refused: a plain user, another type's screen, an older version of the draft, a forged id.
    expect(
      (await postForm("/admin/blog", { intent: "discard", draft: String(draft.id) }, { Cookie: user })).status,
    ).toBe(403);
    const refused = [
      ["/admin/shop", { intent: "discard", draft: String(draft.id) }],
      ["/admin/blog", { intent: "discard", draft: String(draft.id), version: `d${draft.id}.${draft.version + 5}` }],
      ["/admin/blog", { intent: "discard", draft: "abc" }],
      ["/admin/blog", { intent: "discard", draft: String(draft.id + 100) }],
    ] as const;
    for (const [path, fields] of refused) {
      const response = await postForm(path, fields, { Cookie: admin });
      expect(response.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(fields)).toBeLessThan(500);
    }
    expect(await drafts()).toHaveLength(1);

    const discarded = await postForm(
      "/admin/blog",
      { intent: "discard", draft: String(draft.id), version },
      { Cookie: moderator },
    );
    expect(discarded.status).toBe(302);
    expect(await drafts()).toEqual([]);
    expect((await posts()).map((p) => p.title)).toEqual(["Live-Titel"]);
    expect(await (await get("/blog/mit-entwurf")).text()).toContain("Live-Titel");
    const [item] = await trash();
    expect(item).toMatchObject({ type: "blog", table_name: "content_drafts", label: "Entwurfs-Titel", slug: null });
    expect(await (await get("/admin/trash", moderator)).text()).toContain("Entwurf: Entwurfs-Titel");
    const [entry] = await testDb().select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(entry).toMatchObject({ type: "blog", action: "discard", record_id: String(post.id) });

    const restored = await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: moderator });
    expect(restored.status).toBe(302);
    const [back] = await drafts();
    expect(back).toMatchObject({ id: draft.id, record_id: post.id, data: draft.data });
    expect((await posts()).map((p) => p.title)).toEqual(["Live-Titel"]);
    const [restoreEntry] = await testDb().select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(restoreEntry).toMatchObject({ type: "blog", action: "restore", record_id: String(post.id) });
  });

  it("discards a never-published draft, which comes back from the trash as a draft", async () => {
    const saved = await postForm("/admin/blog", blogForm("Nie veröffentlicht", { status: "draft" }), { Cookie: admin });
    expect(saved.status).toBe(302);
    const [draft] = await drafts();
    expect(draft!.record_id).toBeNull();
    const discarded = await postForm("/admin/blog", { intent: "discard", draft: String(draft!.id) }, { Cookie: admin });
    expect(discarded.status).toBe(302);
    expect(await drafts()).toEqual([]);
    expect(await (await get("/admin/blog", admin)).text()).not.toContain('data-testid="pending-draft"');
    const [item] = await trash();
    expect(
      (await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: admin })).status,
    ).toBe(302);
    expect(await drafts()).toMatchObject([{ id: draft!.id, record_id: null, label: "Nie veröffentlicht" }]);
    expect(await (await get("/admin/blog", admin)).text()).toContain('data-testid="pending-draft"');
    expect(await posts()).toEqual([]);
  });

  it("does not bring a draft back on its own while its record lies in the trash", async () => {
    const { post, draft } = await publishedWithDraft();
    await postForm("/admin/blog", { intent: "discard", draft: String(draft.id) }, { Cookie: admin });
    await postForm("/admin/blog", { intent: "delete", id: String(post.id) }, { Cookie: admin });
    const [recordItem, draftItem] = await trash();
    expect(draftItem!.table_name).toBe("content_drafts");
    const refused = await postForm("/admin/trash", { intent: "restore", id: String(draftItem!.id) }, { Cookie: admin });
    expect(refused.status).toBe(409);
    expect(await drafts()).toEqual([]);
    // Record first, then its draft: both come back.
    expect(
      (await postForm("/admin/trash", { intent: "restore", id: String(recordItem!.id) }, { Cookie: admin })).status,
    ).toBe(302);
    expect(
      (await postForm("/admin/trash", { intent: "restore", id: String(draftItem!.id) }, { Cookie: admin })).status,
    ).toBe(302);
    expect(await drafts()).toMatchObject([{ id: draft.id, record_id: post.id }]);
  });
});

/** A row with every required column filled with a placeholder, unique per type (slugs), written straight into D1. */
async function placeholderRow(key: string): Promise<number> {
  const { table } = CONTENT_TABLES[key]!;
  const values: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(getTableColumns(table) as Record<string, SQLiteColumn>)) {
    if (name === "id" || !column.notNull || column.hasDefault) continue;
    values[name] =
      column.dataType === "number"
        ? 1
        : column.dataType === "boolean"
          ? true
          : column.dataType === "date"
            ? new Date()
            : `${key}-${name}`;
  }
  const [row] = await testDb()
    .insert(table)
    .values(values)
    .returning({ id: sql<number>`id` });
  return row!.id;
}

describe("every type with drafts", () => {
  // Each type's table: a record with a draft, deleted and restored, the draft discarded and restored,
  // and the first version a record without revisions keeps (baseline.server.ts).
  for (const def of CONTENT_TYPE_LIST.filter(hasEditorial)) {
    it(`${def.key}: a deleted record takes its draft along and gets it back`, async () => {
      const { table } = CONTENT_TABLES[def.key]!;
      const db = getDb(env);
      const id = await placeholderRow(def.key);
      const [draft] = await testDb()
        .insert(schema.contentDrafts)
        .values({ type: def.key, record_id: id, data: "{}", label: "Änderung", version: 3 })
        .returning();
      await db.batch((await trashStatements(db, def, table, id, ACTOR))!);
      expect(await db.all(sql`SELECT id FROM ${table} WHERE id = ${id}`)).toEqual([]);
      expect(await drafts()).toEqual([]);
      const [item] = await trash();
      expect(await restoreFromTrash(db, item!.id, ACTOR)).toMatchObject({ ok: true });
      expect(await db.all(sql`SELECT id FROM ${table} WHERE id = ${id}`)).toEqual([{ id }]);
      expect(await drafts()).toMatchObject([{ id: draft!.id, record_id: id, version: 3, label: "Änderung" }]);

      // Discarded on its own: the record stays; restored: the draft is back.
      await db.batch((await discardStatements(db, def, draft!, ACTOR))!);
      expect(await drafts()).toEqual([]);
      expect(await db.all(sql`SELECT id FROM ${table} WHERE id = ${id}`)).toEqual([{ id }]);
      const [discarded] = await trash();
      expect(await restoreFromTrash(db, discarded!.id, ACTOR)).toMatchObject({ ok: true });
      expect(await drafts()).toMatchObject([{ id: draft!.id, record_id: id }]);

      // Its first version is the row as the database holds it, every column (empty ones too), once.
      const [{ id: _id, ...row }] = await db.all<Record<string, unknown>>(sql`SELECT * FROM ${table} WHERE id = ${id}`);
      await db.batch([baselineStatement(db, def.key, table, id), baselineStatement(db, def.key, table, id)]);
      const kept = await testDb()
        .select()
        .from(schema.contentRevisions)
        .where(and(eq(schema.contentRevisions.type, def.key), eq(schema.contentRevisions.record_id, id)));
      expect(kept.map((revision) => [revision.action, JSON.parse(revision.data)])).toEqual([["baseline", row]]);

      await db.delete(table).where(and(eq(table.id, id)));
      await clearTables(schema.contentDrafts, schema.contentTrash, schema.contentRevisions);
    });
  }
});
