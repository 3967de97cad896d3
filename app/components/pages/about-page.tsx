import { CallToAction } from "~/components/call-to-action";
import { ContentBlocks } from "~/components/content-block";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { addressed, type Lang } from "~/lib/i18n";
import { useFormOfAddress } from "~/components/site-settings";
import type { AboutList } from "~/lib/admin/index.server";
import type { PublicPageContent } from "~/lib/pages";
import { heroListTexts, pageView } from "./page-view";

/* The about page (public-site.md 2.4, decision 0067): its sections below the hero. */

/** This page's interface texts (public-site.md 2.4). */
const texts = {
  de: {
    title: "Über uns",
    subtitle: "Lernen Sie uns kennen",
    empty: "Noch keine Inhalte vorhanden.",
    more: "Mehr erfahren",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    subtitle: "Lerne uns kennen",
  },
  en: {
    title: "About us",
    subtitle: "Get to know us",
    empty: "No content yet.",
    more: "Learn more",
  },
};

function AboutPage({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: AboutList }) {
  const { sections, indexSections } = data;
  const l = addressed(texts, lang, useFormOfAddress());
  return (
    <main id="main">
      <PageHero page={hero} pageKey="about" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
      <ContentBlocks
        blocks={sections}
        empty={l.empty}
        ids={{ list: "about-sections", empty: "about-empty", block: "about-section", heading: "about-section" }}
        moreLabel={l.more}
        lang={lang}
        textFirst={true}
      />
      <IndexSections sections={indexSections} lang={lang} />
      <CallToAction lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}

export const page = pageView("about", {
  List: AboutPage,
  listTexts: heroListTexts(texts),
});

declare module "./page-view" {
  interface PageViews {
    about: typeof page;
  }
}
