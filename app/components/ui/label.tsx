import { cn } from "~/lib/utils";
import { LabelElement, type LabelProps } from "./plain";

/** A form label; `required` adds the red star (hidden from screen readers: the control says `required`). */
export function Label({ className, ...props }: LabelProps) {
  return <LabelElement className={cn("block text-sm font-medium", className)} {...props} />;
}
