import { describe, expect, it } from "vitest";
import { englishOf } from "~/lib/admin";
import { attachmentInfo, plainExcerpt, wordpressToEditorHtml, readWxr } from "~/lib/wordpress/index.server";
import type { WxrAttachmentInfo } from "~/lib/wordpress";
import { WXR_FIXTURE } from "./wxr-fixture";

const { items } = readWxr(WXR_FIXTURE);
const attachments = new Map<number, WxrAttachmentInfo>(
  items.filter((item) => item.type === "attachment").map((item) => [item.wpId, attachmentInfo(item)]),
);
const convert = (title: string) => {
  const post = items.find((item) => item.title === title)!;
  const attachedIds = items
    .filter((item) => item.parentId === post.wpId && item.type === "attachment")
    .map((i) => i.wpId);
  return wordpressToEditorHtml(post.content, { attachments, attachedIds });
};
const ctx = { attachments };
/** The HTML without the blank space between tags, which no page shows. */
const tight = (html: string) => html.replace(/>\s+</g, "><");

describe("WordPress markup as our editor's HTML", () => {
  it("gives classic text WordPress's paragraphs and line breaks, never inside preformatted text", () => {
    const { html } = wordpressToEditorHtml("One\nline\n\nTwo\n\n<pre>a\n\nb</pre>\n\n<ul>\n<li>x</li>\n</ul>", ctx);
    expect(tight(html)).toBe("<p>One<br>line</p><p>Two</p><p><code>a<br><br>b</code></p><ul><li>x</li></ul>");
  });

  it("turns captions into our figure, and images in paragraphs into figures before their text", () => {
    const { html } = wordpressToEditorHtml(
      '[caption id="attachment_1" width="300"]<a href="/x"><img class="wp-image-1" src="https://example.org/a.jpg" alt="A" /></a> The <b>caption</b>[/caption]\n\nText <img src="https://example.org/b.jpg" alt="B"> after.',
      ctx,
    );
    expect(tight(html)).toBe(
      '<figure><img src="https://example.org/a.jpg" alt="A"><figcaption>The caption</figcaption></figure><figure><img src="https://example.org/b.jpg" alt="B"></figure><p>Text  after.</p>',
    );
  });

  it("turns YouTube and Vimeo addresses, [embed] and embed blocks into our video; other embeds into links", () => {
    const video = '<div data-video="https://www.youtube.com/watch?v=SQEQr7c0-dw"></div>';
    expect(convert("Post Format: Video (YouTube)").html).toContain(video);
    expect(wordpressToEditorHtml("[embed]https://vimeo.com/76979871[/embed]", ctx).html).toBe(
      '<div data-video="https://vimeo.com/76979871"></div>',
    );
    const blocks = convert("Block category: Embeds");
    expect(blocks.html).toContain('<div data-video="https://youtu.be/ex8fMxXJDJw"></div>');
    expect(blocks.html).toContain('<a href="https://twitter.com/WordPress/status/1057136472321613824"');
    expect(blocks.notes.join(" ")).toMatch(/twitter\.com/);
    for (const note of blocks.notes) expect(englishOf(note), note).not.toBeNull();
    expect(blocks.html).not.toMatch(/<iframe|<script|blockquote class/);
  });

  it("shows a gallery's images as figures with their captions", () => {
    const tiled = convert("Post Format: Gallery (Tiled)").html;
    expect(tiled.match(/<figure>/g)).toHaveLength(6);
    expect(tiled).toContain(`<img src="${attachments.get(755)!.url}"`);
    expect(tiled).toMatch(/^<p>This is a test/);
    const plain = convert("Post Format: Gallery").html;
    expect(plain.match(/<figure>/g)!.length).toBeGreaterThan(0);
  });

  it("keeps the text of 'Markup: HTML Tags and Formatting' in elements the editor has", () => {
    const { html } = convert("Markup: HTML Tags and Formatting");
    expect(html).toMatch(/<h2>Headings<\/h2>|<h2>/);
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<table>");
    expect(html).toContain("<p><strong>Definition List Title</strong></p>");
    expect(html).toContain("<p>1 Infinite Loop<br>Cupertino, CA 95014<br>United States</p>");
    expect(html).toContain("<p><code>Robert Frost<br>");
    expect(html).not.toMatch(/<(?:b|i|dl|dt|dd|pre|h1|h5|h6|cite|abbr|acronym|del|ins|kbd|q|sub|sup|tt|var|big)\b/);
    expect(html).not.toMatch(/style=|class=/);
  });

  it("drops block-editor comments and keeps their HTML", () => {
    const { html } = convert("Keyboard navigation");
    expect(html).not.toContain("wp:");
    expect(html).toMatch(/^<p>There are many different ways/);
    expect(html).toContain("<h3>How to keyboard test:</h3>");
  });

  it("leaves an unknown shortcode's text with a note, and [[x]] as written", () => {
    const { html, notes } = wordpressToEditorHtml("[box color=red]Inside[/box] and [[gallery]] and [sic]", ctx);
    expect(html).toBe("<p>Inside and [gallery] and [sic]</p>");
    expect(notes).toEqual(["Der Shortcode [box] ist hier unbekannt; nur sein Text wurde übernommen."]);
  });

  it("links audio and video files and drops <!--more-->", () => {
    const { html } = convert("Post Format: Audio");
    expect(html).toContain(
      '<a href="https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3" rel="noopener noreferrer">originaldixielandjazzbandwithalbernard-stlouisblues.mp3</a>',
    );
    expect(wordpressToEditorHtml("Teaser<!--more-->Rest<!--nextpage-->End", ctx).html).toBe("<p>TeaserRestEnd</p>");
  });

  it("removes scripts, event handlers, javascript: links and foreign iframes", () => {
    const { html } = wordpressToEditorHtml(
      '<script>alert(1)</script><p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><iframe src="https://evil.example/"></iframe><img src="javascript:alert(1)" onerror="x()">',
      ctx,
    );
    expect(tight(html)).toBe("<p>Hi <a>there</a></p>");
  });

  it("converts every post of the file into HTML the sanitiser leaves as it is", () => {
    for (const item of items.filter((i) => i.type === "post" || i.type === "page")) {
      const { html } = wordpressToEditorHtml(item.content, ctx);
      if (item.content.trim())
        expect(html, item.title).toMatch(/^<(?:p|h[234]|figure|div|ul|ol|blockquote|table|hr)\b/);
    }
  });

  it("writes a plain excerpt cut at a word", () => {
    expect(plainExcerpt("<p>Hello <strong>big</strong> world, and more words</p>", 16)).toBe("Hello big world…");
    expect(plainExcerpt("<p>Short</p>", 16)).toBe("Short");
  });
});
