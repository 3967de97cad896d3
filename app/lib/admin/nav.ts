import { canFollowAdminLink } from "./access";

/**
 * The admin navigation bar's data (back-office.md 2 'Admin navigation bar'). Pure, so the bar, the
 * dashboard and the tests share it.
 */
export type NavItem = { label: string; to: string };
export type NavGroup = { label: string; items: NavItem[] };

export const BRAND_LINK = "/admin";

/** Own profile. */
export const PROFILE_LINK: NavItem = { label: "Profil", to: "/admin/profile" };

export const TOP_LINKS: NavItem[] = [
  { label: "Dashboard", to: "/admin" },
  { label: "General", to: "/admin/general" },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Content",
    items: [
      { label: "Hero-Slides (Startseite)", to: "/admin/hero" },
      { label: "Hauptbereiche", to: "/admin/main-sections" },
      { label: "Index-Bereiche", to: "/admin/index-sections" },
      { label: "Über uns", to: "/admin/about" },
    ],
  },
  {
    label: "Blog",
    items: [
      { label: "Blog-Beiträge", to: "/admin/blog" },
      { label: "Blog Hero", to: "/admin/blog-hero" },
    ],
  },
  {
    label: "Shop",
    items: [
      { label: "Produkte", to: "/admin/shop" },
      { label: "Shop Hero", to: "/admin/shop-hero" },
    ],
  },
  {
    label: "Events",
    items: [
      { label: "Events & Organisatoren", to: "/admin/events" },
      { label: "Events Hero", to: "/admin/events-hero" },
      { label: "Kongress & Speaker", to: "/admin/kongress" },
      { label: "Kongress Hero", to: "/admin/kongress-hero" },
    ],
  },
  {
    label: "Buddys",
    items: [
      { label: "Academy-Kurse", to: "/admin/academy" },
      { label: "Academy Hero", to: "/admin/academy-hero" },
      { label: "Community", to: "/admin/community" },
      { label: "Community Hero", to: "/admin/community-hero" },
    ],
  },
  {
    label: "Services",
    items: [
      { label: "Services", to: "/admin/services" },
      { label: "Projekte", to: "/admin/projects" },
    ],
  },
  {
    label: "Contact",
    items: [
      { label: "Kontaktnachrichten", to: "/admin/contact-messages" },
      { label: "Kontakt Hero", to: "/admin/contact-hero" },
      { label: "Newsletter", to: "/admin/newsletter-subscriptions" },
      { label: "Newsletter-Kampagnen", to: "/admin/newsletter-campaigns" },
    ],
  },
  {
    label: "System",
    items: [
      { label: "Navigation", to: "/admin/navigation" },
      { label: "Redirect Links", to: "/admin/redirect-links" },
      { label: "Weiterleitungen", to: "/admin/weiterleitungen" },
      { label: "Weiterleitungen Hero", to: "/admin/weiterleitungen-hero" },
      { label: "Rechtliche Seiten", to: "/admin/legal" },
      { label: "Benutzer", to: "/admin/users" },
    ],
  },
];

function normalize(path: string) {
  return path.replace(/\/+$/, "").toLowerCase() || "/";
}

/** Shown to this role: the role may open the screen. */
export function isVisibleFor(role: unknown, item: NavItem): boolean {
  return canFollowAdminLink(role, item.to);
}

export type VisibleNav = { top: NavItem[]; groups: NavGroup[]; profile: NavItem | null };

/** What the bar shows for a role; groups left without items disappear. */
export function navFor(role: unknown): VisibleNav {
  return {
    top: TOP_LINKS.filter((item) => isVisibleFor(role, item)),
    groups: NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => isVisibleFor(role, item)) })).filter(
      (group) => group.items.length > 0,
    ),
    profile: isVisibleFor(role, PROFILE_LINK) ? PROFILE_LINK : null,
  };
}

/** The dashboard (/admin) is active only on itself; other links also on their sub-paths. */
export function isActivePath(pathname: string, to: string): boolean {
  const current = normalize(pathname);
  const target = normalize(to);
  if (target === BRAND_LINK) return current === target;
  return current === target || current.startsWith(`${target}/`);
}

export function isGroupActive(pathname: string, group: NavGroup): boolean {
  return group.items.some((item) => isActivePath(pathname, item.to));
}
