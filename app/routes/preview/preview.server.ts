import type { RouterContextProvider } from "react-router";
import * as schema from "~db/schema";
import { CONTENT_TABLES } from "~/lib/admin/content-tables.server";
import { draftById, draftValues } from "~/lib/admin/drafts.server";
import type { ContentTypeDef } from "~/lib/admin/content-type-def";
import { previewOf } from "~/lib/admin/public-page";
import { contentTypeOf } from "~/lib/admin/registry";
import { publicRecord, textOf } from "~/lib/public-record";
import type { PublicType } from "~/lib/admin/public-pages";
import { publicServerOf } from "~/lib/admin/public-servers.server";
import type { ContentTypeKey } from "~/lib/admin/registry";
import { shownText } from "~/lib/record-page-meta";
import { pageRecord } from "~/lib/shared-pages.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { loc, type Lang } from "~/lib/i18n";
import { previewIsValid } from "~/lib/preview.server";
import { withRichText } from "~/lib/rich-text.server";

/**
 * The record a preview shows: the view its definition names (page.detail.view or page.preview.view), the record shaped as
 * its public page's loader shapes it, and the page's title.
 */
export type PreviewRecord = { key: ContentTypeKey; view?: string; title: string; record: unknown };

type Values = Record<string, unknown>;

/**
 * The views whose pages shape a record their own way (their own route modules); a view not listed
 * gets the record as the shared detail route gives it (publicRecord).
 */
const PREVIEW_SHAPES: Record<string, (values: Values, lang: Lang) => { title: string; record: object }> = {
  "service-detail": (values, lang) => {
    const row = values as schema.ServiceDetail;
    const title = loc(row, "title", lang);
    return {
      title,
      record: {
        slug: row.slug,
        title,
        subtitle: loc(row, "subtitle", lang),
        description: loc(row, "description", lang),
        image_url: row.image_url,
      },
    };
  },
};

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
  const def = contentTypeOf(params.type);
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
  // Rich texts as the page shows them, whichever view renders the draft (decision 0050).
  const key = def.key as ContentTypeKey;
  const view = shown.view;
  if (!view) {
    // The record as its page shows it, shaped by the type's server half as on its page (decision 0067).
    const record = pageRecord(def as PublicType, draftValues(CONTENT_TABLES[def.key]!.table, draft), lang);
    const slot = publicServerOf(key)?.detail;
    const data = slot ? slot.shape(record, null, { lang, now }) : record;
    return { key, title: shownText(def, record, shown.title, lang), record: data };
  }
  const values = withRichText(def.fields, draftValues(CONTENT_TABLES[def.key]!.table, draft), lang);
  const shape = Object.hasOwn(PREVIEW_SHAPES, view) ? PREVIEW_SHAPES[view] : undefined;
  if (shape) return { key, view, ...shape(values, lang) };
  const record = publicRecord(def, values, lang);
  return { key, view, title: textOf(record, shown.title), record };
}
