import { loc, type Lang } from "./i18n";
import { localPath } from "./lang-path";
import type { Shell } from "./shell";
import { CONTACT_FALLBACKS, HERO_FALLBACK_IMAGES } from "./site-defaults";
import { safeImageSrc } from "./url";

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
}: {
  matches: MetaMatches;
  lang: Lang;
  page: (Bilingual<"title" | "subtitle" | "description"> & { hero_background_image?: string | null }) | null;
  shell: Shell;
  pageKey: string;
  path: string;
  fallback: { title: string; description: string };
}) {
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const heading = (page && loc(page, "title", lang)) || fallback.title;
  const description = (page && (loc(page, "description", lang) || loc(page, "subtitle", lang))) || fallback.description;
  return pageMeta({
    title: `${heading} | ${company}`,
    description,
    origin: siteOrigin(matches),
    path,
    lang,
    image: safeImageSrc(page?.hero_background_image) ?? HERO_FALLBACK_IMAGES[pageKey] ?? HERO_FALLBACK_IMAGES.home,
  });
}
