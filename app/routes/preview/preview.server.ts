import type { RouterContextProvider } from "react-router";
import * as schema from "../../../db/schema";
import { CONTENT_TABLES } from "~/lib/admin/content-tables.server";
import { draftById, draftValues } from "~/lib/admin/drafts.server";
import { contentTypeOf } from "~/lib/admin/registry";
import { withSafeExternalUrl } from "~/lib/blog-shop.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { previewIsValid } from "~/lib/preview.server";

/** The record a preview shows, shaped as its public page's loader shapes it. */
export type PreviewRecord = { view: "blog-post"; post: ReturnType<typeof withSafeExternalUrl<schema.BlogPost>> };

/** Each public view a definition may name (`previewView`), turning a draft's values into that view's data. */
const PREVIEW_SHAPES: Record<string, (values: Record<string, unknown>) => PreviewRecord> = {
  "blog-post": (values) => ({ view: "blog-post", post: withSafeExternalUrl(values as schema.BlogPost) }),
};

/** Whether the preview route can render a view (the content screen offers preview links only then). */
export function canPreview(view: string | undefined): boolean {
  return Boolean(view && Object.hasOwn(PREVIEW_SHAPES, view));
}

/**
 * The draft behind a preview link, or null when the link is not genuine, has expired, or its draft is
 * gone (published or discarded): all of them are the same 404 to whoever holds the link.
 */
export async function loadPreview(
  context: Readonly<RouterContextProvider>,
  params: { type?: string; id?: string },
  url: URL,
): Promise<PreviewRecord | null> {
  const { env } = context.get(cloudflareContext);
  const def = contentTypeOf(params.type);
  const draftId = Number(params.id);
  if (!def || !Number.isSafeInteger(draftId) || draftId <= 0 || !def.previewView) return null;
  const shape = PREVIEW_SHAPES[def.previewView];
  if (!shape) return null;
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
  return shape(draftValues(CONTENT_TABLES[def.key]!.table, draft));
}
