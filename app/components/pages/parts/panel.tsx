import type { ReactNode } from "react";
import type { IconComponent } from "~/components/icon";

/** A boxed section of a detail page (tickets, organizers, a related link), named by its heading. */
export function Panel({
  id,
  title,
  icon: Icon,
  as: Tag = "section",
  className = "",
  headingClassName = "mb-4",
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: IconComponent;
  as?: "section" | "aside";
  className?: string;
  headingClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      className={`rounded-2xl border border-border bg-card p-6 shadow-sm ${className}`}
      aria-labelledby={id}
      data-testid={testId}
    >
      <h2 id={id} className={`${headingClassName} flex items-center gap-2 text-xl font-bold`}>
        {Icon ? <Icon className="h-5 w-5 text-primary" aria-hidden /> : null}
        {title}
      </h2>
      {children}
    </Tag>
  );
}
