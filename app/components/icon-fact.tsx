import type { LucideIcon } from "lucide-react";

/**
 * One fact of a card or detail page (date, place, tickets, instructor…): an icon, and the fact's name
 * for screen readers only, since the icon already says it to sighted visitors.
 */
export function IconFact({
  icon: Icon,
  label,
  className,
  iconClassName,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className: string;
  iconClassName: string;
  children: React.ReactNode;
}) {
  return (
    <li className={className}>
      <Icon className={iconClassName} aria-hidden />
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}
