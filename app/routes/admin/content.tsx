import { data } from "react-router";
import {
  writeScope,
  handleContentAction,
  newRecordDefaults,
  listPage,
  listParams,
  rowById,
  type ListPage,
  editorialState,
  requireAdmin,
} from "~/lib/admin/index.server";
import { adminTitle, contentTypeOf } from "~/lib/admin";
import type { Route } from "./+types/content";
import { ContentScreen } from "~/components/admin/content-screen";
import { canPreview } from "../preview/preview.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";

/**
 * /admin/:contentType — the one screen, loader and action behind every content type defined in
 * app/lib/admin/registry.ts. The admin layout's middleware has already checked the role on this
 * route; a type defined as admin-only checks it once more here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const def = contentTypeOf(params.contentType);
  if (!def) throw data(null, { status: 404 });
  if (def.adminOnly) requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const db = getDb(env);
  const url = new URL(request.url);
  try {
    // A new record's form starts from values that may depend on the data (today's date, next order).
    const [list, defaults, selected] = await Promise.all([
      listPage(db, def, listParams(url)),
      newRecordDefaults(db, def),
      dialogRow(db, def, url),
    ]);
    const shown = selected ? [...list.rows, selected] : list.rows;
    const editorial = await editorialState(db, env, def, shown, url, canPreview(def));
    return { key: def.key, list, defaults, selected, editorial, loadError: null };
  } catch (error) {
    // The screen stays usable (menu, heading) and says the list could not be read.
    console.error(`admin ${def.key} load failed`, error);
    const list: ListPage = { rows: [], total: 0, page: 1, pages: 1, q: "", offset: 0 };
    return {
      key: def.key,
      list,
      defaults: def.defaults,
      selected: null,
      editorial: null,
      loadError: def.texts.loadFailed ?? "Fehler beim Laden der Daten",
    };
  }
}

/** The row an ?edit= or ?delete= dialog is for, read on its own: on a paged list it may be on another page. */
async function dialogRow(
  db: Parameters<typeof rowById>[0],
  def: NonNullable<ReturnType<typeof contentTypeOf>>,
  url: URL,
) {
  if (!def.paging) return null;
  const id = Number(url.searchParams.get("edit") ?? url.searchParams.get("delete"));
  return Number.isSafeInteger(id) && id > 0 ? rowById(db, def, id) : null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const def = contentTypeOf(params.contentType);
  if (!def) throw data(null, { status: 404 });
  if (def.adminOnly) requireAdmin(request, context);
  return handleContentAction(request, writeScope(context), def, `/admin/${def.key}`);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const def = contentTypeOf(loaderData?.key);
  return [{ title: adminTitle(matches, def?.title ?? "Admin") }];
}

export default function ContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const def = contentTypeOf(loaderData.key)!;
  return (
    <ContentScreen
      def={def}
      rows={loaderData.list.rows}
      list={loaderData.list}
      selected={loaderData.selected}
      loadError={loaderData.loadError}
      defaults={loaderData.defaults as Record<string, unknown>}
      actionData={actionData}
      editorial={loaderData.editorial}
    />
  );
}
