import { blogListQueries, searchedCards } from "../../pages/blog-shop.server";
import { blog } from "./blog";
import { searchTerms } from "../../pages/search";
import { searchParam } from "../../pages/search.server";
import { pageOf, pageParam } from "../../pages/paging";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";

/*
 * The server half of the blog's public pages (decision 0067): what its list page reads beside the hero.
 * A post's page is its record alone (the shared detail route reads it from the definition).
 */

/**
 * The blog list's reads and data (public-site.md 2.9): featured posts, then the latest others, both
 * newest first; with ?q= the posts holding every word of it, best match first.
 */
const list = listSlot({
  reads: (db, { request }) => blogListQueries(db, searchParam(request, "q")),
  shape: ([found, indexSections], { request, lang }) => {
    const q = searchParam(request, "q");
    const terms = searchTerms(q);
    const posts = searchedCards(blog, found, terms, lang);
    // The latest are paged (an import brings hundreds); the featured stand above them on the first page.
    const { items, paging } = pageOf(
      posts.filter((post) => !post.featured),
      pageParam(request),
    );
    return {
      q,
      // The words the cards mark (the same folding the search used).
      terms,
      featured: paging.page === 1 ? posts.filter((post) => post.featured) : [],
      latest: items,
      total: posts.length,
      paging,
      indexSections,
    };
  },
  noindex: (data) => Boolean(data.q),
});

export type BlogList = ListData<typeof list>;

/** The blog's public pages: the list reads its own; a post's page is its record alone. */
export const publicPage: PublicServer<"blog"> = { key: "blog", list };
