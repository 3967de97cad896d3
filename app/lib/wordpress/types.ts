// The shapes read from a WordPress export (WXR 1.1/1.2). Shared by the reader
// (this folder) and the importer, so they are plain data without behaviour.

export type WxrTermKind = "category" | "tag";
export type WxrTerm = {
  kind: WxrTermKind;
  slug: string;
  name: string;
  /** categories of the channel: the parent category's slug, when nested */
  parent?: string;
};
export type WxrAuthor = { login: string; displayName: string };

/** The channel's facts, read before the first <item>. */
export type WxrChannel = {
  title: string;
  link: string;
  language: string;
  wxrVersion: string;
  authors: WxrAuthor[];
  categories: WxrTerm[];
  tags: WxrTerm[];
};

export type WxrItem = {
  guid: string;
  wpId: number;
  /** post_type: "post" | "page" | "attachment" | "nav_menu_item" | … */
  type: string;
  title: string;
  slug: string;
  /** the original permalink */
  link: string;
  /** "publish" | "draft" | "future" | "private" | "pending" | "inherit" | "trash" | … */
  status: string;
  /** ISO 8601 in UTC (post_date_gmt, or post_date read as the site's local time when gmt is 0000-…) */
  date: string;
  author: string;
  /** raw post content */
  content: string;
  excerpt: string;
  categories: WxrTerm[];
  tags: WxrTerm[];
  sticky: boolean;
  password: string;
  commentStatus: string;
  parentId: number;
  menuOrder: number;
  /** attachments: the file's address; posts: the featured image's attachment id (postmeta _thumbnail_id) */
  attachmentUrl?: string;
  thumbnailId?: number;
  /** attachment alt text (_wp_attachment_image_alt) */
  alt?: string;
  /** how many comments the item carries (this site has none to take them) */
  comments?: number;
};

export type WxrSummary = {
  posts: {
    total: number;
    published: number;
    drafts: number;
    scheduled: number;
    private: number;
    passwordProtected: number;
    sticky: number;
  };
  pages: number;
  attachments: number;
  categories: number;
  tags: number;
  authors: number;
  skipped: { type: string; count: number; reason: string }[];
};

/** One part of an export as the streaming reader yields it. `start`/`end` are
 * byte offsets of `<item>` … `</item>` in the file, so an import can resume at
 * `end` with a ranged read. */
export type WxrPart =
  { kind: "channel"; channel: WxrChannel } | { kind: "item"; item: WxrItem; start: number; end: number };

export type WxrErrorCode =
  "not-wxr" | "doctype" | "entity" | "truncated" | "item-too-large" | "too-many-items" | "malformed";

/** Attachments as the converter needs them, keyed by their WordPress id. */
export type WxrAttachmentInfo = {
  url: string;
  alt: string;
  caption: string;
  /** The post the file was uploaded to: a [gallery] without ids shows that post's images. */
  parent?: number;
};

/** Why an item of a type this site does not know is left out; the preview names that type beside it. */
export const CUSTOM_REASON = "Eigener Inhaltstyp eines Plugins oder Themes, den diese Website nicht kennt";
