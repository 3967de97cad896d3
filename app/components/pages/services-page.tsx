import { CallToAction } from "~/components/call-to-action";
import { ContentBlocks } from "~/components/content-block";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { useFormOfAddress } from "~/components/site-settings";
import type { ServicesList } from "~/lib/admin/index.server";
import { addressed, type Lang } from "~/lib/i18n";
import type { PublicPageContent } from "~/lib/pages";
import { heroListTexts, pageView } from "./page-view";

/* The services' list page (public-site.md 2.5, decision 0067); a service's page is service-details'. */

/** This page's interface texts (public-site.md 2.5). */
const texts = {
  de: {
    title: "Unsere Leistungen",
    subtitle: "Das passende Angebot für Sie",
    empty: "Derzeit sind keine Leistungen verfügbar.",
    more: "Mehr erfahren",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    subtitle: "Das passende Angebot für dich",
  },
  en: {
    title: "Our services",
    subtitle: "The right offer for you",
    empty: "No services available at the moment.",
    more: "Learn more",
  },
};

function ServicesList({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: ServicesList }) {
  const { services, indexSections } = data;
  const l = addressed(texts, lang, useFormOfAddress());
  return (
    <main id="main">
      <PageHero page={hero} pageKey="services" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
      <ContentBlocks
        blocks={services}
        empty={l.empty}
        ids={{ list: "services", empty: "services-empty", block: "service-block", heading: "service" }}
        moreLabel={l.more}
        lang={lang}
        textFirst={false}
      />
      <CallToAction lang={lang} />
      <IndexSections sections={indexSections} lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}

export const page = pageView("services", {
  List: ServicesList,
  listTexts: heroListTexts(texts),
});

declare module "./page-view" {
  interface PageViews {
    services: typeof page;
  }
}
