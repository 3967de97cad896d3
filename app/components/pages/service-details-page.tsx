import type { Lang } from "~/lib/i18n";
import { notFoundFrom, pageView } from "./page-view";
import { SERVICE_DETAIL_TEXTS, ServiceDetailView } from "./service-detail-view";

/* A service's page, /services/{slug} (public-site.md 2.6, decision 0067). */

export const page = pageView("service-details", {
  Detail: ({ lang, data }: { lang: Lang; data: Parameters<typeof ServiceDetailView>[0]["service"] }) => (
    <ServiceDetailView lang={lang} service={data} />
  ),
  notFound: notFoundFrom(SERVICE_DETAIL_TEXTS),
});

declare module "./page-view" {
  interface PageViews {
    "service-details": typeof page;
  }
}
