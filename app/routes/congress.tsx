import { asc } from "drizzle-orm";
import { Lightbulb, Mic, Users, Presentation } from "~/components/icon";
import { congressEvents, congressSpeakers, type CongressSpeaker } from "~db/schema";
import type { Route } from "./+types/congress";
import { FeatureTiles } from "~/components/feature-tiles";
import { CongressSection } from "~/components/pages/congress-view";
import { SafeImage } from "~/components/safe-image";
import { IndexSections } from "~/components/index-sections";
import { HeroVideoButton } from "~/components/hero-video-button";
import { PageHero } from "~/components/page-hero";
import { localizeRow, fallbackLang } from "~/lib/i18n/index";
import { datedCondition, latestFirst, soonestFirst } from "~/lib/pages/events.server";
import { heroPageMeta } from "~/lib/pages/seo";
import { indexSectionsQuery, loadPublicPage, pageContentQuery } from "~/lib/pages/shell.server";
import { EmptyState } from "~/components/ui/empty-state";
import { addressed } from "~/lib/i18n/form-of-address";
import { useFormOfAddress } from "~/components/site-settings";
import { inPageLanguage } from "~/lib/pages/page-language.server";

/** This page's interface texts (public-site.md 2.16); the spec's English wording is kept as is. */
const texts = {
  de: {
    title: "Kongress",
    subtitle: "Forschung trifft Praxis – Begegnungen, die bewegen",
    tilesLabel: "Was Sie beim Kongress erwartet",
    tiles: [
      { icon: Mic, title: "Keynotes", text: "Impulse von führenden Köpfen" },
      { icon: Presentation, title: "Workshops", text: "Vertiefen, ausprobieren, mitnehmen" },
      { icon: Users, title: "Networking", text: "Kontakte knüpfen und austauschen" },
      { icon: Lightbulb, title: "Inspiration", text: "Neue Ideen für Alltag und Beruf" },
    ],
    empty: "Derzeit ist kein Kongress geplant. Schauen Sie bald wieder vorbei!",
    speakersTitle: "Unsere Speaker",
    pastSpeakersTitle: "Die Speaker des letzten Kongresses",
    speakersEmpty: "Die Speaker werden in Kürze bekannt gegeben.",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    tilesLabel: "Was dich beim Kongress erwartet",
    empty: "Derzeit ist kein Kongress geplant. Schau bald wieder vorbei!",
  },
  en: {
    title: "Congress",
    subtitle: "Research meets practice – encounters that move you",
    tilesLabel: "What to expect at the congress",
    tiles: [
      { icon: Mic, title: "Keynotes", text: "Ideas from leading minds" },
      { icon: Presentation, title: "Workshops", text: "Go deeper, try it out, take it home" },
      { icon: Users, title: "Networking", text: "Make contacts and share experiences" },
      { icon: Lightbulb, title: "Inspiration", text: "New ideas for life and work" },
    ],
    empty: "No congress is planned at the moment. Check back soon!",
    speakersTitle: "Our Speakers",
    pastSpeakersTitle: "The speakers of our last congress",
    speakersEmpty: "The speakers will be announced soon.",
  },
};

