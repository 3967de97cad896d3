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
