import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * The preview beside the form (decision 0051): the edit dialog of a record with a page shows its last
 * saved draft in a frame (?vorschau=phone|desktop), and only the preview may be framed, by the site's
 * own pages; the back office and the public pages may be framed by nobody.
 */

let admin: string;

const POST = {
  title: "Vorschau daneben",
  slug: "vorschau-daneben",
  excerpt: "Ein Auszug.",
  author: "Anna Autorin",
  category: "Achtsamkeit",
  content: "<p>Veröffentlicht.</p>",
  image_url: "https://example.com/bild.jpg",
};

function frameAncestors(response: Response) {
  return /frame-ancestors ([^;]+)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
}

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
});

beforeEach(() => clearTables(schema.contentDrafts, schema.contentRevisions, schema.blogPosts));

describe("the preview beside the form", () => {
  it("frames the draft as last saved, in a frame only the site's own pages may show", async () => {
    expect((await postForm("/admin/blog", { intent: "create", ...POST }, { Cookie: admin })).status).toBe(302);
    const [row] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, POST.slug));

    // No draft yet: the panel says so instead of showing the published page.
    const before = await (await get(`/admin/blog?edit=${row!.id}&vorschau=phone`, admin)).text();
    expect(before).toContain('data-testid="preview-panel"');
    expect(before).toContain("Noch kein Entwurf gespeichert");
    expect(before).not.toContain('data-testid="preview-frame"');

    const saved = await postForm(
      "/admin/blog",
      { intent: "update", id: String(row!.id), status: "draft", ...POST, content: "<p>Nur im Entwurf.</p>" },
      { Cookie: admin },
    );
    expect(saved.status).toBe(302);
    const [draft] = await testDb().select().from(schema.contentDrafts);

    const screen = await get(`/admin/blog?edit=${row!.id}&vorschau=phone`, admin);
    expect(frameAncestors(screen)).toBe("'none'");
    expect(screen.headers.get("X-Frame-Options")).toBe("DENY");
    // The back office may frame the site's own pages; a public page frames only the video hosts.
    expect(screen.headers.get("Content-Security-Policy")).toMatch(/frame-src 'self' /);
    const html = await screen.text();
    const frame = /<iframe[^>]*src="(\/vorschau\/blog\/(\d+)\?exp=\d+&amp;sig=[0-9a-f]{64})"[^>]*>/.exec(html);
    expect(frame, "the dialog frames the signed preview").not.toBeNull();
    expect(frame![0]).toContain('data-width="390"');
    expect(Number(frame![2])).toBe(draft!.id);
    const desktop = await (await get(`/admin/blog?edit=${row!.id}&vorschau=desktop`, admin)).text();
    expect(desktop).toMatch(/<iframe[^>]*data-width="1280"/);

    const preview = await get(frame![1]!.replaceAll("&amp;", "&"));
    expect(preview.status).toBe(200);
    expect(frameAncestors(preview)).toBe("'self'");
    expect(preview.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(await preview.text()).toContain("Nur im Entwurf.");

    const page = await get(`/blog/${POST.slug}`);
    expect(frameAncestors(page)).toBe("'none'");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    expect(page.headers.get("Content-Security-Policy")).not.toMatch(/frame-src[^;]*'self'/);
  });
});
