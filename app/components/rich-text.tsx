import { cn } from "~/lib/utils";
import { richTextParts } from "~/lib/text";
import { VideoEmbed } from "./video-embed";

/*
 * A rich-text field on a page (decision 0048): the HTML as the server cleaned it for the page's
 * language, each video swapped for the site's consent-gated player. The elements are styled as the
 * blog body always was, so a converted text reads as before (decision 0050).
 */

const BODY = cn(
  "leading-relaxed",
  "[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:pt-2 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-muted-foreground",
  "[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_hr]:my-8 [&_hr]:border-border [&_figure]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground",
  "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left",
);

export function RichText({
  html,
  title,
  className,
  lang,
  "data-testid": testId,
}: {
  /** Cleaned on the server for this page's language (withRichText): never raw input. */
  html: string;
  /** What a video is about, for the player's accessible name. */
  title: string;
  className?: string;
  lang?: string;
  "data-testid"?: string;
}) {
  return (
    <div className={cn(BODY, className)} lang={lang} data-testid={testId}>
      {richTextParts(html).map((part, i) =>
        "video" in part ? (
          <VideoEmbed key={i} url={part.video} title={title} className="my-6" />
        ) : (
          // The parts are cut only between blocks, so each holds whole elements.
          <div key={i} className="contents [&>*]:mb-4" dangerouslySetInnerHTML={{ __html: part.html }} />
        ),
      )}
    </div>
  );
}
