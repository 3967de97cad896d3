import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { t, type Lang } from "~/lib/i18n";
import { toEmbedUrl } from "~/lib/text";

type VideoModalApi = { openVideo: (url: string) => void; isOpen: boolean };
const VideoModalContext = createContext<VideoModalApi>({ openVideo: () => {}, isOpen: false });

export function useVideoModal() {
  return useContext(VideoModalContext);
}

const loadDialog = () => import("./video-dialog");
// Radix Dialog is fetched when a video is first opened (or the visitor points at a play button).
const VideoDialog = lazy(loadDialog);

/** Starts the dialog's download early, e.g. when the pointer rests on a play button. */
export function preloadVideoModal() {
  void loadDialog().catch(() => {});
}

/** One video dialog for the whole site; the slideshow pauses while it is open. */
export function VideoModalProvider({ children, lang }: { children: React.ReactNode; lang: Lang }) {
  const [embed, setEmbed] = useState<string | null>(null);
  // Stays mounted after the first open so Radix can return the focus to the play button on close.
  const [used, setUsed] = useState(false);
  const openVideo = useCallback((url: string) => {
    setEmbed(toEmbedUrl(url));
    setUsed(true);
  }, []);
  const close = useCallback(() => setEmbed(null), []);
  const api = useMemo(() => ({ openVideo, isOpen: embed !== null }), [openVideo, embed]);
  return (
    <VideoModalContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <VideoDialog embed={embed} onClose={close} lang={lang} />
        </Suspense>
      ) : null}
    </VideoModalContext.Provider>
  );
}

/**
 * The attributes of a watch-video button on a page without React: app/enhance/video.ts opens the
 * same dialog from them (the embed's address and the dialog's texts in the page's language).
 */
export function videoButtonData(url: string, lang: Lang) {
  return {
    "data-video": toEmbedUrl(url) ?? undefined,
    "data-video-title": t(lang, "video.title"),
    "data-video-close": t(lang, "video.close"),
  };
}
