/* A content type's entry in the admin bar and its card on the dashboard. */

/** The groups of the admin bar, in the order the bar shows them (back-office.md 2). */
export const MENU_GROUPS = ["Content", "Blog", "Shop", "Events", "Buddys", "Services", "Contact", "System"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * What the bar shows for each group, in German (the English forms are in the dictionary). The keys
 * stay the old product's, as the definitions and tests name them; "Buddys" was its name for the
 * academy and the community.
 */
export const MENU_GROUP_LABELS: Readonly<Record<MenuGroup, string>> = {
  Content: "Inhalte",
  Blog: "Blog",
  Shop: "Shop",
  Events: "Events",
  Buddys: "Academy & Community",
  Services: "Leistungen",
  Contact: "Kontakt",
  System: "System",
};

/** An entry of the admin bar: a dropdown group, its label there, its place in the group. */
export type MenuEntry = {
  group: MenuGroup;
  label: string;
  /** Place within the group (lower first). */
  order: number;
  /** Where the entry leads, when it is not /admin/<key> (a screen with tabs over several types). */
  to?: string;
};

/** A card of the dashboard with the live count of the type's table. */
export type DashboardEntry = {
  label: string;
  /** Place among all cards (lower first). */
  order: number;
  /** The card's test id and React key, when it is not the type's key (the congress type's key is its German URL segment). */
  id?: string;
  /** Where the card leads, when it is not /admin/<key> (may be one of the dashboard's alias paths). */
  path?: string;
  /** The screen whose role rule decides whether the card links, when it is not `path`. */
  screen?: string;
};