/** The texts of a congress that have an English variant (`<name>_en`). */
const CONGRESS_TEXT_FIELDS = ["title", "subtitle", "description", "date_text", "location", "tickets_text"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  // "Now" is the Worker's (tests set it); the page is cached for seconds only.
  const now = new Date();
  const { shell, pageSettings, lang, page } = await loadPublicPage(
    request,
    context,
    (db) =>
      [
        // The coming congresses (and the undated), soonest first; the last past one, for when none is coming.
        db
          .select()
          .from(congressEvents)
          .where(datedCondition(congressEvents, now, "current"))
          .orderBy(...soonestFirst(congressEvents)),
        db
          .select()
          .from(congressEvents)
          .where(datedCondition(congressEvents, now, "past"))
          .orderBy(...latestFirst(congressEvents))
          .limit(1),
        db.select().from(congressSpeakers).orderBy(asc(congressSpeakers.created_at), asc(congressSpeakers.id)),
        indexSectionsQuery(db, "congress"),
        pageContentQuery(db, "kongress"),
      ] as const,
  );
  const [coming, lastPast, speakers, indexSections, pageRows] = page;
  // A past congress is shown only when none is coming: the page says it has taken place.
  const past = coming.length === 0 && lastPast[0] ? localizeRow(lastPast[0], CONGRESS_TEXT_FIELDS, lang) : null;
  const shown = new Set((past ? [past] : coming).map((row) => row.id));
  return inPageLanguage(lang, {
    shell,
    lang,
    video: pageSettings?.congress_video ?? null,
    congresses: coming.map((row) => localizeRow(row, CONGRESS_TEXT_FIELDS, lang)),
    past,
    speakers: speakers
      .filter((row) => shown.has(row.congress_event_id))
      .map((row) => localizeRow(row, ["title", "bio"], lang)),
    indexSections,
    page: pageRows[0] ?? null,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  return heroPageMeta({
    matches,
    lang,
    page,
    shell,
    pageKey: "kongress",
    path: "/kongress",
    fallback: { title: texts[lang].title, description: texts[lang].subtitle },
  });
}

function SpeakerCard({ speaker, congressTitle }: { speaker: CongressSpeaker; congressTitle: string | null }) {
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      data-testid="speaker"
    >
      <SafeImage
        width={800}
        height={800}
        src={speaker.image_url}
        alt={speaker.name}
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-5">
        <h3 className="text-lg font-semibold">{speaker.name}</h3>
        <p className="text-sm font-medium text-primary" lang={fallbackLang(speaker, "title")}>
          {speaker.title}
        </p>
        <p className="mt-2 text-sm text-muted-foreground" lang={fallbackLang(speaker, "bio")}>
          {speaker.bio}
        </p>
        {congressTitle ? <p className="mt-auto pt-3 text-xs text-muted-foreground">{congressTitle}</p> : null}
      </div>
    </li>
  );
}

export default function Congress({ loaderData }: Route.ComponentProps) {
  const { lang, congresses, past, speakers, indexSections, page, video } = loaderData;
  const l = addressed(texts, lang, useFormOfAddress());
  // With more than one congress, each speaker card names the congress the speaker appears at.
  const titles = new Map(congresses.map((c) => [c.id, c.title]));
  const showCongress = congresses.length > 1;
  return (
    <main id="main">
      <PageHero page={page} pageKey="kongress" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }}>
        {/* The congress video of the general settings. */}
        <HeroVideoButton url={video} lang={lang} testId="congress-video" />
        <FeatureTiles tiles={l.tiles} label={l.tilesLabel} />
      </PageHero>
      {past ? (
        <CongressSection congress={past} lang={lang} flipped={false} past />
      ) : congresses.length === 0 ? (
        <EmptyState variant="card" className="mx-auto my-16 max-w-3xl" data-testid="congress-empty">
          {l.empty}
        </EmptyState>
      ) : (
        congresses.map((congress, i) => (
          <CongressSection key={congress.id} congress={congress} lang={lang} flipped={i % 2 === 1} />
        ))
      )}
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="speakers-title">
        <h2 id="speakers-title" className="mb-8 text-center text-3xl font-bold tracking-tight">
          {past ? l.pastSpeakersTitle : l.speakersTitle}
        </h2>
        {speakers.length === 0 ? (
          <EmptyState variant="plain" data-testid="speakers-empty">
            {l.speakersEmpty}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {speakers.map((speaker) => (
              <SpeakerCard
                key={speaker.id}
                speaker={speaker}
                congressTitle={showCongress ? (titles.get(speaker.congress_event_id) ?? null) : null}
              />
            ))}
          </ul>
        )}
      </section>
      <IndexSections sections={indexSections} lang={lang} />
    </main>
  );
}
