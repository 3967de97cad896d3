import { richTextPlain } from "~/lib/text/rich-text";
import { sanitizeRichText } from "~/lib/text/sanitize-html.server";
import { autop, PARAGRAPH } from "./autop.server";
import {
  altOf,
  attrsOf,
  type ConvertContext,
  embedHtml,
  escapeAttr,
  escapeText,
  figureHtml,
  keep,
  plainOf,
  replaceShortcodes,
  restoreKept,
} from "./shortcodes.server";
import { richTextVideoUrl } from "~/lib/text/video";
import type { WxrAttachmentInfo, WxrItem } from "./types";

/*
 * A WordPress post's text as our editor's HTML (decisions 0048, 0061): classic text gets its paragraphs,
 * block-editor comments go and their HTML stays, shortcodes and embeds become our figures, videos and
 * links, and what WordPress markup our editor has no place for is turned into what it has (a definition
 * list into paragraphs, preformatted text into code). The result always passes through the sanitiser.
 */

type Options = {
  attachments: Map<number, WxrAttachmentInfo>;
  /** the ids of attachments attached to this post, for a [gallery] without ids */
  attachedIds?: number[];
};

/**
 * Block-editor embeds (`wp:embed`, older `wp:core-embed/…`): the address in their comment, the block's
 * HTML dropped. A block comment's settings stop at the next `<` (WordPress writes it as \u003c there), so
 * a text of many unclosed comments is searched once, not once per comment.
 */
function replaceEmbedBlocks(text: string, ctx: ConvertContext): string {
  return text.replace(
    /<!--\s*wp:(?:core-)?embed(?:\/[\w-]+)?\s+(\{(?:[^<-]|-(?!->))*?\})\s*(?:\/)?-->(?:((?:[^<]|<(?!!--\s*\/?wp:))*)<!--\s*\/wp:(?:core-)?embed(?:\/[\w-]+)?\s*-->)?/g,
    (_match, json: string, inner: string | undefined) => {
      let url = "";
      try {
        url = String((JSON.parse(json) as { url?: unknown }).url ?? "");
      } catch {
        url = /https?:\/\/[^\s<"]+/.exec(inner ?? "")?.[0] ?? "";
      }
      return embedHtml(url, ctx);
    },
  );
}

/** Block-editor galleries: their images, each as our figure (the block's grid markup goes). */
function replaceGalleryBlocks(text: string, ctx: ConvertContext): string {
  return text.replace(
    /<!--\s*wp:gallery\b(?:[^<-]|-(?!->))*-->((?:[^<]|<(?!!--\s*\/?wp:gallery\b))*)<!--\s*\/wp:gallery\s*-->/g,
    (_m, inner: string) => keep(imagesWithCaptions(inner, ctx), ctx),
  );
}

function imagesWithCaptions(html: string, ctx: ConvertContext): string {
  const parts = html.split(/(?=<img\b)/i).slice(1);
  return parts
    .map((part) => {
      const img = /^<img\b[^<>]*>/i.exec(part)?.[0] ?? "";
      const attrs = attrsOf(img.slice(4, -1).replace(/\/$/, ""));
      const caption = /<figcaption\b[^<>]*>([\s\S]*?)<\/figcaption>/i.exec(part)?.[1] ?? "";
      return figureHtml(attrs.src ?? "", altOf(attrs, ctx), plainOf(caption));
    })
    .join("");
}

/** A YouTube or Vimeo address alone on its line: WordPress shows it as a player, so do we. */
function replaceBareEmbeds(text: string, ctx: ConvertContext): string {
  return text.replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gm, (_m, url: string) => embedHtml(url, ctx));
}

/** Images in our figure's shape: WordPress's figures, images in links and images inside paragraphs. */
function normaliseImages(html: string, ctx: ConvertContext): string {
  let out = html.replace(
    /<figure\b[^<>]*>\s*(?:<a\b[^<>]*>\s*)?(<img\b[^<>]*>)\s*(?:<\/a>\s*)?(?:<figcaption\b[^<>]*>((?:[^<]|<(?!\/?fig))*)<\/figcaption>\s*)?<\/figure>/gi,
    (_m, img: string, caption: string | undefined) => ourFigure(img, plainOf(caption ?? ""), ctx),
  );
  // A link around an image alone (to the file or its attachment page): our figures carry no link.
  out = out.replace(/<a\b[^<>]*>\s*(<img\b[^<>]*>)\s*<\/a>/gi, "$1");
  // Images inside a paragraph move before it, each as a figure; the paragraph keeps its text.
  out = out.replace(PARAGRAPH, (paragraph, inner: string) => {
    if (!/<img\b/i.test(inner)) return paragraph;
    const figures: string[] = [];
    const rest = inner
      .replace(/<img\b[^<>]*>/gi, (img) => {
        figures.push(ourFigure(img, "", ctx));
        return "";
      })
      .replace(/^(?:\s|<br>)+|(?:\s|<br>)+$/g, "");
    return figures.join("") + (plainOf(rest) ? `<p>${rest}</p>` : "");
  });
  return out;
}

