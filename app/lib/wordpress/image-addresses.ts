/*
 * Image addresses of a WordPress site and the library paths that replace them. WordPress writes the
 * same file under several addresses: http and https, with resize parameters (`?w=300` on
 * wordpress.com), and as its own resized copies (`photo-300x200.jpg`, and `photo-scaled.jpg` for the
 * big originals since WordPress 5.3). All of them are the one library image of the original.
 */

/** An address as a lookup key: no scheme, host in lower case, no query or fragment. Null if unreadable. */
function addressKey(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim().startsWith("//") ? `https:${raw.trim()}` : raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return `//${url.host.toLowerCase()}${url.pathname}`;
}

/** The key a source address is remembered under (its query kept: it may name another file). */
export function sourceKey(raw: string): string {
  const url = new URL(raw);
  return `//${url.host.toLowerCase()}${url.pathname}${url.search}`;
}

const SIZED = /-\d{1,5}x\d{1,5}(\.[a-z0-9]{2,5})$/i;
const SCALED = /-(scaled|rotated)(\.[a-z0-9]{2,5})$/i;

/** The keys under which an address's original may be in the mapping, most exact first. */
function candidates(key: string): string[] {
  const unsized = key.replace(SIZED, "$1");
  const unscaled = unsized.replace(SCALED, "$2");
  const scaled = unscaled.replace(/(\.[a-z0-9]{2,5})$/i, "-scaled$1");
  return [...new Set([key, unsized, unscaled, scaled])];
}

/** The lookup table of a mapping: each remote address (as a key) to its library path. */
function lookupOf(mapping: Map<string, string>): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const [remote, path] of mapping) {
    const key = addressKey(remote);
    if (key && !lookup.has(key)) lookup.set(key, path);
  }
  return lookup;
}

/** The library path of one address, or null when it is none of the imported images. */
function pathFor(lookup: Map<string, string>, raw: string): string | null {
  const key = addressKey(raw.replace(/&amp;/gi, "&"));
  if (!key) return null;
  for (const candidate of candidates(key)) {
    const path = lookup.get(candidate);
    if (path) return path;
  }
  return null;
}

/**
 * One start tag (its quoted values may hold `>`), and each attribute of it in turn. Names and bare
 * values stop at `<`, so a run of unclosed tags costs one pass, not one pass per `<`.
 */
const START_TAG = /<[a-z][^\s/<>]*(?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/)*\s*>/gi;
const ATTRIBUTE = /(\s+)([^\s"'<>/=]+)(?:(\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ADDRESS_ATTRIBUTES = new Set(["src", "href", "srcset", "data-src", "data-orig-file", "data-large-file"]);

/** A srcset with each address of ours in place of its remote one (descriptors kept), or null if none is. */
function rewriteSrcset(lookup: Map<string, string>, value: string): string | null {
  let changed = false;
  const rewritten = value
    .split(",")
    .map((entry) => {
      const [address = "", ...descriptor] = entry.trim().split(/\s+/);
      const path = pathFor(lookup, address);
      if (!path) return entry.trim();
      changed = true;
      return [path, ...descriptor].join(" ");
    })
    .join(", ");
  return changed ? rewritten : null;
}

/** Rewrites <img src>/figure addresses in converted HTML from remote WordPress addresses to the library's paths (incl. WordPress's -300x200 size variants of the same file). */
export function rewriteImageAddresses(html: string, mapping: Map<string, string>): string {
  if (mapping.size === 0 || !html) return html;
  const lookup = lookupOf(mapping);
  return html.replace(START_TAG, (tag) => {
    const name = /^<[^\s/>]+/.exec(tag)![0];
    // Attribute by attribute from the tag's name on, so text inside another attribute's value is never taken for one.
    const rest = tag
      .slice(name.length)
      .replace(
        ATTRIBUTE,
        (whole, space: string, attr: string, equals?: string, dq?: string, sq?: string, bare?: string) => {
          const value = dq ?? sq ?? bare;
          if (value === undefined || !ADDRESS_ATTRIBUTES.has(attr.toLowerCase())) return whole;
          const replaced = attr.toLowerCase() === "srcset" ? rewriteSrcset(lookup, value) : pathFor(lookup, value);
          if (!replaced) return whole;
          const quote = sq !== undefined ? "'" : '"';
          return `${space}${attr}${equals}${quote}${replaced}${quote}`;
        },
      );
    return name + rest;
  });
}
