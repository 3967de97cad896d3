import type { Route } from "./+types/about";
import { CallToAction } from "~/components/call-to-action";
import { ContentBlock } from "~/components/content-block";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { aboutSectionsQuery, contentLink, loadOrFail } from "~/lib/pages/about-services-projects.server";
import { about } from "~/lib/admin/types/about";
import { loc } from "~/lib/i18n/index";
import { withRichText } from "~/lib/text/rich-text.server";
import { heroPageMeta } from "~/lib/pages/seo";
import { indexSectionsQuery, loadPublicPage, pageContentQuery } from "~/lib/pages/shell.server";
import { safeImageSrc } from "~/lib/text/url";
import { EmptyState } from "~/components/ui/empty-state";
import { addressed, formOfAddress } from "~/lib/i18n/form-of-address";
import { useFormOfAddress } from "~/components/site-settings";
import { inPageLanguage } from "~/lib/pages/page-language.server";

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

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrFail(request, async () => {
    const { shell, lang, page } = await loadPublicPage(
      request,
      context,
      (db) => [aboutSectionsQuery(db), pageContentQuery(db, "about"), indexSectionsQuery(db, "about")] as const,
    );
    const [rows, pageRows, indexSections] = page;
    const sections = rows.map((row) => ({
      id: row.id,
      title: loc(row, "title", lang),
      subtitle: loc(row, "subtitle", lang),
      description: loc(withRichText(about.fields, row, lang), "description", lang),
      image_url: row.image_url,
      background_image: safeImageSrc(row.background_image),
      hero_image: safeImageSrc(row.hero_background_image),
      // public-site.md 3: the link shows only when the external_link flag is on.
      link: row.external_link ? contentLink(row.external_url, row.link_on_page) : null,
    }));
    return inPageLanguage(lang, { shell, lang, sections, indexSections, page: pageRows[0] ?? null });
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
    pageKey: "about",
    path: "/about",
    fallback: (({ title, subtitle }) => ({ title, description: subtitle }))(
      addressed(texts, lang, formOfAddress(shell.settings)),
    ),
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { lang, sections, indexSections, page } = loaderData;
  const l = addressed(texts, lang, useFormOfAddress());
  return (
    <main id="main">
      <PageHero page={page} pageKey="about" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
      {sections.length === 0 ? (
        <EmptyState variant="plain" className="mx-auto max-w-7xl px-4 py-16" data-testid="about-empty">
          {l.empty}
        </EmptyState>
      ) : (
        <div data-testid="about-sections">
          {sections.map((section, i) => (
            <ContentBlock
              key={section.id}
              block={section}
              index={i}
              headingId={`about-section-${section.id}`}
              testId="about-section"
              moreLabel={l.more}
              lang={lang}
              textFirst={true}
            />
          ))}
        </div>
      )}
      <IndexSections sections={indexSections} lang={lang} />
      <CallToAction lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}
