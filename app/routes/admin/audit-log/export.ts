import type { Route } from "./+types/export";
import { auditFilterOf, auditLogCsv } from "./audit-log.server";
import { requireAdmin, staffT } from "~/lib/admin/index.server";
import { cloudflareContext } from "~/lib/context";
import { download, plainText } from "../download.server";
import { getDb } from "~/lib/db.server";

/**
 * /admin/audit-log/export.csv: the log under the screen's filter as a download (admins only, like the
 * screen). Bad filter values are a 400 with the reason as text, never the whole log instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const { filter, errors } = auditFilterOf(new URL(request.url).searchParams, staffT(context));
  if (errors) return plainText(400, Object.values(errors).flat().join("\n"), { "X-Content-Type-Options": "nosniff" });
  const day = new Date().toISOString().slice(0, 10);
  return download(await auditLogCsv(getDb(env), filter), `audit-log-${day}.csv`);
}
