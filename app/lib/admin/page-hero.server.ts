import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { pageContents, type PageContent } from "../../../db/schema";
import type { Db } from "../db.server";
import { redirectWithToast } from "../toast.server";
import { heroTexts, PageHeroSchema } from "./page-hero";

/** The page-content record of a page key, active or not (staff see everything); null when none. */
export async function loadPageHero(db: Db, pageKey: string): Promise<PageContent | null> {
  const [row] = await db.select().from(pageContents).where(eq(pageContents.page_key, pageKey)).limit(1);
  return row ?? null;
}

function errorMessage(error: unknown) {
  return error instanceof Error && error.message ? error.message : "An error occurred";
}

/**
 * The action of a hero editor (back-office.md 4 'Hero form (page hero)'): 'save' creates the record
 * when the page has none (with its page key, active) and updates it otherwise; 'delete' removes it.
 * Whether to create or update is decided here from the page key, never from a posted id.
 */
export async function handlePageHeroAction(request: Request, db: Db, pageKey: string, backUrl: string) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const texts = heroTexts(pageKey);
  const existing = await loadPageHero(db, pageKey);

  if (intent === "delete") {
    if (!existing) {
      return redirectWithToast(request, backUrl, { title: "Error", description: "There is no hero section for this page.", variant: "destructive" });
    }
    try {
      await db.delete(pageContents).where(eq(pageContents.id, existing.id));
    } catch (error) {
      console.error(`admin page hero ${pageKey} delete failed`, error);
      return redirectWithToast(request, backUrl, { title: "Error", description: errorMessage(error), variant: "destructive" });
    }
    return redirectWithToast(request, backUrl, { title: texts.deleted });
  }

  if (intent !== "create" && intent !== "update" && intent !== "save") {
    return data({ result: null, error: "Unknown action" }, { status: 400 });
  }

  const submission = parseWithZod(formData, { schema: PageHeroSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
  const { is_active, ...values } = submission.value;
  try {
    if (existing) {
      await db
        .update(pageContents)
        .set({ ...values, is_active })
        .where(eq(pageContents.id, existing.id));
    } else {
      await db.insert(pageContents).values({ ...values, page_key: pageKey, is_active: true });
    }
  } catch (error) {
    console.error(`admin page hero ${pageKey} save failed`, error);
    return data({ result: submission.reply(), error: errorMessage(error) }, { status: 503 });
  }
  return redirectWithToast(request, backUrl, { title: existing ? texts.updated : texts.created });
}
