import { Calendar, MapPin, Ticket } from "~/components/icon";
import type { CongressEvent } from "~db/schema";
import { Facts } from "./parts/facts";
import { NewTabLink } from "./parts/links";
import { CardImage } from "./parts/card";
import { Eyebrow } from "./parts/split";
import { RegistrationForm } from "~/components/registration-form";
import { buttonVariants } from "~/components/ui/button";
import { inlineEmbedUrl, VideoEmbed } from "~/components/video-embed";
import { eventDateText } from "~/lib/pages";
import { fallbackLang, type Lang } from "~/lib/i18n";
import type { RegistrationBlock } from "~/lib/registrations";
import { safeHttpUrl } from "~/lib/text";
import { cn } from "~/lib/utils";

/** The texts of one congress's section (public-site.md 2.16); the spec's English wording is kept as is. */
const texts = {
  de: {
    date: "Datum",
    location: "Ort",
    tickets: "Tickets",
    join: "Am Kongress teilnehmen",
    joinLabel: (title: string) => `Am Kongress teilnehmen: „${title}“ (öffnet in neuem Tab)`,
    videoTitle: (title: string) => `Video: ${title}`,
    past: "Dieser Kongress hat bereits stattgefunden. Den nächsten kündigen wir hier an.",
  },
  en: {
    date: "Date",
    location: "Location",
    tickets: "Tickets",
    join: "Join Congress",
    joinLabel: (title: string) => `Join Congress: "${title}" (opens in a new tab)`,
    videoTitle: (title: string) => `Video: ${title}`,
    past: "This congress has already taken place. We will announce the next one here.",
  },
} as const;

/**
 * One congress as the congress page shows it (a section of /kongress); its preview renders it alone.
 * A `past` one (the last, when none is coming) says it has taken place, with no tickets to join.
 */
export function CongressSection({
  congress,
  lang,
  flipped,
  past = false,
}: {
  /** `registration`: the date takes registrations here (issue 52), so its form replaces the external link. */
  congress: CongressEvent & { registration?: RegistrationBlock | null };
  lang: Lang;
  flipped: boolean;
  past?: boolean;
}) {
  const l = texts[lang];
  const here = past ? null : (congress.registration ?? null);
  const join = past || here ? null : safeHttpUrl(congress.external_url);
  const headingId = `congress-${congress.id}`;
  return (
    <section
      className="flex min-h-[80vh] items-center border-b border-border py-16 odd:bg-background even:bg-muted/50"
      aria-labelledby={headingId}
      data-testid="congress-event"
    >
      <div
        className={cn(
          "mx-auto flex w-full max-w-7xl flex-col items-center gap-10 px-4 lg:flex-row",
          flipped && "lg:flex-row-reverse",
        )}
      >
        <div className="flex-1 space-y-5">
          {congress.subtitle ? <Eyebrow lang={fallbackLang(congress, "subtitle")}>{congress.subtitle}</Eyebrow> : null}
          <h2
            id={headingId}
            className="text-3xl font-bold tracking-tight md:text-4xl"
            lang={fallbackLang(congress, "title")}
          >
            {congress.title}
          </h2>
          <p className="whitespace-pre-line text-lg text-muted-foreground" lang={fallbackLang(congress, "description")}>
            {congress.description}
          </p>
          <Facts
            className="space-y-2 text-muted-foreground"
            iconClassName="mt-0.5 h-5 w-5 shrink-0 text-primary"
            facts={[
              {
                icon: Calendar,
                label: l.date,
                value: eventDateText(congress, lang),
                lang: fallbackLang(congress, "date_text"),
              },
              { icon: MapPin, label: l.location, value: congress.location, lang: fallbackLang(congress, "location") },
              !past && {
                icon: Ticket,
                label: l.tickets,
                value: congress.tickets_text,
                lang: fallbackLang(congress, "tickets_text"),
              },
            ]}
          />
          {past ? (
            <p className="text-lg font-medium" data-testid="congress-past">
              {l.past}
            </p>
          ) : null}
          {join ? (
            <NewTabLink
              href={join}
              label={l.joinLabel(congress.title)}
              iconLast
              className={buttonVariants({ size: "lg" })}
            >
              {l.join}
            </NewTabLink>
          ) : null}
          {here ? (
            <div className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <RegistrationForm block={here} lang={lang} level={3} />
            </div>
          ) : null}
        </div>
        <div className="w-full flex-1">
          {inlineEmbedUrl(congress.video) ? (
            <VideoEmbed url={congress.video} title={l.videoTitle(congress.title)} />
          ) : (
            <CardImage src={congress.image_url} alt={congress.title} className="aspect-video rounded-2xl shadow-lg" />
          )}
        </div>
      </div>
    </section>
  );
}

/** A congress's draft in its preview: its section of the congress page. */
export function CongressPreview({ lang, data }: { lang: Lang; data: CongressEvent }) {
  return (
    <main id="main">
      <CongressSection congress={data} lang={lang} flipped={false} />
    </main>
  );
}
