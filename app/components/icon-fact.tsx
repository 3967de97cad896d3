import type { IconComponent } from "~/components/icon";

/**
 * One fact of a card or detail page (date, place, tickets, instructor…): an icon, and the fact's name
 * for screen readers only, since the icon already says it to sighted visitors.
 */
export function IconFact({
  icon: Icon,
  label,
  className,
  iconClassName,
  lang,
  children,
}: {
  icon: IconComponent;
  label: string;
  className: string;
  iconClassName: string;
  /** The language of the value when it differs from the page's (German text on an English page). */
  lang?: string;
  children: React.ReactNode;
}) {
  return (
    <li className={className}>
      <Icon className={iconClassName} aria-hidden />
      <span>
        <span className="sr-only">{label}: </span>
        {lang ? <span lang={lang}>{children}</span> : children}
      </span>
    </li>
  );
}
