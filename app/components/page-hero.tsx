import { type PublicPageContent, HERO_FALLBACK_IMAGES } from "~/lib/pages";
import { loc, type Lang } from "~/lib/i18n";
import { mediaSrcSet } from "~/lib/media";
import { safeImageSrc } from "~/lib/text";

/** The page's own texts when no active page-content record exists for its key. */
export type HeroFallback = { title: string; subtitle?: string; description?: string };

/**
 * The hero of a content page: title, subtitle and description from the page-content record of the
 * page key (public-site.md 3, 7.1), with the page's fallback texts and its stock photo when absent.
 * `children` go under the texts (a search box, feature tiles).
 */
export function PageHero({
  page,
  pageKey,
  lang,
  fallback,
  children,
}: {
  page: PublicPageContent | null | undefined;
  pageKey: string;
  lang: Lang;
  fallback: HeroFallback;
  children?: React.ReactNode;
}) {
  const title = (page && loc(page, "title", lang)) || fallback.title;
  const subtitle = (page && loc(page, "subtitle", lang)) || fallback.subtitle;
  const description = (page && loc(page, "description", lang)) || fallback.description;
  const image = safeImageSrc(page?.hero_background_image) ?? HERO_FALLBACK_IMAGES[pageKey] ?? HERO_FALLBACK_IMAGES.home;
  // An image, not a CSS background: the browser finds it in the document (not after the stylesheet),
  // fetches it first and at the width the screen needs. It is usually the page's largest paint.
  return (
    <section
      className="relative isolate flex min-h-[40vh] items-center justify-center overflow-hidden bg-slate-900 px-4 py-24 text-center text-white"
      data-testid="page-hero"
    >
      <img
        src={image}
        srcSet={mediaSrcSet(image) ?? undefined}
        // A width hint only means something beside widths to pick from.
        sizes={mediaSrcSet(image) ? "100vw" : undefined}
        alt=""
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 h-full w-full object-cover object-center"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-slate-900/65" />
      <div className="w-full max-w-4xl">
        <h1 className="text-4xl font-bold md:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 text-lg md:text-xl">{subtitle}</p> : null}
        {description ? <p className="mx-auto mt-3 max-w-3xl text-white/90">{description}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
