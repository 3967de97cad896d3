import type { ReactNode } from "react";
import { X } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import { buttonVariants } from "~/components/ui/button";

/** What an active search or filter found, announced as it changes, with the way back to the full list. */
export function SearchStatus({
  clearTo,
  clearLabel,
  children,
}: {
  clearTo: string;
  clearLabel: string;
  children: ReactNode;
}) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-4"
      role="status"
      aria-live="polite"
      data-testid="search-status"
    >
      <p className="text-lg font-semibold">{children}</p>
      <LocalLink to={clearTo} className={buttonVariants({ variant: "outline" })}>
        <X className="h-4 w-4" aria-hidden />
        {clearLabel}
      </LocalLink>
    </div>
  );
}
