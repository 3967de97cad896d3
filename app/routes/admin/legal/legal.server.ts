import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { legalPages, type LegalPage } from "~db/schema";
import { auditStatement, changesBetween } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { sanitizeHtml } from "~/lib/text/index.server";
import { redirectWithToast } from "~/lib/toast.server";
import { htmlToText, LegalPageSchema } from "./legal";
import type { WriteScope } from "~/lib/admin/index.server";
import type { Translate } from "~/lib/admin";

/** Every legal page, ordered by page_key (back-office.md 7). */
export function listLegalPages(db: Db): Promise<LegalPage[]> {
  return db.select().from(legalPages).orderBy(asc(legalPages.page_key));
}

function errorMessage(error: unknown, t: Translate) {
  return error instanceof Error && error.message ? error.message : t("Unbekannter Fehler");
}

/**
 * Saves one legal page (update by page key, or create it when its row is missing). The HTML is
 * cleaned with the allow-list before it is stored; the public page cleans it again on render. The
 * audit entry runs in the write's batch, so it exists exactly when the page was saved.
 */
export async function saveLegalPage(request: Request, { db, actor, t }: WriteScope, backUrl: string) {
  const formData = await request.formData();
  if (formData.get("intent") !== "save")
    return data({ result: null, pageKey: null, error: t("Unbekannte Aktion") }, { status: 400 });
  const pageKey = String(formData.get("page_key") ?? "");
  const submission = parseWithZod(formData, { schema: LegalPageSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), pageKey, error: null }, { status: 400 });

  const { page_key, title_de, title_en, is_active } = submission.value;
  const content_de = sanitizeHtml(submission.value.content_de);
  const content_en = sanitizeHtml(submission.value.content_en);
  // Nothing to read after cleaning (only a script, say, or the empty paragraph of an emptied editor).
  const emptied: Record<string, string[]> = {};
  if (!htmlToText(content_de)) emptied.content_de = [t("Inhalt (DE) enthält nach der Bereinigung keinen Text")];
  if (!htmlToText(content_en)) emptied.content_en = [t("Inhalt (EN) enthält nach der Bereinigung keinen Text")];
  if (Object.keys(emptied).length)
    return data({ result: submission.reply({ fieldErrors: emptied }), pageKey, error: null }, { status: 400 });

  try {
    const [existing] = await db.select().from(legalPages).where(eq(legalPages.page_key, page_key)).limit(1);
    const values = { title_de, title_en, content_de, content_en, is_active };
    const audit = (recordId: number | ReturnType<typeof sql>) =>
      auditStatement(db, actor, {
        type: "legal",
        recordId,
        action: existing ? "update" : "create",
        changes: changesBetween(existing ?? null, { page_key, ...values }, ["page_key", ...Object.keys(values)]),
      });
    if (existing) {
      await db.batch([db.update(legalPages).set(values).where(eq(legalPages.id, existing.id)), audit(existing.id)]);
    } else {
      await db.batch([db.insert(legalPages).values({ page_key, ...values }), audit(sql`last_insert_rowid()`)]);
    }
  } catch (error) {
    console.error(`admin legal ${page_key} save failed`, error);
    return data(
      {
        result: submission.reply(),
        pageKey,
        error: t("Fehler beim Aktualisieren: {detail}", { detail: errorMessage(error, t) }),
      },
      { status: 503 },
    );
  }
  return redirectWithToast(request, backUrl, {
    title: t("Erfolg"),
    description: t("Rechtliche Seite erfolgreich aktualisiert."),
  });
}
