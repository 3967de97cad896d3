import { INLINE_MARKDOWN, parseMarkdown } from "./markdown";
import { safeHttpUrl } from "./url";

/*
 * Rich text (decision 0048) outside the editor: telling stored HTML from a value written before the
 * field was rich text, converting such a value once (decision 0050), the plain text of the HTML for
 * meta descriptions and structured data, and the blocks a page renders around its videos.
 */

/** What a long text was before it became rich text: Markdown (blog bodies) or plain text. */
export type LegacyFormat = "markdown" | "text";

/** Stored HTML starts with a tag; a Markdown or plain-text value from before does not. */
export function isRichHtml(value: string): boolean {
  return /^<[a-z]/i.test(value.trimStart());
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** Inline Markdown as the old page showed it: links only to http(s), anything else as its text. */
function inlineHtml(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(new RegExp(INLINE_MARKDOWN.source, "g"))) {
    const index = match.index ?? 0;
    out += escapeHtml(text.slice(last, index));
    const [, strong1, strong2, em1, em2, code, linkText, linkUrl] = match;
    if (strong1 ?? strong2) out += `<strong>${escapeHtml(strong1 ?? strong2!)}</strong>`;
    else if (em1 ?? em2) out += `<em>${escapeHtml(em1 ?? em2!)}</em>`;
    else if (code) out += `<code>${escapeHtml(code)}</code>`;
    else if (linkText) {
      const href = safeHttpUrl(linkUrl);
      out += href ? `<a href="${escapeHtml(href)}" target="_blank">${escapeHtml(linkText)}</a>` : escapeHtml(linkText);
    }
    last = index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function markdownToHtml(source: string): string {
  return parseMarkdown(source)
    .map((block) => {
      switch (block.type) {
        case "heading":
          return `<h${block.level}>${inlineHtml(block.text)}</h${block.level}>`;
        case "list": {
          const tag = block.ordered ? "ol" : "ul";
          return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</${tag}>`;
        }
        case "quote":
          return `<blockquote><p>${block.lines.map(inlineHtml).join("<br>")}</p></blockquote>`;
        default:
          return `<p>${block.lines.map(inlineHtml).join("<br>")}</p>`;
      }
    })
    .join("");
}

/** Plain text as its page showed it (white-space: pre-line): paragraphs at blank lines, line breaks kept. */
function textToHtml(source: string): string {
  return source
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split("\n")
          .map((line) => escapeHtml(line.trim()))
          .join("<br>")}</p>`,
    )
    .join("");
}

/**
 * A long text as rich-text HTML: stored HTML as it is, a value from before converted without losing
 * its text, links or emphasis. Not cleaned here: every caller passes the result through the sanitiser.
 */
export function toRichHtml(value: string | null | undefined, legacy: LegacyFormat = "text"): string {
  if (!value?.trim()) return "";
  if (isRichHtml(value)) return value;
  return legacy === "markdown" ? markdownToHtml(value) : textToHtml(value);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The visible text of rich-text HTML, in one line: for meta descriptions, structured data and the word
 * index, which want words, not tags. Blocks and line breaks become spaces.
 */
export function richTextPlain(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(?:br|\/?(?:p|h[1-6]|li|ul|ol|blockquote|figure|figcaption|table|tr|td|th|div|hr))\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (match, dec: string, hex: string, name: string) => {
      if (dec || hex) return String.fromCodePoint(Number.parseInt(dec ?? hex, dec ? 10 : 16));
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** A piece of a rich text's page: HTML as cleaned, or the place of a video. */
export type RichTextPart = { html: string } | { video: string };

/**
 * Cleaned HTML cut at its videos. The sanitiser writes a video only between blocks and always as
 * `<div data-video="…"></div>`, so the cut never splits an element.
 */
export function richTextParts(html: string): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let last = 0;
  for (const match of html.matchAll(/<div data-video="([^"]*)"><\/div>/g)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ html: html.slice(last, index) });
    parts.push({
      video: match[1]!
        .replaceAll("&quot;", '"')
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&amp;", "&"),
    });
    last = index + match[0].length;
  }
  if (last < html.length) parts.push({ html: html.slice(last) });
  return parts;
}
