/*
 * WordPress's automatic paragraphs for classic-editor text, in our words: a blank line starts a new
 * paragraph, a single line break inside a paragraph is a <br>, and nothing of that happens inside <pre>
 * or around block elements. Block-editor text already carries its own paragraphs and skips this.
 */

const BLOCKS =
  "(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)";
const BLOCK_TAG = `</?${BLOCKS}(?:\\s[^<>]*)?/?>`;
/**
 * A paragraph and its content, which stops at the next paragraph tag: with `[\\s\\S]*?` a text of
 * many unclosed paragraphs would be searched to its end once per paragraph.
 */
export const PARAGRAPH = /<p>((?:[^<]|<(?!\/?p[\s>]))*)<\/p>/g;

export function autop(source: string): string {
  if (!source.trim()) return "";
  const kept: string[] = [];
  // Preformatted text goes through untouched: put aside, restored at the end.
  let text = source.replace(/\r\n?/g, "\n").replace(/<pre[\s>](?:[^<]|<(?!\/?pre[\s>]))*<\/pre>/gi, (pre) => {
    kept.push(pre);
    return `<pre wp-kept="${kept.length - 1}"></pre>`;
  });
  // Line breaks inside a tag (between attributes) are not text.
  text = text.replace(/<[^<>]+>/g, (tag) => tag.replace(/\s*\n\s*/g, " "));
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, "\n\n");
  text = text.replace(new RegExp(`(<${BLOCKS}[\\s/>])`, "gi"), "\n\n$1");
  text = text.replace(new RegExp(`(</${BLOCKS}>)`, "gi"), "$1\n\n");
  text = `${text.replace(/\n\s*\n+/g, "\n\n")}\n`;
  text = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part}</p>\n`)
    .join("");
  text = text.replace(/<p>\s*<\/p>/g, "");
  text = text.replace(new RegExp(`<p>\\s*(${BLOCK_TAG})\\s*</p>`, "gi"), "$1");
  text = text.replace(/<p>(<li(?:[^<]|<(?!\/?p[\s>]))*)<\/p>/gi, "$1");
  text = text
    .replace(/<p><blockquote([^<>]*)>/gi, "<blockquote$1><p>")
    .replace(/<\/blockquote><\/p>/gi, "</p></blockquote>");
  text = text.replace(new RegExp(`<p>\\s*(${BLOCK_TAG})`, "gi"), "$1");
  text = text.replace(new RegExp(`(${BLOCK_TAG})\\s*</p>`, "gi"), "$1");
  // Single line breaks inside paragraphs.
  text = text.replace(PARAGRAPH, (_p, inner: string) => `<p>${inner.replace(/\s*\n\s*/g, "<br>")}</p>`);
  text = text.replace(new RegExp(`(${BLOCK_TAG})\\s*<br>`, "gi"), "$1");
  text = text.replace(/<br>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[\s>])/gi, "$1");
  text = text.replace(/<p>\s*<\/p>/g, "");
  return text.replace(/<pre wp-kept="(\d+)"><\/pre>/g, (_m, i: string) => kept[Number(i)]!).trim();
}
