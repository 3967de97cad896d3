import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./plain";

// The variants live with the site frame's plain controls, which must not pull in tailwind-merge.
export { buttonVariants };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "button";
  // Through cn, so a caller's class wins over the variant's (h-12 over h-10). The site frame uses
  // PlainButton (./plain) instead, which keeps tailwind-merge out of a first visit.
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
