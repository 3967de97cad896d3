import { useId, useState, type RefObject } from "react";
import { Field } from "../../forms";
import { Button } from "../../ui/button";
import { Dialog } from "../dialog";
import { useT } from "~/lib/admin";
import { MEDIA_TOOL_TEXTS as T } from "./texts";
import { richTextVideoUrl as videoAddress } from "~/lib/text";

/** The address of a YouTube or Vimeo video for the text; anything else is refused with a message. */
export function VideoDialog({
  initial,
  onApply,
  onClose,
  returnFocus,
}: {
  initial: string;
  onApply: (url: string) => void;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string[] | undefined>();
  const apply = (event: React.FormEvent<HTMLFormElement>) => {
    // Drawn outside the content form, but React passes the submit up to it: it stops here.
    event.preventDefault();
    event.stopPropagation();
    const url = videoAddress(value);
    if (url) onApply(url);
    else setError([t(T.videoRefused)]);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      returnFocus={returnFocus}
      title={t(T.videoTitle)}
      description={t(T.videoDescription)}
      portal
    >
      <form noValidate onSubmit={apply} className="space-y-3" data-testid="rich-video-dialog">
        <Field
          id={id}
          label={t(T.videoAddress)}
          required
          errors={error}
          inputProps={{
            value,
            onChange: (event) => setValue(event.currentTarget.value),
            inputMode: "url",
            placeholder: "https://www.youtube.com/watch?v=…",
          }}
        />
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
