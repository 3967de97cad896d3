import { FeatureTiles, type FeatureTile } from "~/components/feature-tiles";
import { HeroVideoButton } from "~/components/hero-video-button";
import { PageHero } from "~/components/page-hero";
import type { Lang } from "~/lib/i18n";
import type { PublicPageContent } from "~/lib/pages";

/**
 * The hero of a list page with feature tiles (academy, events, congress, community): the page's hero
 * record or its own title and subtitle, the video of the general settings where it has one, the tiles.
 */
export function TiledHero({
  hero,
  pageKey,
  lang,
  texts,
  video,
}: {
  hero: PublicPageContent | null;
  pageKey: string;
  lang: Lang;
  texts: { title: string; subtitle: string; tilesLabel: string; tiles: readonly FeatureTile[] };
  video?: { url: string | null | undefined; testId: string };
}) {
  return (
    <PageHero page={hero} pageKey={pageKey} lang={lang} fallback={{ title: texts.title, subtitle: texts.subtitle }}>
      {video ? <HeroVideoButton url={video.url} lang={lang} testId={video.testId} /> : null}
      <FeatureTiles tiles={texts.tiles} label={texts.tilesLabel} />
    </PageHero>
  );
}
