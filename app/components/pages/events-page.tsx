import { Calendar, MapPin, Mic, PlayCircle, Sparkles, Ticket, Users } from "~/components/icon";
import type { SiteEvent } from "~db/schema";
import { IndexSections } from "~/components/index-sections";
import { useVideoModal, videoButtonData } from "~/components/video-modal";
import { Enhance } from "~/components/enhance";
import { Pager } from "~/components/pager";
import { VideoEmbed } from "~/components/video-embed";
import { fallbackLang, type Lang, localPath, addressed } from "~/lib/i18n";
import { safeHttpUrl, toEmbedUrl } from "~/lib/text";
import { buttonVariants } from "~/components/ui/button";
import { useFormOfAddress } from "~/components/site-settings";

import type { EventsList } from "~/lib/admin/index.server";
import type { PublicPageContent } from "~/lib/pages";
import { EVENT_DETAIL_TEXTS, EventDetailView } from "./event-detail-view";
import { heroListTexts, pageView } from "./page-view";
import { TitledSection } from "~/components/ui/titled-section";
import { TiledHero } from "./parts/tiled-hero";
import { Card, CardImage, CornerBadge } from "./parts/card";
import { CardSection } from "./parts/card-section";
import { Facts } from "./parts/facts";
import { DetailsLink, NewTabLink } from "./parts/links";

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

function EventFacts({ event, lang }: { event: EventCard; lang: Lang }) {
  const l = texts[lang];
  return (
    <Facts
      className="space-y-1.5 text-sm text-muted-foreground"
      iconClassName="mt-0.5 h-4 w-4 shrink-0"
      facts={[
        { icon: Calendar, label: l.date, value: event.date_text, lang: fallbackLang(event, "date_text") },
        { icon: MapPin, label: l.location, value: event.location, lang: fallbackLang(event, "location") },
        { icon: Ticket, label: l.tickets, value: event.tickets_text, lang: fallbackLang(event, "tickets_text") },
      ]}
    />
  );
}

/** An event's links: registration (not for a past one), its own page, and with `video` its video. */
function EventLinks({
  event,
  lang,
  past = false,
  video,
}: {
  event: EventCard;
  lang: Lang;
  past?: boolean;
  video?: string | null;
}) {
  const l = texts[lang];
  const { openVideo } = useVideoModal();
  const register = past ? null : safeHttpUrl(event.external_url);
  return (
    <>
      {register ? (
        <NewTabLink href={register} label={l.registerLabel(event.title)} icon={Ticket}>
          {l.register}
        </NewTabLink>
      ) : null}
      {event.path ? (
        <DetailsLink to={event.path} label={l.detailsLabel(event.title)}>
          {l.details}
        </DetailsLink>
      ) : null}
      {video ? (
        <button
          type="button"
          onClick={() => openVideo(video)}
          {...videoButtonData(video, lang)}
          aria-label={l.watchVideoLabel(event.title)}
          className={buttonVariants({ variant: "outline" })}
        >
          <PlayCircle className="h-4 w-4" aria-hidden />
          {l.watchVideo}
        </button>
      ) : null}
      {video ? <Enhance name="video" /> : null}
    </>
  );
}

function FeaturedEvent({ event, lang }: { event: EventCard; lang: Lang }) {
  const l = texts[lang];
  const video = toEmbedUrl(event.video) ? event.video : null;
  return (
    <TitledSection
      id="featured-title"
      title={l.featuredTitle}
      className="mx-auto max-w-7xl px-4 pt-16"
      headingClassName="mb-8 text-3xl font-bold tracking-tight"
      testId="featured-event"
    >
      <article className="grid overflow-hidden rounded-2xl border border-border bg-card shadow-sm lg:grid-cols-2">
        <CardImage
          src={event.image_url}
          alt={event.image_alt ?? event.title}
          className="min-h-64"
          badge={<CornerBadge>{l.featuredBadge}</CornerBadge>}
        />
        <div className="flex flex-col gap-4 p-6 md:p-10">
          <EventBody event={event} lang={lang} featured video={video} />
        </div>
      </article>
    </TitledSection>
  );
}

/** An event's title, texts, facts and links, as the featured event (larger) or a card shows them. */
function EventBody({
  event,
  lang,
  featured = false,
  past = false,
  video,
}: {
  event: EventCard;
  lang: Lang;
  featured?: boolean;
  past?: boolean;
  video?: string | null;
}) {
  return (
    <>
      <h3
        className={featured ? "text-2xl font-bold md:text-3xl" : "text-xl font-semibold"}
        lang={fallbackLang(event, "title")}
      >
        {event.title}
      </h3>
      {event.subtitle ? (
        <p
          className={featured ? "text-lg font-medium text-primary" : "font-medium text-primary"}
          lang={fallbackLang(event, "subtitle")}
        >
          {event.subtitle}
        </p>
      ) : null}
      <p
        className={featured ? "whitespace-pre-line text-muted-foreground" : "text-muted-foreground"}
        lang={fallbackLang(event, "description")}
      >
        {event.description}
      </p>
      <EventFacts event={event} lang={lang} />
      <div className={featured ? "mt-2 flex flex-wrap gap-3" : "mt-auto flex flex-wrap gap-3 pt-3"}>
        <EventLinks event={event} lang={lang} past={past} video={video} />
      </div>
    </>
  );
}

/** A card of the coming events, or of the past ones (no registration: they have taken place). */
function UpcomingCard({ event, lang, past = false }: { event: EventCard; lang: Lang; past?: boolean }) {
  return (
    <Card
      testId={past ? "past-event" : "upcoming-event"}
      image={<CardImage src={event.image_url} alt={event.image_alt ?? event.title} />}
    >
      <EventBody event={event} lang={lang} past={past} />
    </Card>
  );
}

function EventsList({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: EventsList }) {
  const { featured, upcoming, past, paging, indexSections, lastEventVideo } = data;
  const l = addressed(texts, lang, useFormOfAddress());
  return (
    <main id="main">
      <TiledHero hero={hero} pageKey="events" lang={lang} texts={l} />
      {featured ? <FeaturedEvent event={featured} lang={lang} /> : null}
      <CardSection
        id="upcoming-title"
        title={l.upcomingTitle}
        items={upcoming}
        empty={{ text: featured ? l.upcomingEmpty : l.noEvents, testId: "events-empty" }}
      >
        {(event) => <UpcomingCard key={event.id} event={event} lang={lang} />}
      </CardSection>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <Pager paging={paging} lang={lang} />
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
      </div>
      <CardSection
        id="past-title"
        title={l.pastTitle}
        items={past}
        className="mx-auto max-w-7xl px-4 pb-16"
        testId="past-events"
      >
        {(event) => <UpcomingCard key={event.id} event={event} lang={lang} past />}
      </CardSection>
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
  listTexts: heroListTexts(texts),
  Detail: ({ lang, data }: { lang: Lang; data: Omit<Parameters<typeof EventDetailView>[0], "lang"> }) => (
    <EventDetailView lang={lang} event={data.event} organizers={data.organizers} registration={data.registration} />
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
