import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

const emptyStateVariants = cva("text-muted-foreground", {
  variants: {
    variant: {
      // Where a back-office list would be.
      box: "rounded-lg border border-dashed border-border p-8 text-center",
      // Where a public page's cards would be.
      card: "rounded-xl border border-dashed border-border p-10 text-center",
      // A short remark inside a card.
      note: "rounded-md border border-dashed border-border p-3 text-sm",
      // A search without results.
      page: "py-12 text-center text-lg",
      // One line; the caller places it.
      plain: "text-center",
    },
  },
  defaultVariants: { variant: "box" },
});

/** What a list shows when it has nothing to show. */
export function EmptyState({
  className,
  variant,
  ...props
}: React.ComponentProps<"p"> & VariantProps<typeof emptyStateVariants>) {
  return <p className={cn(emptyStateVariants({ variant }), className)} {...props} />;
}
