import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db.server";
import { previewPath, PREVIEW_HOURS } from "../pages/preview.server";
import { bindingOf, type Row } from "./content-read.server";
import { hasEditorial, type RegisteredContentType } from "./content-type-def";
import { draftsOfType, draftValues, statusOf, versionOf, type RawRow } from "./drafts.server";
import { missingImageMarks } from "../wordpress/missing-images.server";
import { previewWidthOf, type EditorialPending, type EditorialRecord, type EditorialState } from "./editorial";

/** The types a WordPress import writes: only their records can miss an imported image. */
const IMPORTED_TYPES = new Set(["blog", "service-details", "about"]);

/**
 * What a content screen shows of the workflow (decision 0028): each listed record's status and the
 * version its form carries, its draft's values for the edit form, the drafts that have no published
 * record, and — when asked with ?preview=<hours> — a signed preview link of the open draft.
 */
export async function editorialState(
  db: Db,
  env: { PREVIEW_SECRET?: string },
  def: RegisteredContentType,
  rows: Row[],
  url: URL,
  canPreview: boolean,
): Promise<EditorialState | null> {
  if (!hasEditorial(def)) return null;
  const { table } = bindingOf(def);
  const drafts = await draftsOfType(db, def.key);
  const ids = [
    ...new Set([...rows.map((row) => row.id), ...drafts.flatMap((d) => (d.record_id ? [d.record_id] : []))]),
  ];
  // Raw rows: the version of a record without a draft is the fingerprint of what the database holds.
  const raw = ids.length
    ? await db.all<RawRow & { id: number }>(sql`SELECT * FROM ${table} WHERE ${inArray(table.id, ids)}`)
    : [];
  const rawById = new Map(raw.map((row) => [row.id, row]));
  const marks = IMPORTED_TYPES.has(def.key) ? await missingImageMarks(db, def.key) : null;
  const records: Record<string, EditorialRecord> = {};
  for (const row of rows) {
    const draft = drafts.find((d) => d.record_id === row.id) ?? null;
    records[row.id] = {
      status: statusOf(draft, true),
      version: versionOf(draft, rawById.get(row.id) ?? null),
      draftId: draft?.id ?? null,
      values: draft ? draftValues(table, draft) : null,
      publishAt: draft?.publish_at?.toISOString() ?? null,
      unpublishAt: draft?.unpublish_at?.toISOString() ?? null,
      imageMissing: marks?.records.includes(row.id) || (draft ? marks?.drafts.includes(draft.id) : false) || false,
    };
  }
  // Drafts without a row on the table: never published, or taken offline again.
  const pending: EditorialPending[] = drafts
    .filter((d) => d.record_id === null || !rawById.has(d.record_id))
    .map((draft) => ({
      draftId: draft.id,
      recordId: draft.record_id,
      label: draft.label,
      status: statusOf(draft, false),
      version: versionOf(draft, null),
      values: draftValues(table, draft),
      publishAt: draft.publish_at?.toISOString() ?? null,
      unpublishAt: draft.unpublish_at?.toISOString() ?? null,
      updatedBy: draft.updated_by,
      imageMissing: marks?.drafts.includes(draft.id) ?? false,
      updatedAt: draft.updated_at.toISOString(),
    }));
  const previewed = canPreview ? openDraft(drafts, url) : undefined;
  return {
    records,
    pending,
    preview: await previewOf(env, def.key, previewed, url),
    previewable: canPreview,
    framed: await framedOf(env, def.key, previewed, url),
  };
}

/** The draft the open dialog edits (?draft=<id>, or ?edit=<id> of a record with a draft). */
function openDraft(drafts: { id: number; record_id: number | null }[], url: URL) {
  const draftId = Number(url.searchParams.get("draft"));
  const editId = Number(url.searchParams.get("edit"));
  if (draftId) return drafts.find((d) => d.id === draftId);
  return editId ? drafts.find((d) => d.record_id === editId) : undefined;
}

/** The draft a preview may show: the open one (openDraft), for staff who may preview. */
type Previewed = { id: number } | undefined;

/**
 * The preview beside the form (decision 0051): a signed path of the open draft for one hour, made again
 * on every load, so the frame shows the draft as last saved (an autosave reloads the screen's data).
 */
async function framedOf(env: { PREVIEW_SECRET?: string }, key: string, draft: Previewed, url: URL) {
  if (!draft || !previewWidthOf(url.searchParams.get("vorschau"))) return null;
  try {
    return { draftId: draft.id, path: (await previewPath(env, key, draft.id, 1, new Date())).path };
  } catch (error) {
    console.error("preview not made:", error);
    return null;
  }
}

/** The signed link asked for with ?preview=<hours> on an open draft (?draft=<id> or ?edit=<id> with a draft). */
async function previewOf(env: { PREVIEW_SECRET?: string }, key: string, draft: Previewed, url: URL) {
  const hours = Number(url.searchParams.get("preview"));
  if (!draft || !PREVIEW_HOURS.includes(hours)) return null;
  let link: Awaited<ReturnType<typeof previewPath>>;
  try {
    link = await previewPath(env, key, draft.id, hours, new Date());
  } catch (error) {
    // Without PREVIEW_SECRET there is no link to give; the screen itself keeps working.
    console.error("preview link not made:", error);
    return null;
  }
  return { draftId: draft.id, url: `${url.origin}${link.path}`, expires: link.expires.toISOString() };
}
