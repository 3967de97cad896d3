import type { ContentTypeKeys, MenuEntry, RegisteredContentType } from "./content-type-def";
import type { DetailPage, PublicPage } from "./public-page";
import { CONTENT_TYPE_LIST, contentTypeOf, type ContentTypeKey } from "./registry";

/*
 * The registry's public pages (decision 0041): every content type that declares a `page`. The public
 * routes (app/routes.ts), the sitemap, previews, the hero editors and the slug lookups read these
 * lists, so a new type with pages needs nothing beyond its definition file.
 */

export type PublicType = RegisteredContentType & { key: ContentTypeKey; page: PublicPage<MenuEntry> };
export type DetailType = PublicType & { page: { detail: DetailPage } };

/** A definition's `page` as declared (its literal type). */
type PageOf<K extends ContentTypeKey> = NonNullable<ContentTypeKeys[K]["page"]>;

/** The keys of the types with a list page of the shared list route (a union, so a slip is a compile error). */
export type ListTypeKey = { [K in ContentTypeKey]: PageOf<K> extends { list: true } ? K : never }[ContentTypeKey];
/**
 * The keys of the types whose `page` has `part` served by the shared route, that is without a module of
 * its own named in `own` (a detail's `route`, a preview's `view`).
 */
type SharedPartKey<Part extends string, Own extends string> = {
  [K in ContentTypeKey]: PageOf<K> extends Record<Part, Record<Own, string>>
    ? never
    : PageOf<K> extends Record<Part, object>
      ? K
      : never;
}[ContentTypeKey];
/** The keys of the types whose records have pages of their own, on the shared detail route. */
export type DetailTypeKey = SharedPartKey<"detail", "route">;
/** The keys of the types without record pages whose drafts are previewed as their list page shows them. */
export type PreviewTypeKey = SharedPartKey<"preview", "view">;

/** Types with a page of their own or a place on another type's page. */
const PUBLIC_TYPES: readonly PublicType[] = CONTENT_TYPE_LIST.filter(isPublic);

function isPublic(def: RegisteredContentType): def is PublicType {
  return Boolean(def.page);
}

/** A type with a public face, by its key in an address (the preview's /vorschau/<type>/…), if any. */
export function publicTypeOf(key: string | undefined): PublicType | null {
  const def = contentTypeOf(key);
  return def && isPublic(def) ? def : null;
}

/** The type that owns the list page at a path segment ("blog"), if any. */
export function listTypeAt(segment: string): PublicType | null {
  return LIST_TYPES.find((def) => def.page.path === segment) ?? null;
}

/** The type whose record pages are under a path segment ("blog"), if any. */
export function detailTypeAt(segment: string): DetailType | null {
  return DETAIL_TYPES.find((def) => def.page.path === segment) ?? null;
}

/** Types whose records have pages of their own (/<path>/<slug>). */
export const DETAIL_TYPES: readonly DetailType[] = PUBLIC_TYPES.filter((def): def is DetailType =>
  Boolean(def.page.detail),
);

/** Types that own a list page (or a one-page type's page). */
export const LIST_TYPES: readonly PublicType[] = PUBLIC_TYPES.filter((def) => Boolean(def.page.list));

/** A type with record pages, by its key (the slug history is written under it). */
export function detailTypeOf(key: ContentTypeKey): DetailType | null {
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
