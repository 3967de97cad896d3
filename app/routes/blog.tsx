import { X } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import type { Route } from "./+types/blog";
import { BlogCard, type BlogCardPost } from "~/components/blog-card";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { SearchBox } from "~/components/search-box";
import { recordPagePath } from "~/lib/pages/detail-slug.server";
import {
  BLOG_CARD_FIELDS,
  blogListQueries,
  searchParam,
  withSafeExternalUrl,
  withWordsInText,
} from "~/lib/pages/blog-shop.server";
import { searchTerms } from "~/lib/pages/search";
import { localizeRow, type Lang } from "~/lib/i18n/index";
import { heroPageMeta, siteOrigin } from "~/lib/pages/seo";
import { blogFeedLink } from "~/lib/pages/feeds/feed-links";
import { loadPublicPage } from "~/lib/pages/shell.server";
import { EmptyState } from "~/components/ui/empty-state";
import { localPath } from "~/lib/i18n/lang-path";
import { withLibraryAlt } from "~/lib/media/library-alt.server";
import { buttonVariants } from "~/components/ui/button";
import { inPageLanguage } from "~/lib/pages/page-language.server";

/** This page's interface texts (public-site.md 2.9). */
const texts = {
  de: {
    title: "Blog",
    subtitle: "Impulse für ein glücklicheres Leben",
    searchLabel: "Artikel durchsuchen",
    searchPlaceholder: "Artikel durchsuchen...",
    search: "Suchen",
    featured: "Empfohlene Artikel",
    latest: "Neueste Artikel",
    empty: "Noch keine Artikel veröffentlicht.",
    noResults: (q: string) => `Keine Artikel für „${q}“ gefunden`,
    results: (n: number, q: string) => (n === 1 ? `1 Artikel für „${q}“` : `${n} Artikel für „${q}“`),
    clear: "Suche zurücksetzen",
  },
  en: {
    title: "Blog",
    subtitle: "Ideas for a happier life",
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles...",
    search: "Search",
    featured: "Featured Articles",
    latest: "Latest Articles",
    empty: "No articles published yet.",
    noResults: (q: string) => `No articles found for “${q}”`,
    results: (n: number, q: string) => (n === 1 ? `1 article for “${q}”` : `${n} articles for “${q}”`),
    clear: "Clear search",
  },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchParam(request, "q");
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => blogListQueries(db, q));
  const [found, pageRows, indexSections] = page;
  const rows = withWordsInText(found, searchTerms(q), [
    "title",
    "title_en",
    "excerpt",
    "excerpt_en",
    "category",
    "category_en",
  ]);
  const posts = rows.map((row) => ({
    ...localizeRow(withSafeExternalUrl(withLibraryAlt(row, lang)), BLOG_CARD_FIELDS, lang),
    page_path: recordPagePath("blog", row, lang, row.has_page),
  }));
  return inPageLanguage(lang, {
    shell,
    lang,
    q,
    // The words the cards mark (the same folding the search used).
    terms: searchTerms(q),
    page: pageRows[0] ?? null,
    // public-site.md 2.9: featured posts, then the latest non-featured ones; both newest first.
    featured: posts.filter((post) => post.featured),
    latest: posts.filter((post) => !post.featured),
    indexSections,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  // The canonical address never carries the search (?q=), and search result pages are not indexed.
  return [
    ...heroPageMeta({
      matches,
      lang,
      page,
      shell,
      pageKey: "blog",
      path: "/blog",
      fallback: { title: texts[lang].title, description: texts[lang].subtitle },
      noindex: Boolean(loaderData.q),
    }),
    blogFeedLink(lang, siteOrigin(matches)),
  ];
}

function PostGrid({
  id,
  heading,
  posts,
  lang,
  terms,
}: {
  id: string;
  heading: string;
  posts: BlogCardPost[];
  lang: Lang;
  terms: string[];
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="mb-8 text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <BlogCard post={post} lang={lang} highlight={terms} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { lang, q, terms, page, featured, latest, indexSections } = loaderData;
  const l = texts[lang];
  const total = featured.length + latest.length;
  return (
    <main id="main">
      <PageHero page={page} pageKey="blog" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }}>
        <SearchBox
          action={localPath(lang, "/blog")}
          query={q}
          label={l.searchLabel}
          placeholder={l.searchPlaceholder}
          submitLabel={l.search}
        />
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16">
        {q ? (
          <div
            className="flex flex-wrap items-center justify-between gap-4"
            role="status"
            aria-live="polite"
            data-testid="search-status"
          >
            <p className="text-lg font-semibold">{total === 0 ? l.noResults(q) : l.results(total, q)}</p>
            <LocalLink to="/blog" className={buttonVariants({ variant: "outline" })}>
              <X className="h-4 w-4" aria-hidden />
              {l.clear}
            </LocalLink>
          </div>
        ) : total === 0 ? (
          <EmptyState variant="page" data-testid="blog-empty">
            {l.empty}
          </EmptyState>
        ) : null}
        <PostGrid id="featured-articles" heading={l.featured} posts={featured} lang={lang} terms={terms} />
        <PostGrid id="latest-articles" heading={l.latest} posts={latest} lang={lang} terms={terms} />
      </div>
      <IndexSections sections={indexSections} lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}
