import { dateToBerlinIso } from "../i18n/berlin-time";
import type { Lang } from "../i18n/index";
import type { Shell } from "./shell";
import { absolute, compact, organizationRef, type JsonObject } from "./structured-data";

type When = Date | string | number | null | undefined;

/**
 * The structured data of a record page of the shared detail route (decision 0041): an Article for a
 * type that declares "article", else a WebPage, with the record's own name, text, image and dates.
 */
export function recordPageLd({
  kind,
  name,
  description,
  image,
  created_at,
  updated_at,
  shell,
  origin,
  url,
  lang,
}: {
  kind: string | undefined;
  name: string;
  description: string;
  image: string | null | undefined;
  created_at: When;
  updated_at: When;
  shell: Shell;
  origin: string;
  url: string;
  lang: Lang;
}): JsonObject {
  const picture = absolute(origin, image);
  const article = kind === "article";
  return compact({
    "@context": "https://schema.org",
    "@type": article ? "Article" : "WebPage",
    ...(article ? { headline: name, mainEntityOfPage: { "@type": "WebPage", "@id": url } } : { name, url }),
    description,
    image: picture ? [picture] : undefined,
    datePublished: dateToBerlinIso(created_at),
    dateModified: dateToBerlinIso(updated_at ?? created_at),
    publisher: organizationRef(shell, origin),
    inLanguage: lang,
  });
}
