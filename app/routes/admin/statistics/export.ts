import type { Route } from "./+types/export";
import { rangeOf } from "./statistics";
import { loadStatistics, statisticsCsv } from "./statistics.server";
import { staffT } from "~/lib/admin/index.server";
import { cloudflareContext } from "~/lib/context";
import { download, plainText } from "../download.server";
import { berlinDay } from "~/lib/i18n";

/**
 * /admin/statistics/export.csv?days=…|from=…&to=…[&page=…]: what the screen shows, as a spreadsheet
 * (the site's CSV rules). Staff only through the admin layout's gate; a bad range is a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  // The refusals are read by the staff member who followed the link: in their language, as the screen's.
  const t = staffT(context);
  const { range, page, errors } = rangeOf(new URL(request.url).searchParams, berlinDay(new Date()));
  if (errors)
    return plainText(
      400,
      Object.values(errors)
        .flat()
        .map((message) => t(message))
        .join(" "),
    );
  let stats: Awaited<ReturnType<typeof loadStatistics>>;
  try {
    stats = await loadStatistics(env, range, page);
  } catch (error) {
    console.error("admin statistics csv failed", error);
    return plainText(503, t("Fehler beim Laden der Statistik"));
  }
  const { body, filename } = statisticsCsv(stats);
  return download(body, filename);
}
