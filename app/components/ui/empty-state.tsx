import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

const emptyStateVariants = cva("text-muted-foreground", {
  variants: {
    variant: {
      // Inside a table or a card: one quiet line.
      plain: "py-6 text-center text-sm",
      // Where a whole list would be: a dashed box.
      dashed: "rounded-md border border-dashed border-border p-3 text-sm",
      // A public page without entries.
      page: "py-12 text-center",
    },
  },
  defaultVariants: { variant: "plain" },
});

/** What a list shows when it has nothing to show. */
export function EmptyState({
  className,
  variant,
  ...props
}: React.ComponentProps<"p"> & VariantProps<typeof emptyStateVariants>) {
  return <p className={cn(emptyStateVariants({ variant }), className)} {...props} />;
}
