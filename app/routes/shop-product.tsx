import type { Route } from "./+types/shop-product";
import { SHOP_PRODUCT_TEXTS, ShopProductView } from "~/components/pages/shop-product-view";
import {
  pickProduct,
  PRODUCT_TEXT_FIELDS,
  shopProductQueries,
  withSafeExternalUrl,
} from "~/lib/pages/blog-shop.server";
import { detailAlternates } from "~/lib/pages/detail-slug.server";
import { shop } from "~/lib/admin/types/shop";
import { localizeRow } from "~/lib/i18n/index";
import { localPath } from "~/lib/i18n/lang-path";
import { withRichText } from "~/lib/text/rich-text.server";
import { canonicalUrl, seoPageMeta, siteOrigin } from "~/lib/pages/seo";
import type { PageProblem } from "~/lib/pages/shell";
import { withLibraryAlt } from "~/lib/media/library-alt.server";
import { loadPublicPage, notFound } from "~/lib/pages/shell.server";
import { CONTACT_FALLBACKS } from "~/lib/pages/site-defaults";
import { breadcrumbLd, ldJson, productLd } from "~/lib/pages/structured-data";
import { safeImageSrc } from "~/lib/text/url";
import { addressed, formOfAddress } from "~/lib/i18n/form-of-address";
import { inPageLanguage } from "~/lib/pages/page-language.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  const { shell, lang, page } = await loadPublicPage(request, context, (db) =>
    slug ? shopProductQueries(db, slug) : ([] as const),
  );
  const l = addressed(SHOP_PRODUCT_TEXTS, lang, formOfAddress(shell.settings));
  const back = { href: localPath(lang, "/shop"), label: l.back };
  // public-site.md 2.12: with no slug the error "No product slug provided" applies.
  if (!slug) throw notFound(shell, lang, { title: l.noSlug, message: l.noSlugText, back });
  const product = pickProduct(lang, slug, page[0] ?? [], page[1] ?? []);
  if (!product) throw notFound(shell, lang, { title: l.notFound, message: l.notFoundText, back });
  return inPageLanguage(lang, {
    shell,
    lang,
    product: localizeRow(
      withRichText(shop.fields, withSafeExternalUrl(withLibraryAlt(product, lang)), lang),
      PRODUCT_TEXT_FIELDS,
      lang,
    ),
    alternates: detailAlternates("shop", product),
  });
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) {
    const problem = (error as { data?: PageProblem } | undefined)?.data;
    return problem?.title ? [{ title: problem.title }, { name: "robots", content: "noindex" }] : [];
  }
  const { lang, product, shell } = loaderData;
  const origin = siteOrigin(matches);
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const tags = seoPageMeta({
    title: `${product.name} | ${company}`,
    description: product.description,
    origin,
    // Reached by id or by slug: the canonical address is the one the shop links to.
    path: loaderData.alternates.de,
    alternates: loaderData.alternates,
    lang,
    image: safeImageSrc(product.image_url),
    seo: product,
    shell,
  });
  const url = canonicalUrl(tags);
  return [
    ...tags,
    ...ldJson(
      productLd({ product: { ...product, image: product.og_image || product.image_url }, origin, url }),
      breadcrumbLd({ shell, origin, lang, section: "shop", name: product.name, url }),
    ),
  ];
}

export default function ShopProductPage({ loaderData }: Route.ComponentProps) {
  return <ShopProductView lang={loaderData.lang} product={loaderData.product} />;
}
