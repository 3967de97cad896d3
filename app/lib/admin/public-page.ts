import type { Lang } from "../i18n/languages";
import type { JsonObject } from "../pages/organization-ld";
import type { Shell } from "../pages/shell";
import { slugify } from "../text/slug";

/*
 * A content type's public face, declared once in its definition (docs/decisions/0041): where its
 * pages are, which record has a page of its own, its structured data and where its page hero is
 * edited (what the search looks in is a property of the fields). The routes, the sitemap, preview links, card
 * links, the 404 of an unroutable record and the hero editor's menu entry are all read from here.
 * Plain data and small functions only: app/routes.ts imports it at build time.
 */

/**
 * The rule that gives a record a page of its own, as data, so the database query (public-pages.server.ts)
 * and the code that links a card (isRoutable) read one rule and cannot disagree. `C`: the table's
 * column names, so a column that is none fails the typecheck.
 */
export type RoutableRule<C extends string = string> = {
  /** Columns that must hold text that is not blank. */
  filled?: readonly C[];
  /** Switch columns that must be on. */
  on?: readonly C[];
};

/** What a page's structured data is built from beside its record (lib/pages/structured-data.ts). */
type LdContext = { shell: Shell; origin: string; url: string; lang: Lang };

/**
 * One record's own page: /<path>/<slug> and /en/<path>/<slug_en> (decision 0029), served by the shared
 * detail route (routes/public-detail.tsx, decision 0067) with the view of the type's view file
 * (app/components/pages/<key>-page.tsx). `C`: the table's columns; `R`: its row.
 */
export type DetailPage<C extends string = string, R = Record<string, unknown>> = {
  /** Which records have a page; any other record's address is the 404 page. */
  routable: RoutableRule<C>;
  /**
   * What a page also needs to be linked: from cards, the sitemap and the back office's "open" link
   * (a blog post without a body keeps its page, but its card leads to the external article). Both
   * rules together; without it, every page is linked.
   */
  linked?: RoutableRule<C>;
  /** A record without a slug is addressed by this column: a text's slug (events: title) or a number (shop: id). */
  slugFallback?: C;
  /** The columns that give the page's title, description (the first that is not empty) and image (meta tags). */
  title: C;
  description: C | readonly C[];
  image?: C;
  /** The picture of a record without one (a stock photo). */
  imageFallback?: string;
  /** og:type "article" (a blog post); else "website". */
  ogType?: "article";
  /**
   * The structured data beside the breadcrumbs, from the record as the page shows it (its texts in the
   * page's language). A method, so a definition may type the record as its own row.
   */
  jsonLd?(record: R, context: LdContext): JsonObject | null;
};

/**
 * The page-content record of a list page ("blog", "kongress") and its editor in the back office
 * (/admin/<editor>) with its entry in the admin bar (`Menu`: content-type-def's MenuEntry, passed in so
 * this file imports nothing of the definitions that import it).
 */
type HeroEditor<Menu> = { key: string; editor: string; menu: Menu };

/** A tag of a page's head (a feed's link), as meta() returns them. */
type HeadTag = Readonly<Record<string, string>>;

export type PublicPage<Menu = unknown, C extends string = string, R = Record<string, unknown>> = {
  /** The page's path segment ("blog": /blog and /en/blog; "" is the home page). */
  path: string;
  /**
   * The English page's own segment where it is not the German one ("congress": /en/congress for
   * /kongress). The German word under /en answers 301 to it (app/routes.ts).
   */
  english?: string;
  /** The list page's name in both languages: the breadcrumbs' step to it, where the navigation has no entry for it. */
  name?: Readonly<Record<Lang, string>>;
  /**
   * The list page (or the one page of a one-page type), served by the shared list route with the list
   * view of the type's view file. A type whose records only show on another type's page declares just the `path`.
   */
  list?: true;
  detail?: DetailPage<C, R>;
  /**
   * How a draft of a type without record pages is previewed: with the preview view of its view file,
   * titled by this column. A type with `detail` previews with the detail page's view and title.
   */
  preview?: { title: C };
  hero?: HeroEditor<Menu>;
  /** More tags in the head of the list page and of the record pages (the blog's feed link). */
  head?(lang: Lang, origin: string): readonly HeadTag[];
};

/** The column a type's drafts are titled by in a preview (its record page's, else its own), if they have one. */
export function previewOf(page: PublicPage<unknown> | undefined): { title: string } | null {
  const source = page?.detail ?? page?.preview;
  return source ? { title: source.title } : null;
}

/** Whether a record's value counts as given: text that is not blank, or any value at all. */
export function filled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== null && value !== undefined;
}

/** Whether a record has a page of its own (the code form of the rule; public-pages.server.ts has the SQL form). */
export function isRoutable(rule: RoutableRule, row: Record<string, unknown>): boolean {
  return (
    (rule.filled ?? []).every((name) => filled(row[name])) &&
    (rule.on ?? []).every((name) => row[name] === true || row[name] === 1)
  );
}

/** The rule of the pages that are linked (cards, sitemap, the admin's open link): `routable` and `linked`. */
export function linkedRule(detail: Pick<DetailPage, "routable" | "linked">): RoutableRule {
  const { routable, linked = {} } = detail;
  return {
    filled: [...(routable.filled ?? []), ...(linked.filled ?? [])],
    on: [...(routable.on ?? []), ...(linked.on ?? [])],
  };
}

/** The German path of a type's list page ("/blog", "/" for the home page). */
export function listPath(page: Pick<PublicPage, "path">): string {
  return `/${page.path}`;
}

/** The German slug a record is addressed by: its slug, else (events) the slug of its fallback column. */
export function germanSlugOf(detail: Pick<DetailPage, "slugFallback">, row: Record<string, unknown>): string {
  const own = typeof row.slug === "string" ? row.slug.trim() : "";
  if (own) return own;
  const fallback = detail.slugFallback ? row[detail.slugFallback] : null;
  if (typeof fallback === "number") return String(fallback);
  return typeof fallback === "string" ? slugify(fallback) : "";
}

/**
 * Where staff see a record on the public site (the list's "open" link): its own page when the rule
 * gives it one, else the page it is listed on.
 */
function publicPathOfRecord(page: PublicPage<unknown>, row: Record<string, unknown>): string {
  const { detail } = page;
  if (detail && isRoutable(linkedRule(detail), row)) {
    const slug = germanSlugOf(detail, row);
    if (slug) return `${listPath(page)}/${encodeURIComponent(slug)}`;
  }
  return listPath(page);
}

/** The "open on the website" link of a record of any type: from its `page`, else from its own `publicPath`. */
export function recordPublicPath(
  def: { page?: PublicPage<unknown>; publicPath?: (row: Record<string, unknown>) => string | null },
  row: Record<string, unknown>,
): string | null {
  return def.page ? publicPathOfRecord(def.page, row) : (def.publicPath?.(row) ?? null);
}
