import type * as React from "react";

/**
 * A section named by its own heading: the heading's `id` is what the section's aria-labelledby points to,
 * so the two are written once and cannot drift apart.
 */
export function TitledSection({
  id,
  title,
  as: Tag = "section",
  level: Heading = "h2",
  className,
  headingClassName = "text-xl font-semibold",
  testId,
  children,
}: {
  id: string;
  title: React.ReactNode;
  as?: "section" | "aside";
  /** The heading's level where the section sits inside another. */
  level?: "h2" | "h3";
  className?: string;
  headingClassName?: string;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className} data-testid={testId}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  );
}
