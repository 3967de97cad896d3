import { X } from "~/components/icon";
import { Dialog } from "radix-ui";
import { useRef } from "react";
import { t, type Lang } from "~/lib/i18n";

/** The Radix part of the video modal, loaded on demand (see video-modal.tsx). */
export default function VideoDialog({
  embed,
  onClose,
  lang,
}: {
  embed: string | null;
  onClose: () => void;
  lang: Lang;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={embed !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,960px)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-black p-2 shadow-2xl"
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Start on the close button: keys pressed inside the player's frame never reach the page, so Escape would not close.
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>("[data-video-close]")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger (many play buttons open this one dialog): the focus goes back to the one used.
            event.preventDefault();
            opener.current?.focus();
          }}
        >
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
            data-video-close
            aria-label={t(lang, "video.close")}
            className="absolute -top-3 -right-3 rounded-full bg-white p-2 text-slate-900 shadow"
          >
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
