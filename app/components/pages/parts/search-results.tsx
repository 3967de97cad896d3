import type { ReactNode } from "react";
import { Pager } from "~/components/pager";
import { EmptyState } from "~/components/ui/empty-state";
import type { Lang } from "~/lib/i18n";
import type { Paging } from "~/lib/pages";
import { CardSection } from "./card-section";
import { SearchStatus } from "./search-status";

/**
 * The body of a searchable list page (blog, shop): what an active search found, or that there is nothing
 * yet; then its card sections (featured, the rest), each card in a list entry; then the pager.
 */
export function SearchResults<T extends { id: number }>({
  status,
  clear,
  empty,
  total,
  sections,
  grid,
  paging,
  lang,
  card,
  children,
}: {
  /** What the search or filter found; null while none is active. */
  status: string | null;
  clear: { to: string; label: string };
  empty: { text: string; testId: string };
  total: number;
  /** Each section's id (also its test id), its title and its cards. */
  sections: readonly (readonly [string, string, readonly T[]])[];
  grid: string;
  paging: Paging;
  lang: Lang;
  card: (item: T) => ReactNode;
  /** After the pager. */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-16">
      {status !== null ? (
        <SearchStatus clearTo={clear.to} clearLabel={clear.label}>
          {status}
        </SearchStatus>
      ) : total === 0 ? (
        <EmptyState variant="page" data-testid={empty.testId}>
          {empty.text}
        </EmptyState>
      ) : null}
      {sections.map(([id, title, items]) => (
        <CardSection key={id} id={id} title={title} items={items} className="" grid={grid} testId={id}>
          {(item) => (
            <li key={item.id} className="flex">
              {card(item)}
            </li>
          )}
        </CardSection>
      ))}
      <Pager paging={paging} lang={lang} />
      {children}
    </div>
  );
}
