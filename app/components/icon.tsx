import type { SVGProps } from "react";
// A file of its own (it is far above the size Vite inlines), hashed and cached for a year.
import spriteUrl from "~/assets/icons.svg?url";
import type { SectionIconName } from "~/lib/pages";
import type { IconName } from "./icon-names";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref" | "name">;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** An a11y prop, as lucide-react counts them: an icon with one is named, any other is hidden. */
function isNamed(props: IconProps): boolean {
  return Object.entries(props).some(([key, value]) => (key.startsWith("aria-") || key === "role") && value != null);
}

/**
 * One icon of the public site: a reference into the hashed, cached sprite instead of the icon's shapes
 * in every page (lucide-react drew ~380 bytes per use). Size, stroke and colour come from the `.icon`
 * class in app.css and the utilities beside it, as lucide's attributes did.
 */
function Icon({ name, className, ...rest }: IconProps & { name: IconName }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden={isNamed(rest) ? undefined : true} {...rest}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

function spriteIcon(name: IconName): IconComponent {
  const component = (props: IconProps) => <Icon name={name} {...props} />;
  component.displayName = name;
  return component;
}

// The names the components import, as they imported them from lucide-react.
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const Award = spriteIcon("award");
export const BookOpen = spriteIcon("book-open");
export const Calendar = spriteIcon("calendar");
export const CheckCircle2 = spriteIcon("circle-check");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleAlert = spriteIcon("circle-exclamation-point");
export const Clock = spriteIcon("clock");
export const Cookie = spriteIcon("cookie");
export const Copy = spriteIcon("copy");
export const ExternalLink = spriteIcon("external-link");
export const Eye = spriteIcon("eye");
export const Filter = spriteIcon("funnel");
export const GraduationCap = spriteIcon("graduation-cap");
export const Heart = spriteIcon("heart");
export const Info = spriteIcon("info");
export const KeyRound = spriteIcon("key-round");
export const Layers = spriteIcon("layers");
export const Lightbulb = spriteIcon("lightbulb");
export const LogIn = spriteIcon("log-in");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const Mic = spriteIcon("mic");
export const Monitor = spriteIcon("monitor");
export const Moon = spriteIcon("moon");
export const MousePointerClick = spriteIcon("mouse-pointer-click");
export const Phone = spriteIcon("phone");
export const Play = spriteIcon("play");
export const PlayCircle = spriteIcon("circle-play");
export const Presentation = spriteIcon("presentation");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
const Settings = spriteIcon("settings");
const ShoppingBag = spriteIcon("shopping-bag");
export const Sparkles = spriteIcon("sparkles");
export const Star = spriteIcon("star");
export const Sun = spriteIcon("sun");
export const Ticket = spriteIcon("ticket");
export const User = spriteIcon("user");
export const Users = spriteIcon("users");
export const X = spriteIcon("x");

/** The icons staff can choose for main sections; anything else falls back to Users. */
const SECTION_ICONS: Record<SectionIconName, IconComponent> = {
  Users,
  BookOpen,
  ShoppingBag,
  MessageCircle,
  GraduationCap,
  Calendar,
  Settings,
};

export function sectionIcon(name: string | null | undefined): IconComponent {
  return (name && SECTION_ICONS[name as SectionIconName]) || Users;
}
