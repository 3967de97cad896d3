import type { Route } from "./+types/events";
import { writeScope } from "~/lib/admin/write-scope.server";
import { ParentChildScreen, cascadeText } from "~/components/admin/parent-child-screen";
import { handleContentAction } from "~/lib/admin/content.server";
import { loadEventsScreen, parentOfSubmission, positiveId } from "~/lib/admin/parent-child.server";
import { eventOrganizers } from "~/lib/admin/types/event-organizers";
import { events as eventsDef } from "~/lib/admin/types/events";
import { editorialState } from "~/lib/admin/editorial-view.server";
import { canPreview } from "../preview/preview.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";

const CHILD_TAB = "organisatoren";
type Row = Record<string, unknown> & { id: number };

/** /admin/events (back-office.md 2 'Events'): tabs 'Events' and 'Organisatoren' (?tab=organisatoren&event=ID). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const url = new URL(request.url);
  const selected = positiveId(url.searchParams.get("event"));
  try {
    const db = getDb(env);
    const { parents, children } = await loadEventsScreen(db, selected);
    const editorial = await editorialState(db, env, eventsDef, parents as Row[], url, canPreview(eventsDef));
    return { parents, children, selected, editorial, loadError: null };
  } catch (error) {
    console.error("admin events load failed", error);
    return {
      parents: [] as Row[],
      children: [] as Row[],
      selected,
      editorial: null,
      loadError: "Fehler beim Laden der Events",
    };
  }
}

/** The shared content action, for the type of the open tab; organizers return to their event's list. */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = writeScope(context);
  const url = new URL(request.url);
  if (url.searchParams.get("tab") === CHILD_TAB) {
    const eventId = await parentOfSubmission(
      request,
      eventOrganizers.parent.field,
      positiveId(url.searchParams.get("event")),
    );
    const listUrl = `/admin/events?${new URLSearchParams(eventId === null ? { tab: CHILD_TAB } : { tab: CHILD_TAB, event: String(eventId) })}`;
    return handleContentAction(request, scope, eventOrganizers, listUrl);
  }
  return handleContentAction(request, scope, eventsDef, "/admin/events");
}

export function meta() {
  return [{ title: "Events | Admin" }];
}

export default function EventsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { parents, children, selected, loadError, editorial } = loaderData;
  return (
    <ParentChildScreen
      title="Events & Organisatoren"
      intro={eventsDef.intro}
      parentDef={eventsDef}
      childDef={eventOrganizers}
      childTab={CHILD_TAB}
      tabLabels={{ parent: "Events", child: "Organisatoren" }}
      selectParam="event"
      selectLabel="Event"
      choosePrompt="Bitte wählen Sie ein Event, um seine Organisatoren zu sehen."
      parents={parents as Row[]}
      childRows={children as Row[]}
      selected={selected}
      confirmDelete={(row) =>
        cascadeText(Number(row.organizer_count ?? 0), {
          none: "Sind Sie sicher, dass Sie dieses Event löschen möchten?",
          one: "Dieses Event und sein Organisator werden gelöscht.",
          many: (n) => `Dieses Event und seine ${n} Organisatoren werden gelöscht.`,
        })
      }
      loadError={loadError}
      actionData={actionData}
      editorial={editorial}
    />
  );
}
