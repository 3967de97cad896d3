import type * as React from "react";
import { cn } from "~/lib/utils";

/** A form label; `required` adds the red star (hidden from screen readers: the control says `required`). */
export function Label({
  className,
  required = false,
  requiredText,
  children,
  ...props
}: React.ComponentProps<"label"> & {
  required?: boolean;
  /** Spoken after the star where the page says it in words (the public forms). */
  requiredText?: string;
}) {
  return (
    <label className={cn("block text-sm font-medium", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden className="text-destructive">
          {" "}
          *
        </span>
      ) : null}
      {required && requiredText ? <span className="sr-only"> ({requiredText})</span> : null}
    </label>
  );
}
