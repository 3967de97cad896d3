import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./plain";
import { useDiscover } from "~/lib/pages";

type Icon = React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;

/**
 * A link that looks like a button, with an optional leading icon. It keeps the scroll position:
 * such links mostly open a dialog through the URL (?delete=…), over the list the user is reading.
 */
export function ButtonLink({
  className,
  variant,
  size,
  icon: Icon,
  children,
  ...props
}: LinkProps & VariantProps<typeof buttonVariants> & { icon?: Icon }) {
  const discover = useDiscover();
  return (
    <Link
      data-slot="button-link"
      {...discover}
      preventScrollReset
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {Icon ? <Icon className="h-4 w-4" aria-hidden /> : null}
      {children}
    </Link>
  );
}
