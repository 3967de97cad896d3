import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

// Text colours chosen for 4.5:1 on their tint in both themes.
const badgeVariants = cva("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap", {
  variants: {
    tone: {
      neutral: "bg-muted text-foreground",
      success: "bg-green-600/15 text-green-900 dark:text-green-200",
      warning: "bg-amber-400/25 text-amber-950 dark:text-amber-100",
      info: "bg-sky-500/15 text-sky-950 dark:text-sky-100",
    },
  },
  defaultVariants: { tone: "neutral" },
});

/** A short status label (Entwurf, Geplant …). */
export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
