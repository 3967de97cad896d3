import routes from "~/routes";

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };

const SITE_LAYOUT = "routes/site-layout.tsx";

function flatten(entries: Entry[], parentPath = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const self = entry.index || entry.path !== undefined ? [`/${path}`] : [];
    return [...self, ...flatten(entry.children ?? [], path)];
  });
}

/**
 * Every page of the public site (the routes inside the site layout), walked from app/routes.ts so a
 * new page is covered too: `:slug` becomes the given slug, the splat an unknown two-segment path (a single segment
 * would first be tried as a short link).
 */
export function publicPagePaths(slug = "no-such-slug"): string[] {
  // The German pages and their English mount under /en (decision 0029).
  const layouts = (routes as Entry[]).filter((entry) => entry.file === SITE_LAYOUT);
  if (layouts.length !== 2) throw new Error("the site layout must be mounted for German and for English");
  return [...new Set(layouts.flatMap((layout) => flatten(layout.children ?? [], layout.path ?? "")))].map((path) =>
    path.replace(/\*$/, "no-such/page").replace(/:[^/]+/g, slug),
  );
}
