import { translatorFor } from "~/lib/admin";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import * as schema from "~db/schema";
import {
  handleContentAction,
  draftStatements,
  columnValues,
  UnknownColumnError,
} from "../../../app/lib/admin/index.server";
import { navigation } from "../../../app/lib/admin";
import { getDb } from "../../../app/lib/db.server";
import { clearTables, testDb } from "../helpers";

/*
 * A write through the content mechanism names its columns by the definition's field names. A field
 * whose name is no column of the table (a typo, a renamed column) must make the write fail, never
 * leave the value out and save the rest as if nothing were wrong.
 */

const actor = { id: null, name: "Test", role: "admin" };

/** The navigation type with its German name field misspelt, as a definition with a typo would be. */
const misspelt = {
  ...navigation,
  schema: z.object({ nmae_de: z.string(), name_en: z.string(), href: z.string() }),
};

function createRequest(fields: Record<string, string>) {
  return new Request("http://localhost/admin/navigation", { method: "POST", body: new URLSearchParams(fields) });
}

beforeEach(async () => {
  await clearTables(schema.navigationItems, schema.contentDrafts, schema.contentRevisions, schema.auditLog);
});

describe("writes name only columns of their table", () => {
  it("columnValues refuses a key that is no column, naming it, and keeps the others", () => {
    expect(() => columnValues(schema.navigationItems, { name_de: "Blog", nmae_en: "Blog" })).toThrow(
      UnknownColumnError,
    );
    expect(() => columnValues(schema.navigationItems, { nmae_en: "Blog" })).toThrow(/nmae_en/);
    expect(columnValues(schema.navigationItems, { name_de: "Blog", href: undefined })).toEqual({
      name_de: "Blog",
      href: null,
    });
  });

  it("a save whose definition names an unknown column fails and writes nothing", async () => {
    const db = getDb(env);
    const request = createRequest({ intent: "create", nmae_de: "Blog", name_en: "Blog", href: "/blog" });
    await expect(
      handleContentAction(request, { db, actor, t: translatorFor("de") }, misspelt, "/admin/navigation"),
    ).rejects.toThrow(/nmae_de/);
    expect(await testDb().select().from(schema.navigationItems)).toEqual([]);
    expect(await testDb().select().from(schema.contentDrafts)).toEqual([]);
    expect(await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.type, "navigation"))).toEqual([]);
  });

  it("a draft with an unknown column is refused before its statements exist", () => {
    const db = getDb(env);
    expect(() =>
      draftStatements(db, actor, {
        def: navigation,
        table: schema.navigationItems,
        recordId: null,
        draft: null,
        values: { name_de: "Blog", nmae_en: "Blog" },
        publishAt: null,
        unpublishAt: null,
        action: "draft",
      }),
    ).toThrow(UnknownColumnError);
  });
});
