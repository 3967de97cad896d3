import { type RegisteredContentType, CONTENT_TYPE_LIST, type ScreenTab } from "~/lib/admin";

/**
 * The screens with tabs over several content types, read from the `tab` of each definition: a
 * screen is every type naming it, in the registry's order. A tab whose type has a parent on the same
 * screen lists that type's rows for one chosen parent.
 */

export type Tab = {
  /** The tab's ?tab= value ("" for the first tab, which the plain address shows). */
  value: string;
  def: RegisteredContentType;
  tab: ScreenTab;
  /** The parent type, for a child tab (its rows are listed for the parent chosen in ?<pick.param>=). */
  parent: RegisteredContentType | null;
};

export type Screen = {
  key: string;
  /** The screen's address ("/admin/events"). */
  path: string;
  heading: NonNullable<ScreenTab["heading"]> & { intro?: string };
  tabs: Tab[];
};

function build(key: string): Screen | null {
  // The type whose tab carries the screen's heading is the first tab; the others follow in the registry's order.
  const defs = CONTENT_TYPE_LIST.filter((def) => def.tab?.screen === key).sort(
    (a, b) => Number(Boolean(b.tab?.heading)) - Number(Boolean(a.tab?.heading)),
  );
  const first = defs[0];
  if (!first?.tab?.heading) return null;
  const tabs = defs.map((def, index): Tab => {
    const tab = def.tab!;
    const parent = def.parent ? (defs.find((other) => other.key === def.parent!.key) ?? null) : null;
    return { value: index === 0 ? "" : (tab.value ?? def.key), def, tab, parent: tab.pick ? parent : null };
  });
  return {
    key,
    path: `/admin/${key}`,
    heading: { ...first.tab.heading, intro: first.tab.heading.intro ?? first.intro },
    tabs,
  };
}

const SCREENS = new Map<string, Screen>();
for (const def of CONTENT_TYPE_LIST) {
  const key = def.tab?.screen;
  const screen = key && !SCREENS.has(key) ? build(key) : null;
  if (screen) SCREENS.set(screen.key, screen);
}

/** The screen an address belongs to (/admin/events, /admin/events.data, /admin/EVENTS/), if any. */
export function screenOfPath(pathname: string): Screen | null {
  const key = pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .pop()
    ?.toLowerCase();
  return (key && SCREENS.get(key)) || null;
}

/** The tab of a ?tab= value; an unknown or missing one is the first. */
export function tabOf(screen: Screen, value: string | null): Tab {
  return screen.tabs.find((tab) => tab.value !== "" && tab.value === value) ?? screen.tabs[0]!;
}

/** The parameters that keep a tab open (none for the first), with the chosen parent of a child tab. */
export function keepOf(tab: Tab, selected: number | null = null): Record<string, string> {
  if (tab.value === "") return {};
  const pick = tab.parent ? tab.tab.pick : undefined;
  return pick && selected !== null ? { tab: tab.value, [pick.param]: String(selected) } : { tab: tab.value };
}

/** The list's address with a tab open, where a save or delete on that tab returns to. */
export function listUrlOf(screen: Screen, tab: Tab, selected: number | null = null): string {
  const query = new URLSearchParams(keepOf(tab, selected)).toString();
  return query ? `${screen.path}?${query}` : screen.path;
}

/**
 * The confirmation before deleting a parent row: what goes with it, for each child tab that counts
 * its rows ("Dieses Event und seine 3 Organisatoren werden gelöscht."); else the parent's own text.
 */
export function confirmDeleteOf(screen: Screen, parent: Tab, row: Record<string, unknown>): string {
  for (const child of screen.tabs) {
    const cascade = child.parent === parent.def ? child.tab.cascade : undefined;
    const count = cascade ? Number(row[cascade.count] ?? 0) : 0;
    if (cascade && count > 0) return count === 1 ? cascade.one : cascade.many.replace("{n}", String(count));
  }
  return parent.def.texts.confirmDelete;
}
