import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { pageViewOf } from "~/components/pages/views";
import { germanSlugOf, listPath, detailTypeAt } from "~/lib/admin";
import { publicServerOf } from "~/lib/admin/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import {
  detailAlternates,
  loadFailed,
  loadPublicPage,
  notFound,
  detailPageQueries,
  pageRecord,
  pickRecord,
  recordById,
  typeSegment,
  inPageLanguage,
} from "~/lib/pages/index.server";
import { localPath } from "~/lib/i18n";
import { readPreferences } from "~/lib/i18n/index.server";
import { recordPageMeta, type PageProblem } from "~/lib/pages";

/*
 * The record page of every type that declares `page.detail` (decision 0067): the record by its slug
 * (a routable one only, else the 404 page; an address of the other language or an earlier slug answers
 * a 301), with what the type's server half reads beside it, in one batch with the shell; rendered by
 * the detail view of the type's view file, with meta tags, both languages' addresses and structured data.
 */

/** Long enough for any real slug; keeps a pasted novel out of the 404 page. */
const MAX_SLUG_SHOWN = 120;

// Typed from react-router rather than ./+types: the data is the type's own, passed on to its view.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Mounted once per type and language (app/routes.ts); the type is the German path's first segment.
  const def = detailTypeAt(typeSegment(request));
  if (!def) throw new Response(null, { status: 404 });
  const views = pageViewOf(def.key);
  const slug = (params.slug ?? "").trim();
  const { lang } = readPreferences(request);
  const shown = slug.length > MAX_SLUG_SHOWN ? `${slug.slice(0, MAX_SLUG_SHOWN)}…` : slug;
  const back = (label = "") => ({ href: localPath(lang, listPath(def.page)), label });
  const failed = () => {
    const own = views?.loadFailed?.(lang);
    return loadFailed(lang, own && { title: own.title, message: own.message, back: back(own.back) });
  };
  const { shell, page } = await orFail(failed, () =>
    loadPublicPage(request, context, (db) => detailPageQueries(db, def, slug)),
  );
  const [rows, moved, titles, ...results] = page;
  const picked = slug ? pickRecord(def, lang, slug, rows, moved, titles) : null;
  const db = getDb(context.get(cloudflareContext).env);
  const found =
    picked && "byFallback" in picked
      ? await orFail(failed, () => recordById(db, def, picked.byFallback))
      : picked && { row: picked.row, results };
  if (!found) {
    const l = views?.notFound?.(lang, shell.settings, shown);
    throw notFound(shell, lang, { title: l?.title, message: l?.message, back: back(l?.back) });
  }
  const record = pageRecord(def, found.row, lang);
  const slot = publicServerOf(def.key)?.detail;
  // A record without a slug is at the slug of its fallback column (an event's title, a product's id).
  const alternates = detailAlternates(def.key, { ...found.row, slug: germanSlugOf(def.page.detail, found.row) });
  const now = new Date();
  const headRecord = slot?.head ? { ...record, ...slot.head(record, found.results, { lang, now }) } : record;
  return inPageLanguage(lang, {
    shell,
    lang,
    key: def.key,
    data: slot ? slot.shape(record, found.results, { lang, now }) : record,
    head: recordPageMeta(def, headRecord, { shell, lang, origin: new URL(request.url).origin, alternates }),
    // The language toggle leads to the record's page in the other language (components/preference-toggles.tsx).
    alternates,
  });
}

/** A failing read is the site's 503 page (worded by the type where it has its own words); a 301 passes. */
async function orFail<T>(failed: () => Response | ReturnType<typeof loadFailed>, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("record page: loading failed", error);
    throw failed();
  }
}

export function meta({ loaderData, error }: MetaArgs<typeof loader>) {
  if (loaderData) return loaderData.head;
  const problem = (error as { data?: PageProblem } | undefined)?.data;
  return problem?.title ? [{ title: problem.title }, { name: "robots", content: "noindex" }] : [];
}

export default function PublicDetailPage() {
  const { lang, key, data } = useLoaderData<typeof loader>();
  const Detail = pageViewOf(key)?.Detail;
  return Detail ? <Detail lang={lang} data={data} /> : null;
}
