import { eq } from "drizzle-orm";
import { pageContents, type PageContent } from "~db/schema";
import type { Db } from "../db.server";
import { handleContentAction } from "./content.server";
import { pageHeroDefinition } from "./page-hero";
import type { WriteScope } from "./write-scope.server";

/** The page-content record of a page key, active or not (staff see everything); null when none. */
export async function loadPageHero(db: Db, pageKey: string): Promise<PageContent | null> {
  const [row] = await db.select().from(pageContents).where(eq(pageContents.page_key, pageKey)).limit(1);
  return row ?? null;
}

function errorMessage(error: unknown) {
  return error instanceof Error && error.message ? error.message : "An error occurred";
}

/**
 * The action of a hero editor (back-office.md 4 'Hero form (page hero)'): the shared content action
 * on the page's one record. 'save' creates the record when the page has none (with its page key,
 * active) and updates it otherwise; 'delete' removes it. Which record is decided here from the page
 * key, never from a posted id.
 */
export function handlePageHeroAction(request: Request, scope: WriteScope, pageKey: string, backUrl: string) {
  return handleContentAction(request, scope, pageHeroDefinition(pageKey, true), backUrl, {
    singleRow: async (current) => (await loadPageHero(current, pageKey))?.id ?? null,
    // A new record belongs to its page and starts active; an edit keeps the switch as set.
    beforeWrite: (values, id) => (id === null ? { ...values, page_key: pageKey, is_active: true } : values),
    failureText: errorMessage,
    refusals: {
      unknownIntent: "Unknown action",
      // A page without a hero has nothing to delete: a 404 with this message, never a redirect that looks like success.
      missingDelete: "There is no hero section for this page.",
    },
  });
}
