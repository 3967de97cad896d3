import { Info } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import type { ShopProduct } from "~db/schema";
import { fallbackLang, type Lang } from "~/lib/i18n";
import { safeHttpUrl } from "~/lib/text";
import { Highlighted } from "./highlighted";
import { SafeImage } from "./safe-image";
import { StarRating } from "./star-rating";
import { Button, buttonVariants } from "./ui/button";
import { NewTabLink } from "./pages/parts/links";
import { Pill } from "./pages/parts/pill";

/** The card texts (public-site.md 2.11); "Visit Shop" is the spec's own English label. */
const texts = {
  de: { visit: "Zum Shop", details: "Details", newTab: "(öffnet in neuem Tab)", featured: "Empfohlen" },
  en: { visit: "Visit Shop", details: "Details", newTab: "(opens in a new tab)", featured: "Featured" },
} as const;

export type ProductCardProduct = Pick<
  ShopProduct,
  "id" | "slug" | "name" | "description" | "category" | "price" | "rating" | "image_url" | "featured"
> & {
  external_url: string | null;
  /** The product's own page in the page's language, where the shop's rule gives it one (else null). */
  page_path: string | null;
  /** The media library's alt text of the image in the page's language (null: not given there). */
  image_alt?: string | null;
};

/** `highlight`: the folded words of an active search, marked in the name and the description. */
export function ProductCard({
  product,
  lang,
  highlight,
}: {
  product: ProductCardProduct;
  lang: Lang;
  highlight?: readonly string[];
}) {
  const l = texts[lang];
  const external = safeHttpUrl(product.external_url);
  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md"
      data-testid="product-card"
    >
      <div className="aspect-square overflow-hidden bg-muted">
        <SafeImage
          width={800}
          height={800}
          src={product.image_url}
          alt={product.image_alt ?? product.name}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Pill lang={fallbackLang(product, "category")}>{product.category}</Pill>
          <StarRating rating={product.rating} lang={lang} />
        </div>
        <h3 className="text-lg font-bold leading-snug" lang={fallbackLang(product, "name")}>
          <Highlighted text={product.name} terms={highlight} />
        </h3>
        <p className="text-sm text-muted-foreground" lang={fallbackLang(product, "description")}>
          <Highlighted text={product.description} terms={highlight} />
        </p>
        <p className="mt-auto pt-2 text-xl font-bold" data-testid="product-price">
          {product.price}
        </p>
        <div className="flex flex-wrap gap-2 pt-2">
          {external ? (
            <NewTabLink
              href={external}
              newTab={`: ${product.name} ${l.newTab}`}
              className={buttonVariants({ className: "flex-1" })}
            >
              {l.visit}
            </NewTabLink>
          ) : null}
          {product.page_path ? (
            <Button asChild variant="outline" className="flex-1">
              <LocalLink to={product.page_path} prefetch="intent" data-testid="details-button">
                <Info className="h-4 w-4" aria-hidden />
                {l.details}
                <span className="sr-only">: {product.name}</span>
              </LocalLink>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
