import { Fragment } from "react";
import { cn } from "~/lib/utils";
import { safeHttpUrl } from "~/lib/url";

/*
 * A small, safe Markdown renderer for stored bodies (blog posts, the back office's preview).
 * Supported: "#" headings, "-"/"*"/"1." lists, "> " quotes, paragraphs, **bold**, *italic*, `code`
 * and [text](http(s) URL). No HTML is ever interpreted: everything ends up as escaped React text,
 * and a link whose target is not http(s) (javascript:, data:, …) is shown as plain text.
 */

type Block =
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
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
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
      const open = current as Block | null;
      if (open?.type === "list" && open.ordered === ordered) open.items.push(item[1]);
      else {
        close();
        current = { type: "list", ordered, items: [item[1]] };
      }
      continue;
    }
    const quote = /^\s{0,3}>\s?(.*)$/.exec(line);
    const open = current as Block | null;
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

/** Inline Markdown: **bold**, *italic* / _italic_, `code` and [text](http(s) URL); the rest is text. */
function Inline({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  // Every alternative either closes on the same character it opens with, or cannot run past the next
  // opener ("[", "(", "_"), so no character is scanned again for each of many unclosed openers.
  const pattern = /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)([^_]+)_(?![\w])|`([^`]+)`|\[([^[\]]+)\]\(([^()\s]+)\)/g;
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, strong1, strong2, em1, em2, code, linkText, linkUrl] = match;
    if (strong1 ?? strong2) parts.push(<strong key={key++}>{strong1 ?? strong2}</strong>);
    else if (em1 ?? em2) parts.push(<em key={key++}>{em1 ?? em2}</em>);
    else if (code) parts.push(<code key={key++} className="rounded bg-muted px-1 py-0.5 text-[0.9em]">{code}</code>);
    else if (linkText) {
      const href = safeHttpUrl(linkUrl);
      parts.push(
        href ? (
          <a key={key++} href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-semibold text-primary underline underline-offset-2">
            {linkText}
          </a>
        ) : (
          linkText
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          <Inline text={line} />
        </Fragment>
      ))}
    </>
  );
}

/** Renders Markdown source as React elements; the page's h1 is the title, so "#" becomes h2. */
export function Markdown({ source, className, "data-testid": testId }: { source: string; className?: string; "data-testid"?: string }) {
  return (
    <div className={cn("space-y-4 leading-relaxed", className)} data-testid={testId}>
      {parseMarkdown(source).map((block, i) => {
        switch (block.type) {
          case "heading": {
            const Tag = `h${block.level}` as "h2" | "h3" | "h4";
            return (
              <Tag key={i} className={block.level === 2 ? "pt-4 text-2xl font-bold tracking-tight" : "pt-2 text-xl font-semibold"}>
                <Inline text={block.text} />
              </Tag>
            );
          }
          case "list": {
            const Tag = block.ordered ? "ol" : "ul";
            return (
              <Tag key={i} className={block.ordered ? "list-decimal space-y-2 pl-6" : "list-disc space-y-2 pl-6"}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline text={item} />
                  </li>
                ))}
              </Tag>
            );
          }
          case "quote":
            return (
              <blockquote key={i} className="border-l-4 border-primary pl-4 italic text-muted-foreground">
                <Lines lines={block.lines} />
              </blockquote>
            );
          default:
            return (
              <p key={i}>
                <Lines lines={block.lines} />
              </p>
            );
        }
      })}
    </div>
  );
}
