import type { ReactNode, RefObject } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../dialog";
import { useT } from "~/lib/admin";
import { MEDIA_TOOL_TEXTS as T } from "./texts";

/**
 * A dialog of the text editor (an image, a video): its fields, then 'Abbrechen' and 'Übernehmen'.
 * Drawn at the end of <body>, outside the content form, but React passes a submit up to that form:
 * it stops here, and `onApply` checks the fields instead.
 */
export function EditorDialog({
  kind,
  onApply,
  onClose,
  returnFocus,
  children,
}: {
  kind: "image" | "video";
  onApply: () => void;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const t = useT();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onApply();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      returnFocus={returnFocus}
      title={t(kind === "image" ? T.imageTitle : T.videoTitle)}
      description={t(kind === "image" ? T.imageDescription : T.videoDescription)}
      portal
    >
      <form noValidate onSubmit={submit} className="space-y-3" data-testid={`rich-${kind}-dialog`}>
        {children}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t(T.cancel)}
          </Button>
          <Button type="submit">{t(T.apply)}</Button>
        </div>
      </form>
    </Dialog>
  );
}
