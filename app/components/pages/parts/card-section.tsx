import type { ReactNode } from "react";
import type { IconComponent } from "~/components/icon";
import { EmptyState } from "~/components/ui/empty-state";

type Empty = { text: ReactNode; testId: string; variant?: "card" | "plain" };

/**
 * A section of a public list page: its heading (or, without one, its name for screen readers), then
 * its cards, or with none what `empty` says; without `empty` an empty section is left out.
 * `children` renders one item as its list entry.
 */
export function CardSection<T>({
  id,
  title,
  label,
  icon: Icon,
  centered = false,
  items,
  empty,
  className = "mx-auto max-w-7xl px-4 py-16",
  grid = "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3",
  testId,
  listTestId,
  children,
}: {
  /** The heading's id; without a title, none. */
  id?: string;
  title?: ReactNode;
  label?: string;
  icon?: IconComponent;
  centered?: boolean;
  items: readonly T[];
  empty?: Empty;
  className?: string;
  grid?: string;
  testId?: string;
  listTestId?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0 && !empty) return null;
  const headingClass = Icon
    ? "mb-8 flex items-center gap-2 text-3xl font-bold tracking-tight"
    : `mb-8 ${centered ? "text-center " : ""}text-3xl font-bold tracking-tight`;
  return (
    <section
      className={className || undefined}
      aria-labelledby={title ? id : undefined}
      aria-label={title ? undefined : label}
      data-testid={testId}
    >
      {title ? (
        <h2 id={id} className={headingClass}>
          {Icon ? <Icon className="h-7 w-7 text-primary" aria-hidden /> : null}
          {title}
        </h2>
      ) : null}
      {items.length === 0 && empty ? (
        <EmptyState variant={empty.variant ?? "card"} data-testid={empty.testId}>
          {empty.text}
        </EmptyState>
      ) : (
        <ul className={grid} data-testid={listTestId}>
          {items.map(children)}
        </ul>
      )}
    </section>
  );
}
