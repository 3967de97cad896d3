import { Fragment } from "react";
import { cn } from "~/lib/utils";
import { INLINE_MARKDOWN, parseMarkdown, safeHttpUrl } from "~/lib/text";

// Tests and callers that render Markdown also read its blocks from here.
export { parseMarkdown };

/*
 * A small, safe Markdown renderer for stored bodies (blog posts, the back office's preview).
 * Supported: "#" headings, "-"/"*"/"1." lists, "> " quotes, paragraphs, **bold**, *italic*, `code`
 * and [text](http(s) URL). No HTML is ever interpreted: everything ends up as escaped React text,
 * and a link whose target is not http(s) (javascript:, data:, …) is shown as plain text.
 */

/** Inline Markdown: **bold**, *italic* / _italic_, `code` and [text](http(s) URL); the rest is text. */
function Inline({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  // The pattern is linear (see INLINE_MARKDOWN); the mail renderer shares it.
  const pattern = new RegExp(INLINE_MARKDOWN.source, "g");
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, strong1, strong2, em1, em2, code, linkText, linkUrl] = match;
    if (strong1 ?? strong2) parts.push(<strong key={key++}>{strong1 ?? strong2}</strong>);
    else if (em1 ?? em2) parts.push(<em key={key++}>{em1 ?? em2}</em>);
    else if (code)
      parts.push(
        <code key={key++} className="rounded bg-muted px-1 py-0.5 text-[0.9em]">
          {code}
        </code>,
      );
    else if (linkText) {
      const href = safeHttpUrl(linkUrl);
      parts.push(
        href ? (
          <a
            key={key++}
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-semibold text-primary underline underline-offset-2"
          >
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
export function Markdown({
  source,
  className,
  "data-testid": testId,
}: {
  source: string;
  className?: string;
  "data-testid"?: string;
}) {
  return (
    <div className={cn("space-y-4 leading-relaxed", className)} data-testid={testId}>
      {parseMarkdown(source).map((block, i) => {
        switch (block.type) {
          case "heading": {
            const Tag = `h${block.level}` as "h2" | "h3" | "h4";
            return (
              <Tag
                key={i}
                className={block.level === 2 ? "pt-4 text-2xl font-bold tracking-tight" : "pt-2 text-xl font-semibold"}
              >
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
