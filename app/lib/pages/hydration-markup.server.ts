/**
 * What React Router writes into a page for hydration, made lighter where it has no option for it.
 * The rendered page gets these changes where its whole text is read anyway (for its ETag,
 * http-cache.server.ts): plain string work once per render instead of a stream step on every chunk.
 */
export function lighterHydrationMarkup(html: string): string {
  return compactRouteManifest(discoverEachAddressOnce(withoutLinkNonces(lowPriorityModulePreloads(html))));
}

/**
 * The module preloads for hydration are fetched at high priority, side by side with the stylesheet
 * and the hero image; on a slow connection they share its bandwidth, so the page the server already
 * rendered is painted later than it needs to be. At low priority the browser fetches the stylesheet
 * and the first image first and the scripts right after (decision 0065).
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

const LINK_NONCE = /(<link\b[^>]*?) nonce="[^"]*"/g;

/**
 * React Router puts the page's nonce on every `<link>` of the head. The policy (security-headers)
 * already lets this origin's scripts, styles and images in ('self'), so on a link the nonce only
 * costs bytes; the inline scripts keep theirs.
 */
function withoutLinkNonces(html: string): string {
  return html.replace(LINK_NONCE, "$1");
}

const MODULE_SCRIPT = ' type="module"';
const MANIFEST_START = "window.__reactRouterManifest = ";
const MANIFEST_END = ";\n  window.__reactRouterRouteModules";

/**
 * The route manifest of the page's routes is written indented by two spaces per level, about a
 * third of its bytes. Written compactly it is the same object. Left as it is when it is not where
 * or what it is expected to be (another React Router version).
 */
export function compactRouteManifest(html: string): string {
  // Searched for in the page's module script only: a page's own text (a post, a search query shown
  // back) may hold the same words, but never this tag with real quotes.
  const moduleScript = html.lastIndexOf(MODULE_SCRIPT);
  if (moduleScript < 0) return html;
  const start = html.indexOf(MANIFEST_START, moduleScript);
  if (start < 0) return html;
  const from = start + MANIFEST_START.length;
  const end = html.indexOf(MANIFEST_END, from);
  if (end < 0) return html;
  let manifest: unknown;
  try {
    manifest = JSON.parse(html.slice(from, end));
  } catch {
    return html;
  }
  return html.slice(0, from) + JSON.stringify(manifest) + html.slice(end);
}

const DISCOVERED_TAG = /<(?:a|form)\b[^>]*? data-discover="true"[^>]*>/g;
const TARGET = /\s(?:href|action)="([^"]*)"/;

/**
 * React Router marks every link and form to one of its own addresses with `data-discover`; after
 * hydration it asks the server once for the routes of all marked addresses. A page links to the same
 * address from the menu, the footer and its content, and the question names each address once, so
 * the mark on the second and later links to an address only costs bytes.
 */
export function discoverEachAddressOnce(html: string): string {
  const marked = new Set<string>();
  return html.replace(DISCOVERED_TAG, (tag) => {
    const target = TARGET.exec(tag)?.[1];
    if (target === undefined) return tag;
    if (!marked.has(target)) {
      marked.add(target);
      return tag;
    }
    return tag.replace(' data-discover="true"', "");
  });
}
