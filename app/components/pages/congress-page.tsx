import { Lightbulb, Mic, Users, Presentation } from "~/components/icon";
import type { CongressSpeaker } from "~db/schema";
import { CongressSection, CongressPreview } from "./congress-view";
import { IndexSections } from "~/components/index-sections";
import { EmptyState } from "~/components/ui/empty-state";
import { addressed, type Lang } from "~/lib/i18n";
import { useFormOfAddress } from "~/components/site-settings";
import type { CongressList } from "~/lib/admin/index.server";
import type { PublicPageContent } from "~/lib/pages";
import { heroListTexts, pageView } from "./page-view";
import { TiledHero } from "./parts/tiled-hero";
import { Card, CardImage } from "./parts/card";
import { CardSection } from "./parts/card-section";
import { PersonTexts } from "./parts/person";

/* The congress page (public-site.md 2.16, decision 0067), and a congress draft as its section of it. */

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

function SpeakerCard({ speaker, congressTitle }: { speaker: CongressSpeaker; congressTitle: string | null }) {
  return (
    <Card
      testId="speaker"
      image={
        <CardImage width={800} height={800} src={speaker.image_url} alt={speaker.name} className="aspect-square" />
      }
      bodyClassName="flex flex-1 flex-col gap-1 p-5"
    >
      <PersonTexts
        person={speaker}
        nameClassName="text-lg font-semibold"
        bioClassName="mt-2 text-sm text-muted-foreground"
      />
      {congressTitle ? <p className="mt-auto pt-3 text-xs text-muted-foreground">{congressTitle}</p> : null}
    </Card>
  );
}

function CongressPage({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: CongressList }) {
  const { congresses, past, speakers, indexSections, video } = data;
  const l = addressed(texts, lang, useFormOfAddress());
  // With more than one congress, each speaker card names the congress the speaker appears at.
  const titles = new Map(congresses.map((c) => [c.id, c.title]));
  const showCongress = congresses.length > 1;
  return (
    <main id="main">
      {/* The congress video of the general settings. */}
      <TiledHero
        hero={hero}
        pageKey="kongress"
        lang={lang}
        texts={l}
        video={{ url: video, testId: "congress-video" }}
      />
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
      <CardSection
        id="speakers-title"
        title={past ? l.pastSpeakersTitle : l.speakersTitle}
        centered
        items={speakers}
        empty={{ text: l.speakersEmpty, testId: "speakers-empty", variant: "plain" }}
        grid="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        {(speaker) => (
          <SpeakerCard
            key={speaker.id}
            speaker={speaker}
            congressTitle={showCongress ? (titles.get(speaker.congress_event_id) ?? null) : null}
          />
        )}
      </CardSection>
      <IndexSections sections={indexSections} lang={lang} />
    </main>
  );
}

export const page = pageView("kongress", {
  List: CongressPage,
  listTexts: heroListTexts(texts),
  Preview: CongressPreview,
});

declare module "./page-view" {
  interface PageViews {
    kongress: typeof page;
  }
}
