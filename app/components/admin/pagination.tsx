import { Form, Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { pageCountOf, withParams, useT } from "~/lib/admin";
import { cn } from "~/lib/utils";

/*
 * Search and paging for server-paged lists (app/lib/admin/list-page.ts). Both are plain GET links and
 * a GET form, so they work without JavaScript; the caller names the parameters of its list to keep
 * (filters, order), anything else (an open dialog's) is dropped. (No icons: an icon shared with the public pages would be split into
 * a chunk of its own that visitors then load as well.)
 *
 *   <ListSearch label="Nachrichten durchsuchen" />
 *   <Pagination total={filteredCount} page={page} keep={["status"]} />
 */

/** The pager's words in the back office's language (only back-office lists are paged). */
function useTexts() {
  const t = useT();
  return {
    search: t("Suchen"),
    reset: t("Suche zurücksetzen"),
    pages: t("Seiten"),
    previous: t("Vorherige Seite"),
    next: t("Nächste Seite"),
    page: (n: number) => t("Seite {n}", { n }),
    of: (page: number, pages: number, total: number) =>
      t("Seite {page} von {pages} ({total} Einträge)", { page, pages, total }),
  };
}

/**
 * The list's own parameters that a search or another page carries along (filters, a tab), named by
 * the caller; anything else in the URL, such as an open dialog's, is left out.
 */
function baseParams(params: URLSearchParams, keep: readonly string[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) if (keep.includes(key) || key === "q" || key === "page") next.append(key, value);
  return next;
}

/** A search box (?q=) that keeps the list's other parameters and starts again at page 1. */
export function ListSearch({
  label,
  placeholder,
  className,
  keep = [],
}: {
  label: string;
  placeholder?: string;
  className?: string;
  /** The list's parameters besides ?q= kept with a search (filters); others are dropped. */
  keep?: readonly string[];
}) {
  const t = useTexts();
  const translate = useT();
  // The screen writes its label in German; it is shown in the screen's language.
  const name = translate(label);
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const kept = [...baseParams(params, keep).entries()].filter(([key]) => key !== "q" && key !== "page");
  return (
    <Form method="get" role="search" aria-label={name} className={cn("flex flex-wrap items-center gap-2", className)}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <Input
        type="search"
        name="q"
        defaultValue={q}
        key={q}
        aria-label={name}
        placeholder={placeholder ? translate(placeholder) : name}
        maxLength={100}
        // Beside its button on a phone too; the placeholder is short enough for the box (issue 51).
        className="min-w-0 flex-1 sm:max-w-xs"
        data-testid="list-search"
      />
      <Button type="submit" variant="outline">
        {t.search}
      </Button>
      {q ? (
        <Link
          to={withParams(baseParams(params, keep), { q: null, page: null }) || "?"}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          {t.reset}
        </Link>
      ) : null}
    </Form>
  );
}

/** Page links (?page=) for `total` rows: previous, a window of numbers around the current page, next. */
export function Pagination({
  total,
  page,
  className,
  keep = [],
}: {
  total: number;
  page: number;
  className?: string;
  /** The list's parameters besides ?q= and ?page= kept in the page links (filters); others are dropped. */
  keep?: readonly string[];
}) {
  const t = useTexts();
  const [params] = useSearchParams();
  const pages = pageCountOf(total);
  if (pages <= 1) return null;
  const base = baseParams(params, keep);
  const href = (n: number) => withParams(base, { page: n }) || "?";
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const item =
    "inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-border px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary";
  return (
    <nav
      aria-label={t.pages}
      className={cn("flex flex-wrap items-center justify-between gap-3", className)}
      data-testid="pagination"
    >
      <p className="text-sm text-muted-foreground" data-testid="pagination-status">
        {t.of(page, pages, total)}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className={cn(item, "hover:border-primary")} aria-label={t.previous}>
              <span aria-hidden>‹</span>
            </Link>
          </li>
        ) : null}
        {numbers.map((n, index) => (
          <li key={n} className="flex items-center gap-1">
            {index > 0 && n - numbers[index - 1]! > 1 ? <span aria-hidden>…</span> : null}
            <Link
              to={href(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={t.page(n)}
              className={cn(
                item,
                n === page ? "border-primary bg-primary text-primary-foreground" : "hover:border-primary",
              )}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className={cn(item, "hover:border-primary")} aria-label={t.next}>
              <span aria-hidden>›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
