import { localText } from "../../i18n/languages";
import { shop } from "./shop";
import { searchedCards, shopListQueries } from "../../pages/blog-shop.server";
import { searchTerms } from "../../pages/search";
import { searchParam } from "../../pages/search.server";
import { pageOf, pageParam } from "../../pages/paging";
import { listSlot, type ListData, type PublicServer } from "../public-server.server";

/*
 * The server half of the shop's public pages (decision 0067): what its list page reads beside the hero.
 * A product's page is its record alone (the shared detail route reads it from the definition).
 */

/**
 * The shop list's reads and data (public-site.md 2.11): a featured grid and a grid of all products, both
 * newest first; ?q= searches, ?category= filters (a filtered page is not indexed).
 */
const list = listSlot({
  reads: (db, { request }) => shopListQueries(db, searchParam(request, "q"), searchParam(request, "category")),
  shape: ([found, categoryRows, indexSections], { request, lang }) => {
    const q = searchParam(request, "q");
    const category = searchParam(request, "category");
    const terms = searchTerms(q);
    const products = searchedCards(shop, found, terms, lang);
    return {
      q,
      category,
      // The words the cards mark (the same folding the search used).
      terms,
      // Each category once, by its name in the page's language (German where it has no English one).
      categories: [...new Set(categoryRows.map((row) => localText(row, "category", lang).text))]
        .filter(Boolean)
        .sort((a, b) => a.localeCompare(b, lang)),
      ...shopPage(products, pageParam(request)),
      indexSections,
    };
  },
  noindex: (data) => Boolean(data.q || data.category),
});

/** All products are paged; the featured stand above them on the first page. */
function shopPage<P extends { featured: boolean }>(products: P[], asked: number) {
  const { items, paging } = pageOf(products, asked);
  return {
    featured: paging.page === 1 ? products.filter((product) => product.featured) : [],
    products: items,
    total: products.length,
    paging,
  };
}

export type ShopList = ListData<typeof list>;

export const publicPage: PublicServer<"shop"> = { key: "shop", list };
