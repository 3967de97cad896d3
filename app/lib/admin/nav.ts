import { canOpenAdminPath } from "../permissions";

/**
 * The admin navigation bar's data (back-office.md 2 'Admin navigation bar'). Pure, so the bar, the
 * dashboard and the tests share it.
 *
 * `ready` says whether the screen exists yet. Screens of later issues are hidden until their issue
 * turns the flag on (so the bar never links to a placeholder or a 404); the dashboard uses the same
 * flags to decide which cards link onward.
 */
export type NavItem = { label: string; to: string; ready: boolean };
export type NavGroup = { label: string; items: NavItem[] };

export const BRAND_LINK = "/admin";

/** Own profile. Not ready yet: issue 8 (profile screen) turns it on. */
export const PROFILE_LINK: NavItem = { label: "Profil", to: "/admin/profile", ready: false };

export const TOP_LINKS: NavItem[] = [
  { label: "Dashboard", to: "/admin", ready: true },
  { label: "General", to: "/admin/general", ready: true },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Content",
    items: [
      { label: "Hero-Slides (Startseite)", to: "/admin/hero", ready: true },
      { label: "Hauptbereiche", to: "/admin/main-sections", ready: true },
      { label: "Index-Bereiche", to: "/admin/index-sections", ready: true },
      { label: "Über uns", to: "/admin/about", ready: true },
    ],
  },
  {
    label: "Blog",
    items: [
      { label: "Blog-Beiträge", to: "/admin/blog", ready: true },
      { label: "Blog Hero", to: "/admin/blog-hero", ready: true },
    ],
  },
  {
    label: "Shop",
    items: [
      { label: "Produkte", to: "/admin/shop", ready: true },
      { label: "Shop Hero", to: "/admin/shop-hero", ready: true },
    ],
  },
  {
    label: "Events",
    items: [
      { label: "Events & Organisatoren", to: "/admin/events", ready: true },
      { label: "Events Hero", to: "/admin/events-hero", ready: true },
      { label: "Kongress & Speaker", to: "/admin/kongress", ready: true },
      { label: "Kongress Hero", to: "/admin/kongress-hero", ready: true },
    ],
  },
  {
    label: "Buddys",
    items: [
      { label: "Academy-Kurse", to: "/admin/academy", ready: true },
      { label: "Academy Hero", to: "/admin/academy-hero", ready: true },
      { label: "Community", to: "/admin/community", ready: true },
      { label: "Community Hero", to: "/admin/community-hero", ready: true },
    ],
  },
  {
    label: "Services",
    items: [
      { label: "Services", to: "/admin/services", ready: true },
      { label: "Projekte", to: "/admin/projects", ready: true },
    ],
  },
  {
    label: "Contact",
    items: [
      { label: "Kontaktnachrichten", to: "/admin/contact-messages", ready: false },
      { label: "Kontakt Hero", to: "/admin/contact-hero", ready: true },
      { label: "Newsletter", to: "/admin/newsletter-subscriptions", ready: false },
    ],
  },
  {
    label: "System",
    items: [
      { label: "Navigation", to: "/admin/navigation", ready: true },
      { label: "Redirect Links", to: "/admin/redirect-links", ready: false },
      { label: "Weiterleitungen", to: "/admin/weiterleitungen", ready: true },
      { label: "Weiterleitungen Hero", to: "/admin/weiterleitungen-hero", ready: true },
      { label: "Rechtliche Seiten", to: "/admin/legal", ready: true },
      { label: "Benutzer", to: "/admin/users", ready: false },
    ],
  },
];

const ALL_ITEMS: NavItem[] = [...TOP_LINKS, ...NAV_GROUPS.flatMap((group) => group.items), PROFILE_LINK];

function normalize(path: string) {
  return path.replace(/\/+$/, "").toLowerCase() || "/";
}

/** Whether the screen at this admin path exists (a menu item with `ready`). */
export function isReadyPath(path: string): boolean {
  const target = normalize(path);
  return ALL_ITEMS.some((item) => item.ready && normalize(item.to) === target);
}

/** Shown to this role: the screen exists and the role may open it. */
export function isVisibleFor(role: unknown, item: NavItem): boolean {
  return item.ready && canOpenAdminPath(role, item.to);
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
