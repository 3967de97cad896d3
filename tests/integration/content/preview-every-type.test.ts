import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { parentOf, type ContentTypeDef, type FieldDef, CONTENT_TYPE_LIST } from "~/lib/admin";
import { previewPath } from "~/lib/pages/index.server";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/**
 * Every type with a page previews its drafts (decision 0028), from its page declaration: the record's
 * page view (courses, events, posts, products, service pages) or the section of its list page that
 * shows it (a congress). The back office hands out the signed link where events show theirs; the
 * link opens without an account, and an expired or altered one is refused.
 */

let admin: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user, schema.contentDrafts);
  admin = (await sessionAs("admin")).cookie;
});

const previewable = (CONTENT_TYPE_LIST as unknown as ContentTypeDef[]).filter(
  (def) => def.page?.detail || def.page?.preview,
);

/** A valid value for a new record's field, from its definition (as the CRUD tests make them). */
function sampleValue(field: FieldDef, word: string): string | null {
  switch (field.kind) {
    case "switch":
      return "on";
    case "number":
      return String(Math.max(field.min ?? 0, 1));
    case "url":
      return `https://example.com/${field.name}`;
    case "link":
      return "/kontakt";
    case "image":
      return `https://example.com/${field.name}.jpg`;
    case "select":
      return field.options?.[0]?.value ?? null;
    case "datetime":
      return "2026-03-14T10:00";
    case "tags":
      return null;
    default:
      return `${field.label} ${word}`;
  }
}

/** The screen that lists the type (its tab's screen, or its own). */
const screenOf = (def: ContentTypeDef) => `/admin/${def.tab?.screen ?? def.key}`;

describe("preview links", () => {
  it("are offered for every type with a page", () => {
    // Those the site has today at least; a new type with a page joins by its declaration alone.
    expect(previewable.map((def) => def.key)).toEqual(
      expect.arrayContaining(["academy", "blog", "events", "kongress", "service-details", "shop"]),
    );
  });

  it.each(previewable.map((def) => ({ key: def.key, def })))(
    "of a $key draft open signed out, and expired or altered are refused",
    async ({ def }) => {
      expect(parentOf(def)).toBeNull();
      const form: Record<string, string> = { intent: "create", status: "draft" };
      for (const field of def.fields) {
        const value = sampleValue(field, `Vorschau ${def.key}`);
        if (value !== null) form[field.name] = value;
      }
      const created = await postForm(screenOf(def), form, { Cookie: admin });
      expect(created.status, await created.clone().text()).toBe(302);
      const [draft] = await testDb().select().from(schema.contentDrafts).where(eq(schema.contentDrafts.type, def.key));
      expect(draft, `a ${def.key} draft`).toBeDefined();

      // 'Vorschau-Link' in the draft's dialog, as events have it.
      const dialog = await get(`${screenOf(def)}?draft=${draft!.id}&preview=1`, admin);
      expect(dialog.status).toBe(200);
      const html = await dialog.text();
      const match = new RegExp(
        `href="https?://[^"/]+(/vorschau/${def.key}/${draft!.id}\\?exp=(\\d+)&amp;sig=([0-9a-f]{64}))"`,
      ).exec(html);
      expect(match, `the ${def.key} dialog shows a signed preview link`).not.toBeNull();
      const link = match![1]!.replaceAll("&amp;", "&");

      // Signed out: no cookie at all.
      const preview = await get(link);
      expect(preview.status).toBe(200);
      expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
      const page = await preview.text();
      expect(page).toContain('data-testid="preview-bar"');
      expect(page).toContain(form[def.labelField]);

      const sig = match![3]!;
      const altered = `${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`;
      expect((await get(`/vorschau/${def.key}/${draft!.id}?exp=${match![2]}&sig=${altered}`)).status).toBe(404);
      const expired = await previewPath(env, def.key, draft!.id, 1, new Date(Date.now() - 2 * 3600_000));
      expect((await get(expired.path)).status).toBe(404);
    },
  );
});
