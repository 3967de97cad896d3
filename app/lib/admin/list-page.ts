/**
 * Search and paging of the back office's long lists (contact messages, newsletter subscribers,
 * users, redirect links): `?q=` and `?page=` in the URL, so a list can be bookmarked, reloaded and
 * used without JavaScript. Pure, shared by the loaders and the screens.
 */

/** Rows per page. */
export const PAGE_SIZE = 20;
/** Longer search text is cut: nobody types more, and each character costs a LIKE comparison per row. */
const SEARCH_MAX = 100;

export type ListPage = { q: string; page: number };

/** Reads ?q= and ?page= leniently: junk means "no search" / "first page", never an error. */
export function listPageOf(params: URLSearchParams): ListPage {
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const raw = params.get("page") ?? "";
  const page = /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return { q, page };
}

/** Pages for `total` rows (at least one, so an empty list is "page 1 of 1"). */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The page asked for, moved back to the last page when it is past the end. */
export function clampPage(page: number, total: number): number {
  return Math.min(page, pageCountOf(total));
}

/**
 * The list's query string with some parameters changed (a null value removes it), in a stable
 * order; page 1 and an empty search are left out so the plain list keeps its plain URL.
 */
export function withParams(current: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "" || (key === "page" && Number(value) === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}
