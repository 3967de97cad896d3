import { addressed, formOfAddress } from "~/lib/i18n/form-of-address";
import type { Lang } from "~/lib/i18n";
import { pageView } from "./page-view";
import { SERVICE_DETAIL_TEXTS, ServiceDetailView } from "./service-detail-view";

/* A service's page, /services/{slug} (public-site.md 2.6, decision 0067). */

export const page = pageView("service-details", {
  Detail: ({ lang, data }: { lang: Lang; data: Parameters<typeof ServiceDetailView>[0]["service"] }) => (
    <ServiceDetailView lang={lang} service={data} />
  ),
  notFound: (lang, settings) => {
    const l = addressed(SERVICE_DETAIL_TEXTS, lang, formOfAddress(settings));
    return { title: l.notFoundTitle, message: l.notFoundText, back: l.back };
  },
});

declare module "./page-view" {
  interface PageViews {
    "service-details": typeof page;
  }
}
