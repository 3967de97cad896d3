import { RichText } from "~/components/rich-text";

/**
 * A record's long text on its page: its rich detailed description where it has one, else its short
 * description as written (line breaks kept). `className` sets the size and tone of both.
 */
export function LongText({
  html,
  text,
  title,
  className,
  testId,
}: {
  html: string | null | undefined;
  text: string;
  title: string;
  className: string;
  testId: string;
}) {
  return html?.trim() ? (
    <RichText html={html} title={title} className={className} data-testid={testId} />
  ) : (
    <p className={`whitespace-pre-line leading-relaxed ${className}`} data-testid={testId}>
      {text}
    </p>
  );
}
