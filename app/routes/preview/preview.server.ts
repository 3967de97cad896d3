import type { RouterContextProvider } from "react-router";
import { CONTENT_TABLES, draftById, draftValues, publicServerOf } from "~/lib/admin/index.server";
import { type ContentTypeDef, previewOf, publicTypeOf, type ContentTypeKey } from "~/lib/admin";
import { shownText } from "~/lib/pages";
import { pageRecord, previewIsValid } from "~/lib/pages/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n";

/**
 * The record a preview shows: its type (whose view file renders it), the record as its public page's
 * loader shapes it, and the page's title.
 */
export type PreviewRecord = { key: ContentTypeKey; title: string; record: unknown };

/** Whether a type's drafts have preview links: every type whose page names a view for them (the content screen asks). */
export function canPreview(def: ContentTypeDef): boolean {
  return previewOf(def.page) !== null;
}

/**
 * The draft behind a preview link, or null when the link is not genuine, has expired, or its draft is
 * gone (published or discarded): all of them are the same 404 to whoever holds the link.
 */
export async function loadPreview(
  context: Readonly<RouterContextProvider>,
  params: { type?: string; id?: string },
  url: URL,
  lang: Lang,
): Promise<PreviewRecord | null> {
  const { env } = context.get(cloudflareContext);
  const def = publicTypeOf(params.type);
  const draftId = Number(params.id);
  const shown = previewOf(def?.page);
  if (!def || !shown || !Number.isSafeInteger(draftId) || draftId <= 0) return null;
  const now = new Date();
  const valid = await previewIsValid(
    env,
    def.key,
    draftId,
    url.searchParams.get("exp"),
    url.searchParams.get("sig"),
    now,
  );
  if (!valid) return null;
  const draft = await draftById(getDb(env), def.key, draftId);
  if (!draft) return null;
  // The record as its page shows it (rich texts too, decision 0050), shaped by the type's server half
  // as on its page (decision 0067).
  const record = pageRecord(def, draftValues(CONTENT_TABLES[def.key]!.table, draft), lang);
  const slot = publicServerOf(def.key)?.detail;
  const data = slot ? slot.shape(record, null, { lang, now }) : record;
  return { key: def.key, title: shownText(def, record, shown.title, lang), record: data };
}
