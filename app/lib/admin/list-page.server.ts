import { or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import { redirect } from "react-router";
import { listPageOf, PAGE_SIZE, withParams, type ListPage } from "./list-page";

/**
 * A case-insensitive "contains" over some text columns (ASCII letters fold, as they did with LIKE).
 * instr() rather than LIKE: D1 refuses LIKE patterns over 50 bytes, which a search of a few words
 * with umlauts reaches, and "%", "_" and "\\" need no escaping to find themselves.
 */
export function containsAny(q: string, columns: AnySQLiteColumn[]): SQL | undefined {
  if (!q) return undefined;
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${q})) > 0`));
}

/** LIMIT/OFFSET of a page (1-based). */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/**
 * A list screen's page of a query: the rows the search leaves, in the list's order, cut to the page's
 * window — the same for the page's rows and for the sub-select of their ids that other reads narrow to.
 */
export function onPage<Query extends SQLiteSelect>(
  query: Query,
  where: SQL | undefined,
  order: readonly (SQL | AnySQLiteColumn)[],
  window: { limit: number; offset: number },
) {
  return query
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * A page asked for past the last one (rows deleted meanwhile, or a typed number) is answered with a
 * redirect to the last page, the URL's other parameters kept.
 */
export function redirectPastLastPage(url: URL, asked: number, shown: number): void {
  if (shown >= asked) return;
  const path = url.pathname.replace(/\.data$/, "");
  throw redirect(`${path}${withParams(url.searchParams, { page: shown })}`);
}

/** What a list's loader reads from its URL: the search and page, the ids of the dialogs it names. */
export type ListQuery = { url: URL; params: URLSearchParams; list: ListPage; dialogIds: string[] };

/**
 * The loader of a searched, paged list with dialogs held in the URL (users, contact messages,
 * newsletter subscribers, redirect links, media): reads ?q=, ?page= and the values of the dialog
 * parameters, loads, sends a page past the end to the last page, and turns a failed read into the
 * screen's fallback with its error text, logged, so the screen still renders with the error in it.
 */
export async function loadListScreen<T, F>(
  request: Request,
  options: {
    /** Names the screen in the log line. */
    screen: string;
    /** The URL parameters whose value is the id of a row with an open dialog (?edit=12). */
    dialogs?: readonly string[];
    load: (query: ListQuery) => Promise<T>;
    fallback: F;
    loadFailed: string | ((error: unknown) => string);
  },
): Promise<(T & { loadError: null }) | (F & { loadError: string })> {
  const url = new URL(request.url);
  const params = url.searchParams;
  const list = listPageOf(params);
  const dialogIds = (options.dialogs ?? []).flatMap((name) => params.get(name) || []);
  try {
    const loaded = await options.load({ url, params, list, dialogIds });
    const shown = (loaded as { page?: unknown }).page;
    if (typeof shown === "number") redirectPastLastPage(url, list.page, shown);
    return { ...loaded, loadError: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`admin ${options.screen} load failed`, error);
    const text = typeof options.loadFailed === "string" ? options.loadFailed : options.loadFailed(error);
    return { ...options.fallback, loadError: text };
  }
}

/** The positive whole numbers among some dialog ids (a row id of the URL; junk opens nothing). */
export function positiveIds(values: readonly string[]): number[] {
  return values.flatMap((value) => (/^\d{1,15}$/.test(value) && Number(value) > 0 ? [Number(value)] : []));
}
