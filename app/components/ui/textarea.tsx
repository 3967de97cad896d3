import type * as React from "react";
import { cn } from "~/lib/utils";
import { inputVariants, type InputVariants } from "./input";

export function Textarea({ className, size, ...props }: React.ComponentProps<"textarea"> & InputVariants) {
  return <textarea className={cn(inputVariants({ size }), className)} {...props} />;
}
