import { safeImageSrc } from "~/lib/text/url";
import { richTextVideoUrl } from "~/lib/text/video";
import type { WxrAttachmentInfo } from "./types";

/*
 * WordPress shortcodes and embeds in the shapes of our editor (decision 0048): images as
 * <figure><img><figcaption>, YouTube and Vimeo as <div data-video>, other media as links. Each result
 * stands between blank lines so that the paragraph step treats it as a block.
 */

export type ConvertContext = {
  attachments: Map<number, WxrAttachmentInfo>;
  /** finished blocks, kept out of the paragraph step (see keep) */
  kept: string[];
  /** attachments whose parent is this post: what a [gallery] without ids shows */
  attachedIds?: number[];
  notes: Set<string>;
};

export const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const escapeAttr = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** Text of HTML, tags dropped, for a caption (our captions are plain text). */
export function plainOf(html: string): string {
  return html
    .replace(/<[^<>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The attributes of a shortcode or tag: `a="1" b='2' c=3 bare` → {a, b, c, 0: "bare"}. */
export function attrsOf(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  let bare = 0;
  for (const m of source.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s'"]+))|"([^"]*)"|(\S+)/g)) {
    if (m[1]) found[m[1].toLowerCase()] ??= m[2] ?? m[3] ?? m[4] ?? "";
    else found[String(bare++)] = m[5] ?? m[6] ?? "";
  }
  return found;
}

/**
 * A finished block, set aside so the paragraph step neither wraps nor splits it: a placeholder stands
 * in its place until restoreKept.
 */
export function keep(html: string, ctx: ConvertContext): string {
  ctx.kept.push(html);
  return `\n\n<div data-wp-kept="${ctx.kept.length - 1}"></div>\n\n`;
}

export function restoreKept(html: string, ctx: ConvertContext): string {
  return html.replace(/<div data-wp-kept="(\d+)"><\/div>/g, (_m, i: string) => ctx.kept[Number(i)] ?? "");
}

/** Our figure (decision 0048); nothing when the address is not one an image may have. */
export function figureHtml(src: string, alt: string, caption: string): string {
  const safe = safeImageSrc(src);
  if (!safe) return "";
  const img = `<img src="${escapeAttr(safe)}" alt="${escapeAttr(alt)}">`;
  const figcaption = caption ? `<figcaption>${escapeText(caption)}</figcaption>` : "";
  return `<figure>${img}${figcaption}</figure>`;
}

/** A media address as our editor keeps it: a YouTube/Vimeo player, or else a link. */
export function embedHtml(url: string, ctx: ConvertContext): string {
  const video = richTextVideoUrl(url);
  if (video) return keep(`<div data-video="${escapeAttr(video)}"></div>`, ctx);
  if (!/^https?:\/\//i.test(url)) return "";
  ctx.notes.add(`Eingebettete Inhalte von ${hostOf(url)} werden als Link übernommen.`);
  return keep(`<p><a href="${escapeAttr(url)}">${escapeText(url)}</a></p>`, ctx);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

function fileLink(url: string, ctx: ConvertContext): string {
  const name = decodeURIComponentSafe(url.split(/[?#]/)[0]!.split("/").pop() || url);
  return keep(`<p><a href="${escapeAttr(url)}">${escapeText(name)}</a></p>`, ctx);
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function galleryHtml(ids: number[], ctx: ConvertContext): string {
  const figures = ids.flatMap((id) => {
    const info = ctx.attachments.get(id);
    return info ? [figureHtml(info.url, info.alt, info.caption)] : [];
  });
  if (figures.length < ids.length || ids.length === 0) {
    ctx.notes.add("Eine Galerie zeigt Bilder, die nicht in der Datei stehen; sie fehlen.");
  }
  return keep(figures.join(""), ctx);
}

/** `[caption …]<a><img></a> Text[/caption]` (and the older caption="…" attribute) as our figure. */
function captionHtml(attrs: Record<string, string>, inner: string, ctx: ConvertContext): string {
  const img = /<img\b[^<>]*>/i.exec(inner)?.[0];
  if (!img) return inner;
  const imgAttrs = attrsOf(img.slice(4, -1).replace(/\/$/, ""));
  const text = plainOf(inner.replace(/<a\b[^<>]*>\s*<img\b[^<>]*>\s*<\/a>|<img\b[^<>]*>/i, ""));
  return keep(figureHtml(imgAttrs.src ?? "", altOf(imgAttrs, ctx), text || plainOf(attrs.caption ?? "")), ctx);
}

/** An image's alt text, or its attachment's (class="wp-image-ID") when the tag has none. */
export function altOf(imgAttrs: Record<string, string>, ctx: ConvertContext): string {
  if (imgAttrs.alt?.trim()) return imgAttrs.alt.trim();
  const id = /wp-image-(\d+)/.exec(imgAttrs.class ?? "")?.[1];
  return (id && ctx.attachments.get(Number(id))?.alt) || "";
}

const KNOWN_MEDIA = new Set(["caption", "wp_caption", "gallery", "embed", "audio", "video", "playlist"]);

/** A shortcode's opening; its attributes stop at the next bracket, so a text of unclosed openings is searched once. */
const OPENING = /\[(\[?)([a-zA-Z][\w-]*)((?:\s[^[\]]*)?)\](\]?)/g;

/**
 * One left-to-right pass over the text. An enclosing shortcode ends at the first `[/name]` after it;
 * where that closer is, is remembered per name, so a text full of openings without closers costs one
 * search per name, not one per opening.
 */
function shortcodePass(text: string, ctx: ConvertContext): string {
  const nextCloser = new Map<string, number>();
  const closerAfter = (name: string, from: number) => {
    const known = nextCloser.get(name);
    if (known !== undefined && (known >= from || known < 0)) return known;
    const found = text.indexOf(`[/${name}]`, from);
    nextCloser.set(name, found);
    return found;
  };
  let out = "";
  let last = 0;
  for (const match of text.matchAll(OPENING)) {
    const at = match.index;
    if (at < last) continue;
    const [whole, open = "", name = "", rawAttrs = "", close = ""] = match;
    // [[name]] is WordPress's way of writing a shortcode as text.
    if (open && close) {
      out += `${text.slice(last, at)}\uE000${whole.slice(2, -2)}\uE001`;
      last = at + whole.length;
      continue;
    }
    const afterOpening = at + whole.length - close.length;
    const closer = closerAfter(name, afterOpening);
    const inner = closer >= 0 ? text.slice(afterOpening, closer) : undefined;
    const lower = name.toLowerCase();
    if (inner === undefined && !rawAttrs.trim() && !KNOWN_MEDIA.has(lower)) continue;
    out += text.slice(last, at) + shortcode(lower, attrsOf(rawAttrs.replace(/\/\s*$/, "")), inner ?? "", ctx);
    last = inner === undefined ? afterOpening : closer + name.length + 3;
  }
  return out + text.slice(last);
}

/** Replaces every shortcode (nested ones too, a few levels deep); unknown ones leave their inner text and a note. */
export function replaceShortcodes(text: string, ctx: ConvertContext): string {
  // Private-use marks stand for the brackets of an escaped [[shortcode]] until the end.
  let out = text.replace(/[\uE000\uE001]/g, "");
  for (let round = 0; round < 5; round += 1) {
    const next = shortcodePass(out, ctx);
    if (next === out) break;
    out = next;
  }
  return out.replace(/\uE000/g, "[").replace(/\uE001/g, "]");
}

function shortcode(name: string, attrs: Record<string, string>, inner: string, ctx: ConvertContext): string {
  switch (name) {
    case "caption":
    case "wp_caption":
      return captionHtml(attrs, inner, ctx);
    case "gallery": {
      const ids = (attrs.ids ?? attrs.include ?? "")
        .split(",")
        .map((id) => Number.parseInt(id, 10))
        .filter((id) => id > 0);
      return galleryHtml(ids.length ? ids : (ctx.attachedIds ?? []), ctx);
    }
    case "embed":
      return embedHtml((inner || attrs["0"] || attrs.src || "").trim(), ctx);
    case "audio":
    case "video": {
      const file =
        attrs.src ?? attrs.mp3 ?? attrs.mp4 ?? attrs.m4a ?? attrs.ogg ?? attrs.wav ?? attrs.webm ?? attrs["0"] ?? "";
      if (name === "video" && richTextVideoUrl(file)) return embedHtml(file, ctx);
      return /^https?:\/\//i.test(file) ? fileLink(file, ctx) : "";
    }
    default:
      ctx.notes.add(`Der Shortcode [${name}] ist hier unbekannt; nur sein Text wurde übernommen.`);
      return inner;
  }
}
