import { RichText } from "~/components/rich-text";
import { BackLink } from "./parts/links";
import { CallToAction } from "~/components/call-to-action";
import { CardImage } from "./parts/card";
import { type Lang, addressed } from "~/lib/i18n";
import { useFormOfAddress } from "~/components/site-settings";

/** This page's interface texts (public-site.md 2.6, 8.2); English keeps the spec's wording. */
export const SERVICE_DETAIL_TEXTS = {
  de: {
    back: "Zurück zu den Leistungen",
    notFound: "Leistung nicht gefunden",
    notFoundText: "Die angeforderte Leistung konnte nicht gefunden werden.",
    ctaTitle: "Interesse geweckt?",
    ctaText: "Wir beraten Sie gern unverbindlich und beantworten alle Fragen zu diesem Angebot.",
    allServices: "Alle Leistungen",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    ctaText: "Wir beraten dich gern unverbindlich und beantworten alle Fragen zu diesem Angebot.",
  },
  en: {
    back: "Back to services",
    notFound: "Service not found",
    notFoundText: "The requested service could not be found.",
    ctaTitle: "Interested?",
    ctaText: "We are happy to advise you without obligation and answer any questions about this offer.",
    allServices: "All services",
  },
};

/** The page as visitors see it: the public route and the preview of a draft render this. */
export function ServiceDetailView({
  lang,
  service,
}: {
  lang: Lang;
  service: {
    slug: string;
    title: string;
    subtitle: string;
    description: string;
    image_url: string | null;
    image_alt?: string | null;
  };
}) {
  const l = addressed(SERVICE_DETAIL_TEXTS, lang, useFormOfAddress());
  return (
    <main id="main">
      <article className="mx-auto max-w-4xl px-4 py-12 md:py-16" data-testid="service-detail">
        <BackLink to="/services">{l.back}</BackLink>
        <header className="mt-8">
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{service.title}</h1>
          {service.subtitle ? <p className="mt-4 text-xl text-muted-foreground">{service.subtitle}</p> : null}
        </header>
        {service.image_url ? (
          <CardImage
            src={service.image_url}
            alt={service.image_alt ?? service.title}
            eager
            className="mt-8 aspect-[16/9] rounded-2xl shadow-lg"
          />
        ) : null}
        <RichText html={service.description} title={service.title} className="mt-8 text-lg" />
      </article>
      <CallToAction
        lang={lang}
        title={l.ctaTitle}
        text={l.ctaText}
        secondary={{ href: "/services", label: l.allServices }}
      />
    </main>
  );
}
