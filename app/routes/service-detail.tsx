import { localPath } from "~/lib/i18n/lang-path";
import type { Route } from "./+types/service-detail";
import { SERVICE_DETAIL_TEXTS, ServiceDetailView } from "~/components/pages/service-detail-view";
import { loadOrFail, serviceDetailQuery } from "~/lib/pages/about-services-projects.server";
import { serviceDetails } from "~/lib/admin/types/service-details";
import { loc } from "~/lib/i18n/index";
import { richTextPlain } from "~/lib/text/rich-text";
import { withRichText } from "~/lib/text/rich-text.server";
import { canonicalUrl, seoPageMeta, siteOrigin } from "~/lib/pages/seo";
import { loadPublicPage, notFound } from "~/lib/pages/shell.server";
import { CONTACT_FALLBACKS, HERO_FALLBACK_IMAGES } from "~/lib/pages/site-defaults";
import { breadcrumbLd, ldJson } from "~/lib/pages/structured-data";
import { safeImageSrc } from "~/lib/text/url";
import { addressed, formOfAddress } from "~/lib/i18n/form-of-address";
import { inPageLanguage } from "~/lib/pages/page-language.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { shell, lang, page } = await loadOrFail(request, () =>
    loadPublicPage(request, context, (db) => [serviceDetailQuery(db, params.slug)] as const),
  );
  const found = page[0][0];
  const row = found ? withRichText(serviceDetails.fields, found, lang) : undefined;
  if (!row) {
    const l = addressed(SERVICE_DETAIL_TEXTS, lang, formOfAddress(shell.settings));
    throw notFound(shell, lang, {
      title: l.notFoundTitle,
      message: l.notFoundText,
      back: { href: localPath(lang, "/services"), label: l.back },
    });
  }
  const service = {
    slug: row.slug,
    title: loc(row, "title", lang),
    subtitle: loc(row, "subtitle", lang),
    description: loc(row, "description", lang),
    image_url: row.image_url,
  };
  const { seo_title, seo_title_en, seo_description, seo_description_en, og_image, noindex } = row;
  const seo = { seo_title, seo_title_en, seo_description, seo_description_en, og_image, noindex };
  return inPageLanguage(lang, { shell, lang, service, seo });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, service, shell, seo } = loaderData;
  const origin = siteOrigin(matches);
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const description = service.subtitle || richTextPlain(service.description).slice(0, 200);
  const tags = seoPageMeta({
    title: `${service.title} | ${company}`,
    description,
    origin,
    path: `/services/${encodeURIComponent(service.slug)}`,
    lang,
    image: safeImageSrc(service.image_url) ?? HERO_FALLBACK_IMAGES.services,
    seo,
    shell,
  });
  const url = canonicalUrl(tags);
  return [...tags, ...ldJson(breadcrumbLd({ shell, origin, lang, section: "services", name: service.title, url }))];
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailView lang={loaderData.lang} service={loaderData.service} />;
}
