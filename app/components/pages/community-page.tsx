import { Calendar, Heart, MessageCircle, Users } from "~/components/icon";
import type { CommunityFeature } from "~db/schema";
import { fallbackLang, loc, type Lang } from "~/lib/i18n";
import { sectionIcon } from "~/components/icon";
import { safeHttpUrl } from "~/lib/text";
import { buttonVariants } from "~/components/ui/button";
import type { CommunityList } from "~/lib/admin/index.server";
import type { PublicPageContent } from "~/lib/pages";
import { heroListTexts, pageView } from "./page-view";
import { TiledHero } from "./parts/tiled-hero";
import { Card, CardImage } from "./parts/card";
import { CardSection } from "./parts/card-section";
import { NewTabLink } from "./parts/links";

/* The community page (public-site.md 2.17, decision 0067): its features and figures. */

/** This page's interface texts (public-site.md 2.17); the spec's English wording is kept as is. */
const texts = {
  de: {
    title: "Community",
    subtitle: "Gemeinsam wachsen – mit Menschen, die das Glück suchen",
    tilesLabel: "Was die Community bietet",
    tiles: [
      { icon: MessageCircle, title: "Austausch", text: "Fragen stellen und Erfahrungen teilen" },
      { icon: Users, title: "Gruppen", text: "Themengruppen für jedes Anliegen" },
      { icon: Calendar, title: "Live-Sessions", text: "Regelmäßige Treffen mit Coaches" },
      { icon: Heart, title: "Unterstützung", text: "Ermutigung, wenn es darauf ankommt" },
    ],
    statsTitle: "Unsere Community in Zahlen",
    featuresTitle: "Das bietet unsere Community",
    explore: "Jetzt entdecken",
    exploreLabel: (title: string) => `Jetzt entdecken: „${title}“ (öffnet in neuem Tab)`,
    empty: "Derzeit sind keine Community-Angebote verfügbar.",
  },
  en: {
    title: "Community",
    subtitle: "Grow together – with people on the path to happiness",
    tilesLabel: "What the community offers",
    tiles: [
      { icon: MessageCircle, title: "Exchange", text: "Ask questions and share experiences" },
      { icon: Users, title: "Groups", text: "Topic groups for every concern" },
      { icon: Calendar, title: "Live sessions", text: "Regular meetings with coaches" },
      { icon: Heart, title: "Support", text: "Encouragement when it matters" },
    ],
    statsTitle: "Our Community in Numbers",
    featuresTitle: "What our community offers",
    explore: "Explore Feature",
    exploreLabel: (title: string) => `Explore Feature: "${title}" (opens in a new tab)`,
    empty: "No community offers are available at the moment.",
  },
} as const;

function FeatureCard({ feature, lang }: { feature: CommunityFeature & { image_alt: string | null }; lang: Lang }) {
  const l = texts[lang];
  const href = safeHttpUrl(feature.external_url);
  const Icon = sectionIcon(feature.icon_name);
  return (
    <Card
      testId="community-feature"
      image={<CardImage src={feature.image_url} alt={feature.image_alt ?? feature.title} />}
    >
      <h3 className="flex items-center gap-2 text-xl font-semibold">
        {/* eslint-disable-next-line react/static-components -- sectionIcon picks one of a fixed set of module-level icons, the same component on every render. */}
        <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
        <span lang={fallbackLang(feature, "title")}>{feature.title}</span>
      </h3>
      <p className="text-muted-foreground" lang={fallbackLang(feature, "description")}>
        {feature.description}
      </p>
      {feature.detail_description ? (
        <p className="text-sm text-muted-foreground" lang={fallbackLang(feature, "detail_description")}>
          {feature.detail_description}
        </p>
      ) : null}
      {href ? (
        <NewTabLink
          href={href}
          label={l.exploreLabel(feature.title)}
          iconLast
          className={buttonVariants({ className: "mt-auto w-fit" })}
        >
          {l.explore}
        </NewTabLink>
      ) : null}
    </Card>
  );
}

function CommunityPage({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: CommunityList }) {
  const { features, stats } = data;
  const l = texts[lang];
  return (
    <main id="main">
      <TiledHero hero={hero} pageKey="community" lang={lang} texts={l} />
      {stats.length > 0 ? (
        <section
          className="border-b border-border bg-muted/50 py-14"
          aria-labelledby="stats-title"
          data-testid="community-stats"
        >
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="stats-title" className="mb-8 text-center text-3xl font-bold tracking-tight">
              {l.statsTitle}
            </h2>
            <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:flex md:flex-wrap md:justify-center">
              {stats.map((stat) => {
                const Icon = sectionIcon(stat.icon_name);
                return (
                  <li
                    key={stat.id}
                    className="rounded-xl bg-card p-6 text-center shadow-sm md:w-60"
                    data-testid="community-stat"
                  >
                    <Icon className="mx-auto mb-2 h-7 w-7 text-primary" aria-hidden />
                    <p className="text-3xl font-bold">{stat.stat_value}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{loc(stat, "stat_label", lang)}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}
      <CardSection
        id="features-title"
        title={l.featuresTitle}
        items={features}
        empty={{ text: l.empty, testId: "features-empty" }}
      >
        {(feature) => <FeatureCard key={feature.id} feature={feature} lang={lang} />}
      </CardSection>
    </main>
  );
}

export const page = pageView("community-features", {
  List: CommunityPage,
  listTexts: heroListTexts(texts),
});

declare module "./page-view" {
  interface PageViews {
    "community-features": typeof page;
  }
}
