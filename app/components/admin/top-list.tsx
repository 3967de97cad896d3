import type { ReactNode } from "react";
import { useCount } from "~/components/admin/charts";

type Measure = "clicks" | "views";

/**
 * One of a period's top lists (short-link clicks, visitor statistics): each value with its count and a
 * bar of its share; `detail` adds a line under a value. The table's head is for screen readers only.
 */
export function TopList<M extends Measure>({
  title,
  entries,
  measure,
  measureLabel,
  emptyText,
  name,
  testId,
  wide = false,
  detail,
}: {
  title: string;
  entries: readonly ({ value: string } & Record<M, number>)[];
  measure: M;
  measureLabel: string;
  emptyText: string;
  name: (value: string) => string;
  testId: string;
  wide?: boolean;
  detail?: (value: string) => ReactNode;
}) {
  const count = useCount();
  const total = entries.reduce((sum, entry) => sum + entry[measure], 0);
  return (
    <section
      className={`min-w-0 rounded-xl border border-border bg-card p-4 shadow-sm ${wide ? "lg:col-span-2" : ""}`}
      aria-label={title}
      data-testid={testId}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{measureLabel}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.value} className="border-t border-border first:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  <span className="block break-all">{name(entry.value)}</span>
                  {detail?.(entry.value)}
                  <span
                    className="mt-0.5 block h-1 rounded bg-primary/70"
                    style={{ width: `${Math.max(2, Math.round((entry[measure] / total) * 100))}%` }}
                    aria-hidden
                  />
                </th>
                <td className="w-20 py-1 text-right align-top tabular-nums">{count(entry[measure])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
