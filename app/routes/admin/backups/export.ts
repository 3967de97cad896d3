import type { Route } from "./+types/export";
import { requireAdmin } from "~/lib/admin/index.server";
import { backupStream } from "~/lib/backup/index.server";
import { cloudflareContext } from "~/lib/context";
import { download } from "../download.server";
import { requestUrl } from "~/lib/http/index.server";

/**
 * /admin/backups/export.zip: the whole site as an archive, now (admins only). `?media=1` adds the
 * media files. Written while it downloads: one page of rows or one chunk of a file at a time.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env, ctx } = context.get(cloudflareContext);
  const url = requestUrl(request);
  const media = url.searchParams.get("media") === "1";
  const now = new Date();
  const { body, done } = backupStream(env, { media, site: env.PUBLIC_ORIGIN || url.origin, now });
  ctx.waitUntil(done);
  const name = `backup-${now.toISOString().slice(0, 10)}${media ? "-mit-medien" : ""}.zip`;
  return download(body, name, "application/zip");
}
