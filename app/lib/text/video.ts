import { safeHttpUrl } from "./url";

/**
 * Turns YouTube (watch, youtu.be short, shorts) and Vimeo page links into embed links.
 * Other http(s) URLs are used as they are; anything else (javascript:, data:, garbage) gives null.
 */
export function toEmbedUrl(raw: string | null | undefined): string | null {
  const href = safeHttpUrl(raw);
  if (!href) return null;
  const url = new URL(href);
  const host = url.hostname.replace(/^www\.|^m\./, "");

  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname.startsWith("/embed/")) return href;
    const id =
      url.pathname === "/watch" ? url.searchParams.get("v") : url.pathname.match(/^\/(?:shorts|live)\/([\w-]+)/)?.[1];
    if (id && /^[\w-]+$/.test(id)) return `https://www.youtube.com/embed/${id}`;
  }
  if (host === "youtu.be") {
    const id = url.pathname.slice(1).split("/")[0];
    if (id && /^[\w-]+$/.test(id)) return `https://www.youtube.com/embed/${id}`;
  }
  if (host === "vimeo.com") {
    const id = url.pathname.match(/^\/(?:video\/)?(\d+)/)?.[1];
    if (id) return `https://player.vimeo.com/video/${id}`;
  }
  return href;
}

/**
 * The embed address for an inline player: YouTube links play from youtube-nocookie.com (no
 * cookies until the visitor presses play), Vimeo and other http(s) links as toEmbedUrl gives them.
 * Null for anything that is not an http(s) link.
 */
export function inlineEmbedUrl(raw: string | null | undefined): string | null {
  const embed = toEmbedUrl(raw);
  if (!embed) return null;
  return embed.replace(/^https:\/\/www\.youtube\.com\/embed\//, "https://www.youtube-nocookie.com/embed/");
}

/**
 * A video of a rich text (`<div data-video="…">`, decision 0048): only a YouTube or Vimeo address
 * that becomes a player, as the address written (so the page can link to it); null for any other host.
 */
export function richTextVideoUrl(raw: string | null | undefined): string | null {
  const embed = inlineEmbedUrl(raw);
  if (!embed || !/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(embed)) {
    return null;
  }
  return safeHttpUrl(raw);
}
