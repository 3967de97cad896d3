import { Textarea } from "../ui/textarea";
import { RichTextEditing } from "./rich-text/editing-switch";

/**
 * A rich-text field (field kind "richText", decision 0048): the HTML text box every form gets first,
 * so the field saves without JavaScript too; after hydration the visual editor with images and videos
 * takes its place (decision 0049), the text box one tab away as the HTML source.
 */
export function RichTextInput({
  common,
  label,
  initial,
  rows,
}: {
  common: Record<string, unknown> & { id: string };
  label: string;
  initial: string;
  rows?: number;
}) {
  return (
    <RichTextEditing
      label={label}
      initial={initial}
      media
      textarea={(ref) => (
        <Textarea
          {...common}
          ref={ref}
          defaultValue={initial}
          rows={rows ?? 12}
          spellCheck={false}
          className="min-h-[300px] font-mono"
        />
      )}
    />
  );
}
