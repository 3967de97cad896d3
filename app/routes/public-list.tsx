import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { pageViewOf } from "~/components/pages/views";
import { listPath, listTypeAt } from "~/lib/admin";
import { publicServerOf } from "~/lib/admin/index.server";
import { heroPageMeta, siteOrigin, pagePath, pagingOf } from "~/lib/pages";
import { localPath } from "~/lib/i18n";
import {
  loadOrFail,
  loadPublicPage,
  pageContentQuery,
  plainList,
  typeSegment,
  inPageLanguage,
} from "~/lib/pages/index.server";

/*
 * The list page of every type that declares `page.list` (decision 0067): the page hero and what the
 * type's server half reads (types/<key>.server.ts; without one, its records), in one batch with the
 * shell, rendered by the list view of its view file (components/pages/<key>-page.tsx). Mounted once per
 * type and language (app/routes.ts); the type is the German path's first segment.
 */

// Typed from react-router rather than ./+types: the data is the type's own, passed on to its view.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const def = listTypeAt(typeSegment(request));
  if (!def) throw new Response(null, { status: 404 });
  const slot = publicServerOf(def.key)?.list ?? plainList(def);
  const now = new Date();
  const heroKey = def.page.hero?.key ?? def.key;
  const { shell, pageSettings, lang, page } = await loadOrFail(request, () =>
    loadPublicPage(request, context, (db) => [pageContentQuery(db, heroKey), ...slot.reads(db, { request, now })]),
  );
  const [hero, ...results] = page;
  const data = slot.shape(results, { request, lang, shell, pageSettings, now });
  return inPageLanguage(lang, {
    shell,
    lang,
    key: def.key,
    heroKey,
    path: listPath(def.page),
    hero: hero[0] ?? null,
    data,
    noindex: slot.noindex?.(data) ?? false,
  });
}

export function meta({ loaderData, matches }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const { lang, hero, shell, key, heroKey, path, noindex, data } = loaderData;
  const def = listTypeAt(path.slice(1));
  const fallback = pageViewOf(key)?.listTexts?.(lang, shell.settings) ?? { title: "", description: "" };
  const origin = siteOrigin(matches);
  // The canonical address never carries a search or filter, and such pages are not indexed. A further
  // page of a list is a page of its own (its canonical names it) with its neighbours as prev and next.
  const paging = pagingOf(data);
  const page = paging?.page ?? 1;
  const here = pagePath(path, page);
  const neighbours = paging
    ? [
        ...(page > 1 ? [{ rel: "prev", page: page - 1 }] : []),
        ...(page < paging.pages ? [{ rel: "next", page: page + 1 }] : []),
      ].map(({ rel, page: n }) => ({ tagName: "link", rel, href: origin + localPath(lang, pagePath(path, n)) }))
    : [];
  return [
    ...heroPageMeta({ matches, lang, page: hero, shell, pageKey: heroKey, path: here, fallback, noindex }),
    ...(noindex ? [] : neighbours),
    ...(def?.page.head?.(lang, origin) ?? []),
  ];
}

export default function PublicListPage() {
  const { lang, hero, key, data } = useLoaderData<typeof loader>();
  const List = pageViewOf(key)?.List;
  return List ? <List lang={lang} hero={hero} data={data} /> : null;
}
