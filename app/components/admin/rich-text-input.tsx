import { Textarea } from "../ui/textarea";

/**
 * A rich-text field (field kind "richText"): the HTML text box every form gets first, so the field
 * saves without JavaScript too. The visual editor takes its place after hydration.
 */
export function RichTextInput({
  common,
  initial,
  rows,
}: {
  common: Record<string, unknown> & { id: string };
  initial: string;
  rows?: number;
}) {
  return <Textarea {...common} defaultValue={initial} rows={rows ?? 12} className="min-h-[300px] font-mono" />;
}
