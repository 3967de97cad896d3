import { ArrowRight, Calendar, MapPin, Mic, PlayCircle, Sparkles, Ticket, Users } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import type { SiteEvent } from "~db/schema";
import { FeatureTiles } from "~/components/feature-tiles";
import { IndexSections } from "~/components/index-sections";
import { PageHero } from "~/components/page-hero";
import { Pager } from "~/components/pager";
import { SafeImage } from "~/components/safe-image";
import { useVideoModal } from "~/components/video-modal";
import { VideoEmbed } from "~/components/video-embed";
import { IconFact } from "~/components/icon-fact";
import { fallbackLang, type Lang } from "~/lib/i18n";
import { localPath } from "~/lib/i18n/lang-path";
import { safeHttpUrl } from "~/lib/text/url";
import { toEmbedUrl } from "~/lib/text/video";
import { EmptyState } from "~/components/ui/empty-state";
import { buttonVariants } from "~/components/ui/button";
import { addressed } from "~/lib/i18n/form-of-address";
import { useFormOfAddress } from "~/components/site-settings";

import type { EventsList } from "~/lib/admin/types/events.page.server";
import type { PublicPageContent } from "~/lib/pages/shell";
import { EVENT_DETAIL_TEXTS, EventDetailView } from "./event-detail-view";
import { pageView } from "./page-view";

/* The events' public views (decision 0067): the list page (public-site.md 2.14) and an event's page. */

/** This page's interface texts (public-site.md 2.14); the spec's English wording is kept as is. */
const texts = {
  de: {
    title: "Events",
    subtitle: "Begegnungen, Workshops und Festivals rund um ein glückliches Leben",
    tilesLabel: "Was Sie bei unseren Events erwartet",
    tiles: [
      { icon: Calendar, title: "Live-Events", text: "Festivals, Seminare und Abende vor Ort" },
      { icon: Sparkles, title: "Workshops", text: "Praktische Übungen für den Alltag" },
      { icon: Users, title: "Begegnung", text: "Gleichgesinnte treffen und austauschen" },
      { icon: Mic, title: "Inspiration", text: "Vorträge von erfahrenen Speakern" },
    ],
    featuredTitle: "Highlight-Event",
    featuredBadge: "Highlight",
    register: "Jetzt anmelden",
    registerLabel: (title: string) => `Jetzt anmelden: „${title}“ (öffnet in neuem Tab)`,
    details: "Details",
    detailsLabel: (title: string) => `Details: „${title}“`,
    watchVideo: "Video ansehen",
    watchVideoLabel: (title: string) => `Video ansehen: „${title}“`,
    date: "Datum",
    location: "Ort",
    tickets: "Tickets",
    upcomingTitle: "Kommende Events",
    allInCalendar: "Alle Termine im Kalender",
    upcomingEmpty: "Derzeit sind keine weiteren Events geplant.",
    pastTitle: "Vergangene Events",
    noEvents: "Derzeit sind keine Events geplant. Schauen Sie bald wieder vorbei!",
    lastEventTitle: "Rückblick auf unser letztes Event",
    lastEventText: "Erleben Sie die Atmosphäre unseres letzten Events.",
    lastEventVideo: "Video vom letzten Event",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    tilesLabel: "Was dich bei unseren Events erwartet",
    noEvents: "Derzeit sind keine Events geplant. Schau bald wieder vorbei!",
    lastEventText: "Erlebe die Atmosphäre unseres letzten Events.",
  },
  en: {
    title: "Events",
    subtitle: "Gatherings, workshops and festivals about a happy life",
    tilesLabel: "What to expect at our events",
    tiles: [
      { icon: Calendar, title: "Live events", text: "Festivals, seminars and evenings on site" },
      { icon: Sparkles, title: "Workshops", text: "Practical exercises for everyday life" },
      { icon: Users, title: "Connection", text: "Meet and talk with like-minded people" },
      { icon: Mic, title: "Inspiration", text: "Talks by experienced speakers" },
    ],
    featuredTitle: "Featured Event",
    featuredBadge: "Featured",
    register: "Register now",
    registerLabel: (title: string) => `Register now: "${title}" (opens in a new tab)`,
    details: "Details",
    detailsLabel: (title: string) => `Details: "${title}"`,
    watchVideo: "Watch video",
    watchVideoLabel: (title: string) => `Watch video: "${title}"`,
    date: "Date",
    location: "Location",
    tickets: "Tickets",
    upcomingTitle: "Upcoming Events",
    allInCalendar: "All dates in your calendar",
    upcomingEmpty: "No further events are planned at the moment.",
    pastTitle: "Past events",
    noEvents: "No events are planned at the moment. Check back soon!",
    lastEventTitle: "A look back at our last event",
    lastEventText: "Experience the atmosphere of our last event.",
    lastEventVideo: "Video of our last event",
  },
};

