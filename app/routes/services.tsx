import type { Route } from "./+types/services";
import { CallToAction } from "~/components/call-to-action";
import { ContentBlock } from "~/components/content-block";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { contentLink, loadOrFail, servicesQuery } from "~/lib/pages/about-services-projects.server";
import { services as serviceType } from "~/lib/admin/types/services";
import { loc } from "~/lib/i18n/index";
import { withRichText } from "~/lib/text/rich-text.server";
import { heroPageMeta } from "~/lib/pages/seo";
import { indexSectionsQuery, loadPublicPage, pageContentQuery } from "~/lib/pages/shell.server";
import { safeImageSrc } from "~/lib/text/url";
import { EmptyState } from "~/components/ui/empty-state";
import { addressed, formOfAddress } from "~/lib/i18n/form-of-address";
import { useFormOfAddress } from "~/components/site-settings";
import { inPageLanguage } from "~/lib/pages/page-language.server";

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

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrFail(request, async () => {
    const { shell, lang, page } = await loadPublicPage(
      request,
      context,
      (db) => [servicesQuery(db), pageContentQuery(db, "services"), indexSectionsQuery(db, "services")] as const,
    );
    const [rows, pageRows, indexSections] = page;
    const services = rows.map((row) => ({
      id: row.id,
      title: loc(row, "title", lang),
      subtitle: loc(row, "subtitle", lang),
      description: loc(withRichText(serviceType.fields, row, lang), "description", lang),
      image_url: row.image_url,
      background_image: safeImageSrc(row.background_image),
      hero_image: safeImageSrc(row.hero_background_image),
      link: contentLink(row.external_url, row.link_on_page),
    }));
    return inPageLanguage(lang, { shell, lang, services, indexSections, page: pageRows[0] ?? null });
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  return heroPageMeta({
    matches,
    lang,
    page,
    shell,
    pageKey: "services",
    path: "/services",
    fallback: (({ title, subtitle }) => ({ title, description: subtitle }))(
      addressed(texts, lang, formOfAddress(shell.settings)),
    ),
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { lang, services, indexSections, page } = loaderData;
  const l = addressed(texts, lang, useFormOfAddress());
  return (
    <main id="main">
      <PageHero page={page} pageKey="services" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
      {services.length === 0 ? (
        <EmptyState variant="plain" className="mx-auto max-w-7xl px-4 py-16" data-testid="services-empty">
          {l.empty}
        </EmptyState>
      ) : (
        <div data-testid="services">
          {services.map((service, i) => (
            <ContentBlock
              key={service.id}
              block={service}
              index={i}
              headingId={`service-${service.id}`}
              testId="service-block"
              moreLabel={l.more}
              lang={lang}
              textFirst={false}
            />
          ))}
        </div>
      )}
      <CallToAction lang={lang} />
      <IndexSections sections={indexSections} lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}
