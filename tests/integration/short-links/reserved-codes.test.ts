import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isReservedShortCode } from "~/lib/short-links";

type Entry = { path?: string; children?: Entry[] };

/** First path segments of every route in the route table (layouts contribute their children). */
function topLevelSegments(entries: Entry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === undefined) return topLevelSegments(entry.children ?? []);
    const first = entry.path.split("/")[0];
    return first && first !== "*" && !first.startsWith(":") ? [first] : [];
  });
}

// The reserved list is kept by hand; this makes a new top-level route that forgets it fail here.
describe("reserved short codes", () => {
  it("cover every top-level segment of the route table", () => {
    const segments = topLevelSegments(routes as Entry[]);
    expect(segments).toEqual(expect.arrayContaining(["admin", "login", "kontakt", "blog", "links"]));
    for (const segment of segments) expect(isReservedShortCode(segment), segment).toBe(true);
  });
});
