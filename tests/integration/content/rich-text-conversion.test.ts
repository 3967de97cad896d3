import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { DEMO_ROWS } from "~db/seed";
import { Markdown } from "~/components/markdown";
import { RichText } from "~/components/rich-text";
import { CONTENT_TYPE_LIST } from "~/lib/admin";
import { convertLegacyRichText } from "~/lib/admin/index.server";
import { getDb } from "~/lib/db.server";
import { DAILY_CRON } from "~/lib/schedules";
import { sanitizeRichText } from "~/lib/text/index.server";
import worker from "../../../workers/app";
import { freshDemoContent, tableOf } from "../demo-content";
import { setAddress } from "../form-of-address-helpers";
import { testDb } from "../helpers";

/**
 * The one-time conversion of the long texts to rich text (decision 0050): for every seeded record and
 * every richText field, the page before (the old value rendered as its page rendered it: Markdown for
 * blog bodies, plain text with its line breaks elsewhere) and after (the stored HTML through the page's
 * RichText) shows the same lines of text, the same links and the same bold and italic words.
 */

beforeAll(freshDemoContent);

// The seed says "du"; the other test files of this runtime share its D1 and expect the default "sie".
afterAll(() => setAddress("sie"));

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    return String.fromCodePoint(name[1] === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
  });

/** What a reader sees, line by line: a line break or a block boundary starts a new line. */
function visibleLines(html: string): string[] {
  const text = html
    .replace(/<br\s*\/?>|<\/?(p|h[1-6]|li|ul|ol|blockquote|div|figure|figcaption)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decode(text)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The links (target and text) and the bold and italic words of a rendered body. */
function marks(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m.slice(1).map(decode).join(" → "));
  return {
    links: all(/<a\b[^>]*\bhref="([^"]*)"[^>]*>(.*?)<\/a>/g),
    strong: all(/<strong>(.*?)<\/strong>/g),
    em: all(/<em>(.*?)<\/em>/g),
  };
}

/** The old page's rendering of a value: the Markdown component for blog bodies, else pre-line text. */
function before(value: string, legacy: string | undefined): string {
  return legacy === "markdown"
    ? renderToStaticMarkup(createElement(Markdown, { source: value }))
    : renderToStaticMarkup(createElement("p", { className: "whitespace-pre-line" }, value));
}

const after = (stored: string) =>
  renderToStaticMarkup(createElement(RichText, { html: sanitizeRichText(stored, "de"), title: "Titel" }));

const RICH_TYPES = CONTENT_TYPE_LIST.filter((def) => def.fields.some((field) => field.kind === "richText"));

describe("every seeded long text after its conversion to rich text", () => {
  it("covers every type with a rich-text field that the seed fills", () => {
    expect(RICH_TYPES.map((def) => def.key).sort()).toEqual(
      expect.arrayContaining([
        "about",
        "academy",
        "blog",
        "community-posts",
        "events",
        "service-details",
        "services",
        "shop",
      ]),
    );
  });

  for (const def of RICH_TYPES) {
    it(`${def.key}: reads the same, with its links and emphasis`, async () => {
      const demo = (DEMO_ROWS as Record<string, readonly Record<string, unknown>[]>)[def.table ?? ""] ?? [];
      const stored = (await testDb().select().from(tableOf(def))) as unknown as Record<string, unknown>[];
      stored.sort((a, b) => Number(a.id) - Number(b.id));
      expect(stored.length, "rows seeded in the order written").toBe(demo.length);
      let compared = 0;
      for (const [i, old] of demo.entries()) {
        for (const field of def.fields.filter((candidate) => candidate.kind === "richText")) {
          const value = old[field.name];
          if (typeof value !== "string" || !value.trim()) continue;
          const html = String(stored[i]![field.name]);
          const where = `${def.key} #${i + 1} ${field.name}`;
          expect(html, where).toMatch(/^<(p|h2|h3|h4|ul|ol|blockquote)>/);
          const [was, now] = [before(value, field.legacy), after(html)];
          expect(visibleLines(now), where).toEqual(visibleLines(was));
          expect(marks(now), where).toEqual(marks(was));
          compared += 1;
        }
      }
      if (demo.length > 0) expect(compared).toBeGreaterThan(0);
    });
  }
});

describe("the daily job's one-time conversion of the rows stored before rich text", () => {
  it("rewrites every old value as the HTML its page shows, keeps HTML as it is, and then finds nothing more", async () => {
    const blog = RICH_TYPES.find((def) => def.key === "blog")!;
    const services = RICH_TYPES.find((def) => def.key === "services")!;
    // Rows as a database from before held them: the demo's own Markdown and plain texts, unconverted.
    const oldPost = (DEMO_ROWS.blogPosts as readonly Record<string, unknown>[])[0]!;
    const oldService = (DEMO_ROWS.services as readonly Record<string, unknown>[])[0]!;
    // The first two demo posts and the first service, whatever ids this runtime's database gave them.
    const [first, second] = await testDb().select().from(schema.blogPosts).orderBy(schema.blogPosts.id).limit(2);
    const [firstService] = await testDb().select().from(schema.services).orderBy(schema.services.id).limit(1);
    const [post] = await testDb()
      .update(schema.blogPosts)
      .set({ content: String(oldPost.content) })
      .where(eq(schema.blogPosts.id, first!.id))
      .returning();
    const [service] = await testDb()
      .update(schema.services)
      .set({ description_de: String(oldService.description_de) })
      .where(eq(schema.services.id, firstService!.id))
      .returning();
    expect(post!.content).not.toMatch(/^</);
    expect(service!.description_de).not.toMatch(/^</);
    const untouched = second!;

    const daily = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled!(createScheduledController({ cron: DAILY_CRON, scheduledTime: Date.now() }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await daily();

    const [postNow] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.id, first!.id));
    const [serviceNow] = await testDb().select().from(schema.services).where(eq(schema.services.id, firstService!.id));
    for (const [field, old, now] of [
      [blog.fields.find((f) => f.name === "content")!, String(oldPost.content), postNow!.content],
      [
        services.fields.find((f) => f.name === "description_de")!,
        String(oldService.description_de),
        serviceNow!.description_de,
      ],
    ] as const) {
      expect(now, field.name).toMatch(/^<(p|h2|ul|ol)>/);
      expect(visibleLines(after(now ?? "")), field.name).toEqual(visibleLines(before(old, field.legacy)));
      expect(marks(after(now ?? "")), field.name).toEqual(marks(before(old, field.legacy)));
    }
    const [untouchedNow] = await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.id, second!.id));
    expect(untouchedNow!.content, "a row already in HTML is left as it was").toBe(untouched.content);

    expect(await convertLegacyRichText(getDb(env)), "nothing is left to convert").toBe(0);
  });
});
