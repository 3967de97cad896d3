import { RichText } from "~/components/rich-text";
import { CardImage } from "./parts/card";
import { DetailLayout, DetailTitle } from "./parts/detail-layout";
import { DetailCta } from "./parts/links";
import { Pill, Price } from "./parts/pill";
import { StarRating } from "~/components/star-rating";
import { safeHttpUrl } from "~/lib/text";
import { fallbackLang, type Lang } from "~/lib/i18n";
import type { ShopProduct } from "~db/schema";

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
  return (
    <DetailLayout
      back={{ to: "/shop", text: l.back }}
      image={
        <CardImage
          width={800}
          height={800}
          src={product.image_url}
          alt={product.image_alt ?? product.name}
          eager
          className="aspect-square"
        />
      }
    >
      <Pill className="self-start text-sm" data-testid="product-category" lang={fallbackLang(product, "category")}>
        {product.category}
      </Pill>
      <DetailTitle lang={fallbackLang(product, "name")}>{product.name}</DetailTitle>
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
      <Price label={l.price} testId="product-price">
        {product.price}
      </Price>
      <DetailCta href={safeHttpUrl(product.external_url)} newTab={l.newTab}>
        {l.visit}
      </DetailCta>
    </DetailLayout>
  );
}
