import { useId, useState, type RefObject } from "react";
import { Field } from "../../forms";
import { EditorDialog } from "./editor-dialog";
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
  const apply = () => {
    const url = videoAddress(value);
    if (url) onApply(url);
    else setError([t(T.videoRefused)]);
  };
  return (
    <EditorDialog kind="video" onApply={apply} onClose={onClose} returnFocus={returnFocus}>
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
    </EditorDialog>
  );
}
