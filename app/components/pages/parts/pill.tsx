import type * as React from "react";

/** A record's category or skill: a tinted pill. */
export function Pill({ className = "text-xs", ...props }: React.ComponentProps<"span">) {
  return <span className={`rounded-full bg-primary/10 px-3 py-1 font-semibold text-primary ${className}`} {...props} />;
}

/** A price, its name spoken before it. */
export function Price({
  label,
  className = "text-3xl font-bold",
  testId,
  children,
}: {
  label: string;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <p className={className} data-testid={testId}>
      <span className="sr-only">{label}: </span>
      {children}
    </p>
  );
}
