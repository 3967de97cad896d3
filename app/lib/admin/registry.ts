import {
  definitionsIn,
  hasEditorial,
  type ContentTypeKey,
  type ContentTypeKeys,
  type RegisteredContentType,
} from "./content-type-def";

/*
 * Every content type of the back office is one definition file in app/lib/admin/types/ (its server
 * half, if any, beside it in a `.server.ts`). They are found here by the bundler, so a new type is its
 * file and nothing else: the shared screen (/admin/:contentType), the admin bar, the dashboard, the role
 * gate, the public pages and the table-driven tests all read this list.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./types/*.ts", "!./types/*.server.ts"], { eager: true });

/** In the order of the file names, so every screen lists them the same way on every build. */
export const CONTENT_TYPE_LIST: readonly RegisteredContentType[] = Object.keys(modules)
  .sort()
  .flatMap((file) => definitionsIn(modules[file]!));

/**
 * The keys of the registered types, each added by its own file (`declare module` of ContentTypeKeys),
 * so a hook or a lookup by a key that is none fails the typecheck without a list kept by hand.
 */
export type { ContentTypeKey };

/** The registry by key (the URL segment under /admin). */
export const CONTENT_TYPES: Readonly<Record<string, RegisteredContentType>> = Object.fromEntries(
  CONTENT_TYPE_LIST.map((def) => [def.key, def]),
);

export function contentTypeOf(key: string | undefined): RegisteredContentType | null {
  // Case-insensitive like the router's own static paths, so /admin/NAVIGATION is the navigation
  // screen (and is gated as such), not an unknown one.
  const name = key?.toLowerCase();
  if (!name || !Object.hasOwn(CONTENT_TYPES, name)) return null;
  return CONTENT_TYPES[name] ?? null;
}

/** The registered type of a definition when its records have drafts (a page hero's form has none). */
export function editorialTypeOf(def: { key: string }): RegisteredContentType | null {
  const registered = contentTypeOf(def.key);
  return registered && hasEditorial(registered) ? registered : null;
}

/** The child types whose rows point at this type's rows (their foreign key deletes them along). */
export function childTypesOf(def: { key: string }): RegisteredContentType[] {
  return CONTENT_TYPE_LIST.filter((child) => child.parent?.key === def.key);
}

/** Each definition file's entry in ContentTypeKeys stands under its own definition's key: a slip fails here. */
type EntryUnderItsKey = { [K in ContentTypeKey]: ContentTypeKeys[K]["key"] extends K ? K : never }[ContentTypeKey];
const everyEntryUnderItsKey: [ContentTypeKey] extends [EntryUnderItsKey] ? true : false = true;
void everyEntryUnderItsKey;
