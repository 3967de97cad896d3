/** Returns the URL if it is an absolute http(s) URL, otherwise null. Guards every outbound link. */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

// Whitespace (any Unicode space, line or paragraph separator), control characters and backslashes.
// Browsers drop some of them from URLs or read "\" as "/", which turns "/\t/evil.example" or
// "/\evil.example" into a link to another site.
const UNSAFE_IN_PATH = /[\s\\\p{Cc}\p{Cf}]/u;
// A stand-in origin: only whether a value stays on it matters, not its name.
const PROBE_ORIGIN = "https://site.invalid";

/**
 * THE decision "is this a path of our own site?", for every place that takes one from outside:
 * redirectTo after sign-in and after form posts, links staff enter (navigation, hero buttons,
 * sections), images, links inside sanitised HTML. Returns the value unchanged when it is a same-site
 * path ("/kontakt", "/blog/x?y=1#z"), otherwise null. Refused: anything not starting with one "/",
 * "//" and "/\", a backslash, control character or whitespace anywhere, the same hidden behind
 * percent-encoding (%09, %5C, %2F%2F …), and whatever a browser would resolve to another origin.
 */
export function sameSitePath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 4000) return null;
  // A page judges the same few dozen links on every render: each answer is kept (a URL parse each
  // was a visible part of a render's time). Bounded, so a flood of odd values cannot grow it.
  const known = judgedPaths.get(raw);
  if (known !== undefined) return known;
  const judged = judgeSameSitePath(raw);
  if (judgedPaths.size >= JUDGED_PATHS_KEPT) judgedPaths.clear();
  judgedPaths.set(raw, judged);
  return judged;
}

const JUDGED_PATHS_KEPT = 2_000;
const judgedPaths = new Map<string, string | null>();

function judgeSameSitePath(raw: string): string | null {
  if (!raw.startsWith("/") || raw.startsWith("//") || UNSAFE_IN_PATH.test(raw)) return null;
  // Encoded forms: decode a few layers (double-encoding included) and judge every layer the same way.
  let layer = raw;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (next === layer) break;
    if (next.startsWith("//") || UNSAFE_IN_PATH.test(next)) return null;
    layer = next;
  }
  try {
    // "/..//host" resolves to the path "//host": harmless here, but a redirect that later rebuilds a
    // URL from that path would leave the site.
    const resolved = new URL(raw, PROBE_ORIGIN);
    return resolved.origin === PROBE_ORIGIN && !resolved.pathname.startsWith("//") ? raw : null;
  } catch {
    return null;
  }
}

/** An in-page anchor ("#kontakt"), held to the same character rules as a path. */
function sameSiteAnchor(value: string): string | null {
  return /^#[^\s\\\p{Cc}\p{Cf}]*$/u.test(value) ? value : null;
}

/** A link target from content: a same-site path, an in-page anchor or an http(s) URL. Anything else is dropped. */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (value.startsWith("/")) return sameSitePath(value);
  if (value.startsWith("#")) return sameSiteAnchor(value);
  return safeHttpUrl(value);
}

/**
 * THE decision "can this be shown as an image?", for every place that shows an image from content
 * (slides, heroes, section backgrounds, cards) and for the back office's image fields, which refuse
 * at save time what this refuses: an http(s) URL, or a same-site path (/images/…, uploads under
 * /media/…) as {@link sameSitePath} judges it. Everything else is null: javascript:, data:, "//host",
 * in-page anchors, hostile encodings. Quotes and angle brackets are refused as well, so the value can
 * sit inside a CSS url("…") without closing it.
 */
export function safeImageSrc(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  const src = value.startsWith("/") ? sameSitePath(value) : safeHttpUrl(value);
  return src && !/["'<>`]/.test(src) ? src : null;
}

/** A CSS background value for an image that {@link safeImageSrc} accepted. */
function cssImageUrl(src: string): string {
  return `url("${src}")`;
}

/**
 * The style of a block on a darkened image (text on it stays readable): the slate shade runs from
 * `top` to `bottom` opacity over the image, which covers the block.
 */
export function shadedBackground(src: string, top: number, bottom = top) {
  return {
    backgroundImage: `linear-gradient(rgba(15,23,42,${top}),rgba(15,23,42,${bottom})), ${cssImageUrl(src)}`,
    backgroundSize: "cover",
    backgroundPosition: "center",
  };
}

/** A same-site path to return to after a form post or sign-in; the fallback for anything else. */
export function safeRedirectPath(raw: unknown, fallback = "/"): string {
  return sameSitePath(raw) ?? fallback;
}
