import { cva, type VariantProps } from "class-variance-authority";
import { clsx as cx } from "clsx";
import type * as React from "react";

/*
 * The looks of buttons, text fields and empty lists, and plain controls for what every public page
 * loads (cookie banner, newsletter form) and the home page. Button, Input, Label and EmptyState merge
 * a caller's classes through tailwind-merge (a caller's h-12 wins over the variant's h-10); the plain
 * ones only join them, so tailwind-merge (8 KB gzipped) stays out of a first visit. A caller's class
 * here must only add (w-full, sr-only); to change the look, pick a variant or size
 * (docs/decisions/0066-first-visit-javascript-and-server-bundle.md).
 */

export const buttonVariants = cva(
  // The shared base is one class in app.css (`.btn`): a page carries it on every button. The text size
  // belongs to the size, so no two sizes of text ever meet on one button.
  "btn",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/95",
        outline: "border border-border bg-transparent hover:bg-muted",
        ghost: "hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        light: "bg-white text-slate-900 hover:bg-white/90",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "h-10 w-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

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

export const emptyStateVariants = cva("text-muted-foreground", {
  variants: {
    variant: {
      // Where a back-office list would be.
      box: "rounded-lg border border-dashed border-border p-8 text-center",
      // Where a public page's cards would be.
      card: "rounded-xl border border-dashed border-border p-10 text-center",
      // A short remark inside a card.
      note: "rounded-md border border-dashed border-border p-3 text-sm",
      // A search without results.
      page: "py-12 text-center text-lg",
      // One line; the caller places it.
      plain: "text-center",
    },
  },
  defaultVariants: { variant: "box" },
});

/** What an empty list shows, on the home page: classes joined, not merged. */
export function PlainEmptyState({
  className,
  variant,
  ...props
}: React.ComponentProps<"p"> & VariantProps<typeof emptyStateVariants>) {
  return <p className={emptyStateVariants({ variant, className })} {...props} />;
}

/** Button of the site frame: classes joined, not merged. */
export function PlainButton({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button className={buttonVariants({ variant, size, className })} {...props} />;
}

/** Text field of the site frame: classes joined, not merged. */
export function PlainInput({ className, size, ...props }: Omit<React.ComponentProps<"input">, "size"> & InputVariants) {
  return <input className={inputVariants({ size, className })} {...props} />;
}

export type LabelProps = React.ComponentProps<"label"> & {
  required?: boolean;
  /** Spoken after the star where the page says it in words (the public forms). */
  requiredText?: string;
};

/** Label of the site frame: classes joined, not merged. */
export function PlainLabel({ className, ...props }: LabelProps) {
  return <LabelElement className={cx("block text-sm font-medium", className)} {...props} />;
}

/** A form label; `required` adds the red star (hidden from screen readers: the control says `required`). */
export function LabelElement({ required = false, requiredText, children, ...props }: LabelProps) {
  return (
    <label {...props}>
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
