import { eq } from "drizzle-orm";
import { generalSettings } from "~db/schema";
import { auditStatement, changesBetween } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { GENERAL_FORM, type GeneralSettingsValues } from "./general-settings";
import type { WriteScope } from "~/lib/admin/index.server";

/** The settings live in one row with id 1 (the public shell reads exactly that row). */
const GENERAL_ROW_ID = 1;

export async function loadGeneralSettings(db: Db) {
  const [row] = await db.select().from(generalSettings).where(eq(generalSettings.id, GENERAL_ROW_ID)).limit(1);
  return row ?? null;
}

/**
 * Writes the WHOLE settings object (back-office.md 7): updates row 1, or inserts it with id 1 when it
 * is missing. An upsert, so two first saves at once cannot fail on the primary key. The audit entry
 * goes into the same batch, so it exists exactly when the settings were written. Returns whether
 * the row was created (for the toast).
 */
export async function saveGeneralSettings(
  { db, actor }: WriteScope,
  values: GeneralSettingsValues,
): Promise<{ created: boolean }> {
  const existing = await loadGeneralSettings(db);
  await db.batch([
    db
      .insert(generalSettings)
      .values({ id: GENERAL_ROW_ID, ...values })
      .onConflictDoUpdate({ target: generalSettings.id, set: { ...values, updated_at: new Date() } }),
    auditStatement(db, actor, {
      type: "settings",
      recordId: GENERAL_ROW_ID,
      action: existing ? "update" : "create",
      changes: changesBetween(existing, values, GENERAL_FORM.columns),
    }),
  ]);
  return { created: !existing };
}
