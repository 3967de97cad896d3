import { highlight } from "~/lib/pages";

/**
 * A text with the words of the current search marked. Without a search it is the plain text. The
 * colours keep the text at the page's foreground colour on a light yellow (dark: a deep amber), so a
 * marked word reads as well as the text around it in both themes.
 */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] | undefined }) {
  if (!terms || terms.length === 0) return text;
  return highlight(text, terms).map((segment, i) =>
    segment.match ? (
      <mark key={i} className="rounded-sm bg-yellow-200 text-foreground dark:bg-amber-700/70">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}
