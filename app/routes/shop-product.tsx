import { ArrowLeft, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/shop-product";
import { productPath } from "~/components/product-card";
import { SafeImage } from "~/components/safe-image";
import { StarRating } from "~/components/star-rating";
import { pickProduct, shopProductQueries, withSafeExternalUrl } from "~/lib/blog-shop.server";
import { pageMeta, siteOrigin } from "~/lib/seo";
import type { PageProblem } from "~/lib/shell";
import { loadPublicPage, notFound } from "~/lib/shell.server";
import { CONTACT_FALLBACKS } from "~/lib/site-defaults";
import { safeHttpUrl, safeImageSrc } from "~/lib/url";

/** This page's interface texts (public-site.md 2.12, 8.2); the spec's English wording is kept. */
const texts = {
  de: {
    back: "Zurück zum Shop",
    notFound: "Produkt nicht gefunden",
    notFoundText: "Dieses Produkt gibt es nicht (mehr). Im Shop finden Sie alle aktuellen Produkte.",
    noSlug: "Kein Produkt angegeben",
    noSlugText: "Die Adresse enthält kein Produkt. Bitte wählen Sie ein Produkt im Shop aus.",
    visit: "Zum Shop",
    newTab: "(öffnet in neuem Tab)",
    price: "Preis",
  },
  en: {
    back: "Back to shop",
    notFound: "Product not found",
    notFoundText: "This product does not exist (any more). The shop lists all current products.",
    noSlug: "No product slug provided",
    noSlugText: "The address does not name a product. Please choose a product in the shop.",
    visit: "Visit Shop",
    newTab: "(opens in a new tab)",
    price: "Price",
  },
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  const { shell, lang, page } = await loadPublicPage(request, context, (db) =>
    slug ? shopProductQueries(db, slug) : ([] as const),
  );
  const l = texts[lang];
  const back = { href: "/shop", label: l.back };
  // public-site.md 2.12: with no slug the error "No product slug provided" applies.
  if (!slug) throw notFound(shell, lang, { title: l.noSlug, message: l.noSlugText, back });
  const product = pickProduct(page[0] ?? [], slug);
  if (!product) throw notFound(shell, lang, { title: l.notFound, message: l.notFoundText, back });
  return { shell, lang, product: withSafeExternalUrl(product) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) {
    const problem = (error as { data?: PageProblem } | undefined)?.data;
    return problem?.title ? [{ title: problem.title }, { name: "robots", content: "noindex" }] : [];
  }
  const { lang, product, shell } = loaderData;
  const origin = siteOrigin(matches);
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  return pageMeta({
    title: `${product.name} | ${company}`,
    description: product.description,
    origin,
    // Reached by id or by slug: the canonical address is the one the shop links to.
    path: productPath(product),
    lang,
    image: safeImageSrc(product.image_url),
  });
}

export default function ShopProductPage({ loaderData }: Route.ComponentProps) {
  const { lang, product } = loaderData;
  const l = texts[lang];
  const external = safeHttpUrl(product.external_url);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <Link to="/shop" className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {l.back}
      </Link>
      <article className="mt-8 grid grid-cols-1 gap-10 md:grid-cols-2">
        <div className="overflow-hidden rounded-2xl bg-muted">
          <SafeImage
            width={800}
            height={800}
            src={product.image_url}
            alt={product.name}
            loading="eager"
            className="aspect-square w-full object-cover"
          />
        </div>
        <div className="flex flex-col gap-5">
          <span
            className="self-start rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary"
            data-testid="product-category"
          >
            {product.category}
          </span>
          <h1 className="text-3xl font-bold leading-tight tracking-tight md:text-4xl">{product.name}</h1>
          <StarRating rating={product.rating} lang={lang} />
          <p className="text-lg">{product.description}</p>
          {product.detailed_description?.trim() ? (
            <p className="whitespace-pre-line text-muted-foreground" data-testid="product-details">
              {product.detailed_description}
            </p>
          ) : null}
          <p className="text-3xl font-bold" data-testid="product-price">
            <span className="sr-only">{l.price}: </span>
            {product.price}
          </p>
          {external ? (
            <a
              href={external}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center gap-2 self-start rounded-md bg-primary px-6 py-3 text-lg font-semibold text-primary-foreground hover:bg-primary/95"
            >
              <ExternalLink className="h-5 w-5" aria-hidden />
              {l.visit}
              <span className="sr-only">{l.newTab}</span>
            </a>
          ) : null}
        </div>
      </article>
    </main>
  );
}
