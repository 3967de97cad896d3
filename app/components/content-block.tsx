import type { Lang } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { ActionLinkTarget } from "~/lib/pages";
import { ActionLink } from "./call-to-action";
import { RichText } from "./rich-text";
import { Eyebrow, SideImage } from "./pages/parts/split";
import { shadedBackground } from "~/lib/text";
import { EmptyState } from "./ui/empty-state";

/** One about section or service, already localised and with its link checked on the server. */
export type ContentBlockData = {
  id: number;
  title: string;
  subtitle: string;
  /** Rich-text HTML, cleaned on the server for the page's language. */
  description: string;
  image_url: string;
  /** The library's alt text of the image in the page's language; null: not a library image. */
  image_alt: string | null;
  background_image: string | null;
  /** The section's own hero: a wide image band carrying its title (hero_background_image). */
  hero_image: string | null;
  link: ActionLinkTarget | null;
};

/**
 * A text-and-image block of /about and /services: the image sits left on even rows and right on odd
 * ones; a background image darkens the block and turns the text white. `textFirst` decides what
 * comes first in reading order (and on small screens).
 */
function ContentBlock({
  block,
  index,
  headingId,
  testId,
  moreLabel,
  lang,
  textFirst,
}: {
  block: ContentBlockData;
  index: number;
  headingId: string;
  testId: string;
  moreLabel: string;
  lang: Lang;
  textFirst: boolean;
}) {
  const odd = index % 2 === 1;
  const background = block.background_image;
  const heading = (
    <>
      {block.subtitle ? <Eyebrow onDark={Boolean(background || block.hero_image)}>{block.subtitle}</Eyebrow> : null}
      <h2 id={headingId} className="text-3xl font-bold tracking-tight">
        {block.title}
      </h2>
    </>
  );
  // With a hero image the title and subtitle sit on it, above the text-and-image row.
  const hero = block.hero_image ? (
    <div
      className="mx-auto mb-10 flex min-h-56 max-w-7xl flex-col justify-end space-y-2 rounded-2xl bg-slate-900 bg-cover bg-center p-8 text-white shadow-lg md:min-h-72"
      style={shadedBackground(block.hero_image, 0.15, 0.8)}
      data-testid="section-hero"
    >
      {heading}
    </div>
  ) : null;
  const text = (
    <div className="w-full flex-1 space-y-4">
      {hero ? null : heading}
      <RichText
        html={block.description}
        title={block.title}
        className={cn("text-lg", background ? "text-white/90 [&_a]:text-white" : "text-muted-foreground")}
      />
      {block.link ? (
        <ActionLink
          link={block.link}
          label={moreLabel}
          context={block.title}
          lang={lang}
          inverted={Boolean(background)}
        />
      ) : null}
    </div>
  );
  const image = <SideImage src={block.image_url} alt={block.image_alt ?? block.title} />;
  // Image left on even rows: with the text first in the DOM that means a reversed row.
  const reversed = textFirst ? !odd : odd;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn("relative py-16 md:py-20", background ? "text-white" : odd && "bg-muted/50")}
      style={background ? shadedBackground(background, 0.78) : undefined}
    >
      {hero ? <div className="px-4">{hero}</div> : null}
      <div
        className={cn(
          "mx-auto flex max-w-7xl flex-col items-center gap-10 px-4",
          reversed ? "md:flex-row-reverse" : "md:flex-row",
        )}
      >
        {textFirst ? text : image}
        {textFirst ? image : text}
      </div>
    </section>
  );
}

/** The blocks of /about or /services in order, or with none what the page says instead. */
export function ContentBlocks({
  blocks,
  empty,
  ids,
  moreLabel,
  lang,
  textFirst,
}: {
  blocks: readonly ContentBlockData[];
  empty: string;
  /** The test ids of the list, the empty text and a block, and the prefix of a block's heading id. */
  ids: { list: string; empty: string; block: string; heading: string };
  moreLabel: string;
  lang: Lang;
  textFirst: boolean;
}) {
  if (blocks.length === 0) {
    return (
      <EmptyState variant="plain" className="mx-auto max-w-7xl px-4 py-16" data-testid={ids.empty}>
        {empty}
      </EmptyState>
    );
  }
  return (
    <div data-testid={ids.list}>
      {blocks.map((block, i) => (
        <ContentBlock
          key={block.id}
          block={block}
          index={i}
          headingId={`${ids.heading}-${block.id}`}
          testId={ids.block}
          moreLabel={moreLabel}
          lang={lang}
          textFirst={textFirst}
        />
      ))}
    </div>
  );
}
