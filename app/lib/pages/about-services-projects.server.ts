import { asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { aboutSections, projects, services } from "~db/schema";
import type { ActionLinkTarget } from "./action-link";
import type { Db } from "../db.server";
import { libraryAltColumns } from "../media/library-alt.server";
import { readPreferences } from "../i18n/preferences.server";
import { loadFailed } from "./shell.server";
import { safeHref, safeImageSrc } from "../text/url";
import { loc, type Lang } from "../i18n/languages";
import { libraryAlt } from "../media/library-alt";
import { withRichText } from "../text/rich-text.server";

/* Reads of /about, /services, /services/{slug} and /projects (public-site.md 7.1): active records only, display_order ascending. */

export function aboutSectionsQuery(db: Db) {
  return db
    .select({ ...getTableColumns(aboutSections), ...libraryAltColumns(aboutSections.image_url) })
    .from(aboutSections)
    .where(eq(aboutSections.is_active, true))
    .orderBy(asc(aboutSections.display_order), asc(aboutSections.id));
}

export function servicesQuery(db: Db) {
  return db
    .select({ ...getTableColumns(services), ...libraryAltColumns(services.image_url) })
    .from(services)
    .where(eq(services.is_active, true))
    .orderBy(asc(services.display_order), asc(services.id));
}

/**
 * A service or a section of /about as its card shows it (the about sections are services with a switch
 * for their link): its texts in the page's language, its images checked. The link is the caller's.
 */
export function sectionCard(
  row: Awaited<ReturnType<typeof servicesQuery>>[number],
  fields: Parameters<typeof withRichText>[0],
  lang: Lang,
) {
  return {
    id: row.id,
    title: loc(row, "title", lang),
    subtitle: loc(row, "subtitle", lang),
    description: loc(withRichText(fields, row, lang), "description", lang),
    image_url: row.image_url,
    image_alt: libraryAlt(row, lang),
    background_image: safeImageSrc(row.background_image),
    hero_image: safeImageSrc(row.hero_background_image),
  };
}

/** Projects, featured ones first (then display_order); skills are read as raw text so a malformed value cannot break the whole page (see {@link projectSkills}). */
export function projectsQuery(db: Db) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      image_url: projects.image_url,
      hero_background_image: projects.hero_background_image,
      featured: projects.featured,
      project_url: projects.project_url,
      skills: sql<unknown>`${projects.skills}`,
      ...libraryAltColumns(projects.image_url),
    })
    .from(projects)
    .where(eq(projects.is_active, true))
    .orderBy(desc(projects.featured), asc(projects.display_order), asc(projects.id));
}

/**
 * Project skills (public-site.md 5): must be an array; only text entries are shown. Accepts the stored
 * JSON text or an already parsed value; anything else gives no skills.
 */
export function projectSkills(raw: unknown): string[] {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is string => typeof entry === "string" && entry.trim() !== "")
    .map((entry) => entry.trim());
}

/** A link from content, ready to render: site-relative paths and http(s) only; `newTab` unless link_on_page. */
export function contentLink(url: string | null | undefined, linkOnPage: boolean): ActionLinkTarget | null {
  const href = safeHref(url);
  if (!href) return null;
  return { href, internal: href.startsWith("/") || href.startsWith("#"), newTab: !linkOnPage };
}

/**
 * Runs a page's load; a failing D1 batch becomes the site's 503 page instead of an unexplained 500.
 * Throw not-found answers outside of it.
 */
export async function loadOrFail<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`loading ${new URL(request.url).pathname} failed`, error);
    throw loadFailed(readPreferences(request).lang);
  }
}
