import { ArrowLeft, Calendar, MapPin, Ticket, Users } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import type { EventOrganizer, SiteEvent } from "~db/schema";
import { SafeImage } from "~/components/safe-image";
import { LongText } from "./parts/long-text";
import { inlineEmbedUrl, VideoEmbed } from "~/components/video-embed";
import { Facts } from "./parts/facts";
import { NewTabLink } from "./parts/links";
import { Panel } from "./parts/panel";
import { PersonTexts } from "./parts/person";
import { fallbackLang, type Lang } from "~/lib/i18n";
import { safeHttpUrl } from "~/lib/text";
import { buttonVariants } from "~/components/ui/button";
import { RegistrationForm } from "~/components/registration-form";
import type { RegistrationBlock } from "~/lib/registrations";
import { TitledSection } from "~/components/ui/titled-section";

/** This page's interface texts (public-site.md 2.15, 8.2); the spec's English wording is kept as is. */
export const EVENT_DETAIL_TEXTS = {
  de: {
    back: "Zurück zu den Events",
    date: "Datum",
    location: "Ort",
    about: "Über das Event",
    video: "Video",
    videoTitle: (title: string) => `Video: ${title}`,
    tickets: "Tickets",
    register: "Jetzt anmelden",
    registerLabel: (title: string) => `Jetzt anmelden: „${title}“ (öffnet in neuem Tab)`,
    organizers: "Veranstalter",
    past: "Dieses Event hat bereits stattgefunden.",
    addToCalendar: "Zum Kalender hinzufügen",
    notFoundTitle: "Event nicht gefunden",
    notFoundMessage: (slug: string) => `Unter der Adresse „${slug}“ gibt es kein Event.`,
    errorTitle: "Fehler beim Laden des Events",
    errorMessage: "Das Event konnte gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut.",
  },
  en: {
    back: "Back to events",
    date: "Date",
    location: "Location",
    about: "About the event",
    video: "Video",
    videoTitle: (title: string) => `Video: ${title}`,
    tickets: "Tickets",
    register: "Register now",
    registerLabel: (title: string) => `Register now: "${title}" (opens in a new tab)`,
    organizers: "Organizers",
    past: "This event has already taken place.",
    addToCalendar: "Add to calendar",
    notFoundTitle: "Event not found",
    notFoundMessage: (slug: string) => `There is no event at the address "${slug}".`,
    errorTitle: "Error loading event",
    errorMessage: "The event could not be loaded just now. Please try again in a moment.",
  },
} as const;

type EventDetailProps = {
  lang: Lang;
  /** `past`: its last day has ended (Berlin), so the page says so and offers no registration. */
  event: SiteEvent & { untranslated?: readonly string[]; past?: boolean; path?: string | null };
  organizers: (EventOrganizer & { untranslated?: readonly string[] })[];
  /** Registration here (issue 52) instead of the external link; null or absent: the external page. */
  registration?: RegistrationBlock | null;
};

function OrganizersPanel({ organizers, lang }: { organizers: EventOrganizer[]; lang: Lang }) {
  const l = EVENT_DETAIL_TEXTS[lang];
  if (organizers.length === 0) return null;
  return (
    <Panel id="organizers-title" title={l.organizers} icon={Users} testId="organizers">
      <ul className="space-y-5">
        {organizers.map((organizer) => (
          <li key={organizer.id} className="flex gap-4" data-testid="organizer">
            <SafeImage
              width={64}
              height={64}
              src={organizer.image_url}
              alt={organizer.name}
              className="h-16 w-16 shrink-0 rounded-full object-cover"
            />
            <div>
              <PersonTexts
                person={organizer}
                nameClassName="font-semibold"
                bioClassName="mt-1 text-sm text-muted-foreground"
              />
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** An event's page (/events/{slug}): on the page itself and in a draft's preview. */
export function EventDetailView({ lang, event, organizers, registration }: EventDetailProps) {
  const l = EVENT_DETAIL_TEXTS[lang];
  const here = event.past ? null : (registration ?? null);
  const register = event.past || here ? null : safeHttpUrl(event.external_url);
  // A coming event with a start has a calendar file beside its page (not in a draft's preview: no path).
  const calendar = !event.past && event.starts_at && event.path ? `${event.path}/kalender.ics` : null;
  return (
    <main id="main">
      <section
        className="relative isolate flex min-h-[50vh] items-end overflow-hidden bg-slate-900 text-white"
        data-testid="event-hero"
      >
        <SafeImage
          width={1600}
          height={900}
          src={event.image_url}
          alt=""
          loading="eager"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/60 to-slate-950/30"
          aria-hidden
        />
        <div className="mx-auto w-full max-w-7xl px-4 pb-12 pt-24">
          <LocalLink
            to="/events"
            className="mb-6 inline-flex items-center gap-2 rounded-md bg-white/10 px-3 py-1.5 text-sm font-semibold backdrop-blur-sm hover:bg-white/20"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {l.back}
          </LocalLink>
          <Facts
            className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-white/90"
            itemClassName="flex items-center gap-2"
            iconClassName="h-5 w-5 shrink-0 text-amber-300"
            facts={[
              { icon: Calendar, label: l.date, value: event.date_text, lang: fallbackLang(event, "date_text") },
              { icon: MapPin, label: l.location, value: event.location, lang: fallbackLang(event, "location") },
            ]}
          />
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl" lang={fallbackLang(event, "title")}>
            {event.title}
          </h1>
          {event.subtitle ? (
            <p className="mt-4 max-w-3xl text-lg text-white/90 md:text-xl" lang={fallbackLang(event, "subtitle")}>
              {event.subtitle}
            </p>
          ) : null}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <TitledSection id="about-title" title={l.about} headingClassName="mb-4 text-2xl font-bold">
            <LongText
              html={event.detail_description}
              text={event.description}
              title={event.title}
              className="text-lg text-muted-foreground"
              testId="event-description"
            />
          </TitledSection>
          {inlineEmbedUrl(event.video) ? (
            <TitledSection id="video-title" title={l.video} headingClassName="mb-4 text-2xl font-bold">
              <VideoEmbed url={event.video} title={l.videoTitle(event.title)} />
            </TitledSection>
          ) : null}
        </div>
        <aside className="space-y-6">
          <Panel id="tickets-title" title={l.tickets} icon={Ticket} headingClassName="mb-3">
            {event.past ? (
              <p className="font-medium" data-testid="event-past">
                {l.past}
              </p>
            ) : (
              <p className="text-muted-foreground" lang={fallbackLang(event, "tickets_text")}>
                {event.tickets_text}
              </p>
            )}
            {register ? (
              <NewTabLink
                href={register}
                label={l.registerLabel(event.title)}
                icon={null}
                className={buttonVariants({ className: "mt-4 w-full" })}
              >
                {l.register}
              </NewTabLink>
            ) : null}
            {calendar ? (
              <a
                href={calendar}
                download
                className={buttonVariants({ variant: "outline", className: "mt-3 w-full" })}
                data-testid="event-calendar"
              >
                <Calendar className="h-4 w-4" aria-hidden />
                {l.addToCalendar}
              </a>
            ) : null}
          </Panel>
          {here ? (
            <div className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <RegistrationForm block={here} lang={lang} />
            </div>
          ) : null}
          <OrganizersPanel organizers={organizers} lang={lang} />
        </aside>
      </div>
    </main>
  );
}
