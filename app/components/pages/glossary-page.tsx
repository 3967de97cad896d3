import { LocalLink } from "~/components/local-link";
import { PageHero } from "~/components/page-hero";
import { SearchBox } from "~/components/search-box";
import { EmptyState } from "~/components/ui/empty-state";
import type { glossaryTerms } from "~db/schema";
import { fallbackLang, type Lang } from "~/lib/i18n";
import { localPath } from "~/lib/i18n/lang-path";
import type { PublicPageContent } from "~/lib/pages/shell";
import type { PlainList } from "~/lib/pages/shared-pages.server";
import { heroListTexts, notFoundFrom, pageView } from "./page-view";
import { BackLink } from "./parts/links";
import { SearchStatus } from "./parts/search-status";

/* The glossary's public views (issue 49's demonstration type): the list of terms and a term's page. */

const texts = {
  de: {
    title: "Glossar",
    subtitle: "Begriffe rund ums Coaching, kurz erklärt",
    searchLabel: "Glossar durchsuchen",
    searchPlaceholder: "Begriff suchen...",
    search: "Suchen",
    empty: "Noch keine Begriffe vorhanden.",
    noResults: (q: string) => `Keine Begriffe für „${q}“ gefunden`,
    results: (n: number, q: string) => (n === 1 ? `1 Begriff für „${q}“` : `${n} Begriffe für „${q}“`),
    clear: "Suche zurücksetzen",
    back: "Zurück zum Glossar",
    notFound: "Begriff nicht gefunden",
    notFoundText: "Der angeforderte Begriff konnte nicht gefunden werden.",
  },
  en: {
    title: "Glossary",
    subtitle: "Coaching terms, briefly explained",
    searchLabel: "Search the glossary",
    searchPlaceholder: "Search for a term...",
    search: "Search",
    empty: "No terms yet.",
    noResults: (q: string) => `No terms found for “${q}”`,
    results: (n: number, q: string) => (n === 1 ? `1 term for “${q}”` : `${n} terms for “${q}”`),
    clear: "Clear search",
    back: "Back to the glossary",
    notFound: "Term not found",
    notFoundText: "The requested term could not be found.",
  },
};

function GlossaryList({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: PlainList }) {
  const { q, items } = data;
  const l = texts[lang];
  return (
    <main id="main">
      <PageHero page={hero} pageKey="glossar" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }}>
        <SearchBox
          action={localPath(lang, "/glossar")}
          query={q}
          label={l.searchLabel}
          placeholder={l.searchPlaceholder}
          submitLabel={l.search}
        />
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-16">
        {q ? (
          <SearchStatus clearTo="/glossar" clearLabel={l.clear}>
            {items.length === 0 ? l.noResults(q) : l.results(items.length, q)}
          </SearchStatus>
        ) : items.length === 0 ? (
          <EmptyState variant="page">{l.empty}</EmptyState>
        ) : null}
        <dl className="divide-y divide-border" data-testid="glossary">
          {items.map(({ record, title, description, href }) => (
            <div key={String(record.id)} className="py-4">
              <dt className="text-xl font-semibold" lang={fallbackLang(record, "term")}>
                {href ? (
                  <LocalLink to={href} className="text-primary hover:underline">
                    {title}
                  </LocalLink>
                ) : (
                  title
                )}
              </dt>
              <dd className="mt-1 text-muted-foreground" lang={fallbackLang(record, "definition")}>
                {description}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </main>
  );
}

type Term = typeof glossaryTerms.$inferSelect & { untranslated?: string[] };

function GlossaryTerm({ lang, data }: { lang: Lang; data: Term }) {
  const l = texts[lang];
  return (
    <main id="main">
      <article className="mx-auto max-w-3xl px-4 py-12 md:py-16" data-testid="glossary-term">
        <BackLink to="/glossar">{l.back}</BackLink>
        <h1 className="mt-8 text-4xl font-bold tracking-tight" lang={fallbackLang(data, "term")}>
          {data.term}
        </h1>
        <p className="mt-6 whitespace-pre-line text-lg" lang={fallbackLang(data, "definition")}>
          {data.definition}
        </p>
      </article>
    </main>
  );
}

export const page = pageView("glossar", {
  List: GlossaryList,
  listTexts: heroListTexts(texts),
  Detail: GlossaryTerm,
  notFound: notFoundFrom(texts),
});

declare module "./page-view" {
  interface PageViews {
    glossar: typeof page;
  }
}
