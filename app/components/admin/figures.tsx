import type { ReactNode } from "react";
import { useT } from "~/lib/admin";
import { cn } from "~/lib/utils";

/** One figure: its label (translated here), its value, and the test id of the value. */
export type Figure = readonly [label: string, value: ReactNode, testId: string];

/**
 * Figures as a definition list, each a label over its number: in a small box (an import's contents, a
 * campaign's sending; `round` is its corner), or larger and bare (the dashboard's sign-ups).
 */
export function Figures({
  figures,
  className,
  testId,
  round = "md",
  bare = false,
}: {
  figures: readonly Figure[];
  /** The list's grid. */
  className: string;
  testId?: string;
  round?: "md" | "lg";
  bare?: boolean;
}) {
  const t = useT();
  return (
    <dl className={className} data-testid={testId}>
      {figures.map(([label, value, id]) => (
        <div
          key={id}
          className={bare ? undefined : cn(round === "lg" ? "rounded-lg" : "rounded-md", "border border-border p-3")}
        >
          <dt className="text-sm text-muted-foreground">{t(label)}</dt>
          <dd className={bare ? "text-3xl font-bold" : "text-2xl font-bold tabular-nums"} data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
