import filterXSS, { type IFilterXSSOptions, type IWhiteList } from "xss";
import type { Lang } from "../i18n/languages";
import { pathInLanguage } from "../i18n/lang-path";
import { safeHttpUrl, safeImageSrc, sameSitePath } from "./url";
import { richTextVideoUrl } from "./video";

/** What both allow-lists below keep: the legal pages' and the rich-text fields'. */
const COMMON_ALLOWED: IWhiteList = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: ["start"],
  li: [],
  strong: [],
  em: [],
  s: [],
  code: [],
  blockquote: [],
  a: ["href", "title", "target"],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

/**
 * The allow-list for HTML written by administrators (legal pages). Everything else is removed:
 * unknown tags are dropped (their text stays), the bodies of script-like elements go entirely,
 * and only the attributes below survive. No `style`, no `class`, no event handlers.
 */
const ALLOWED: IWhiteList = {
  ...COMMON_ALLOWED,
  b: [],
  i: [],
  u: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  abbr: ["title"],
  pre: [],
  span: [],
  div: [],
  address: [],
  dl: [],
  dt: [],
  dd: [],
  caption: [],
  tfoot: [],
};

/** Elements removed together with everything inside them. */
const DROP_WITH_BODY = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "template",
  "svg",
  "math",
  "textarea",
  "select",
  "button",
  "title",
  "head",
  "xmp",
  "plaintext",
];

/** The page has exactly one h1 (the page title); headings in the content start at h2. */
const HEADING_MAP: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  semi: ";",
  equals: "=",
  num: "#",
};