type EventCard = SiteEvent & { path: string | null; image_alt: string | null };

function EventFacts({ event, lang, className }: { event: EventCard; lang: Lang; className?: string }) {
  const l = texts[lang];
  return (
    <ul className={className ?? "space-y-1.5 text-sm text-muted-foreground"}>
      <IconFact
        icon={Calendar}
        label={l.date}
        className="flex items-start gap-2"
        iconClassName="mt-0.5 h-4 w-4 shrink-0"
        lang={fallbackLang(event, "date_text")}
      >
        {event.date_text}
      </IconFact>
      <IconFact
        icon={MapPin}
        label={l.location}
        className="flex items-start gap-2"
        iconClassName="mt-0.5 h-4 w-4 shrink-0"
        lang={fallbackLang(event, "location")}
      >
        {event.location}
      </IconFact>
      <IconFact
        icon={Ticket}
        label={l.tickets}
        className="flex items-start gap-2"
        iconClassName="mt-0.5 h-4 w-4 shrink-0"
        lang={fallbackLang(event, "tickets_text")}
      >
        {event.tickets_text}
      </IconFact>
    </ul>
  );
}

function RegisterLink({ event, lang, className }: { event: EventCard; lang: Lang; className?: string }) {
  const l = texts[lang];
  const href = safeHttpUrl(event.external_url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={l.registerLabel(event.title)}
      className={className ?? buttonVariants()}
    >
      <Ticket className="h-4 w-4" aria-hidden />
      {l.register}
    </a>
  );
}

function FeaturedEvent({ event, lang }: { event: EventCard; lang: Lang }) {
  const l = texts[lang];
  const { openVideo } = useVideoModal();
  const video = toEmbedUrl(event.video) ? event.video : null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-16" aria-labelledby="featured-title" data-testid="featured-event">
      <h2 id="featured-title" className="mb-8 text-3xl font-bold tracking-tight">
        {l.featuredTitle}
      </h2>
      <article className="grid overflow-hidden rounded-2xl border border-border bg-card shadow-sm lg:grid-cols-2">
        <div className="relative min-h-64">
          <SafeImage
            width={1600}
            height={900}
            src={event.image_url}
            alt={event.image_alt ?? event.title}
            className="absolute inset-0 h-full w-full object-cover"
          />
          <span className="absolute left-4 top-4 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
            {l.featuredBadge}
          </span>
        </div>
        <div className="flex flex-col gap-4 p-6 md:p-10">
          <h3 className="text-2xl font-bold md:text-3xl" lang={fallbackLang(event, "title")}>
            {event.title}
          </h3>
          {event.subtitle ? (
            <p className="text-lg font-medium text-primary" lang={fallbackLang(event, "subtitle")}>
              {event.subtitle}
            </p>
          ) : null}
          <p className="whitespace-pre-line text-muted-foreground" lang={fallbackLang(event, "description")}>
            {event.description}
          </p>
          <EventFacts event={event} lang={lang} />
          <div className="mt-2 flex flex-wrap gap-3">
            <RegisterLink event={event} lang={lang} />
            {event.path ? (
              <LocalLink
                to={event.path}
                aria-label={l.detailsLabel(event.title)}
                className={buttonVariants({ variant: "outline" })}
              >
                {l.details}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </LocalLink>
            ) : null}
            {video ? (
              <button
                type="button"
                onClick={() => openVideo(video)}
                aria-label={l.watchVideoLabel(event.title)}
                className={buttonVariants({ variant: "outline" })}
              >
                <PlayCircle className="h-4 w-4" aria-hidden />
                {l.watchVideo}
              </button>
            ) : null}
          </div>
        </div>
      </article>
    </section>
  );
}

