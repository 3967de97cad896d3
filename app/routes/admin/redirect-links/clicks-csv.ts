import type { Route } from "./+types/clicks-csv";
import { analyticsCsv, loadLinkAnalytics, periodOf } from "./link-analytics.server";
import { cloudflareContext } from "~/lib/context";
import { download, plainText } from "../download.server";

/**
 * /admin/redirect-links/<id>/clicks.csv?days=7|30|90: the period of the analytics page as a
 * spreadsheet (one row per day). Staff only through the admin layout's middleware.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id) || id <= 0) return plainText(404, "Not found");
  let analytics: Awaited<ReturnType<typeof loadLinkAnalytics>>;
  try {
    analytics = await loadLinkAnalytics(env, id, periodOf(new URL(request.url).searchParams.get("days")));
  } catch (error) {
    console.error("admin redirect-link csv failed", error);
    return plainText(503, "Fehler beim Laden der Klickzahlen");
  }
  if (!analytics) return plainText(404, "Not found");
  const { body, filename } = analyticsCsv(analytics);
  return download(body, filename);
}
