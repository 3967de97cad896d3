import type { Route } from "./+types/nightly";
import { requireAdmin } from "~/lib/admin/index.server";
import { backupKeyOf } from "~/lib/backup/index.server";
import { cloudflareContext } from "~/lib/context";
import { download, plainText } from "../download.server";

const notFound = () => plainText(404, "Not found");

/**
 * /admin/backups/nightly/<YYYY-MM-DD>.zip: one nightly backup from the private BACKUPS bucket (admins
 * only). Only a day's name is looked up, so no other key of the bucket can be asked for.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const key = backupKeyOf(params.file);
  if (!key) return notFound();
  const object = await env.BACKUPS.get(key);
  if (!object) return notFound();
  return download(object.body, `backup-${params.file}`, "application/zip", { "Content-Length": String(object.size) });
}
