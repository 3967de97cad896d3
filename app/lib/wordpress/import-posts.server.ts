import { formatGermanDate } from "../i18n/dates";
import { richTextPlain } from "../text/rich-text";
import { slugify } from "../text/slug";
import type { ItemStatus } from "./import-records.server";
import { rewriteImageAddresses } from "./media-import.server";
import { missingMarker, PLACEHOLDER_IMAGE, type MissingUse } from "./missing-marker";
import { plainExcerpt, wordpressToEditorHtml } from "./to-editor-html.server";
import type { WxrAttachmentInfo, WxrChannel, WxrItem } from "./types";

/*
 * What a WordPress post or page becomes here (decision 0063): the values of a blog post, a service's
 * detail page or an about section, in German (the site's first language; the English fields stay empty
 * where the type allows it, and repeat the German text where it does not). Nothing is shortened here:
 * the values go through the type's own schema (import-records.server.ts), and what it refuses is reported.
 */

/** The blog's one category text when a post has none. */
const NO_CATEGORY = "Allgemein";
const EXCERPT_CHARS = 300;

/** What the importer knows of the file's images so far: attachment ids and remote addresses → library paths. */
export type ImageIndex = {
  attachments: Map<number, WxrAttachmentInfo>;
  /** Remote address → /media/… path, for those fetched. */
  media: Map<string, string>;
  /** Remote address → why it could not be fetched, for those that failed in this import. */
  failed?: Map<string, string>;
};

function altOf(images: ImageIndex, url: string): string {
  for (const info of images.attachments.values()) if (info.url === url) return info.alt;
  return "";
}

/** A WordPress slug as stored (percent-encoded for anything beyond ASCII), as ours. */
function slugOf(item: WxrItem): string {
  let raw = item.slug;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Kept as written.
  }
  return slugify(raw) || slugify(item.title);
}

/** How the item's WordPress status arrives here, and a note for the report where it changed meaning. */
export function itemState(item: WxrItem, now: Date): { state: ItemStatus; note: string | null } {
  if (item.password) return { state: { status: "draft" }, note: "Passwortgeschützt: als Entwurf übernommen" };
  switch (item.status) {
    case "publish":
      return { state: { status: "published" }, note: null };
    case "future": {
      const at = new Date(item.date);
      if (Number.isNaN(at.getTime()) || at <= now) return { state: { status: "published" }, note: null };
      return { state: { status: "scheduled", at }, note: null };
    }
    case "private":
      return { state: { status: "draft" }, note: "Privat: als Entwurf übernommen" };
    default:
      return { state: { status: "draft" }, note: null };
  }
}

/** The body in the editor's HTML, with the images the import fetched pointing at the library. */
function bodyOf(item: WxrItem, images: ImageIndex): { html: string; notes: string[]; missing: MissingUse[] } {
  // WordPress's plain [gallery] shows the images uploaded to the post, in the order they came.
  const attachedIds = [...images.attachments]
    .filter(([, info]) => info.parent === item.wpId)
    .map(([id]) => id)
    .sort((a, b) => a - b);
  const converted = wordpressToEditorHtml(item.content, { attachments: images.attachments, attachedIds });
  const fetched = rewriteImageAddresses(converted.html, images.media);
  const failed = images.failed ?? new Map<string, string>();
  if (failed.size === 0) return { html: fetched, notes: converted.notes, missing: [] };
  // An image that did not come stands as the placeholder with its marker: no broken image, no remote address.
  const markers = new Map([...failed.keys()].map((url) => [url, missingMarker(url)]));
  const html = rewriteImageAddresses(fetched, markers);
  const missing = [...failed]
    .filter(([url]) => html.includes(markers.get(url)!))
    .map(([url, reason]) => ({ place: "body" as const, sourceUrl: url, alt: altOf(images, url), reason }));
  return { html, notes: converted.notes, missing };
}

/** The featured image's library path, or null; a featured image that failed to come is remembered in `missing`. */
function featuredImage(item: WxrItem, images: ImageIndex, missing: MissingUse[]): string | null {
  if (!item.thumbnailId) return null;
  const attachment = images.attachments.get(item.thumbnailId);
  if (!attachment) return null;
  const path = images.media.get(attachment.url) ?? null;
  const reason = images.failed?.get(attachment.url);
  if (!path && reason) missing.push({ place: "featured", sourceUrl: attachment.url, alt: attachment.alt, reason });
  return path;
}

export function blogValues(item: WxrItem, channel: WxrChannel, images: ImageIndex) {
  const { html, notes, missing } = bodyOf(item, images);
  const author = channel.authors.find((a) => a.login === item.author)?.displayName || item.author || "WordPress";
  // A post's own excerpt is kept whole; one made from the body is its opening words.
  const excerpt = item.excerpt.trim() ? richTextPlain(item.excerpt) : plainExcerpt(html, EXCERPT_CHARS);
  const title = item.title.trim() || "(ohne Titel)";
  return {
    notes,
    missing,
    values: {
      title,
      slug: slugOf(item) || "beitrag",
      date: formatGermanDate(item.date) || formatGermanDate(new Date()),
      author,
      category: item.categories.find((term) => term.kind === "category")?.name || NO_CATEGORY,
      excerpt: excerpt || title,
      content: html,
      image_url: featuredImage(item, images, missing) ?? PLACEHOLDER_IMAGE,
      featured: item.sticky,
    },
  };
}

/**
 * A page as a bilingual section in the menu's order: its title and body stand in both languages until
 * someone translates them.
 */
function pageValues(item: WxrItem, images: ImageIndex) {
  const { html, notes, missing } = bodyOf(item, images);
  const title = item.title.trim() || "(ohne Titel)";
  const description = html || "<p></p>";
  const values = {
    title_de: title,
    title_en: title,
    description_de: description,
    description_en: description,
    image_url: featuredImage(item, images, missing),
    display_order: item.menuOrder,
    is_active: true,
  };
  return { notes, missing, values };
}

/** A page as a service's detail page (/services/<slug>). */
export function serviceDetailValues(item: WxrItem, images: ImageIndex) {
  const page = pageValues(item, images);
  return { ...page, values: { slug: slugOf(item) || "seite", ...page.values } };
}

/** A page as a section of the about page (/about): a section always has an image. */
export function aboutValues(item: WxrItem, images: ImageIndex) {
  const page = pageValues(item, images);
  return { ...page, values: { ...page.values, image_url: page.values.image_url ?? PLACEHOLDER_IMAGE } };
}
