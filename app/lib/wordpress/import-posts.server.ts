import { formatGermanDate } from "../i18n/dates";
import { richTextPlain } from "../text/rich-text";
import { slugify } from "../text/slug";
import type { ItemStatus } from "./import-records.server";
import { rewriteImageAddresses } from "./media-import.server";
import { plainExcerpt, wordpressToEditorHtml } from "./to-editor-html.server";
import type { WxrAttachmentInfo, WxrChannel, WxrItem } from "./types";

/*
 * What a WordPress post or page becomes here (decision 0063): the values of a blog post, a service's
 * detail page or an about section, in German (the site's first language; the English fields stay empty
 * where the type allows it, and repeat the German text where it does not). Nothing is shortened here:
 * the values go through the type's own schema (import-records.server.ts), and what it refuses is reported.
 */

/** The image a post without a featured image shows (the blog's image is required). */
const PLACEHOLDER_IMAGE = "/images/calm.webp";
/** The blog's one category text when a post has none. */
const NO_CATEGORY = "Allgemein";
const EXCERPT_CHARS = 300;

/** What the importer knows of the file's images so far: attachment ids and remote addresses → library paths. */
export type ImageIndex = {
  attachments: Map<number, WxrAttachmentInfo>;
  /** Remote address → /media/… path, for those fetched. */
  media: Map<string, string>;
};

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
function bodyOf(item: WxrItem, images: ImageIndex): { html: string; notes: string[] } {
  // WordPress's plain [gallery] shows the images uploaded to the post, in the order they came.
  const attachedIds = [...images.attachments]
    .filter(([, info]) => info.parent === item.wpId)
    .map(([id]) => id)
    .sort((a, b) => a - b);
  const converted = wordpressToEditorHtml(item.content, { attachments: images.attachments, attachedIds });
  return { html: rewriteImageAddresses(converted.html, images.media), notes: converted.notes };
}

function featuredImage(item: WxrItem, images: ImageIndex): string | null {
  if (!item.thumbnailId) return null;
  const attachment = images.attachments.get(item.thumbnailId);
  if (!attachment) return null;
  return images.media.get(attachment.url) ?? null;
}

export function blogValues(item: WxrItem, channel: WxrChannel, images: ImageIndex) {
  const { html, notes } = bodyOf(item, images);
  const author = channel.authors.find((a) => a.login === item.author)?.displayName || item.author || "WordPress";
  // A post's own excerpt is kept whole; one made from the body is its opening words.
  const excerpt = item.excerpt.trim() ? richTextPlain(item.excerpt) : plainExcerpt(html, EXCERPT_CHARS);
  const title = item.title.trim() || "(ohne Titel)";
  return {
    notes,
    values: {
      title,
      slug: slugOf(item) || "beitrag",
      date: formatGermanDate(item.date) || formatGermanDate(new Date()),
      author,
      category: item.categories.find((term) => term.kind === "category")?.name || NO_CATEGORY,
      excerpt: excerpt || title,
      content: html,
      image_url: featuredImage(item, images) ?? PLACEHOLDER_IMAGE,
      featured: item.sticky,
    },
  };
}

/** A page as a service's detail page (/services/<slug>). */
export function serviceDetailValues(item: WxrItem, images: ImageIndex) {
  const { html, notes } = bodyOf(item, images);
  const title = item.title.trim() || "(ohne Titel)";
  const description = html || "<p></p>";
  return {
    notes,
    values: {
      slug: slugOf(item) || "seite",
      title_de: title,
      title_en: title,
      description_de: description,
      description_en: description,
      image_url: featuredImage(item, images),
      display_order: item.menuOrder,
      is_active: true,
    },
  };
}

/** A page as a section of the about page (/about). */
export function aboutValues(item: WxrItem, images: ImageIndex) {
  const { html, notes } = bodyOf(item, images);
  const title = item.title.trim() || "(ohne Titel)";
  const description = html || "<p></p>";
  return {
    notes,
    values: {
      title_de: title,
      title_en: title,
      description_de: description,
      description_en: description,
      image_url: featuredImage(item, images) ?? PLACEHOLDER_IMAGE,
      display_order: item.menuOrder,
      is_active: true,
    },
  };
}
