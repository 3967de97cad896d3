import type { Route } from "./+types/services";
import { ActionLink, CallToAction } from "~/components/call-to-action";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { SafeImage } from "~/components/safe-image";
import { contentLink, indexSectionsQuery, loadOrFail, servicesQuery } from "~/lib/about-services-projects.server";
import { loc } from "~/lib/i18n";
import { heroPageMeta } from "~/lib/seo";
import { loadPublicPage, pageContentQuery } from "~/lib/shell.server";
import { safeHttpUrl } from "~/lib/url";
import { cn } from "~/lib/utils";

/** This page's interface texts (public-site.md 2.5). */
const texts = {
  de: {
    title: "Unsere Leistungen",
    subtitle: "Das passende Angebot für Sie",
    empty: "Derzeit sind keine Leistungen verfügbar.",
    more: "Mehr erfahren",
  },
  en: {
    title: "Our services",
    subtitle: "The right offer for you",
    empty: "No services available at the moment.",
    more: "Learn more",
  },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrFail(request, async () => {
    const { shell, lang, page } = await loadPublicPage(request, context, (db) => [
      servicesQuery(db),
      pageContentQuery(db, "services"),
      indexSectionsQuery(db, "services"),
    ] as const);
    const [rows, pageRows, indexSections] = page;
    const services = rows.map((row) => ({
      id: row.id,
      title: loc(row, "title", lang),
      subtitle: loc(row, "subtitle", lang),
      description: loc(row, "description", lang),
      image_url: row.image_url,
      background_image: safeHttpUrl(row.background_image),
      link: contentLink(row.external_url, row.link_on_page),
    }));
    return { shell, lang, services, indexSections, page: pageRows[0] ?? null };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  return heroPageMeta({ matches, lang, page, shell, pageKey: "services", path: "/services", fallback: { title: texts[lang].title, description: texts[lang].subtitle } });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { lang, services, indexSections, page } = loaderData;
  const l = texts[lang];
  return (
    <main id="main">
      <PageHero page={page} pageKey="services" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
      {services.length === 0 ? (
        <p className="mx-auto max-w-7xl px-4 py-16 text-center text-muted-foreground" data-testid="services-empty">
          {l.empty}
        </p>
      ) : (
        <div data-testid="services">
          {services.map((service, i) => (
            <section
              key={service.id}
              aria-labelledby={`service-${service.id}`}
              data-testid="service-block"
              className={cn("relative py-16 md:py-20", service.background_image ? "text-white" : i % 2 === 1 && "bg-muted/50")}
              style={
                service.background_image
                  ? {
                      backgroundImage: `linear-gradient(rgba(15,23,42,.78),rgba(15,23,42,.78)), url("${encodeURI(service.background_image)}")`,
                      backgroundSize: "cover",
                      backgroundPosition: "center",
                    }
                  : undefined
              }
            >
              <div className={cn("mx-auto flex max-w-7xl flex-col items-center gap-10 px-4 md:flex-row", i % 2 === 1 && "md:flex-row-reverse")}>
                <div className="w-full flex-1">
                  <SafeImage src={service.image_url} alt={service.title} className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg" />
                </div>
                <div className="w-full flex-1 space-y-4">
                  {service.subtitle ? (
                    <p className={cn("text-sm font-semibold uppercase tracking-widest", service.background_image ? "text-amber-300" : "text-primary")}>
                      {service.subtitle}
                    </p>
                  ) : null}
                  <h2 id={`service-${service.id}`} className="text-3xl font-bold tracking-tight">
                    {service.title}
                  </h2>
                  <p className={cn("whitespace-pre-line text-lg", service.background_image ? "text-white/90" : "text-muted-foreground")}>
                    {service.description}
                  </p>
                  {service.link ? (
                    <ActionLink link={service.link} label={l.more} context={service.title} lang={lang} inverted={Boolean(service.background_image)} />
                  ) : null}
                </div>
              </div>
            </section>
          ))}
        </div>
      )}
      <CallToAction lang={lang} />
      <IndexSections sections={indexSections} lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}
