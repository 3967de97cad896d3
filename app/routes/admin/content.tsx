import { data } from "react-router";
import type { Route } from "./+types/content";
import { ContentScreen } from "~/components/admin/content-screen";
import { handleContentAction, listRows, newRecordDefaults } from "~/lib/admin/content.server";
import { contentTypeOf } from "~/lib/admin/registry";
import { requireAdmin } from "~/lib/admin/gate.server";
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
  // A new record's form starts from values that may depend on the data (today's date, next order).
  const [rows, defaults] = await Promise.all([listRows(db, def), newRecordDefaults(db, def)]);
  return { key: def.key, rows, defaults };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const def = contentTypeOf(params.contentType);
  if (!def) throw data(null, { status: 404 });
  if (def.adminOnly) requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  return handleContentAction(request, getDb(env), def, `/admin/${def.key}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const def = contentTypeOf(loaderData?.key);
  return [{ title: `${def?.title ?? "Admin"} | Admin` }];
}

export default function ContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const def = contentTypeOf(loaderData.key)!;
  return (
    <ContentScreen
      def={def}
      rows={loaderData.rows as never}
      defaults={loaderData.defaults as Record<string, unknown>}
      actionData={actionData}
    />
  );
}
