import { canFollowAdminLink } from "./access";
import { MENU_GROUP_LABELS, MENU_GROUPS, type MenuGroup } from "./content-type-def";
import { CONTENT_TYPE_LIST } from "./registry";
import { ADMIN_SCREENS } from "./screens";

/**
 * The admin navigation bar's data (back-office.md 2 'Admin navigation bar'). Pure, so the bar, the
 * dashboard and the tests share it.
 */
export type NavItem = { label: string; to: string };
/** A dropdown group: its stable key (MENU_GROUPS) and the label the bar shows. */
export type NavGroup = { key: MenuGroup; label: string; items: NavItem[] };

const BRAND_LINK = "/admin";

/** Own profile. */
export const PROFILE_LINK: NavItem = { label: "Profil", to: "/admin/profile" };

export const TOP_LINKS: NavItem[] = [
  { label: "Dashboard", to: "/admin" },
  { label: "Allgemein", to: "/admin/general" },
];

type PlacedItem = NavItem & { group: MenuGroup; order: number };

const MENU_ITEMS: PlacedItem[] = [
  ...CONTENT_TYPE_LIST.flatMap((def) => (def.menu ? [{ ...def.menu, to: def.menu.to ?? `/admin/${def.key}` }] : [])),
  ...ADMIN_SCREENS.flatMap((screen) => (screen.menu ? [{ ...screen.menu, to: screen.path }] : [])),
];

/** The dropdown groups, built from the content types' and the other screens' menu entries. */
export const NAV_GROUPS: NavGroup[] = MENU_GROUPS.map((group) => ({
  key: group,
  label: MENU_GROUP_LABELS[group],
  items: MENU_ITEMS.filter((item) => item.group === group)
    .sort((a, b) => a.order - b.order)
    .map(({ label, to }) => ({ label, to })),
})).filter((group) => group.items.length > 0);

function normalize(path: string) {
  return path.replace(/\/+$/, "").toLowerCase() || "/";
}

/** Shown to this role: the role may open the screen. */
function isVisibleFor(role: unknown, item: NavItem): boolean {
  return canFollowAdminLink(role, item.to);
}

export type VisibleNav = { top: NavItem[]; groups: NavGroup[]; profile: NavItem | null };

/** What the bar shows for a role; groups left without items disappear. */
export function navFor(role: unknown): VisibleNav {
  return {
    top: TOP_LINKS.filter((item) => isVisibleFor(role, item)),
    groups: NAV_GROUPS.map((group) => ({
      ...group,
      items: group.items.filter((item) => isVisibleFor(role, item)),
    })).filter((group) => group.items.length > 0),
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
