import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Lang } from "~/lib/i18n";
import { cn } from "~/lib/utils";

const TEXTS = {
  de: { nav: "Seiten", previous: "Vorherige Seite", next: "Nächste Seite", page: "Seite" },
  en: { nav: "Pages", previous: "Previous page", next: "Next page", page: "Page" },
} as const;

/**
 * Page links of a list paged on the server: plain links (?page=N, built by `hrefFor`), so they work
 * without JavaScript. The current page is marked with aria-current; far pages collapse into '…'.
 */
export function Pagination({
  page,
  pages,
  hrefFor,
  lang,
  label,
  className,
}: {
  page: number;
  pages: number;
  /** The link of a page (keep the list's other parameters, such as its search). */
  hrefFor: (page: number) => string;
  lang: Lang;
  /** The navigation's accessible name (default 'Seiten' / 'Pages'). */
  label?: string;
  className?: string;
}) {
  if (pages <= 1) return null;
  const text = TEXTS[lang];
  const item = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-border px-2 text-sm";
  return (
    <nav aria-label={label ?? text.nav} className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} className={cn(item, "hover:bg-muted")} aria-label={text.previous}>
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </Link>
          </li>
        ) : null}
        {pageList(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`${text.page} ${n}`}
                className={cn(item, n === page ? "bg-primary text-primary-foreground" : "hover:bg-muted")}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={hrefFor(page + 1)} className={cn(item, "hover:bg-muted")} aria-label={text.next}>
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The first, the last and the pages around the current one; null where pages are left out. */
function pageList(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 1) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}
