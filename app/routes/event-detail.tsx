import type { Route } from "./+types/event-detail";
import { EVENT_DETAIL_TEXTS, EventDetailView } from "~/components/pages/event-detail-view";
import { localizeEvent, lookupEvent, ORGANIZER_TEXT_FIELDS } from "~/lib/pages/events.server";
import { events } from "~/lib/admin/types/events";
import { localizeRow } from "~/lib/i18n/index";
import { localPath } from "~/lib/i18n/lang-path";
import { readPreferences } from "~/lib/i18n/preferences.server";
import { richTextPlain } from "~/lib/text/rich-text";
import { withRichText } from "~/lib/text/rich-text.server";
import { canonicalUrl, seoPageMeta, siteOrigin } from "~/lib/pages/seo";
import { loadFailed, notFound } from "~/lib/pages/shell.server";
import { CONTACT_FALLBACKS } from "~/lib/pages/site-defaults";
import { breadcrumbLd, eventLd, ldJson } from "~/lib/pages/structured-data";
import { safeImageSrc } from "~/lib/text/url";
import { inPageLanguage } from "~/lib/pages/page-language.server";

/** Long enough for any real slug; keeps a pasted novel out of the 404 page. */
const MAX_SLUG_SHOWN = 120;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.slug;
  // The language comes from the request alone, so the error page can be worded without D1.
  const { lang } = readPreferences(request);
  const l = EVENT_DETAIL_TEXTS[lang];
  const back = { href: localPath(lang, "/events"), label: l.back };
  let found: Awaited<ReturnType<typeof lookupEvent>>;
  try {
    found = await lookupEvent(request, context, slug);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("event detail: loading failed", error);
    throw loadFailed(lang, { title: l.errorTitle, message: l.errorMessage, back });
  }
  const { shell, event, organizers } = found;
  if (!event) {
    const shown = slug.length > MAX_SLUG_SHOWN ? `${slug.slice(0, MAX_SLUG_SHOWN)}…` : slug;
    throw notFound(shell, lang, { title: l.notFoundTitle, message: l.notFoundMessage(shown), back });
  }
  const shown = localizeEvent(withRichText(events.fields, event, lang), lang, new Date());
  return inPageLanguage(lang, {
    shell,
    lang,
    event: shown,
    organizers: organizers.map((organizer) => localizeRow(organizer, ORGANIZER_TEXT_FIELDS, lang)),
    alternates: shown.alternates ?? {
      de: `/events/${encodeURIComponent(slug)}`,
      en: localPath("en", `/events/${encodeURIComponent(slug)}`),
    },
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, event, shell } = loaderData;
  const origin = siteOrigin(matches);
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const tags = seoPageMeta({
    title: `${event.title} | ${company}`,
    description: event.subtitle || event.description,
    origin,
    path: loaderData.alternates.de,
    alternates: loaderData.alternates,
    lang,
    image: safeImageSrc(event.image_url),
    seo: event,
    shell,
  });
  const url = canonicalUrl(tags);
  const structured = eventLd({
    event: {
      ...event,
      description: richTextPlain(event.detail_description) || event.description,
      image: event.og_image || event.image_url,
    },
    shell,
    origin,
    url,
  });
  return [
    ...tags,
    ...ldJson(structured, breadcrumbLd({ shell, origin, lang, section: "events", name: event.title, url })),
  ];
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  return <EventDetailView lang={loaderData.lang} event={loaderData.event} organizers={loaderData.organizers} />;
}
