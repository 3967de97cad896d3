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
  // HTML wants a required select to start on an empty entry. Without a placeholder one option is always
  // chosen, so the requirement cannot go unmet: it is announced (aria-required), not enforced.
  const { required, ...rest } = props;
  const requirement = placeholder ? { required } : { "aria-required": required || undefined };
  return (
    <select className={cn(inputVariants({ size }), className)} {...rest} {...requirement}>
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
