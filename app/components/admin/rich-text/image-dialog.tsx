import { useId, useState, type RefObject } from "react";
import { MEDIA_PATH } from "~/lib/media";
import { safeImageSrc } from "~/lib/text";
import { Field } from "../../forms";
import { EditorDialog } from "./editor-dialog";
import { MediaPicker } from "../media-picker";
import type { FigureAttrs } from "./figure-node";
import { useT } from "~/lib/admin";
import { MEDIA_TOOL_TEXTS as T } from "./texts";

type Errors = { src?: string[]; alt?: string[] };

/**
 * The alt texts typed here, into the library (its one place for an image's alt texts), when the image
 * is the library's: the next time it is chosen, anywhere, they come with it. An outside address, or a
 * refusal, leaves the library as it is; the text keeps its own copy either way.
 */
function saveToLibrary(src: string, alt: string, altEn: string) {
  if (!MEDIA_PATH.test(src.split("?")[0]!)) return;
  const body = new FormData();
  body.set("intent", "alt");
  body.set("url", src);
  body.set("alt_de", alt);
  body.set("alt_en", altEn);
  void fetch("/admin/media.data", { method: "POST", body }).catch(() => undefined);
}

/**
 * An image of the text with its alt texts and caption, entered where it is placed: the address comes
 * from the media library (chosen or uploaded in its picker, which fills in the library's alt texts
 * when it has them) or is typed. Drawn at the end of <body> like the picker, since the content form
 * it sits in is a dialog itself.
 */
export function ImageDialog({
  initial,
  onApply,
  onClose,
  returnFocus,
}: {
  /** The image being edited, or null for a new one. */
  initial: FigureAttrs | null;
  onApply: (attrs: FigureAttrs) => void;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const prefix = useId();
  const [values, setValues] = useState<FigureAttrs>(initial ?? { src: "", alt: "", altEn: "", caption: "" });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof FigureAttrs) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((old) => ({ ...old, [name]: value }));
  };
  const preview = safeImageSrc(values.src);

  const apply = () => {
    const src = safeImageSrc(values.src);
    const next: Errors = {
      src: src ? undefined : [t(T.noImage)],
      alt: values.alt.trim() ? undefined : [t(T.noAlt)],
    };
    setErrors(next);
    if (!src || next.alt) return;
    saveToLibrary(src, values.alt.trim(), values.altEn.trim());
    onApply({ src, alt: values.alt.trim(), altEn: values.altEn.trim(), caption: values.caption.trim() });
  };

  return (
    <EditorDialog kind="image" onApply={apply} onClose={onClose} returnFocus={returnFocus}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <Field
            id={`${prefix}-src`}
            label={t(T.imageAddress)}
            errors={errors.src}
            inputProps={{ value: values.src, onChange: set("src"), inputMode: "url" }}
          />
        </div>
        <MediaPicker
          value={values.src}
          label={t(T.imageAddress)}
          altNote={false}
          onChoose={(url, row) =>
            setValues((old) => ({
              ...old,
              src: url,
              alt: row?.alt_de?.trim() || old.alt,
              altEn: row?.alt_en?.trim() || old.altEn,
            }))
          }
        />
      </div>
      {preview ? (
        <img src={preview} alt="" className="max-h-40 rounded border border-border" data-testid="rich-image-preview" />
      ) : null}
      <Field
        id={`${prefix}-alt`}
        label={t(T.altDe)}
        required
        errors={errors.alt}
        inputProps={{ value: values.alt, onChange: set("alt"), maxLength: 300 }}
      />
      <Field
        id={`${prefix}-alt-en`}
        label={t(T.altEn)}
        hint={t(T.altEnHint)}
        inputProps={{ value: values.altEn, onChange: set("altEn"), maxLength: 300 }}
      />
      <Field
        id={`${prefix}-caption`}
        label={t(T.caption)}
        inputProps={{ value: values.caption, onChange: set("caption"), maxLength: 500 }}
      />
    </EditorDialog>
  );
}
