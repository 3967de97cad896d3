import type { Route } from "./+types/events-calendar";
import { publicFileResponse, comingEventsQuery, eventsIcs, loadPublicPage } from "~/lib/pages/index.server";
import { requestUrl } from "~/lib/http/index.server";

/** Every coming event as one calendar to subscribe to: /events/kalender.ics, /en/events/kalender.ics. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => [comingEventsQuery(db, now)] as const);
  const ics = eventsIcs({ rows: page[0], lang, origin: requestUrl(request).origin, shell, now });
  return publicFileResponse(request, ics, "text/calendar; charset=utf-8");
}
