import { ArrowLeft, ExternalLink } from "~/components/icon";
import { RichText } from "~/components/rich-text";
import { LocalLink } from "~/components/local-link";
import { SafeImage } from "~/components/safe-image";
import { StarRating } from "~/components/star-rating";
import { safeHttpUrl } from "~/lib/text/url";
import { fallbackLang, type Lang } from "~/lib/i18n";
import type { ShopProduct } from "~db/schema";
import { buttonVariants } from "~/components/ui/button";

/** This page's interface texts (public-site.md 2.12, 8.2); the spec's English wording is kept. */
export const SHOP_PRODUCT_TEXTS = {
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
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    notFoundText: "Dieses Produkt gibt es nicht (mehr). Im Shop findest du alle aktuellen Produkte.",
    noSlugText: "Die Adresse enthält kein Produkt. Bitte wähle ein Produkt im Shop aus.",
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
};

/** The page as visitors see it: the public route and the preview of a draft render this. */
export function ShopProductView({
  lang,
  product,
}: {
  lang: Lang;
  product: Omit<ShopProduct, "external_url"> & { external_url: string | null; image_alt?: string | null };
}) {
  const l = SHOP_PRODUCT_TEXTS[lang];
  const external = safeHttpUrl(product.external_url);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <LocalLink to="/shop" className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {l.back}
      </LocalLink>
      <article className="mt-8 grid grid-cols-1 gap-10 md:grid-cols-2">
        <div className="overflow-hidden rounded-2xl bg-muted">
          <SafeImage
            width={800}
            height={800}
            src={product.image_url}
            alt={product.image_alt ?? product.name}
            loading="eager"
            className="aspect-square w-full object-cover"
          />
        </div>
        <div className="flex flex-col gap-5">
          <span
            className="self-start rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary"
            data-testid="product-category"
            lang={fallbackLang(product, "category")}
          >
            {product.category}
          </span>
          <h1
            className="text-3xl font-bold leading-tight tracking-tight md:text-4xl"
            lang={fallbackLang(product, "name")}
          >
            {product.name}
          </h1>
          <StarRating rating={product.rating} lang={lang} />
          <p className="text-lg" lang={fallbackLang(product, "description")}>
            {product.description}
          </p>
          {product.detailed_description?.trim() ? (
            <RichText
              html={product.detailed_description}
              title={product.name}
              className="text-muted-foreground"
              data-testid="product-details"
              lang={fallbackLang(product, "detailed_description")}
            />
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
              className={buttonVariants({ size: "lg", className: "self-start" })}
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
