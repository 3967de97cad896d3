import { and, asc, eq, getTableColumns, or } from "drizzle-orm";
import { libraryAltColumns } from "../media/library-alt.server";
import type { BatchItem } from "drizzle-orm/batch";
import { data } from "react-router";
import { generalSettings, indexSections, navigationItems, pageContents } from "~db/schema";
import { cloudflareContext, type CloudflareContext } from "../context";
import { getDb, type Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import { inPageLanguage, publicColumns } from "./page-language.server";
import { readPreferences } from "../i18n/preferences.server";
import {
  FRAME_SETTINGS_FIELDS,
  NAVIGATION_FIELDS,
  PAGE_SETTINGS_FIELDS,
  type PageProblem,
  type PageSettings,
  type PublicSettings,
  type Shell,
} from "./shell";
import { copyrightYear } from "./site-defaults";

/** The named entries of an object: a table's columns for a select of only those, or a row's fields. */
function pick<C extends object, K extends keyof C & string>(from: C, names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, from[name]])) as Pick<C, K>;
}

type Ctx = { get: (key: typeof cloudflareContext) => CloudflareContext };

const NAVIGATION_COLUMNS = pick(getTableColumns(navigationItems), NAVIGATION_FIELDS);
const SETTINGS_COLUMNS = pick(getTableColumns(generalSettings), [...FRAME_SETTINGS_FIELDS, ...PAGE_SETTINGS_FIELDS]);

/** The navbar and footer data every public page shows. */
function shellQueries(db: Db) {
  return [
    db
      .select(NAVIGATION_COLUMNS)
      .from(navigationItems)
      .where(
        and(
          eq(navigationItems.is_active, true),
          or(eq(navigationItems.show_in_navbar, true), eq(navigationItems.is_footer, true)),
        ),
      )
      .orderBy(asc(navigationItems.display_order)),
    db.select(SETTINGS_COLUMNS).from(generalSettings).where(eq(generalSettings.id, 1)).limit(1),
  ] as const;
}

type ShellResults = [Awaited<ReturnType<typeof shellQueries>[0]>, Awaited<ReturnType<typeof shellQueries>[1]>];

/** The frame's part of the settings row and the page's part, apart. */
function splitSettings(row: (PublicSettings & PageSettings) | undefined) {
  if (!row) return { frame: null, page: null };
  return { frame: pick(row, FRAME_SETTINGS_FIELDS), page: pick(row, PAGE_SETTINGS_FIELDS) };
}

function toShell(results: ShellResults, lang: Lang): { shell: Shell; pageSettings: PageSettings | null } {
  const [navigation, settingsRows] = results;
  const { frame, page } = splitSettings(settingsRows[0]);
  const shell = inPageLanguage(lang, { navigation, settings: frame, year: copyrightYear(new Date()) });
  return { shell, pageSettings: page };
}

/**
 * Loads a public page: the page's own queries and the shell's go to D1 in ONE batch (one round-trip).
 * Returns the shell, the visitor's language, the page results in the order given, and the settings
 * only one page shows (`pageSettings`: a page hands on what it shows of them).
 */
export async function loadPublicPage<const Q extends readonly BatchItem<"sqlite">[]>(
  request: Request,
  context: Ctx,
  pageQueries: (db: Db) => Q,
) {
  const { env } = context.get(cloudflareContext);
  const db = getDb(env);
  const { lang } = readPreferences(request);
  const frame = shellQueries(db);
  const page = pageQueries(db);
  const items: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [frame[0], frame[1], ...page];
  // D1's batch answers in the order asked; the types of the answers are the queries' own.
  const results: readonly unknown[] = await db.batch(items);
  const pageResults = results.slice(2) as { [K in keyof Q]: Awaited<Q[K]> };
  const { shell, pageSettings } = toShell(results.slice(0, 2) as ShellResults, lang);
  return { shell, pageSettings, lang, page: pageResults };
}

/** A 404 that still carries the shell, so the not-found page shows navbar and footer. Throw it. */
export function notFound(shell: Shell, lang: Lang, problem: PageProblem = {}) {
  return data({ shell, lang, ...problem }, { status: 404 });
}

/**
 * A failed load (D1 unreachable, a query failing): a 503 error page with a retry hint. The shell may
 * be unknown (it comes from the same batch), so the layout falls back to an empty navbar. Throw it.
 */
export function loadFailed(lang: Lang, problem: PageProblem = {}, shell: Shell | null = null) {
  return data(
    { shell: shell ?? { navigation: [], settings: null, year: copyrightYear(new Date()) }, lang, ...problem },
    { status: 503 },
  );
}

/** What a page shows of its page-content record: the key is the query's, not the page's. */
const PAGE_CONTENT_COLUMNS = publicColumns(pageContents, ["page_key"]);
const INDEX_SECTION_COLUMNS = publicColumns(indexSections);

/** The page-content record (hero) of a page key, active only; an empty array when there is none. */
export function pageContentQuery(db: Db, pageKey: string) {
  return db
    .select(PAGE_CONTENT_COLUMNS)
    .from(pageContents)
    .where(and(eq(pageContents.page_key, pageKey), eq(pageContents.is_active, true)))
    .limit(1);
}

/** Pages whose index sections are chosen by a show_on_{page} flag. */
export type IndexSectionPage =
  "home" | "about" | "services" | "projects" | "blog" | "shop" | "academy" | "events" | "congress";

/** Active index sections shown on a page, in display order (public-site.md 7.1). */
export function indexSectionsQuery(db: Db, page: IndexSectionPage) {
  return db
    .select({ ...INDEX_SECTION_COLUMNS, ...libraryAltColumns(indexSections.content_image) })
    .from(indexSections)
    .where(and(eq(indexSections.is_active, true), eq(indexSections[`show_on_${page}`], true)))
    .orderBy(asc(indexSections.display_order), asc(indexSections.id));
}
