import type { ComponentType } from "react";
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { listPath } from "~/lib/admin/public-page";
import { DETAIL_TYPES } from "~/lib/admin/public-pages";
import { detailAlternates, resolveSlug } from "~/lib/pages/detail-slug.server";
import type { Lang } from "~/lib/i18n/index";
import { germanPath, localPath } from "~/lib/i18n/lang-path";
import { publicRecord, textOf } from "~/lib/pages/public-record";
import { withRichText } from "~/lib/text/rich-text.server";
import { canonicalUrl, seoPageMeta, siteOrigin } from "~/lib/pages/seo";
import type { PageProblem } from "~/lib/pages/shell";
import { loadPublicPage, notFound } from "~/lib/pages/shell.server";
import { detailPageQueries, publicRows } from "~/lib/pages/shared-pages.server";
import { CONTACT_FALLBACKS } from "~/lib/pages/site-defaults";
import { breadcrumbLd, ldJson } from "~/lib/pages/structured-data";
import { recordPageLd } from "~/lib/pages/structured-data-record";
import { safeImageSrc } from "~/lib/text/url";
import { inPageLanguage } from "~/lib/pages/page-language.server";

/*
 * The record page of every type that declares `page.detail` without a route module of its own
 * (decision 0041): the record by its slug (a routable one only, else the 404 page), rendered by the
 * view its definition names, with meta tags, both languages' addresses and structured data.
 */

const texts = {
  de: { notFound: "Seite nicht gefunden", notFoundText: "Diese Seite gibt es nicht (mehr).", back: "Zur Übersicht" },
  en: { notFound: "Page not found", notFoundText: "This page does not exist (any more).", back: "Back to the list" },
} as const;

/** The views of the record pages (app/components/pages/<view>-view.tsx), each module's default export. */
const VIEWS = import.meta.glob<ComponentType<{ lang: Lang; record: object }>>("../components/pages/*-view.tsx", {
  eager: true,
  import: "default",
});

// Typed from react-router rather than ./+types: the module is mounted only for a type without its own
// route module, so the route types are not generated while every type has one (knip.json names it).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // The route is mounted once per type; the type is the first segment of the German path.
  const segment = germanPath(new URL(request.url).pathname).split("/")[1] ?? "";
  const def = DETAIL_TYPES.find((type) => type.page.path === segment && !type.page.detail.route);
  if (!def) throw new Response(null, { status: 404 });
  const slug = (params.slug ?? "").trim();
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => detailPageQueries(db, def.key, slug));
  const row = slug ? resolveSlug(def.key, lang, slug, publicRows(page[0]), page[1]) : null;
  if (!row) {
    const l = texts[lang];
    throw notFound(shell, lang, {
      title: l.notFound,
      message: l.notFoundText,
      back: { href: localPath(lang, listPath(def.page)), label: l.back },
    });
  }
  const { detail } = def.page;
  const record = publicRecord(def, withRichText(def.fields, row, lang), lang);
  return inPageLanguage(lang, {
    shell,
    lang,
    view: detail.view,
    record,
    section: def.page.path,
    head: {
      title: textOf(record, detail.title),
      description: textOf(record, detail.description),
      image: textOf(record, detail.image) || null,
      structuredData: detail.structuredData,
      created_at: row.created_at instanceof Date ? row.created_at : null,
      updated_at: row.updated_at instanceof Date ? row.updated_at : null,
    },
    alternates: detailAlternates(def.key, row),
  });
}

export function meta({ loaderData, matches, error }: MetaArgs<typeof loader>) {
  if (!loaderData) {
    const problem = (error as { data?: PageProblem } | undefined)?.data;
    return problem?.title ? [{ title: problem.title }, { name: "robots", content: "noindex" }] : [];
  }
  const { lang, head, shell, alternates } = loaderData;
  const origin = siteOrigin(matches);
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const tags = seoPageMeta({
    title: `${head.title} | ${company}`,
    description: head.description,
    origin,
    path: alternates.de,
    alternates,
    lang,
    image: safeImageSrc(head.image),
    shell,
    type: head.structuredData === "article" ? "article" : "website",
  });
  const url = canonicalUrl(tags);
  return [
    ...tags,
    ...ldJson(
      recordPageLd({ kind: head.structuredData, name: head.title, ...head, shell, origin, url, lang }),
      breadcrumbLd({ shell, origin, lang, section: loaderData.section, name: head.title, url }),
    ),
  ];
}

export default function PublicDetailPage() {
  const loaderData = useLoaderData<typeof loader>();
  const View = VIEWS[`../components/pages/${loaderData.view}-view.tsx`];
  return View ? <View lang={loaderData.lang} record={loaderData.record} /> : null;
}
