import type { Route } from "./+types/export";
import { auditFilterOf, auditLogCsv } from "./audit-log.server";
import { requireAdmin, staffT } from "~/lib/admin/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";

/**
 * /admin/audit-log/export.csv: the log under the screen's filter as a download (admins only, like the
 * screen). Bad filter values are a 400 with the reason as text, never the whole log instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const { filter, errors } = auditFilterOf(new URL(request.url).searchParams, staffT(context));
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (errors) {
    return new Response(`${Object.values(errors).flat().join("\n")}\n`, {
      status: 400,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await auditLogCsv(getDb(env), filter), {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
    },
  });
}
