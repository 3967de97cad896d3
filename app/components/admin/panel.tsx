import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/titled-section";
import { cn } from "~/lib/utils";

/**
 * A back-office card: a bordered section named by its heading. `spaced` sets its parts apart; `round`
 * is the corner its screen's other cards have (profile and newsletter cards are rounder).
 */
export function Panel({
  id,
  title,
  testId,
  spaced = false,
  round = "lg",
  headingClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  testId?: string;
  spaced?: boolean;
  round?: "lg" | "xl";
  headingClassName?: string;
  children: ReactNode;
}) {
  const look = cn(
    spaced && "space-y-4",
    round === "xl" ? "rounded-xl" : "rounded-lg",
    "border border-border bg-card p-6 shadow-sm",
  );
  return (
    <TitledSection id={id} title={title} className={look} headingClassName={headingClassName} testId={testId}>
      {children}
    </TitledSection>
  );
}
