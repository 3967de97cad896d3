import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

const alertVariants = cva("rounded-md border text-sm", {
  variants: {
    variant: {
      destructive: "border-destructive/40 bg-destructive/10 text-destructive",
      success: "border-green-600/30 bg-green-600/10 text-green-800 dark:text-green-300",
    },
    size: { default: "p-3", wide: "px-4 py-3" },
  },
  defaultVariants: { variant: "destructive", size: "default" },
});

/**
 * An inline error or notice box. An error is announced at once (role="alert"), a notice politely
 * (role="status"); pass `role` to override.
 */
export function Alert({
  className,
  variant,
  size,
  role,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div
      role={role ?? (variant === "success" ? "status" : "alert")}
      className={cn(alertVariants({ variant, size }), className)}
      {...props}
    />
  );
}
