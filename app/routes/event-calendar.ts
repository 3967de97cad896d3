import type { Route } from "./+types/event-calendar";
import { publicFileResponse, eventsIcs, isCalendarEvent, lookupEvent } from "~/lib/pages/index.server";
import { requestUrl } from "~/lib/http/index.server";

const FILE = "kalender.ics";

/**
 * One coming event's calendar file (/events/<slug>/kalender.ics, "Zum Kalender hinzufügen" on its
 * page). An address with the other language's or an earlier slug moves like the page does; a past or
 * undated event has none (404).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const now = new Date();
  let found: Awaited<ReturnType<typeof lookupEvent>>;
  try {
    found = await lookupEvent(request, context, params.slug);
  } catch (error) {
    // The page's 301 to the event's address now: the same move, to its file.
    const location = error instanceof Response ? error.headers.get("Location") : null;
    if (location?.startsWith("/")) {
      return new Response(null, { status: 301, headers: { Location: `${location.replace(/\/$/, "")}/${FILE}` } });
    }
    throw error;
  }
  const { shell, lang, event } = found;
  if (!event || !isCalendarEvent(event, now)) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const ics = eventsIcs({ rows: [event], lang, origin: requestUrl(request).origin, shell, now });
  const response = await publicFileResponse(request, ics, "text/calendar; charset=utf-8");
  if (response.status === 200)
    response.headers.set("Content-Disposition", `attachment; filename="event-${event.id}.ics"`);
  return response;
}
