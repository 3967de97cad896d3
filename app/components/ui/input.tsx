import type * as React from "react";
import { cn } from "~/lib/utils";
import { inputVariants, type InputVariants } from "./plain";

export { inputVariants, type InputVariants };

export function Input({ className, size, ...props }: Omit<React.ComponentProps<"input">, "size"> & InputVariants) {
  return <input className={cn(inputVariants({ size }), className)} {...props} />;
}
