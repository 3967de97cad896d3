import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { CONTENT_TYPE_LIST } from "~/lib/admin";
import { screenOfPath } from "~/routes/admin/parent-child/tabs";
import { get, sessionAs } from "../auth-helpers";

/*
 * The screens with tabs over several content types (events + organizers, congress + speakers,
 * community) are built from the `tab` of each definition: a definition that names a screen must find
 * it mounted, headed and, for a child, beside its parent; otherwise its rows would have no screen.
 */

type Entry = { path?: string; file: string; children?: Entry[] };
const TAB_MODULE = "routes/admin/parent-child/route.tsx";

function mounted(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const self = entry.file === TAB_MODULE ? [`/${path}`] : [];
    return [...self, ...mounted(entry.children ?? [], path)];
  });
}

describe("screens with tabs, from the definitions", () => {
  const paths = mounted(routes as Entry[]);

  it("mounts the tab module at every screen a definition names, and nowhere else", () => {
    const named = [...new Set(CONTENT_TYPE_LIST.flatMap((def) => (def.tab ? [`/admin/${def.tab.screen}`] : [])))];
    expect(named.sort()).toEqual([...paths].sort());
    expect(paths.sort()).toEqual(["/admin/community", "/admin/events", "/admin/kongress"]);
  });

  it("gives every screen a heading, distinct tab values, and each child tab its parent on the same screen", () => {
    for (const path of paths) {
      const screen = screenOfPath(path);
      expect(screen, path).not.toBeNull();
      const values = screen!.tabs.map((tab) => tab.value);
      expect(new Set(values).size, path).toBe(values.length);
      for (const tab of screen!.tabs) {
        if (!tab.def.parent) continue;
        expect(tab.parent?.key, `${tab.def.key} on ${path}`).toBe(tab.def.parent.key);
        expect(tab.tab.pick, `${tab.def.key} chooses its parent`).toBeDefined();
      }
    }
  });

  it("puts the tab with the heading first, and makes every tab a link to its address, so it switches without JavaScript", async () => {
    const { cookie } = await sessionAs("admin");
    for (const path of paths) {
      const screen = screenOfPath(path)!;
      expect(screen.tabs[0]!.tab.heading, `${path}: the first tab carries the heading`).toBeDefined();
      const html = await (await get(path, cookie)).text();
      const tabs = [...html.matchAll(/<a\b[^>]*role="tab"[^>]*>/g)].map((match) => match[0]);
      expect(tabs.length, path).toBe(screen.tabs.length);
      for (const [index, tab] of screen.tabs.entries()) {
        const href = /href="([^"]*)"/.exec(tabs[index]!)?.[1]?.replaceAll("&amp;", "&");
        expect(href, `${path}: tab ${tab.tab.label}`).toBe(tab.value ? `${path}?tab=${tab.value}` : path);
        // Following the link shows that tab, selected, as the server renders it.
        const opened = await (await get(href!, cookie)).text();
        const selected = [...opened.matchAll(/<a\b[^>]*role="tab"[^>]*>/g)].map((m) =>
          /aria-selected="true"/.test(m[0]),
        );
        expect(selected.indexOf(true), `${href}: the selected tab`).toBe(index);
      }
    }
  });
});
