import { Filter } from "~/components/icon";
import { useId } from "react";
import { IndexSections } from "~/components/index-sections";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/product-card";
import { SearchBox } from "~/components/search-box";
import { useFormOfAddress } from "~/components/site-settings";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import type { ShopList } from "~/lib/admin/index.server";
import { addressed, formOfAddress, type AddressedTexts, type Lang, localPath } from "~/lib/i18n";
import type { PublicPageContent } from "~/lib/pages";
import { SearchResults } from "./parts/search-results";
import { heroListTexts, pageView } from "./page-view";
import { SHOP_PRODUCT_TEXTS, ShopProductView } from "./shop-product-view";

/* The shop's public views (decision 0067): its list page (public-site.md 2.11) and a product's page (2.12). */

const de = {
  title: "Shop",
  subtitle: "Begleiter für Ihre Glückspraxis",
  searchLabel: "Produkte durchsuchen",
  searchPlaceholder: "Produkte durchsuchen...",
  categoryLabel: "Kategorie",
  allCategories: "Alle Kategorien",
  filter: "Filtern",
  featured: "Empfohlene Produkte",
  all: "Alle Produkte",
  empty: "Derzeit sind keine Produkte verfügbar.",
  noResults: (q: string, category: string) =>
    q && category
      ? `Keine Produkte für „${q}“ in der Kategorie „${category}“ gefunden`
      : category
        ? `Keine Produkte in der Kategorie „${category}“ gefunden`
        : `Keine Produkte für „${q}“ gefunden`,
  results: (n: number) => (n === 1 ? "1 Produkt gefunden" : `${n} Produkte gefunden`),
  clear: "Filter zurücksetzen",
};

/** This page's interface texts (public-site.md 2.11), with the "du" form of the one that addresses the visitor. */
const texts: AddressedTexts<typeof de> = {
  de,
  du: { subtitle: "Begleiter für deine Glückspraxis" },
  en: {
    title: "Shop",
    subtitle: "Companions for your happiness practice",
    searchLabel: "Search products",
    searchPlaceholder: "Search products...",
    categoryLabel: "Category",
    allCategories: "All categories",
    filter: "Filter",
    featured: "Featured Products",
    all: "All Products",
    empty: "No products available at the moment.",
    noResults: (q: string, category: string) =>
      q && category
        ? `No products found for “${q}” in the category “${category}”`
        : category
          ? `No products found in the category “${category}”`
          : `No products found for “${q}”`,
    results: (n: number) => (n === 1 ? "1 product found" : `${n} products found`),
    clear: "Clear filters",
  },
} as const;

function CategorySelect({ categories, category, lang }: { categories: string[]; category: string; lang: Lang }) {
  const id = useId();
  const l = texts[lang];
  // A category in the URL that no product has any more stays selectable, so the filter shown is the one applied.
  const options = category && !categories.includes(category) ? [...categories, category] : categories;
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {l.categoryLabel}
      </Label>
      <Select
        key={category}
        id={id}
        name="category"
        defaultValue={category}
        size="xl"
        className="w-auto px-3 text-base shadow-sm sm:max-w-56"
        data-testid="category-select"
        options={[{ value: "", label: l.allCategories }, ...options.map((name) => ({ value: name, label: name }))]}
      />
    </>
  );
}

function ShopList({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: ShopList }) {
  const { q, terms, category, categories, featured, products, total, paging, indexSections } = data;
  const l = addressed(texts, lang, useFormOfAddress());
  return (
    <main id="main">
      <PageHero page={hero} pageKey="shop" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }}>
        <SearchBox
          action={localPath(lang, "/shop")}
          query={q}
          label={l.searchLabel}
          placeholder={l.searchPlaceholder}
          submitLabel={l.filter}
          submitIcon={<Filter className="h-4 w-4" aria-hidden />}
          className="max-w-3xl"
        >
          <CategorySelect categories={categories} category={category} lang={lang} />
        </SearchBox>
      </PageHero>
      <SearchResults
        status={q || category ? (total === 0 ? l.noResults(q, category) : l.results(total)) : null}
        clear={{ to: "/shop", label: l.clear }}
        empty={{ text: l.empty, testId: "shop-empty" }}
        total={total}
        sections={[
          ["featured-products", l.featured, featured],
          ["all-products", l.all, products],
        ]}
        grid="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        paging={paging}
        lang={lang}
        card={(product) => <ProductCard product={product} lang={lang} highlight={terms} />}
      />
      <IndexSections sections={indexSections} lang={lang} />
    </main>
  );
}

export const page = pageView("shop", {
  List: ShopList,
  listTexts: heroListTexts(texts),
  Detail: ({ lang, data }: { lang: Lang; data: Parameters<typeof ShopProductView>[0]["product"] }) => (
    <ShopProductView lang={lang} product={data} />
  ),
  // public-site.md 2.12: an address without a product names the error "No product slug provided".
  notFound: (lang, settings, slug) => {
    const l = addressed(SHOP_PRODUCT_TEXTS, lang, formOfAddress(settings));
    return slug
      ? { title: l.notFound, message: l.notFoundText, back: l.back }
      : { title: l.noSlug, message: l.noSlugText, back: l.back };
  },
});

declare module "./page-view" {
  interface PageViews {
    shop: typeof page;
  }
}
