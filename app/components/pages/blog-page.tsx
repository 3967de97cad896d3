import { buttonVariants } from "~/components/ui/button";
import { BlogCard } from "~/components/blog-card";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { SearchBox } from "~/components/search-box";
import type { BlogList } from "~/lib/admin/index.server";
import { type Lang, localPath } from "~/lib/i18n";
import { blogFeedPath, type PublicPageContent } from "~/lib/pages";
import { BLOG_POST_TEXTS, BlogPostView } from "./blog-post-view";
import { SearchResults } from "./parts/search-results";
import { heroListTexts, notFoundFrom, pageView } from "./page-view";

/* The blog's public views (decision 0067): its list page (public-site.md 2.9) and a post's page (2.10). */

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
    feed: "RSS-Feed des Blogs",
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
    feed: "The blog's RSS feed",
  },
} as const;

function BlogList({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: BlogList }) {
  const { q, terms, featured, latest, total, paging, indexSections } = data;
  const l = texts[lang];
  return (
    <main id="main">
      <PageHero page={hero} pageKey="blog" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }}>
        <SearchBox
          action={localPath(lang, "/blog")}
          query={q}
          label={l.searchLabel}
          placeholder={l.searchPlaceholder}
          submitLabel={l.search}
        />
      </PageHero>
      <SearchResults
        status={q ? (total === 0 ? l.noResults(q) : l.results(total, q)) : null}
        clear={{ to: "/blog", label: l.clear }}
        empty={{ text: l.empty, testId: "blog-empty" }}
        total={total}
        sections={[
          ["featured-articles", l.featured, featured],
          ["latest-articles", l.latest, latest],
        ]}
        grid="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3"
        paging={paging}
        lang={lang}
        card={(post) => <BlogCard post={post} lang={lang} highlight={terms} />}
      >
        {/* The feed a reader subscribes to, visible beside the page head's link (issue 51). */}
        <p className="text-center">
          <a href={blogFeedPath(lang)} className={buttonVariants({ variant: "outline" })} data-testid="blog-feed">
            {l.feed}
          </a>
        </p>
      </SearchResults>
      <IndexSections sections={indexSections} lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}

export const page = pageView("blog", {
  List: BlogList,
  listTexts: heroListTexts(texts),
  Detail: ({ lang, data }: { lang: Lang; data: Parameters<typeof BlogPostView>[0]["post"] }) => (
    <BlogPostView lang={lang} post={data} />
  ),
  notFound: notFoundFrom(BLOG_POST_TEXTS),
});

declare module "./page-view" {
  interface PageViews {
    blog: typeof page;
  }
}
