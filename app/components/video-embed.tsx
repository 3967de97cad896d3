import { toEmbedUrl } from "~/lib/video";
import { cn } from "~/lib/utils";

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

/** A responsive 16:9 video player for a video link; renders nothing when the link is unusable. */
export function VideoEmbed({ url, title, className }: { url: string | null | undefined; title: string; className?: string }) {
  const src = inlineEmbedUrl(url);
  if (!src) return null;
  return (
    <div className={cn("aspect-video w-full overflow-hidden rounded-2xl bg-black shadow-lg", className)} data-testid="video-embed">
      <iframe
        src={src}
        title={title}
        className="h-full w-full"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      />
    </div>
  );
}
