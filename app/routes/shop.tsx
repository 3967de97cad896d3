import { Filter, X } from "~/components/icon";
import { useId } from "react";
import { LocalLink } from "~/components/local-link";
import type { Route } from "./+types/shop";
import { IndexSections } from "~/components/index-sections";
import { PageHero } from "~/components/page-hero";
import { ProductCard, type ProductCardProduct } from "~/components/product-card";
import { SearchBox } from "~/components/search-box";
import { recordPagePath } from "~/lib/pages/detail-slug.server";
import {
  searchParam,
  shopListQueries,
  withSafeExternalUrl,
  withWordsInText,
  PRODUCT_CARD_FIELDS,
} from "~/lib/pages/blog-shop.server";
import { searchTerms } from "~/lib/pages/search";
import { localizeRow, localText, type Lang } from "~/lib/i18n/index";
import { heroPageMeta } from "~/lib/pages/seo";
import { withLibraryAlt } from "~/lib/media/library-alt.server";
import { loadPublicPage } from "~/lib/pages/shell.server";
import { EmptyState } from "~/components/ui/empty-state";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { localPath } from "~/lib/i18n/lang-path";
import { addressed, formOfAddress, type AddressedTexts } from "~/lib/i18n/form-of-address";
import { buttonVariants } from "~/components/ui/button";
import { inPageLanguage } from "~/lib/pages/page-language.server";

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

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchParam(request, "q");
  const category = searchParam(request, "category");
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => shopListQueries(db, q, category));
  const [found, categoryRows, pageRows, indexSections] = page;
  const rows = withWordsInText(found, searchTerms(q), [
    "name",
    "name_en",
    "description",
    "description_en",
    "category",
    "category_en",
  ]);
  const products = rows.map((row) => ({
    ...localizeRow(withSafeExternalUrl(withLibraryAlt(row, lang)), PRODUCT_CARD_FIELDS, lang),
    page_path: recordPagePath("shop", row, lang, row.has_page),
  }));
  return inPageLanguage(lang, {
    shell,
    lang,
    q,
    category,
    // The words the cards mark (the same folding the search used).
    terms: searchTerms(q),
    // Each category once, by its name in the page's language (German where it has no English one).
    categories: [...new Set(categoryRows.map((row) => localText(row, "category", lang).text))]
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b, lang)),
    page: pageRows[0] ?? null,
    // public-site.md 2.11: a featured grid and a grid of all products, both newest first.
    featured: products.filter((product) => product.featured),
    products,
    indexSections,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  // The canonical address never carries the search or the filter, and filtered pages are not indexed.
  return heroPageMeta({
    matches,
    lang,
    page,
    shell,
    pageKey: "shop",
    path: "/shop",
    fallback: (({ title, subtitle }) => ({ title, description: subtitle }))(
      addressed(texts, lang, formOfAddress(shell.settings)),
    ),
    noindex: Boolean(loaderData.q || loaderData.category),
  });
}

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

function ProductGrid({
  id,
  heading,
  products,
  lang,
  terms,
}: {
  id: string;
  heading: string;
  products: ProductCardProduct[];
  lang: Lang;
  terms: string[];
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="mb-8 text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} lang={lang} highlight={terms} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { lang, q, terms, category, categories, page, featured, products, indexSections, shell } = loaderData;
  const l = addressed(texts, lang, formOfAddress(shell.settings));
  const filtered = Boolean(q || category);
  return (
    <main id="main">
      <PageHero page={page} pageKey="shop" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }}>
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
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16">
        {filtered ? (
          <div
            className="flex flex-wrap items-center justify-between gap-4"
            role="status"
            aria-live="polite"
            data-testid="search-status"
          >
            <p className="text-lg font-semibold">
              {products.length === 0 ? l.noResults(q, category) : l.results(products.length)}
            </p>
            <LocalLink to="/shop" className={buttonVariants({ variant: "outline" })}>
              <X className="h-4 w-4" aria-hidden />
              {l.clear}
            </LocalLink>
          </div>
        ) : products.length === 0 ? (
          <EmptyState variant="page" data-testid="shop-empty">
            {l.empty}
          </EmptyState>
        ) : null}
        <ProductGrid id="featured-products" heading={l.featured} products={featured} lang={lang} terms={terms} />
        <ProductGrid id="all-products" heading={l.all} products={products} lang={lang} terms={terms} />
      </div>
      <IndexSections sections={indexSections} lang={lang} />
    </main>
  );
}
