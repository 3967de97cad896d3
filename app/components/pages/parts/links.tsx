import type { ReactNode } from "react";
import { ArrowLeft, ArrowRight, ExternalLink, type IconComponent } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import { buttonVariants } from "~/components/ui/button";

/** A detail page's way back to its list page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalLink
      to={to}
      prefetch="intent"
      className="inline-flex items-center gap-2 font-semibold text-primary hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {children}
    </LocalLink>
  );
}

/**
 * A link that opens an outside address in a new tab. Its name says so: in `label` (the whole name)
 * or in `newTab`, read after the visible text. The icon comes first, or last with `iconLast`.
 */
export function NewTabLink({
  href,
  label,
  newTab,
  icon: Icon = ExternalLink,
  iconLast = false,
  iconClassName = "h-4 w-4",
  className = buttonVariants(),
  children,
}: {
  href: string;
  label?: string;
  newTab?: ReactNode;
  /** null: no icon. */
  icon?: IconComponent | null;
  iconLast?: boolean;
  iconClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const icon = Icon ? <Icon className={iconClassName} aria-hidden /> : null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={className}>
      {iconLast ? null : icon}
      {children}
      {iconLast ? icon : null}
      {newTab ? <span className="sr-only">{newTab}</span> : null}
    </a>
  );
}

/** A card's outlined link to the record's own page. */
export function DetailsLink({
  to,
  label,
  className = buttonVariants({ variant: "outline" }),
  children,
}: {
  to: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LocalLink to={to} prefetch="intent" aria-label={label} className={className}>
      {children}
      <ArrowRight className="h-4 w-4" aria-hidden />
    </LocalLink>
  );
}

/** A product-like detail page's large outside link (buy, enrol), in a new tab; none without an address. */
export function DetailCta({
  href,
  newTab,
  iconLast = false,
  children,
}: {
  href: string | null;
  newTab: string;
  iconLast?: boolean;
  children: ReactNode;
}) {
  if (!href) return null;
  return (
    <NewTabLink
      href={href}
      newTab={newTab}
      iconLast={iconLast}
      iconClassName="h-5 w-5"
      className={buttonVariants({ size: "lg", className: "self-start" })}
    >
      {children}
    </NewTabLink>
  );
}
