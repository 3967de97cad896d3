import { loc, localText, type Lang } from "../i18n/languages";
import { localPath } from "../i18n/lang-path";
import type { Shell } from "./shell";
import { CONTACT_FALLBACKS, HERO_FALLBACK_IMAGES } from "./site-defaults";
import { safeImageSrc } from "../text/url";

type Bilingual<K extends string> = { [P in `${K}_de` | `${K}_en`]?: string | null };

/** A page's two addresses (paths): German and English. */
export type Alternates = { de: string; en: string };

/** The two addresses of a page that has the same path in both languages (German path given). */
export function alternatesOf(germanPath: string): Alternates {
  return { de: germanPath, en: localPath("en", germanPath) };
}

/**
 * Title, description, canonical, hreflang alternates and Open Graph tags for a public page. `path` is
 * the page's German path; a page whose English address differs by more than the /en prefix (a detail
 * page with an English slug) passes its `alternates`. The canonical is the address of the page's own
 * language; x-default is the German one.
 */
export function pageMeta({
  title,
  description,
  origin,
  path,
  lang,
  image,
  alternates,
}: {
  title: string;
  description: string;
  origin: string;
  path: string;
  lang: Lang;
  image?: string | null;
  alternates?: Alternates;
}) {
  const paths = alternates ?? alternatesOf(path);
  const de = origin + paths.de;
  const en = origin + paths.en;
  // Open Graph wants an absolute address; an image of the site is a path until here.
  const shown = safeImageSrc(image);
  const ogImage = shown?.startsWith("/") ? origin + shown : shown;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: lang === "en" ? en : de },
    { tagName: "link", rel: "alternate", hrefLang: "de", href: de },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: de },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: lang === "en" ? en : de },
    { property: "og:locale", content: lang === "en" ? "en_US" : "de_DE" },
    ...(ogImage ? [{ property: "og:image", content: ogImage }] : []),
  ];
}

/** What meta() of a route gets: the root route's data carries the request origin. */
type MetaMatches = readonly ({ loaderData?: unknown } | undefined)[];

/** The site's origin for absolute URLs in meta tags, from the root loader's data. */
export function siteOrigin(matches: MetaMatches): string {
  return (matches[0]?.loaderData as { origin?: string } | undefined)?.origin ?? "";
}

/**
 * Meta tags of a page whose hero is a page-content record: title "<hero title> | <company>", the hero
 * description (or subtitle), the hero image as og:image; the page's own texts and stock photo when the
 * record is missing or empty.
 */
export function heroPageMeta({
  matches,
  lang,
  page,
  shell,
  pageKey,
  path,
  fallback,
  noindex,
}: {
  matches: MetaMatches;
  lang: Lang;
  page:
    (Bilingual<"title" | "subtitle" | "description"> & { hero_background_image?: string | null } & SeoFields) | null;
  shell: Shell;
  pageKey: string;
  path: string;
  fallback: { title: string; description: string };
  /** Keep this address out of search results whatever the record says (e.g. a search result page). */
  noindex?: boolean;
}) {
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const heading = (page && loc(page, "title", lang)) || fallback.title;
  const description = (page && (loc(page, "description", lang) || loc(page, "subtitle", lang))) || fallback.description;
  return seoPageMeta({
    title: `${heading} | ${company}`,
    description,
    origin: siteOrigin(matches),
    path,
    lang,
    image: safeImageSrc(page?.hero_background_image) ?? HERO_FALLBACK_IMAGES[pageKey] ?? HERO_FALLBACK_IMAGES.home,
    seo: page,
    shell,
    noindex,
  });
}

/** The search-engine fields of a record or page (migration 0008); German values keep the plain name. */
type SeoFields = {
  seo_title?: string | null;
  seo_title_en?: string | null;
  seo_description?: string | null;
  seo_description_en?: string | null;
  og_image?: string | null;
  noindex?: boolean | null;
};

/**
 * A page text as a meta description: markdown marks and line breaks flattened, cut at a word
 * boundary before `max` characters with an ellipsis, since search engines show about 160.
 */
export function metaDescription(text: string | null | undefined, max = 160): string {
  const flat = (text ?? "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–]+$/, "")}…`;
}

type MetaDescriptor = ReturnType<typeof pageMeta>[number];

/**
 * pageMeta plus what every public page carries for search engines and link previews: the record's
 * SEO title, description and image where staff set them (the English ones on English pages, German
 * where they are empty), a robots noindex, og:site_name, the page type and Twitter card tags. The
 * defaults are the page's own title, its text cut to a description, and its image.
 */
export function seoPageMeta({
  seo,
  shell,
  type = "website",
  noindex,
  ...page
}: Parameters<typeof pageMeta>[0] & {
  seo?: SeoFields | null;
  shell: Shell;
  type?: "website" | "article";
  noindex?: boolean;
}) {
  const lang = page.lang;
  const own = (field: "seo_title" | "seo_description") => (seo ? localText(seo, field, lang).text.trim() : "");
  const title = own("seo_title") || page.title;
  const description = own("seo_description") || metaDescription(page.description);
  const image = safeImageSrc(seo?.og_image) ?? page.image;
  const base: MetaDescriptor[] = pageMeta({ ...page, title, description, image });
  const ogImage = base.find((tag) => "property" in tag && tag.property === "og:image") as
    { content: string } | undefined;
  return [
    ...base.map((tag) => ("property" in tag && tag.property === "og:type" ? { ...tag, content: type } : tag)),
    { property: "og:site_name", content: shell.settings?.company_name || CONTACT_FALLBACKS.companyName },
    ...(seo?.noindex || noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    // X reads og:title, og:description and og:image where its own tags are absent: only the card kind.
    { name: "twitter:card", content: ogImage ? "summary_large_image" : "summary" },
  ];
}

/** The page's canonical address from its meta descriptors (structured data names the page by it). */
export function canonicalUrl(meta: readonly object[]): string {
  const link = meta.find((tag) => "rel" in tag && tag.rel === "canonical") as { href?: string } | undefined;
  return link?.href ?? "";
}
