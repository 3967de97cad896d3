import { and, asc, eq, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { data } from "react-router";
import { generalSettings, navigationItems } from "../../db/schema";
import { cloudflareContext, type CloudflareContext } from "./context";
import { getDb, type Db } from "./db.server";
import type { Lang } from "./i18n";
import { readPreferences } from "./preferences.server";
import type { Shell } from "./shell";

type Ctx = { get: (key: typeof cloudflareContext) => CloudflareContext };

/** The navbar and footer data every public page shows. */
function shellQueries(db: Db) {
  return [
    db
      .select()
      .from(navigationItems)
      .where(and(eq(navigationItems.is_active, true), or(eq(navigationItems.show_in_navbar, true), eq(navigationItems.is_footer, true))))
      .orderBy(asc(navigationItems.display_order)),
    db.select().from(generalSettings).where(eq(generalSettings.id, 1)).limit(1),
  ] as const;
}

type ShellResults = [Awaited<ReturnType<typeof shellQueries>[0]>, Awaited<ReturnType<typeof shellQueries>[1]>];

function toShell(results: ShellResults): Shell {
  const [navigation, settingsRows] = results;
  return { navigation, settings: settingsRows[0] ?? null };
}

/**
 * Loads a public page: the page's own queries and the shell's go to D1 in ONE batch (one round-trip).
 * Returns the shell, the visitor's language and the page results in the order given.
 */
export async function loadPublicPage<const Q extends readonly BatchItem<"sqlite">[]>(
  request: Request,
  context: Ctx,
  pageQueries: (db: Db) => Q,
) {
  const { env } = context.get(cloudflareContext);
  const db = getDb(env);
  const { lang } = readPreferences(request);
  const shell = shellQueries(db);
  const page = pageQueries(db);
  const results = (await db.batch([shell[0], shell[1], ...page] as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as unknown[];
  const pageResults = results.slice(2) as unknown as { [K in keyof Q]: Awaited<Q[K]> };
  return { shell: toShell(results.slice(0, 2) as unknown as ShellResults), lang, page: pageResults };
}

/** A 404 that still carries the shell, so the not-found page shows navbar and footer. */
export function notFound(shell: Shell, lang: Lang, message?: string) {
  return data({ shell, lang, message: message ?? null }, { status: 404 });
}
