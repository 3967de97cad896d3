import type { ReactNode } from "react";
import type { IconComponent } from "~/components/icon";
import { IconFact } from "~/components/icon-fact";

export type Fact = { icon: IconComponent; label: string; value: ReactNode; lang?: string; className?: string };

/** A record's facts (date, place, tickets, duration…), each an icon and its name for screen readers. */
export function Facts({
  facts,
  className,
  itemClassName = "flex items-start gap-2",
  iconClassName,
  lead,
  children,
}: {
  facts: readonly (Fact | null | false)[];
  className: string;
  itemClassName?: string;
  iconClassName: string;
  /** An entry before the facts. */
  lead?: ReactNode;
  /** Entries after the facts (counts that need no name). */
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {lead}
      {facts.map((fact) =>
        fact ? (
          <IconFact
            key={fact.label}
            icon={fact.icon}
            label={fact.label}
            className={fact.className ? `${fact.className} ${itemClassName}` : itemClassName}
            iconClassName={iconClassName}
            lang={fact.lang}
          >
            {fact.value}
          </IconFact>
        ) : null,
      )}
      {children}
    </ul>
  );
}
