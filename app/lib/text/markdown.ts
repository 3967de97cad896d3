/*
 * The site's Markdown subset, parsed once for every renderer: the React component
 * (app/components/markdown.tsx) for pages and the back office's preview, and the HTML string of
 * newsletter mails (app/lib/newsletter/mail.server.ts). No HTML is ever interpreted.
 */

export type MarkdownBlock =
  | { type: "heading"; level: 2 | 3 | 4; text: string }
  | { type: "paragraph"; lines: string[] }
  | { type: "quote"; lines: string[] }
  | { type: "list"; ordered: boolean; items: string[] };

/**
 * "## Title ##" → 2 and "Title". The opening run is matched by an anchored pattern without nested
 * repetition and the optional closing "#"s are cut by hand, so a line such as "# x" followed by
 * thousands of spaces costs time in proportion to its length (a single pattern for both ends
 * backtracked through every space for every character).
 */
function headingOf(line: string): { hashes: number; text: string } | null {
  const open = /^\s{0,3}(#{1,6})(?=\s)/.exec(line);
  if (!open) return null;
  const text = line.slice(open[0].length).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end -= 1;
  return { hashes: open[1]!.length, text: text.slice(0, end).trimEnd() };
}

/**
 * Splits the stored body into blocks: "#"-headings, "-"/"*"/"1." lists, "> " quotes, and paragraphs
 * separated by blank lines. No HTML is ever interpreted: everything ends up as escaped React text.
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let current: MarkdownBlock | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      close();
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      close();
      // The page's h1 is the title: "#" and "##" become h2, deeper levels h3/h4.
      const level = Math.min(4, Math.max(2, heading.hashes)) as 2 | 3 | 4;
      blocks.push({ type: "heading", level, text: heading.text });
      continue;
    }
    const bullet = /^\s{0,3}[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = !bullet;
      const open = current as MarkdownBlock | null;
      if (open?.type === "list" && open.ordered === ordered) open.items.push(item[1]);
      else {
        close();
        current = { type: "list", ordered, items: [item[1]] };
      }
      continue;
    }
    const quote = /^\s{0,3}>\s?(.*)$/.exec(line);
    const open = current as MarkdownBlock | null;
    if (quote) {
      if (open?.type === "quote") open.lines.push(quote[1]);
      else {
        close();
        current = { type: "quote", lines: [quote[1]] };
      }
      continue;
    }
    if (open?.type === "list" && /^\s+/.test(line)) {
      // An indented line continues the last list item.
      open.items[open.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (open?.type === "paragraph") open.lines.push(line.trim());
    else {
      close();
      current = { type: "paragraph", lines: [line.trim()] };
    }
  }
  close();
  return blocks;
}

/**
 * Inline Markdown: **bold** / __bold__, *italic* / _italic_, `code` and [text](URL). Capture groups:
 * 1-2 strong, 3-4 emphasis, 5 code, 6 link text, 7 link target. Use with the "g" flag.
 * Every alternative either closes on the same character it opens with, or cannot run past the next
 * opener ("[", "(", "_"), so no character is scanned again for each of many unclosed openers.
 */
export const INLINE_MARKDOWN =
  /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)([^_]+)_(?![\w])|`([^`]+)`|\[([^[\]]+)\]\(([^()\s]+)\)/;
