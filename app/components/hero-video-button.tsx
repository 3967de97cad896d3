import { PlayCircle } from "~/components/icon";
import { t, type Lang } from "~/lib/i18n";
import { toEmbedUrl } from "~/lib/text";
import { preloadVideoModal, useVideoModal, videoButtonData } from "./video-modal";
import { Enhance } from "./enhance";

/**
 * "Video ansehen" on a page hero's dark background, for a video link of the general settings
 * (congress, academy). Like every watch-video button of the site it opens the video dialog: nothing
 * is fetched from the video site until the visitor presses it. Renders nothing without a usable link.
 */
export function HeroVideoButton({ url, lang, testId }: { url: string | null | undefined; lang: Lang; testId: string }) {
  const { openVideo } = useVideoModal();
  if (!toEmbedUrl(url)) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => openVideo(url!)}
        onPointerEnter={preloadVideoModal}
        {...videoButtonData(url!, lang)}
        data-testid={testId}
        className="mb-8 inline-flex cursor-pointer items-center gap-2 rounded-md border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <PlayCircle className="h-5 w-5" aria-hidden />
        {t(lang, "hero.watchVideo")}
      </button>
      <Enhance name="video" />
    </>
  );
}
