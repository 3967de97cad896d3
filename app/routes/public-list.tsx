import type { ComponentType } from "react";
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { LocalLink } from "~/components/local-link";
import { PageHero } from "~/components/page-hero";
import { SearchBox } from "~/components/search-box";
import { EmptyState } from "~/components/ui/empty-state";
import { listPath } from "~/lib/admin/public-page";
import { LIST_TYPES } from "~/lib/admin/public-pages";
import { searchParam } from "~/lib/pages/blog-shop.server";
import { recordPagePath } from "~/lib/pages/detail-slug.server";
import type { Lang } from "~/lib/i18n/index";
import { germanPath, localPath } from "~/lib/i18n/lang-path";
import { publicRecord, textOf } from "~/lib/pages/public-record";
import { withRichText } from "~/lib/text/rich-text.server";
import { heroPageMeta } from "~/lib/pages/seo";
import { loadPublicPage } from "~/lib/pages/shell.server";
import { listPageQueries } from "~/lib/pages/shared-pages.server";
import { inPageLanguage } from "~/lib/pages/page-language.server";

/*
 * The list page of every type that declares `page.list` without a route module of its own (decision
 * 0041): the page hero, a search over the type's search columns (?q=), and its records, each linked to
 * its own page where the type's rules give it one. A definition may name a list view
 * (app/components/pages/<view>-view.tsx, default export with `lang` and `items`); else a plain list.
 */

const texts = {
  de: { search: "Suchen", searchLabel: "Suche", empty: "Noch keine Einträge vorhanden.", noResults: "Keine Treffer." },
  en: { search: "Search", searchLabel: "Search", empty: "Nothing here yet.", noResults: "No results." },
} as const;

type Item = { record: Record<string, unknown>; title: string; description: string; href: string | null };

const VIEWS = import.meta.glob<ComponentType<{ lang: Lang; items: Item[] }>>("../components/pages/*-view.tsx", {
  eager: true,
  import: "default",
});

// Typed from react-router rather than ./+types: see routes/public-detail.tsx.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const segment = germanPath(new URL(request.url).pathname).split("/")[1] ?? "";
  const def = LIST_TYPES.find((type) => type.page.path === segment && !type.page.list?.route);
  if (!def) throw new Response(null, { status: 404 });
  const q = searchParam(request, "q");
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => listPageQueries(db, def, q));
  const [rows, heroRows] = page;
  const detail = def.page.detail;
  const items: Item[] = rows.map((row) => {
    const record = publicRecord(def, withRichText(def.fields, row, lang), lang);
    return {
      record,
      title: textOf(record, detail?.title ?? def.labelField),
      description: textOf(record, detail?.description),
      href: detail ? recordPagePath(def.key, row, lang) : null,
    };
  });
  return inPageLanguage(lang, {
    shell,
    lang,
    q,
    items,
    hero: heroRows[0] ?? null,
    pageKey: def.page.hero?.key ?? def.key,
    path: listPath(def.page),
    title: def.title,
    view: def.page.list?.view,
    searchable: Boolean(def.page.search?.length),
  });
}

export function meta({ loaderData, matches }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const { lang, hero, shell, pageKey, path, title, q } = loaderData;
  return heroPageMeta({
    matches,
    lang,
    page: hero,
    shell,
    pageKey,
    path,
    fallback: { title, description: title },
    noindex: Boolean(q),
  });
}

export default function PublicListPage() {
  const { lang, q, items, hero, pageKey, path, title, view, searchable } = useLoaderData<typeof loader>();
  const l = texts[lang];
  const View = view ? VIEWS[`../components/pages/${view}-view.tsx`] : undefined;
  return (
    <main id="main">
      <PageHero page={hero} pageKey={pageKey} lang={lang} fallback={{ title }}>
        {searchable ? (
          <SearchBox
            action={localPath(lang, path)}
            query={q}
            label={l.searchLabel}
            placeholder={l.search}
            submitLabel={l.search}
          />
        ) : null}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-16">
        {items.length === 0 ? (
          <EmptyState>{q ? l.noResults : l.empty}</EmptyState>
        ) : View ? (
          <View lang={lang} items={items} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="record-list">
            {items.map((item, i) => (
              <li key={i} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <h2 className="text-xl font-bold">
                  {item.href ? <LocalLink to={item.href}>{item.title}</LocalLink> : item.title}
                </h2>
                {item.description ? <p className="mt-2 text-muted-foreground">{item.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
