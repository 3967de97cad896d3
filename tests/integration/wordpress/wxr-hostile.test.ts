import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readPreview, wordpressToEditorHtml, MAX_ITEM_BYTES } from "~/lib/wordpress/index.server";

/*
 * An export built to make the importer slow: items of hundreds of thousands of tags that open and never
 * close, close what never opened, or nest without end. The import's preview reads them from storage as
 * an upload would and still lists every page; the conversion of hostile text still gives its HTML. Each
 * was minutes (or hours) of one Worker's time when the reader looked through its open elements for every
 * closing tag; the test asserts what is read, and the time is only reported.
 */

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>T</title><wp:wxr_version>1.2</wp:wxr_version>';
const TAIL = "</channel></rss>";
const page = (id: number, body: string) =>
  `<item><title>Page ${id}</title><wp:post_id>${id}</wp:post_id><wp:post_type>page</wp:post_type><wp:status>publish</wp:status>${body}</item>\n`;
/** `unit` repeated to fill about `bytes`. */
const fill = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));
/** Room for an item's own fields within the 5 MB an item may have. */
const FIVE_MB = MAX_ITEM_BYTES - 1024;

async function preview(name: string, text: string) {
  const key = `imports/hostile-${name}.xml`;
  const bytes = new TextEncoder().encode(text);
  await env.MEDIA.put(key, bytes);
  const started = performance.now();
  const summary = await readPreview(env, key);
  console.info(`${name}: ${bytes.length} bytes read in ${Math.round(performance.now() - started)} ms`);
  return summary;
}

describe("a hostile export is read in one pass", () => {
  it("lists the pages around an item of 32,000 opened and 32,000 unmatched closing tags", async () => {
    const tags = "<a>".repeat(32_000) + "</b>".repeat(32_000);
    const hostile = page(2, `<content:encoded>${tags}</content:encoded>`);
    const summary = await preview("32k", HEAD + page(1, "") + hostile + page(3, "") + TAIL);
    expect(summary.items).toBe(3);
    expect(summary.pages.map((p) => p.title)).toEqual(["Page 1", "Page 2", "Page 3"]);
  });

  it("lists the pages around 5 MB items of unclosed, unmatched, endlessly nested and repeated tags", async () => {
    const half = FIVE_MB / 2;
    const bodies = [
      fill("<a>", half) + fill("</b>", half),
      fill("<title>", half) + fill("</title>", half),
      fill("<wp:postmeta>", FIVE_MB),
      fill("<a/>", FIVE_MB),
      fill("</itemx>", FIVE_MB),
    ];
    const text = HEAD + bodies.map((body, i) => page(i + 1, body)).join("") + page(99, "") + TAIL;
    const summary = await preview("5mb", text);
    expect(summary.items).toBe(bodies.length + 1);
    expect(summary.pages.map((p) => p.title)).toEqual([...bodies.map((_, i) => `Page ${i + 1}`), "Page 99"]);
  });

  it("converts text of a megabyte of unclosed block comments and shortcodes", () => {
    const convert = (content: string) => {
      const started = performance.now();
      const { html } = wordpressToEditorHtml(content, { attachments: new Map() });
      console.info(`conversion of ${content.length} characters: ${Math.round(performance.now() - started)} ms`);
      return html;
    };
    const mb = 1024 * 1024;
    const blocks =
      '<!-- wp:paragraph --><p>Start</p><!-- /wp:paragraph --><!-- wp:embed {"url":"https://youtu.be/dQw4w9WgXcQ"} --><!-- /wp:embed -->';
    const expected = '<p>Start</p>\n\n<div data-video="https://youtu.be/dQw4w9WgXcQ"></div>';
    expect(convert(blocks + fill("<!-- wp:embed {", mb))).toBe(expected);
    expect(convert(blocks + fill("<!-- wp:gallery ", mb))).toBe(expected);
    expect(convert(`Start ${fill("[gallery ", mb)}`)).toMatch(/^<p>Start \[gallery \[gallery /);
  });
});
