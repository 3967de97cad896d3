import { eq } from "drizzle-orm";
import type { Db } from "../db.server";
import { isRichHtml, toRichHtml } from "../text/rich-text";
import { sanitizeRichText } from "../text/sanitize-html.server";
import { CONTENT_TABLES } from "./content-tables.server";
import { columnValues } from "./table-queries.server";
import { CONTENT_TYPE_LIST } from "./registry";

/**
 * The one-time conversion of the long texts from before rich text (decision 0050): every stored value
 * of a richText field that is not yet HTML is rewritten as the HTML its page already shows (the same
 * conversion and cleaning as a read). The daily job runs it; a converted row no longer matches, so it
 * changes each row once and then finds nothing. Returns how many rows it rewrote.
 */
export async function convertLegacyRichText(db: Db): Promise<number> {
  let rows = 0;
  for (const def of CONTENT_TYPE_LIST) {
    const fields = def.fields.filter((field) => field.kind === "richText");
    if (fields.length === 0) continue;
    const { table } = CONTENT_TABLES[def.key]!;
    // The types' tables hold tens to hundreds of rows: read whole, compared here.
    const stored = (await db.select().from(table)) as Record<string, unknown>[];
    for (const row of stored) {
      const changes: Record<string, unknown> = {};
      for (const field of fields) {
        const value = row[field.name];
        if (typeof value === "string" && value.trim() && !isRichHtml(value))
          changes[field.name] = sanitizeRichText(toRichHtml(value, field.legacy));
      }
      if (Object.keys(changes).length === 0) continue;
      await db.update(table).set(columnValues(table, changes)).where(eq(table.id, row.id));
      rows += 1;
    }
  }
  return rows;
}
