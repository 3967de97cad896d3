import type * as React from "react";
import { cn } from "~/lib/utils";
import { inputVariants, type InputVariants } from "./input";

export type SelectOption = { value: string; label: string };

/**
 * A native select in the inputs' look. Native on purpose: it posts without JavaScript and phones
 * show their own picker.
 */
export function Select({
  className,
  size,
  options,
  placeholder,
  ...props
}: Omit<React.ComponentProps<"select">, "size" | "children"> &
  InputVariants & {
    options: readonly SelectOption[];
    /** A first, unselectable entry shown while nothing is chosen (value ""). */
    placeholder?: string;
  }) {
  return (
    <select className={cn(inputVariants({ size }), className)} {...props}>
      {placeholder ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
