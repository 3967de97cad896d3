import type { Lang } from "../i18n/languages";
import { toRichHtml } from "../text/rich-text";
import { sanitizeRichText } from "../text/sanitize-html.server";

/*
 * A campaign's body in a mail (decision 0050): the rich text cleaned once more for the mail's language,
 * then given the inline styles mail clients need (they ignore style sheets), every link and image made
 * absolute with the site's origin, and each video written as a plain link (mail has no players).
 * Bodies saved before the editor are Markdown and converted first. The plain-text part is read from
 * the same cleaned HTML, links written out as "text (URL)".
 */

export const LINK_STYLE = "color:#b4530a;text-decoration:underline;";
const P = "margin:0 0 16px 0;font-size:16px;line-height:1.6;";
const CELL = "border:1px solid #d1d5db;padding:6px 8px;text-align:left;vertical-align:top;";

const STYLES: Record<string, string> = {
  p: P,
  h2: "margin:24px 0 12px 0;font-size:22px;line-height:1.3;",
  h3: "margin:24px 0 12px 0;font-size:19px;line-height:1.3;",
  h4: "margin:24px 0 12px 0;font-size:17px;line-height:1.3;",
  ul: "margin:0 0 16px 0;padding-left:24px;",
  ol: "margin:0 0 16px 0;padding-left:24px;",
  li: `${P}margin-bottom:6px;`,
  blockquote: "margin:0 0 16px 0;padding-left:16px;border-left:4px solid #d97706;font-style:italic;",
  code: "font-family:monospace;",
  figure: "margin:0 0 16px 0;",
  figcaption: "margin:8px 0 0 0;font-size:14px;line-height:1.5;",
  table: "border-collapse:collapse;margin:0 0 16px 0;",
  th: CELL,
  td: CELL,
  hr: "border:0;border-top:1px solid #e5e7eb;margin:24px 0;",
};

/** Cleaned HTML is a sequence of tags and escaped text: no `<` stands anywhere but at a tag. */
const TOKEN = /<(\/?)([a-z][a-z0-9]*)([^>]*)>|[^<]+/gi;

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (match, dec: string, hex: string, name: string) => {
    if (dec || hex) return String.fromCodePoint(Number.parseInt(dec ?? hex, dec ? 10 : 16));
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

function attributes(raw: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of raw.matchAll(/([a-z-]+)="([^"]*)"/gi)) found.set(match[1]!.toLowerCase(), decode(match[2]!));
  return found;
}

/** A site path becomes an address on the site (a mail has no page to be relative to); anchors go. */
function absolute(url: string | undefined, origin: string): string | null {
  if (!url || url.startsWith("#")) return null;
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

/** The body as the mail shows it and as its text part says it. */
export function campaignBody(body: string, lang: Lang, origin: string): { html: string; text: string } {
  const clean = sanitizeRichText(toRichHtml(body, "markdown"), lang);
  return { html: mailHtml(clean, origin), text: mailText(clean, origin) };
}

function mailHtml(clean: string, origin: string): string {
  let out = "";
  let inVideo = false;
  // The editor writes list items as paragraphs: inside an item they keep the item's spacing only.
  let items = 0;
  for (const [token, closing, rawName, rawAttrs] of clean.matchAll(TOKEN)) {
    if (rawName === undefined) {
      out += token;
      continue;
    }
    const name = rawName.toLowerCase();
    const attrs = attributes(rawAttrs ?? "");
    if (name === "div") {
      // The cleaned HTML has a div only as an (empty) video.
      if (closing) inVideo = false;
      else {
        const url = absolute(attrs.get("data-video"), origin);
        if (url)
          out += `<p style="${P}"><a href="${escapeHtml(url)}" style="${LINK_STYLE}" class="nl-link">${escapeHtml(url)}</a></p>`;
        inVideo = true;
      }
      continue;
    }
    if (inVideo) continue;
    if (name === "li") items = Math.max(0, items + (closing ? -1 : 1));
    if (closing) {
      out += `</${name}>`;
    } else if (name === "p" && items > 0) {
      out += `<p style="margin:0;font-size:16px;line-height:1.6;">`;
    } else if (name === "a") {
      const href = absolute(attrs.get("href"), origin);
      out += href ? `<a href="${escapeHtml(href)}" style="${LINK_STYLE}" class="nl-link">` : "<a>";
    } else if (name === "img") {
      const src = absolute(attrs.get("src"), origin);
      if (src)
        out += `<img src="${escapeHtml(src)}" alt="${escapeHtml(attrs.get("alt") ?? "")}" style="display:block;max-width:100%;height:auto;border:0;">`;
    } else {
      const style = STYLES[name];
      const kept = [...attrs].filter(([key]) => ["start", "colspan", "rowspan", "scope"].includes(key));
      out += `<${name}${kept.map(([key, value]) => ` ${key}="${escapeHtml(value)}"`).join("")}${style ? ` style="${style}"` : ""}>`;
    }
  }
  return out;
}

type Line = { text: string; tight: boolean };

/** The plain-text part: headings in capitals, lists with "-" or numbers, quotes with ">", links as "text (URL)". */
function mailText(clean: string, origin: string): string {
  const lines: Line[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let buf = "";
  let prefix: string | null = null;
  let quote = 0;
  let heading = false;
  let link: { href: string | null; from: number } | null = null;
  const flush = (tight = lists.length > 0) => {
    const text = buf
      .replace(/[ \t]+/g, " ")
      .replace(/ *\n */g, "\n")
      .trim();
    buf = "";
    if (!text) return;
    let line = `${prefix ?? (lists.length > 0 ? "  " : "")}${heading ? text.toUpperCase() : text}`;
    prefix = null;
    if (quote > 0) line = line.replace(/^/gm, "> ");
    lines.push({ text: line, tight });
  };
  for (const [token, closing, rawName, rawAttrs] of clean.matchAll(TOKEN)) {
    if (rawName === undefined) {
      buf += decode(token).replace(/\s+/g, " ");
      continue;
    }
    const name = rawName.toLowerCase();
    const attrs = attributes(rawAttrs ?? "");
    if (name === "br") buf += "\n";
    else if (name === "a" && !closing) link = { href: absolute(attrs.get("href"), origin), from: buf.length };
    else if (name === "a") {
      const words = buf.slice(link?.from ?? buf.length).trim();
      if (link?.href && words !== link.href && `mailto:${words}` !== link.href) buf += ` (${link.href})`;
      link = null;
    } else if (name === "img") {
      const alt = attrs.get("alt")?.trim();
      if (alt) buf += `[${alt}]`;
    } else if (name === "div" && !closing) {
      flush(false);
      const url = absolute(attrs.get("data-video"), origin);
      if (url) lines.push({ text: url, tight: false });
    } else if (/^h[2-4]$/.test(name)) {
      flush(false);
      heading = !closing;
    } else if (name === "ul" || name === "ol") {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === "ol", next: Number(attrs.get("start") ?? 1) || 1 });
    } else if (name === "li" && !closing) {
      flush();
      const list = lists.at(-1);
      prefix = list?.ordered ? `${list.next++}. ` : "- ";
    } else if (name === "blockquote") {
      flush();
      quote += closing ? -1 : 1;
    } else if (name === "td" || name === "th") {
      if (closing) buf += " | ";
    } else if (["p", "li", "figure", "figcaption", "tr", "table", "hr"].includes(name)) flush();
  }
  flush();
  return lines
    .map(
      (line, i) => (i === 0 ? "" : line.tight && lines[i - 1]!.tight ? "\n" : "\n\n") + line.text.replace(/ \|$/gm, ""),
    )
    .join("");
}
