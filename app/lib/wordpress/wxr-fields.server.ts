import type { WxrAuthor, WxrChannel, WxrItem, WxrTerm, WxrTermKind } from "./types";
import { WxrError } from "./wxr-error.server";
import { child, childrenNamed, childText, parseXmlFragment, type XmlElement, xmlShape } from "./xml-tree.server";

/*
 * From the XML of an export's parts to our shapes. WordPress writes some values in CDATA and some as
 * plain text, and an older or plugin-written export leaves fields out: everything is read leniently
 * with a default, never by position.
 */

const int = (value: string) => {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) ? n : 0;
};

/** "2018-10-21 03:03:48" as a UTC instant in ms, or null for WordPress's "0000-00-00 00:00:00" and garbage. */
function wpDateMs(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!m || m[1] === "0000") return null;
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return Number.isFinite(ms) ? ms : null;
}

/** What the reader keeps of the header and of an item: the fields read below, nothing else (`*`: every one). */
const CHANNEL_SHAPE = xmlShape({
  rss: {
    channel: {
      title: {},
      link: {},
      language: {},
      "wp:wxr_version": {},
      "wp:author*": { "wp:author_login": {}, "wp:author_display_name": {} },
      "wp:category*": { "wp:category_nicename": {}, "wp:cat_name": {}, "wp:category_parent": {} },
      "wp:tag*": { "wp:tag_slug": {}, "wp:tag_name": {} },
    },
  },
});
const ITEM_FIELDS = [
  "title",
  "link",
  "guid",
  "pubDate",
  "dc:creator",
  "content:encoded",
  "excerpt:encoded",
  "wp:post_id",
  "wp:post_date",
  "wp:post_date_gmt",
  "wp:post_type",
  "wp:post_name",
  "wp:status",
  "wp:is_sticky",
  "wp:post_password",
  "wp:comment_status",
  "wp:post_parent",
  "wp:menu_order",
  "wp:attachment_url",
];
const ITEM_SHAPE = xmlShape({
  item: {
    ...Object.fromEntries(ITEM_FIELDS.map((name) => [name, {}])),
    "category*": {},
    "wp:comment*": {},
    "wp:postmeta*": { "wp:meta_key": {}, "wp:meta_value": {} },
  },
});

/** Reads the channel header (everything before the first item) and checks that it is a WordPress export. */
export function channelOf(header: string): WxrChannel {
  const root = parseXmlFragment(header, CHANNEL_SHAPE);
  const rss = child(root, "rss");
  const channel = child(rss, "channel");
  const wxrVersion = childText(channel, "wp:wxr_version").trim();
  if (!rss || !channel || !wxrVersion) {
    throw new WxrError(
      "not-wxr",
      "Das ist keine WordPress-Exportdatei (WXR). Bitte exportieren Sie in WordPress unter Werkzeuge → Daten exportieren.",
    );
  }
  const authors: WxrAuthor[] = childrenNamed(channel, "wp:author").map((a) => ({
    login: childText(a, "wp:author_login").trim(),
    displayName: childText(a, "wp:author_display_name").trim(),
  }));
  const categories: WxrTerm[] = childrenNamed(channel, "wp:category").map((c) => {
    const parent = childText(c, "wp:category_parent").trim();
    return {
      kind: "category" as const,
      slug: childText(c, "wp:category_nicename").trim(),
      name: childText(c, "wp:cat_name").trim(),
      ...(parent ? { parent } : {}),
    };
  });
  const tags: WxrTerm[] = childrenNamed(channel, "wp:tag").map((t) => ({
    kind: "tag" as const,
    slug: childText(t, "wp:tag_slug").trim(),
    name: childText(t, "wp:tag_name").trim(),
  }));
  return {
    title: childText(channel, "title").trim(),
    link: childText(channel, "link").trim(),
    language: childText(channel, "language").trim(),
    wxrVersion,
    authors,
    categories: categories.filter((c) => c.slug),
    tags: tags.filter((t) => t.slug),
  };
}

function metaOf(item: XmlElement): Map<string, string> {
  const meta = new Map<string, string>();
  for (const entry of childrenNamed(item, "wp:postmeta")) {
    const key = childText(entry, "wp:meta_key").trim();
    if (key && !meta.has(key)) meta.set(key, childText(entry, "wp:meta_value"));
  }
  return meta;
}

/** The site's offset from UTC as the file shows it (post_date minus post_date_gmt), learnt item by item. */
export type ClockState = { offsetMs: number | null };

/** Reads one `<item>…</item>`. `clock` carries the site's offset to date items that have no GMT date. */
export function itemOf(xml: string, clock: ClockState): WxrItem {
  const item = child(parseXmlFragment(xml, ITEM_SHAPE), "item");
  if (!item) throw new WxrError("malformed", "Ein Eintrag der Datei ist kein gültiges XML.");
  const local = wpDateMs(childText(item, "wp:post_date"));
  const gmt = wpDateMs(childText(item, "wp:post_date_gmt"));
  if (local !== null && gmt !== null) clock.offsetMs = local - gmt;
  const pubDate = Date.parse(childText(item, "pubDate"));
  const dateMs = gmt ?? (local !== null ? local - (clock.offsetMs ?? 0) : Number.isFinite(pubDate) ? pubDate : null);
  const terms = childrenNamed(item, "category");
  const termsOf = (domain: string, kind: WxrTermKind): WxrTerm[] =>
    terms
      .filter((c) => c.attrs.domain === domain && c.attrs.nicename)
      .map((c) => ({ kind, slug: c.attrs.nicename!, name: c.text.trim() }));
  const meta = metaOf(item);
  const wpId = int(childText(item, "wp:post_id"));
  const link = childText(item, "link").trim();
  const attachmentUrl = childText(item, "wp:attachment_url").trim();
  const thumbnailId = int(meta.get("_thumbnail_id") ?? "");
  const alt = meta.get("_wp_attachment_image_alt")?.trim();
  return {
    guid: childText(item, "guid").trim() || link || `wp-post-${wpId}`,
    wpId,
    type: childText(item, "wp:post_type").trim() || "post",
    title: childText(item, "title").trim(),
    slug: childText(item, "wp:post_name").trim(),
    link,
    status: childText(item, "wp:status").trim() || "publish",
    date: dateMs === null ? "" : new Date(dateMs).toISOString(),
    // A login never holds angle brackets; hand-edited exports (WordPress's own test data) have stray ones.
    author: childText(item, "dc:creator").replace(/[<>]/g, "").trim(),
    content: childText(item, "content:encoded"),
    excerpt: childText(item, "excerpt:encoded"),
    categories: termsOf("category", "category"),
    tags: termsOf("post_tag", "tag"),
    sticky: childText(item, "wp:is_sticky").trim() === "1",
    password: childText(item, "wp:post_password"),
    commentStatus: childText(item, "wp:comment_status").trim(),
    parentId: int(childText(item, "wp:post_parent")),
    menuOrder: int(childText(item, "wp:menu_order")),
    comments: childrenNamed(item, "wp:comment").length,
    ...(attachmentUrl ? { attachmentUrl } : {}),
    ...(thumbnailId > 0 ? { thumbnailId } : {}),
    ...(alt !== undefined ? { alt } : {}),
  };
}