/** A card of the coming events, or of the past ones (no registration: they have taken place). */
function UpcomingCard({ event, lang, past = false }: { event: EventCard; lang: Lang; past?: boolean }) {
  const l = texts[lang];
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      data-testid={past ? "past-event" : "upcoming-event"}
    >
      <SafeImage
        width={1600}
        height={900}
        src={event.image_url}
        alt={event.image_alt ?? event.title}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl font-semibold" lang={fallbackLang(event, "title")}>
          {event.title}
        </h3>
        {event.subtitle ? (
          <p className="font-medium text-primary" lang={fallbackLang(event, "subtitle")}>
            {event.subtitle}
          </p>
        ) : null}
        <p className="text-muted-foreground" lang={fallbackLang(event, "description")}>
          {event.description}
        </p>
        <EventFacts event={event} lang={lang} />
        <div className="mt-auto flex flex-wrap gap-3 pt-3">
          {past ? null : <RegisterLink event={event} lang={lang} />}
          {event.path ? (
            <LocalLink
              to={event.path}
              aria-label={l.detailsLabel(event.title)}
              className={buttonVariants({ variant: "outline" })}
            >
              {l.details}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </LocalLink>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function EventsList({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: EventsList }) {
  const { featured, upcoming, past, paging, indexSections, lastEventVideo } = data;
  const l = addressed(texts, lang, useFormOfAddress());
  return (
    <main id="main">
      <PageHero page={hero} pageKey="events" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }}>
        <FeatureTiles tiles={l.tiles} label={l.tilesLabel} />
      </PageHero>
      {featured ? <FeaturedEvent event={featured} lang={lang} /> : null}
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="mb-8 text-3xl font-bold tracking-tight">
          {l.upcomingTitle}
        </h2>
        {upcoming.length === 0 ? (
          <EmptyState variant="card" data-testid="events-empty">
            {featured ? l.upcomingEmpty : l.noEvents}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((event) => (
              <UpcomingCard key={event.id} event={event} lang={lang} />
            ))}
          </ul>
        )}
        <Pager paging={paging} lang={lang} className="mt-10" />
        {/* Every coming event as one calendar to subscribe to (issue 51). */}
        <p className="mt-10 text-center">
          <a
            href={localPath(lang, "/events/kalender.ics")}
            className={buttonVariants({ variant: "outline" })}
            data-testid="events-calendar"
          >
            <Calendar className="h-4 w-4" aria-hidden />
            {l.allInCalendar}
          </a>
        </p>
      </section>
      {past.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pb-16" aria-labelledby="past-title" data-testid="past-events">
          <h2 id="past-title" className="mb-8 text-3xl font-bold tracking-tight">
            {l.pastTitle}
          </h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {past.map((event) => (
              <UpcomingCard key={event.id} event={event} lang={lang} past />
            ))}
          </ul>
        </section>
      ) : null}
      {lastEventVideo ? (
        <section className="bg-muted/50 py-16" aria-labelledby="last-event-title" data-testid="last-event-video">
          <div className="mx-auto max-w-4xl px-4 text-center">
            <h2 id="last-event-title" className="text-3xl font-bold tracking-tight">
              {l.lastEventTitle}
            </h2>
            <p className="mt-3 text-muted-foreground">{l.lastEventText}</p>
            <VideoEmbed url={lastEventVideo} title={l.lastEventVideo} className="mt-8" />
          </div>
        </section>
      ) : null}
      <IndexSections sections={indexSections} lang={lang} />
    </main>
  );
}

export const page = pageView("events", {
  List: EventsList,
  listTexts: (lang) => ({ title: texts[lang].title, description: texts[lang].subtitle }),
  Detail: ({ lang, data }: { lang: Lang; data: Omit<Parameters<typeof EventDetailView>[0], "lang"> }) => (
    <EventDetailView lang={lang} event={data.event} organizers={data.organizers} />
  ),
  notFound: (lang, _settings, slug) => {
    const l = EVENT_DETAIL_TEXTS[lang];
    return { title: l.notFoundTitle, message: l.notFoundMessage(slug), back: l.back };
  },
  loadFailed: (lang) => {
    const l = EVENT_DETAIL_TEXTS[lang];
    return { title: l.errorTitle, message: l.errorMessage, back: l.back };
  },
});

declare module "./page-view" {
  interface PageViews {
    events: typeof page;
  }
}
