import type * as React from "react";
import { cn } from "~/lib/utils";

/** A form label; `required` adds the red star (hidden from screen readers: the control says `required`). */
export function Label({
  className,
  required = false,
  children,
  ...props
}: React.ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label className={cn("block text-sm font-medium", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden className="text-destructive">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}