function ourFigure(img: string, caption: string, ctx: ConvertContext): string {
  const attrs = attrsOf(img.replace(/^<img\b/i, "").replace(/\/?>$/, ""));
  return figureHtml(attrs.src ?? "", altOf(attrs, ctx), caption);
}

/** Preformatted text: a paragraph of code, its lines kept (our editor has no code block). */
function preToCode(html: string): string {
  return html.replace(/<pre\b[^<>]*>((?:[^<]|<(?!\/?pre[\s>]))*)<\/pre>/gi, (_m, body: string) => {
    const lines = body
      .replace(/<\/?code\b[^<>]*>/gi, "")
      .replace(/^\n/, "")
      .replace(/\n$/, "")
      .split("\n");
    return `<p><code>${lines.join("<br>")}</code></p>`;
  });
}

/** What our editor has no element for, turned into what it has. */
function toEditorElements(html: string, ctx: ConvertContext): string {
  return (
    html
      .replace(/<(\/?)b(\s[^<>]*)?>/gi, "<$1strong>")
      .replace(/<(\/?)i(\s[^<>]*)?>/gi, "<$1em>")
      .replace(/<(\/?)(?:del|strike)(\s[^<>]*)?>/gi, "<$1s>")
      .replace(/<dt\b[^<>]*>((?:[^<]|<(?!\/?d[tdl][\s>]))*)<\/dt>/gi, "<p><strong>$1</strong></p>")
      .replace(/<dd\b[^<>]*>((?:[^<]|<(?!\/?d[tdl][\s>]))*)<\/dd>/gi, "<p>$1</p>")
      .replace(/<\/?dl\b[^<>]*>/gi, "")
      // An address is a paragraph whose lines are kept.
      .replace(/<(\/?)address\b[^<>]*>/gi, "<$1p>")
      // A player written as an iframe: ours when it is YouTube or Vimeo; any other goes.
      .replace(/<iframe\b([^<>]*)>(?:[^<]|<(?!\/?iframe\b))*<\/iframe>/gi, (_m, attrs: string) => {
        const raw = attrsOf(attrs).src ?? "";
        const src = raw.startsWith("//") ? `https:${raw}` : raw;
        if (richTextVideoUrl(src)) return embedHtml(src, ctx);
        ctx.notes.add("Ein eingebetteter Rahmen (iframe) wurde entfernt.");
        return "";
      })
      // Audio and video files: a link to the file.
      .replace(
        /<(audio|video)\b([^<>]*)>(?:[^<]|<(?!\/?(?:audio|video)\b))*<\/\1>/gi,
        (_m, _tag: string, attrs: string) => {
          const src = attrsOf(attrs).src ?? "";
          return src ? `<a href="${escapeAttr(src)}">${escapeText(src.split("/").pop() ?? src)}</a>` : "";
        },
      )
  );
}

export function wordpressToEditorHtml(content: string, options: Options): { html: string; notes: string[] } {
  const ctx: ConvertContext = {
    attachments: options.attachments,
    attachedIds: options.attachedIds,
    kept: [],
    notes: new Set(),
  };
  let text = content.replace(/\r\n?/g, "\n");
  text = text.replace(/<!--\s*(?:more\b(?:[^-<]|-(?!->))*|nextpage|noteaser)\s*-->/gi, "");
  const blocks = /<!--\s*wp:/.test(text);
  text = replaceEmbedBlocks(text, ctx);
  text = replaceGalleryBlocks(text, ctx);
  // Block-editor comments carry settings, not content.
  text = text.replace(/<!--\s*\/?wp:(?:[^-<]|-(?!->)|<(?!!--))*-->/g, "");
  text = replaceShortcodes(text, ctx);
  if (!blocks) text = replaceBareEmbeds(text, ctx);
  text = toEditorElements(text, ctx);
  // Block-editor text has its paragraphs already; WordPress runs its paragraph step only on classic text.
  if (!blocks) text = autop(text);
  text = restoreKept(normaliseImages(preToCode(text), ctx), ctx);
  const html = sanitizeRichText(text)
    .replace(/<p>\s*<\/p>/g, "")
    .trim();
  return { html, notes: [...ctx.notes] };
}

/** What the conversion needs of an attachment: its address, alt text and caption (WordPress keeps it as the excerpt). */
export function attachmentInfo(item: WxrItem): WxrAttachmentInfo {
  return { url: item.attachmentUrl ?? "", alt: item.alt ?? "", caption: plainOf(item.excerpt) };
}

/** A plain-text excerpt of at most `max` characters, cut at a word, for a post without one. */
export function plainExcerpt(html: string, max: number): string {
  const text = richTextPlain(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const space = /[\s,;:.!?]/.test(text.charAt(cut.length)) ? cut.length : cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
