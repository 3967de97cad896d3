import type { ContentTypeKey } from "~/lib/admin";
import type { PageView, ViewsComplete } from "./page-view";

/*
 * The public views of every type, by key (decision 0067): each type's view file (./<key>-page.tsx) found
 * by the bundler, so adding a type adds its file and nothing here. The check below fails the typecheck
 * while a type with pages has no view file, or one without the view its pages need.
 */
const modules = import.meta.glob<{ page?: PageView }>("./*-page.tsx", { eager: true });

const VIEWS: ReadonlyMap<string, PageView> = new Map(
  Object.values(modules).flatMap((module) => (module.page ? [[module.page.key, module.page]] : [])),
);

/** A type's views (its view file's `page`); every type with pages has one (checked below). */
export function pageViewOf(key: ContentTypeKey): PageView | null {
  return VIEWS.get(key) ?? null;
}

/** Compiles only when every entry is `true`; else the compiler names the type and what its view file lacks. */
function viewsComplete<_Checked extends Record<string, true>>(): void {}
viewsComplete<ViewsComplete>();
