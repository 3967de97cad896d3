import type { Route } from "./+types/about";
import { ActionLink, CallToAction } from "~/components/call-to-action";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { SafeImage } from "~/components/safe-image";
import { aboutSectionsQuery, contentLink, indexSectionsQuery, loadOrFail } from "~/lib/about-services-projects.server";
import { loc } from "~/lib/i18n";
import { heroPageMeta } from "~/lib/seo";
import { loadPublicPage, pageContentQuery } from "~/lib/shell.server";
import { safeHttpUrl } from "~/lib/url";
import { cn } from "~/lib/utils";

/** This page's interface texts (public-site.md 2.4). */
const texts = {
  de: {
    title: "Über uns",
    subtitle: "Lernen Sie uns kennen",
    empty: "Noch keine Inhalte vorhanden.",
    more: "Mehr erfahren",
  },
  en: {
    title: "About us",
    subtitle: "Get to know us",
    empty: "No content yet.",
    more: "Learn more",
  },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrFail(request, async () => {
    const { shell, lang, page } = await loadPublicPage(request, context, (db) => [
      aboutSectionsQuery(db),
      pageContentQuery(db, "about"),
      indexSectionsQuery(db, "about"),
    ] as const);
    const [rows, pageRows, indexSections] = page;
    const sections = rows.map((row) => ({
      id: row.id,
      title: loc(row, "title", lang),
      subtitle: loc(row, "subtitle", lang),
      description: loc(row, "description", lang),
      image_url: row.image_url,
      background_image: safeHttpUrl(row.background_image),
      // public-site.md 3: the link shows only when the external_link flag is on.
      link: row.external_link ? contentLink(row.external_url, row.link_on_page) : null,
    }));
    return { shell, lang, sections, indexSections, page: pageRows[0] ?? null };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  return heroPageMeta({ matches, lang, page, shell, pageKey: "about", path: "/about", fallback: { title: texts[lang].title, description: texts[lang].subtitle } });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { lang, sections, indexSections, page } = loaderData;
  const l = texts[lang];
  return (
    <main id="main">
      <PageHero page={page} pageKey="about" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
      {sections.length === 0 ? (
        <p className="mx-auto max-w-7xl px-4 py-16 text-center text-muted-foreground" data-testid="about-empty">
          {l.empty}
        </p>
      ) : (
        <div data-testid="about-sections">
          {sections.map((section, i) => (
            <section
              key={section.id}
              aria-labelledby={`about-section-${section.id}`}
              data-testid="about-section"
              className={cn("relative py-16 md:py-20", section.background_image ? "text-white" : i % 2 === 1 && "bg-muted/50")}
              style={
                section.background_image
                  ? {
                      backgroundImage: `linear-gradient(rgba(15,23,42,.78),rgba(15,23,42,.78)), url("${encodeURI(section.background_image)}")`,
                      backgroundSize: "cover",
                      backgroundPosition: "center",
                    }
                  : undefined
              }
            >
              {/* Alternating sides: image left on even rows, right on odd rows (text first on small screens). */}
              <div className={cn("mx-auto flex max-w-7xl flex-col items-center gap-10 px-4 md:flex-row-reverse", i % 2 === 1 && "md:flex-row")}>
                <div className="w-full flex-1 space-y-4">
                  {section.subtitle ? (
                    <p className={cn("text-sm font-semibold uppercase tracking-widest", section.background_image ? "text-amber-300" : "text-primary")}>
                      {section.subtitle}
                    </p>
                  ) : null}
                  <h2 id={`about-section-${section.id}`} className="text-3xl font-bold tracking-tight">
                    {section.title}
                  </h2>
                  <p className={cn("whitespace-pre-line text-lg", section.background_image ? "text-white/90" : "text-muted-foreground")}>
                    {section.description}
                  </p>
                  {section.link ? (
                    <ActionLink link={section.link} label={l.more} context={section.title} lang={lang} inverted={Boolean(section.background_image)} />
                  ) : null}
                </div>
                <div className="w-full flex-1">
                  <SafeImage src={section.image_url} alt={section.title} className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg" />
                </div>
              </div>
            </section>
          ))}
        </div>
      )}
      <IndexSections sections={indexSections} lang={lang} />
      <CallToAction lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}
