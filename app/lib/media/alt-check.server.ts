import { inArray } from "drizzle-orm";
import * as schema from "~db/schema";
import { FieldError } from "../admin/field-error";
import type { Db } from "../db.server";
import { MEDIA_PATH } from "./image-type";

const MISSING_ALT_MESSAGE =
  "Dieses Bild hat noch keinen Alt-Text auf Deutsch. Bitte über „Bild wählen oder hochladen“ (oder unter Medien) ergänzen oder das Bild als dekorativ markieren.";

/**
 * A library image shown on the site needs words for people who cannot see it: an image field that
 * points at a /media/ file without a German alt text (and not marked decorative) is refused as that
 * field's error. A missing English one does not block: the English page shows the German text, and the
 * picker and the library say so. Outside URLs are not ours to describe and pass.
 */
export async function requireMediaAltTexts(
  db: Db,
  fields: readonly { name: string; kind: string }[],
  values: Record<string, unknown>,
): Promise<void> {
  const used = fields
    .filter((field) => field.kind === "image" && typeof values[field.name] === "string")
    .map((field) => ({ field: field.name, match: MEDIA_PATH.exec(String(values[field.name]).split("?")[0]!) }))
    .filter((entry) => entry.match !== null);
  if (used.length === 0) return;
  const rows = await db
    .select()
    .from(schema.media)
    .where(
      inArray(
        schema.media.hash,
        used.map((entry) => entry.match![1]!),
      ),
    );
  for (const { field, match } of used) {
    const row = rows.find((r) => r.hash === match![1]);
    if (row && !row.decorative && !row.alt_de?.trim()) throw new FieldError(field, MISSING_ALT_MESSAGE);
  }
}