/** Decodes an attribute value the way a browser does (numeric and the relevant named entities). */
function decodeAttrValue(raw: string): string {
  return raw.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (match, dec: string, hex: string, name: string) => {
    if (dec || hex) {
      const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** Whitespace and control characters browsers ignore inside a URL's scheme (tab, newline, ...). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g;

/**
 * A link target from admin HTML: http(s), mailto: and tel: URLs, site-relative paths and
 * in-page anchors. Anything else (javascript:, data:, vbscript:, protocol-relative //host) is null.
 * Entities and invisible characters are decoded first, so `&#106;avascript:` is caught too.
 */
function safeContentHref(raw: string): string | null {
  const value = decodeAttrValue(raw)
    .replace(URL_IGNORED, (c) => (c === " " ? " " : ""))
    .trim();
  if (!value) return null;
  if (value.startsWith("#")) return value.replace(/\s/g, "");
  if (value.startsWith("/")) return sameSitePath(value);
  if (/^mailto:[^\s]+$/i.test(value) || /^tel:[+\d\s()./-]+$/i.test(value)) return value;
  return safeHttpUrl(value);
}

/** An attribute with its (already decoded) value escaped once for a double-quoted attribute. */
function attribute(name: string, value: string) {
  const escaped = value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `${name}="${escaped}"`;
}

// The default export (a function) rather than the FilterXSS class: a CommonJS module, and its default
// export is the one thing every bundler (Vite in workerd, Node) hands over reliably.
const OPTIONS: IFilterXSSOptions = {
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_BODY,
  allowCommentTag: false,
  stripBlankChar: true,
  css: false,
  onTag(tag, _html, info) {
    const mapped = HEADING_MAP[tag];
    if (mapped) return info.isClosing ? `</${mapped}>` : `<${mapped}>`;
    return undefined;
  },
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) return "";
    if (tag === "a" && name === "href") {
      const href = safeContentHref(value);
      // Links into other sites never get a handle on this page (window.opener).
      return href ? `${attribute("href", href)} rel="noopener noreferrer"` : "";
    }
    if (tag === "a" && name === "target") {
      const target = decodeAttrValue(value).trim().toLowerCase();
      return target === "_blank" || target === "_self" ? attribute("target", target) : "";
    }
    if (name === "colspan" || name === "rowspan" || name === "start") {
      const number = decodeAttrValue(value).trim();
      return /^\d{1,3}$/.test(number) ? attribute(name, number) : "";
    }
    if (name === "scope") {
      const scope = decodeAttrValue(value).trim().toLowerCase();
      return ["row", "col", "rowgroup", "colgroup"].includes(scope) ? attribute(name, scope) : "";
    }
    // title: plain text, escaped.
    return attribute(name, decodeAttrValue(value));
  },
};

/**
 * Cleans administrator HTML with the allow-list above. Pure JavaScript (no DOM), so it runs in
 * the Worker: on render of the legal pages, and on save in the back office.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return "";
  return filterXSS(html, OPTIONS).trim();
}

/**
 * The allow-list of a rich-text field (decision 0048): what the visual editor writes. Narrower than the
 * legal pages' list; `img`, `div data-video` and their wrappers are built by hand in richOnTag.
 */
const RICH_ALLOWED: IWhiteList = { ...COMMON_ALLOWED, figure: [], figcaption: [] };

/** Elements without a closing tag: they open nothing the depth count would wait for. */
const VOID = new Set(["br", "hr", "img"]);

/** The attributes of one start tag, decoded (`<img src="a" alt='b'>` → {src: "a", alt: "b"}); first one wins. */
function attributesOf(tagHtml: string): Map<string, string> {
  const found = new Map<string, string>();
  const inner = tagHtml.replace(/^<\s*[^\s/>]+/, "").replace(/\/?\s*>$/, "");
  for (const match of inner.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeAttrValue(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return found;
}

/**
 * An image of a rich text: its address through the image fields' guard (safeImageSrc), else nothing.
 * Saved, it keeps both alt texts; rendered for a language, `alt` is that language's (English falling
 * back to German) and `data-alt-en` is left out.
 */
function richImage(tagHtml: string, lang: Lang | undefined): string {
  const attrs = attributesOf(tagHtml);
  const src = safeImageSrc(attrs.get("src"));
  if (!src) return "";
  const alt = (attrs.get("alt") ?? "").trim();
  const altEn = (attrs.get("data-alt-en") ?? "").trim();
  if (lang) {
    const shown = lang === "en" && altEn ? altEn : alt;
    return `<img ${attribute("src", src)} ${attribute("alt", shown)} loading="lazy">`;
  }
  return `<img ${[attribute("src", src), attribute("alt", alt), altEn ? attribute("data-alt-en", altEn) : ""].filter(Boolean).join(" ")}>`;
}

/**
 * Options for one rich-text cleaning. The depth of open elements is counted so that a video stands only
 * between blocks: the page swaps that empty `div` for its consent-gated player, which cannot sit inside
 * a paragraph or list. A video written deeper, or any other `div`, keeps its address as a plain link.
 */
function richOptions(lang: Lang | undefined): IFilterXSSOptions {
  let depth = 0;
  return {
    ...OPTIONS,
    whiteList: RICH_ALLOWED,
    onTag(tag, html, info) {
      if (tag === "img") return info.isClosing ? "" : richImage(html, lang);
      if (tag === "div") {
        if (info.isClosing) return "";
        const video = richTextVideoUrl(attributesOf(html).get("data-video"));
        if (!video) return "";
        const text = video.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
        const link = `<a ${attribute("href", video)} rel="noopener noreferrer">${text}</a>`;
        return depth === 0 ? `<div ${attribute("data-video", video)}></div>` : link;
      }
      const name = HEADING_MAP[tag] ?? tag;
      if (name in RICH_ALLOWED && !VOID.has(name)) depth = Math.max(0, depth + (info.isClosing ? -1 : 1));
      return OPTIONS.onTag?.(tag, html, info);
    },
    onTagAttr(tag, name, value, isWhiteAttr) {
      const cleaned = OPTIONS.onTagAttr?.(tag, name, value, isWhiteAttr);
      if (!lang || tag !== "a" || name !== "href" || !isWhiteAttr) return cleaned;
      // A link to a page of this site leads to that page's address in the reader's language
      // (/services on an English page: /en/services, /en/services on a German one: /services); what was saved keeps the address as written.
      const href = safeContentHref(value);
      return href?.startsWith("/")
        ? `${attribute("href", pathInLanguage(lang, href))} rel="noopener noreferrer"`
        : cleaned;
    },
  };
}

/**
 * Cleans the HTML of a rich-text field (decision 0048): on save without a language (both alt texts
 * kept), on render with the page's language (the alt text of that language).
 */
export function sanitizeRichText(html: string, lang?: Lang): string {
  if (!html) return "";
  return filterXSS(html, richOptions(lang)).trim();
}
