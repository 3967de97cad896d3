import { CUSTOM_REASON, type WxrChannel, type WxrItem, type WxrSummary } from "./types";

/*
 * What an export holds, as the import's preview shows it. Posts are counted as WordPress counts them
 * ("All": every status but the bin and unsaved auto-drafts); what this site does not take is listed with
 * the reason, so the owner knows before importing.
 */

const IMPORTED_TYPES = new Set(["post", "page", "attachment"]);
const NOT_COUNTED = new Set(["trash", "auto-draft"]);

/** Why a kind of WordPress item is left out, in the back office's German (English through the dictionary). */
const REASONS: Record<string, string> = {
  nav_menu_item: "Menüeinträge: die Navigation dieser Website wird im Verwaltungsbereich gepflegt",
  revision: "Ältere Fassungen: übernommen wird nur die letzte",
  trash: "Im Papierkorb von WordPress",
  "auto-draft": "Automatische Entwürfe ohne Inhalt",
  comment: "Kommentare: diese Website hat keine Kommentare",
  wp_block: "Wiederverwendbare Blöcke: ihr Inhalt steht bereits in den Beiträgen",
  custom_css: "Gestaltung des WordPress-Themes",
  customize_changeset: "Gestaltung des WordPress-Themes",
  wp_global_styles: "Gestaltung des WordPress-Themes",
  wp_template: "Gestaltung des WordPress-Themes",
  wp_template_part: "Gestaltung des WordPress-Themes",
  wp_navigation: "Menüeinträge: die Navigation dieser Website wird im Verwaltungsbereich gepflegt",
  oembed_cache: "Zwischenspeicher von WordPress",
};

/** Why an item is left out, as its group in the summary; null when it is imported (or offered). */
export function skipOf(item: Pick<WxrItem, "type" | "status">): { type: string; reason: string } | null {
  if (NOT_COUNTED.has(item.status)) return { type: item.status, reason: REASONS[item.status]! };
  if (IMPORTED_TYPES.has(item.type)) return null;
  return { type: item.type, reason: REASONS[item.type] ?? CUSTOM_REASON };
}

export function summariseWxr(channel: WxrChannel, items: Iterable<WxrItem>): WxrSummary {
  const posts = { total: 0, published: 0, drafts: 0, scheduled: 0, private: 0, passwordProtected: 0, sticky: 0 };
  let pages = 0;
  let attachments = 0;
  let comments = 0;
  const categories = new Set(channel.categories.map((term) => term.slug));
  const tags = new Set(channel.tags.map((term) => term.slug));
  const authors = new Set(channel.authors.map((author) => author.login));
  const skipped = new Map<string, { type: string; count: number; reason: string }>();
  for (const item of items) {
    const skip = skipOf(item);
    if (skip) {
      const group = skipped.get(skip.type) ?? { ...skip, count: 0 };
      group.count += 1;
      skipped.set(skip.type, group);
      continue;
    }
    comments += item.comments ?? 0;
    if (item.type === "attachment") {
      attachments += 1;
      continue;
    }
    if (item.author) authors.add(item.author);
    if (item.type === "page") {
      pages += 1;
      continue;
    }
    for (const term of item.categories) categories.add(term.slug);
    for (const term of item.tags) tags.add(term.slug);
    posts.total += 1;
    if (item.status === "publish") posts.published += 1;
    else if (item.status === "draft" || item.status === "pending") posts.drafts += 1;
    else if (item.status === "future") posts.scheduled += 1;
    else if (item.status === "private") posts.private += 1;
    if (item.password) posts.passwordProtected += 1;
    if (item.sticky) posts.sticky += 1;
  }
  if (comments > 0) skipped.set("comment", { type: "comment", count: comments, reason: REASONS.comment! });
  return {
    posts,
    pages,
    attachments,
    categories: categories.size,
    tags: tags.size,
    authors: authors.size,
    skipped: [...skipped.values()],
  };
}
