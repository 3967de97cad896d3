import type { MenuEntry, RegisteredContentType } from "./content-type-def";
import type { DetailPage, PublicPage } from "./public-page";
import { CONTENT_TYPE_LIST } from "./registry";

/*
 * The registry's public pages (decision 0041): every content type that declares a `page`. The public
 * routes (app/routes.ts), the sitemap, previews, the hero editors and the slug lookups read these
 * lists, so a new type with pages needs nothing beyond its definition file.
 */

export type PublicType = RegisteredContentType & { page: PublicPage<MenuEntry> };
export type DetailType = PublicType & { page: { detail: DetailPage } };

/** Types with a page of their own or a place on another type's page. */
const PUBLIC_TYPES: readonly PublicType[] = CONTENT_TYPE_LIST.filter((def): def is PublicType => Boolean(def.page));

/** Types whose records have pages of their own (/<path>/<slug>). */
export const DETAIL_TYPES: readonly DetailType[] = PUBLIC_TYPES.filter((def): def is DetailType =>
  Boolean(def.page.detail),
);

/** Types that own a list page (or a one-page type's page). */
export const LIST_TYPES: readonly PublicType[] = PUBLIC_TYPES.filter((def) => Boolean(def.page.list));

/** A type with record pages, by its key (the slug history is written under it). */
export function detailTypeOf(key: string): DetailType | null {
  return DETAIL_TYPES.find((def) => def.key === key) ?? null;
}

/** The hero editors of the types' list pages: admin path segment → page key ("blog-hero" → "blog"). */
export const TYPE_HERO_EDITORS: Readonly<Record<string, string>> = Object.fromEntries(
  PUBLIC_TYPES.flatMap((def) => (def.page.hero ? [[def.page.hero.editor, def.page.hero.key]] : [])),
);

/** The hero editors' entries in the admin bar. */
export const TYPE_HERO_SCREENS: readonly { path: string; menu: MenuEntry }[] = PUBLIC_TYPES.flatMap((def) =>
  def.page.hero ? [{ path: `/admin/${def.page.hero.editor}`, menu: def.page.hero.menu }] : [],
);
