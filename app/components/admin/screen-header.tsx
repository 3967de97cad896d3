import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/admin";
import { cn } from "~/lib/utils";

/** A back-office screen's heading and the sentence under it, with its actions (add, export) beside. */
export function ScreenHeader({
  title,
  intro,
  actions,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Under the intro (links to related screens). */
  children?: ReactNode;
}) {
  const t = useT();
  const heading = (
    <div>
      <h1 className="text-3xl font-bold">{typeof title === "string" ? t(title) : title}</h1>
      {intro ? <p className="mt-1 text-muted-foreground">{typeof intro === "string" ? t(intro) : intro}</p> : null}
      {children}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {actions}
    </div>
  );
}

/**
 * One figure above a list (all messages, admins, confirmed subscribers, a link's clicks). With `to`
 * it is a link that filters the list, marked while its filter is on.
 */
export function StatCard({
  label,
  value,
  icon,
  to,
  current = false,
  testId,
  valueTestId = "stat-value",
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  to?: string;
  current?: boolean;
  /** The card's test id. */
  testId?: string;
  /** The figure's own test id ("stat-value" unless told). */
  valueTestId?: string;
}) {
  const t = useT();
  const body = (
    <>
      <span className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        {t(label)}
        {icon}
      </span>
      <span className="mt-1 block text-3xl font-bold tabular-nums" data-testid={valueTestId}>
        {value}
      </span>
    </>
  );
  const card = "block rounded-xl border bg-card p-5 shadow-sm";
  if (!to) {
    return (
      <div className={cn(card, "border-border")} data-testid={testId}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={cn(
        card,
        "transition-colors hover:border-primary",
        current ? "border-primary ring-1 ring-primary" : "border-border",
      )}
      data-testid={testId}
    >
      {body}
    </Link>
  );
}
