/**
 * A content type shown as a tab of a screen it shares with other types (events + organizers,
 * congresses + speakers, the community's three types). The screen is built from the tabs its types
 * declare (app/routes/admin/parent-child/): the tab with the heading first, the others in the order of
 * the registry (their file names); nothing else names them.
 */
export type ScreenTab = {
  /** The screen's URL segment under /admin ("events"); every type of the screen names the same one. */
  screen: string;
  /** The ?tab= value. The screen's first tab has none: it is what the plain address shows. */
  value?: string;
  label: string;
  /** On the first tab: the screen's heading, its page title and the text when its lists cannot be read. */
  heading?: {
    title: string;
    /** Under the heading; without it, the first type's intro. */
    intro?: string;
    meta: string;
    loadFailed: string;
    /** Each tab shows its type's title and intro above its list (a screen of sibling types). */
    tabTitles?: boolean;
  };
  /** For a child type: its rows are listed for one parent, chosen in ?<param>=ID. */
  pick?: { param: string; label: string; prompt: string };
  /**
   * What deleting a parent takes along (ON DELETE CASCADE): the parent list's column that counts this
   * type's rows, and the confirmation for one and for several ("{n}" is the number); with none the
   * parent's own confirmation stands.
   */
  cascade?: { count: string; one: string; many: string };
};
