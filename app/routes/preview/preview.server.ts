import type { RouterContextProvider } from "react-router";
import * as schema from "~db/schema";
import { CONTENT_TABLES } from "~/lib/admin/content-tables.server";
import { draftById, draftValues } from "~/lib/admin/drafts.server";
import { contentTypeOf } from "~/lib/admin/registry";
import { BLOG_TEXT_FIELDS, PRODUCT_TEXT_FIELDS, withSafeExternalUrl } from "~/lib/blog-shop.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { loc, localizeRow, type Lang } from "~/lib/i18n";
import { previewIsValid } from "~/lib/preview.server";
import { safeHttpUrl } from "~/lib/url";
import { COURSE_TEXT_FIELDS } from "~/lib/academy.server";

/** The record a preview shows, shaped as its public page's loader shapes it, with the page's title. */
export type PreviewRecord = { title: string } & (
  | { view: "blog-post"; post: ReturnType<typeof withSafeExternalUrl<schema.BlogPost>> }
  | { view: "shop-product"; product: ReturnType<typeof withSafeExternalUrl<schema.ShopProduct>> }
  | { view: "academy-course"; course: Omit<schema.AcademyCourse, "external_url"> & { external_url: string | null } }
  | {
      view: "service-detail";
      service: { slug: string; title: string; subtitle: string; description: string; image_url: string | null };
    }
);

type Values = Record<string, unknown>;

/** Each public view a definition may name (`previewView`), turning a draft's values into that view's data. */
const PREVIEW_SHAPES: Record<string, (values: Values, lang: Lang) => PreviewRecord> = {
  "blog-post": (values, lang) => {
    const post = localizeRow(withSafeExternalUrl(values as schema.BlogPost), BLOG_TEXT_FIELDS, lang);
    return { view: "blog-post", title: post.title, post };
  },
  "shop-product": (values, lang) => {
    const product = localizeRow(withSafeExternalUrl(values as schema.ShopProduct), PRODUCT_TEXT_FIELDS, lang);
    return { view: "shop-product", title: product.name, product };
  },
  "academy-course": (values, lang) => {
    const row = localizeRow(values as schema.AcademyCourse, COURSE_TEXT_FIELDS, lang);
    return {
      view: "academy-course",
      title: row.title,
      course: { ...row, external_url: safeHttpUrl(row.external_url) },
    };
  },
  "service-detail": (values, lang) => {
    const row = values as schema.ServiceDetail;
    const title = loc(row, "title", lang);
    return {
      view: "service-detail",
      title,
      service: {
        slug: row.slug,
        title,
        subtitle: loc(row, "subtitle", lang),
        description: loc(row, "description", lang),
        image_url: row.image_url,
      },
    };
  },
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
  lang: Lang,
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
  return shape(draftValues(CONTENT_TABLES[def.key]!.table, draft), lang);
}
