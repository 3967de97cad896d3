import type { ReactNode } from "react";
import type { DetailTypeKey, ListTypeKey, PreviewTypeKey } from "~/lib/admin";
import { type Lang, addressed, formOfAddress } from "~/lib/i18n";
import type { PublicPageContent, PublicSettings } from "~/lib/pages";

/*
 * A type's views on the public site (decision 0067): one file per type, app/components/pages/<key>-page.tsx,
 * exporting `page = pageView(key, …)` and adding its entry to PageViews. The shared list and detail
 * routes and the preview render from these; the registry (./views.ts) checks that every type with pages
 * has its file, so a missing view fails the typecheck instead of rendering a blank page.
 */

/**
 * A component as a view slot holds it: its props are the data the type's server half gives, which the
 * shared routes pass on unread. Declared as a method so a view may name its own data type.
 */
type View<P> = { view(props: P): ReactNode }["view"];

/** The head texts of a page in a language, with the site's form of address (decision 0058). */
type Texts<T> = (lang: Lang, settings: PublicSettings | null) => T;

/** An error page's texts and the label of its way back to the list. */
type Problem = { title: string; message: string; back: string };

export type PageView<K extends string = string> = {
  key: K;
  /** The list page below the site's frame, hero included; `data` is its server half's list data. */
  List?: View<{ lang: Lang; hero: PublicPageContent | null; data: unknown }>;
  /** The list page's title and description where its hero record gives none. */
  listTexts?: Texts<{ title: string; description: string }>;
  /** A record's page (and its preview); `data` is its server half's detail data, else the record. */
  Detail?: View<{ lang: Lang; data: unknown }>;
  /** The 404 page of an address of the type that shows no record (`slug` as asked, cut), and its way back. */
  notFound?: (lang: Lang, settings: PublicSettings | null, slug: string) => Problem;
  /** The 503 page when a record page cannot be read, if the type words it itself. */
  loadFailed?: (lang: Lang) => Problem;
  /** A draft of a type without record pages, as the list page shows it. */
  Preview?: View<{ lang: Lang; data: unknown }>;
};

/** The views of a type (the `page` export of its view file). */
export function pageView<const K extends string, const V extends Omit<PageView<K>, "key">>(key: K, views: V) {
  return { key, ...views };
}

/**
 * Filled by each view file: `declare module "./page-view" { interface PageViews { blog: typeof page } }`.
 * @public (exported for that declaration merging only)
 */
// oxlint-disable-next-line typescript/no-empty-interface -- filled by declaration merging
export interface PageViews {}

/** What a type's view file must have, from its definition's `page`. */
type Needed<K> = (K extends ListTypeKey ? Required<Pick<PageView, "List" | "listTexts">> : unknown) &
  (K extends DetailTypeKey ? Required<Pick<PageView, "Detail" | "notFound">> : unknown) &
  (K extends PreviewTypeKey ? Required<Pick<PageView, "Detail">> | Required<Pick<PageView, "Preview">> : unknown);

/** Every type with pages has its view file with the views its pages need (a compile error otherwise). */
export type ViewsComplete = {
  [K in ListTypeKey | DetailTypeKey | PreviewTypeKey]: K extends keyof PageViews
    ? PageViews[K] extends Needed<K>
      ? true
      : `the view file of ${K} lacks a view its page needs`
    : `no view file for ${K} (app/components/pages/${K}-page.tsx)`;
};

type HeroTexts = { title: string; subtitle: string };

/**
 * A list page's head texts from its interface texts' title and subtitle, in the site's form of address
 * where the texts have a "du" variant (decision 0058).
 */
export function heroListTexts<D extends HeroTexts, E extends HeroTexts>(texts: {
  de: D;
  du?: Partial<D>;
  en: E;
}): Texts<{ title: string; description: string }> {
  return (lang, settings) => {
    const { title, subtitle } = inAddress<HeroTexts>(texts, lang, settings);
    return { title, description: subtitle };
  };
}

type NotFoundTexts = { notFound: string; notFoundText: string; back: string };

/** A detail page's 404 texts (`notFound`, `notFoundText`, `back`), in the site's form of address. */
export function notFoundFrom<D extends NotFoundTexts, E extends NotFoundTexts>(texts: {
  de: D;
  du?: Partial<D>;
  en: E;
}): (lang: Lang, settings: PublicSettings | null) => Problem {
  return (lang, settings) => {
    const l = inAddress<NotFoundTexts>(texts, lang, settings);
    return { title: l.notFound, message: l.notFoundText, back: l.back };
  };
}

/** Texts with or without a "du" variant, in the language and the site's form of address. */
function inAddress<T>(texts: { de: T; du?: Partial<T>; en: T }, lang: Lang, settings: PublicSettings | null): T {
  return addressed({ de: texts.de, du: texts.du ?? {}, en: texts.en }, lang, formOfAddress(settings));
}
