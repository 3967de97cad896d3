import type { Lang } from "./i18n";

/** Title, description, canonical, hreflang alternates and Open Graph tags for a public page. */
export function pageMeta({
  title,
  description,
  origin,
  path,
  lang,
  image,
}: {
  title: string;
  description: string;
  origin: string;
  path: string;
  lang: Lang;
  image?: string | null;
}) {
  const de = origin + path;
  const en = `${origin}${path}${path.includes("?") ? "&" : "?"}lang=en`;
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
    ...(image ? [{ property: "og:image", content: image }] : []),
  ];
}
