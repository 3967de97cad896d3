/*
 * Paging of the public lists (issue 51): a list that can grow (posts, products, events, any type's
 * records) shows a page of it at a time, ?page=2 and on, with links that work without JavaScript.
 * The list route reads `paging` from a type's data for the page's canonical address and rel prev/next.
 */

/** How many cards a page of a public list shows: four rows of the three-column grid. */
const PUBLIC_PAGE_SIZE = 12;

/** Where a list is: its page, how many pages it has, how many items in all. */
export type Paging = { page: number; pages: number; total: number };

/** The page a request asks for (?page=), 1 when absent or not a whole number above 0. */
export function pageParam(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** One page of a list; a page past the end shows the last one (a link kept after deletes still finds items). */
export function pageOf<T>(items: readonly T[], asked: number, size = PUBLIC_PAGE_SIZE): { items: T[]; paging: Paging } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, asked), pages);
  return { items: items.slice((page - 1) * size, page * size), paging: { page, pages, total: items.length } };
}

/** A page's address: the list's path with its other parameters (a search, a filter) and ?page= (none for 1). */
export function pagePath(path: string, page: number, params: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  if (page > 1) next.set("page", String(page));
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** The paging a list's data carries, if it has any (the shared list route reads it for every type). */
export function pagingOf(data: unknown): Paging | null {
  const paging = (data as { paging?: Paging } | null)?.paging;
  return paging && Number.isInteger(paging.page) && Number.isInteger(paging.pages) ? paging : null;
}
