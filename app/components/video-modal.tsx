import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { t, type Lang } from "~/lib/i18n";
import { toEmbedUrl } from "~/lib/video";

type VideoModalApi = { openVideo: (url: string) => void; isOpen: boolean };
const VideoModalContext = createContext<VideoModalApi>({ openVideo: () => {}, isOpen: false });

export function useVideoModal() {
  return useContext(VideoModalContext);
}

/** One video dialog for the whole site; the slideshow pauses while it is open. */
export function VideoModalProvider({ children, lang }: { children: React.ReactNode; lang: Lang }) {
  const [embed, setEmbed] = useState<string | null>(null);
  const openVideo = useCallback((url: string) => setEmbed(toEmbedUrl(url)), []);
  const api = useMemo(() => ({ openVideo, isOpen: embed !== null }), [openVideo, embed]);
  return (
    <VideoModalContext.Provider value={api}>
      {children}
      <Dialog.Root open={embed !== null} onOpenChange={(open) => !open && setEmbed(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,960px)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-black p-2 shadow-2xl">
            <Dialog.Title className="sr-only">{t(lang, "video.title")}</Dialog.Title>
            <Dialog.Description className="sr-only">{embed ?? ""}</Dialog.Description>
            <div className="aspect-video w-full">
              {embed ? (
                <iframe
                  src={embed}
                  title={t(lang, "video.title")}
                  className="h-full w-full rounded"
                  allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                />
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t(lang, "video.close")}
              className="absolute -top-3 -right-3 rounded-full bg-white p-2 text-slate-900 shadow"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </VideoModalContext.Provider>
  );
}
