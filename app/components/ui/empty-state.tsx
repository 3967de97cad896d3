import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { emptyStateVariants } from "./plain";

/** What a list shows when it has nothing to show. */
export function EmptyState({
  className,
  variant,
  ...props
}: React.ComponentProps<"p"> & VariantProps<typeof emptyStateVariants>) {
  return <p className={cn(emptyStateVariants({ variant }), className)} {...props} />;
}
