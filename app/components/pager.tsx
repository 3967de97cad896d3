import { useLocation } from "react-router";
import { LocalLink } from "~/components/local-link";
import { type Lang, germanPath } from "~/lib/i18n";
import { pagePath, type Paging } from "~/lib/pages";
import { cn } from "~/lib/utils";

/*
 * The page links of a public list (issue 51): plain links, so they work without JavaScript; the
 * current page is marked for screen readers, previous and next carry rel. A list of one page shows none.
 */

const texts = {
  de: {
    label: "Seiten",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    page: (n: number) => `Seite ${n}`,
    of: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  },
  en: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    page: (n: number) => `Page ${n}`,
    of: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;

export function Pager({ paging, lang, className }: { paging: Paging; lang: Lang; className?: string }) {
  const { pathname, search } = useLocation();
  const { page, pages } = paging;
  if (pages <= 1) return null;
  const l = texts[lang];
  // The German path: the link is sent to the page's language by LocalLink, keeping a search or filter.
  const href = (n: number) => pagePath(germanPath(pathname), n, new URLSearchParams(search));
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  const item =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-md border border-border px-3 text-sm font-medium hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary";
  return (
    <nav aria-label={l.label} className={cn("flex flex-col items-center gap-3", className)} data-testid="pager">
      <p className="text-sm text-muted-foreground">{l.of(page, pages)}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <LocalLink to={href(page - 1)} rel="prev" className={item} data-testid="pager-previous">
              <span aria-hidden>‹</span>&nbsp;{l.previous}
            </LocalLink>
          </li>
        ) : null}
        {numbers.map((n, index) => (
          <li key={n} className="flex items-center gap-2">
            {index > 0 && n - numbers[index - 1]! > 1 ? <span aria-hidden>…</span> : null}
            <LocalLink
              to={href(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={l.page(n)}
              className={cn(item, n === page && "border-primary bg-primary text-primary-foreground")}
            >
              {n}
            </LocalLink>
          </li>
        ))}
        {page < pages ? (
          <li>
            <LocalLink to={href(page + 1)} rel="next" className={item} data-testid="pager-next">
              {l.next}&nbsp;<span aria-hidden>›</span>
            </LocalLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
