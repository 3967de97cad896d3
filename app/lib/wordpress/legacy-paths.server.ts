import type { WxrChannel, WxrItem } from "./types";

/*
 * The addresses a WordPress site answered for a post, page or category, as paths of this site, so the
 * old links (search engines, other sites, newsletters) can answer 301 to the new pages. The host is
 * dropped (the domain moves over), the path kept as WordPress wrote it, trailing slash included, with
 * percent-escapes in one canonical form.
 */

/** Percent-escapes in upper case, everything else as written; "/" for an empty path. */
function canonicalPath(path: string): string {
  const canonical = path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  return canonical.startsWith("/") ? canonical : `/${canonical}`;
}

/** The path (and query) of an address, or null when it is not an http(s) address. */
function pathOf(link: string): string | null {
  try {
    const url = new URL(link);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return canonicalPath(url.pathname + url.search);
  } catch {
    return null;
  }
}

/** Where the WordPress site lived: "/" or a folder such as "/blog/". */
function basePath(channel: WxrChannel): string {
  const path = pathOf(channel.link)?.replace(/\?.*$/, "") ?? "/";
  return path.endsWith("/") ? path : `${path}/`;
}

export function legacyPathsOf(item: WxrItem, channel: WxrChannel): string[] {
  if (item.type !== "post" && item.type !== "page") return [];
  const base = basePath(channel);
  const paths = new Set<string>();
  const permalink = pathOf(item.link);
  // The site's front page stays the front page.
  if (permalink && permalink !== base && permalink !== "/") paths.add(permalink);
  if (item.wpId > 0) paths.add(`${base}?${item.type === "page" ? "page_id" : "p"}=${item.wpId}`);
  return [...paths];
}

/** `/category/<slug>/` per category of the channel; a nested one under its parents, as WordPress writes it. */
export function categoryPaths(channel: WxrChannel): { slug: string; path: string }[] {
  const base = basePath(channel);
  const bySlug = new Map(channel.categories.map((term) => [term.slug, term]));
  return channel.categories.map((term) => {
    const chain = [term.slug];
    let parent = term.parent ? bySlug.get(term.parent) : undefined;
    while (parent && !chain.includes(parent.slug) && chain.length < 20) {
      chain.unshift(parent.slug);
      parent = parent.parent ? bySlug.get(parent.parent) : undefined;
    }
    return { slug: term.slug, path: canonicalPath(`${base}category/${chain.join("/")}/`) };
  });
}
