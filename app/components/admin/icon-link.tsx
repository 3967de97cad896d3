import { Link } from "react-router";
import type * as React from "react";
import { cn } from "~/lib/utils";

type Icon = React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;

const TONES = {
  plain: "hover:bg-muted",
  primary: "text-primary hover:bg-primary/10",
  danger: "text-destructive hover:bg-destructive/10",
} as const;

/**
 * A row's icon-only link, named by `label` for screen readers. It mostly opens a dialog through the
 * address (?edit=, ?delete=), over the list, so the list keeps its scroll position.
 */
export function IconLink({
  to,
  label,
  icon: Icon,
  tone = "plain",
  className,
}: {
  to: string;
  label: string;
  icon: Icon;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <Link to={to} preventScrollReset className={cn(className, "rounded-md p-2", TONES[tone])} aria-label={label}>
      <Icon className="h-4 w-4" aria-hidden />
    </Link>
  );
}
