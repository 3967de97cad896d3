import type { Lang } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { ActionLinkTarget } from "~/lib/pages/action-link";
import { ActionLink } from "./call-to-action";
import { RichText } from "./rich-text";
import { SafeImage } from "./safe-image";
import { cssImageUrl } from "~/lib/text/url";

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
export function ContentBlock({
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
      {block.subtitle ? (
        <p
          className={cn(
            "text-sm font-semibold uppercase tracking-widest",
            background || block.hero_image ? "text-amber-300" : "text-primary",
          )}
        >
          {block.subtitle}
        </p>
      ) : null}
      <h2 id={headingId} className="text-3xl font-bold tracking-tight">
        {block.title}
      </h2>
    </>
  );
  // With a hero image the title and subtitle sit on it, above the text-and-image row.
  const hero = block.hero_image ? (
    <div
      className="mx-auto mb-10 flex min-h-56 max-w-7xl flex-col justify-end space-y-2 rounded-2xl bg-slate-900 bg-cover bg-center p-8 text-white shadow-lg md:min-h-72"
      style={{
        backgroundImage: `linear-gradient(rgba(15,23,42,.15),rgba(15,23,42,.8)), ${cssImageUrl(block.hero_image)}`,
      }}
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
  const image = (
    <div className="w-full flex-1">
      <SafeImage
        width={1200}
        height={900}
        src={block.image_url}
        alt={block.image_alt ?? block.title}
        className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
      />
    </div>
  );
  // Image left on even rows: with the text first in the DOM that means a reversed row.
  const reversed = textFirst ? !odd : odd;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn("relative py-16 md:py-20", background ? "text-white" : odd && "bg-muted/50")}
      style={
        background
          ? {
              backgroundImage: `linear-gradient(rgba(15,23,42,.78),rgba(15,23,42,.78)), ${cssImageUrl(background)}`,
              backgroundSize: "cover",
              backgroundPosition: "center",
            }
          : undefined
      }
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
