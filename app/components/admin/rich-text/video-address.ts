import { inlineEmbedUrl } from "~/components/video-embed";
import { safeHttpUrl } from "~/lib/url";

// What inlineEmbedUrl makes of a YouTube or Vimeo page address; any other address stays as it was.
const PLAYER = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;

/** The address as stored when it names a YouTube or Vimeo video, else null. */
export function videoAddress(raw: string | null | undefined): string | null {
  const embed = inlineEmbedUrl(raw);
  return embed && PLAYER.test(embed) ? safeHttpUrl(raw) : null;
}
