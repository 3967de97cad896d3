import { Switch as RadixSwitch } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

export function Switch({ className, ...props }: React.ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary data-[state=unchecked]:bg-slate-400",
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="pointer-events-none block h-5 w-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </RadixSwitch.Root>
  );
}

/**
 * A submit button drawn as the switch, for a toggle that posts at once (a list's "active" column): a
 * toggle button is `aria-pressed`; the switch role belongs to a control that keeps its state until the
 * form is sent, and HTML allows it on a plain button only, never on a submit button.
 */
export function SwitchButton({
  pressed,
  className,
  ...props
}: Omit<React.ComponentProps<"button">, "type" | "role" | "aria-pressed"> & { pressed: boolean }) {
  const state = pressed ? "checked" : "unchecked";
  return (
    <button
      type="submit"
      aria-pressed={pressed}
      data-state={state}
      className={cn(
        "inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary data-[state=unchecked]:bg-slate-400",
        className,
      )}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block h-5 w-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}

/**
 * A native checkbox drawn as a switch, for forms: unlike the Radix switch it posts "on" without
 * JavaScript, and it reports its own checked state (no aria-checked needed).
 */
export function CheckboxSwitch({ className, ...props }: Omit<React.ComponentProps<"input">, "type" | "role">) {
  return (
    <input
      type="checkbox"
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- a native checkbox reports its checked state itself; aria-checked would only duplicate it.
      role="switch"
      className={cn(
        "h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:block before:h-4 before:w-4 before:translate-x-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-primary checked:before:translate-x-4 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
}
