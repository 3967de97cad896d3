import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** The one look of a text control; `aria-invalid` (set by the field wrappers) turns the border red. */
export const inputVariants = cva(
  "w-full rounded-md border border-border bg-background text-foreground outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-destructive",
  {
    variants: {
      size: {
        // The back office and the sign-in screen: dense.
        default: "px-3 py-2 text-sm",
        // Public forms read at body size.
        lg: "px-3 py-2",
        // Beside a large button (newsletter, search).
        xl: "h-12 px-4",
      },
    },
    defaultVariants: { size: "default" },
  },
);

export type InputVariants = VariantProps<typeof inputVariants>;

export function Input({ className, size, ...props }: Omit<React.ComponentProps<"input">, "size"> & InputVariants) {
  return <input className={cn(inputVariants({ size }), className)} {...props} />;
}
