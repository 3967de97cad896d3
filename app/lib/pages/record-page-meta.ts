import type { DetailType } from "../admin/public-pages";
import type { Lang } from "../i18n/languages";
import { richTextPlain } from "../text/rich-text";
import { canonicalUrl, seoPageMeta, type Alternates } from "./seo";
import type { Shell } from "./shell";
import { CONTACT_FALLBACKS } from "./site-defaults";
import { breadcrumbLd, ldJson } from "./structured-data";
import { safeImageSrc } from "../text/url";

/*
 * The head of a record page of the shared detail route (decision 0067), from its definition: title,
 * description and image from the columns `page.detail` names (meta tags, hreflang alternates), the
 * type's own head tags, its structured data (`jsonLd`) and the breadcrumbs.
 */

/** A column's text as the page shows it: a `<name>_de` column in the page's language, rich text as plain text. */
export function shownText(
  def: Pick<DetailType, "fields">,
  record: Record<string, unknown>,
  column: string | undefined,
  lang: Lang,
): string {
  if (!column) return "";
  const textIn = (name: string) => {
    const value = record[name];
    return typeof value === "string" ? value : "";
  };
  // A `<name>_de` column's English twin where the page is English and it is filled (as `loc` reads it).
  const text = column.endsWith("_de") ? textIn(`${column.slice(0, -3)}_${lang}`) || textIn(column) : textIn(column);
  const rich = def.fields.some((field) => field.name === column && field.kind === "richText");
  return rich ? richTextPlain(text) : text;
}

export function recordPageMeta(
  def: DetailType,
  record: Record<string, unknown>,
  { shell, lang, origin, alternates }: { shell: Shell; lang: Lang; origin: string; alternates: Alternates },
) {
  const { detail } = def.page;
  const title = shownText(def, record, detail.title, lang);
  const description = [detail.description]
    .flat()
    .map((column) => shownText(def, record, column, lang))
    .find((text) => text.trim() !== "");
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const tags = seoPageMeta({
    title: `${title} | ${company}`,
    description: description ?? "",
    origin,
    path: alternates.de,
    alternates,
    lang,
    image: safeImageSrc(shownText(def, record, detail.image, lang)) ?? detail.imageFallback,
    seo: record,
    shell,
    type: detail.ogType ?? "website",
  });
  const url = canonicalUrl(tags);
  return [
    ...tags,
    ...(def.page.head?.(lang, origin) ?? []),
    ...ldJson(
      detail.jsonLd?.(record, { shell, origin, url, lang }) ?? null,
      breadcrumbLd({ shell, origin, lang, section: def.page.path, sectionName: def.page.name, name: title, url }),
    ),
  ];
}
