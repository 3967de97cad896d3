import type { Route } from "./+types/clicks-csv";
import { analyticsCsv, loadLinkAnalytics, periodOf } from "./link-analytics.server";
import { cloudflareContext } from "~/lib/context";

/**
 * /admin/redirect-links/<id>/clicks.csv?days=7|30|90: the period of the analytics page as a
 * spreadsheet (one row per day). Staff only through the admin layout's middleware.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const plain = (status: number, text: string) =>
    new Response(`${text}\n`, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id) || id <= 0) return plain(404, "Not found");
  let analytics: Awaited<ReturnType<typeof loadLinkAnalytics>>;
  try {
    analytics = await loadLinkAnalytics(env, id, periodOf(new URL(request.url).searchParams.get("days")));
  } catch (error) {
    console.error("admin redirect-link csv failed", error);
    return plain(503, "Fehler beim Laden der Klickzahlen");
  }
  if (!analytics) return plain(404, "Not found");
  const { body, filename } = analyticsCsv(analytics);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
