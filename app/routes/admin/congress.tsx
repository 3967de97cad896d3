import type { Route } from "./+types/congress";
import { writeScope } from "~/lib/admin/write-scope.server";
import { ParentChildScreen, cascadeText } from "~/components/admin/parent-child-screen";
import { handleContentAction } from "~/lib/admin/content.server";
import { loadCongressScreen, parentOfSubmission, positiveId } from "~/lib/admin/parent-child.server";
import { congressSpeakers } from "~/lib/admin/types/congress-speakers";
import { congress as congressDef } from "~/lib/admin/types/congress";
import { editorialState } from "~/lib/admin/editorial-view.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";

const CHILD_TAB = "speaker";
type Row = Record<string, unknown> & { id: number };

/** /admin/kongress (back-office.md 2 'Congress'): tabs 'Kongresse' and 'Speaker' (?tab=speaker&congress=ID). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const url = new URL(request.url);
  const selected = positiveId(url.searchParams.get("congress"));
  try {
    const db = getDb(env);
    const { parents, children } = await loadCongressScreen(db, selected);
    const editorial = await editorialState(db, env, congressDef, parents as Row[], url, false);
    return { parents, children, selected, editorial, loadError: null };
  } catch (error) {
    console.error("admin kongress load failed", error);
    return {
      parents: [] as Row[],
      children: [] as Row[],
      selected,
      editorial: null,
      loadError: "Fehler beim Laden der Kongresse",
    };
  }
}

/** The shared content action, for the type of the open tab; speakers return to their congress's list. */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = writeScope(context);
  const url = new URL(request.url);
  if (url.searchParams.get("tab") === CHILD_TAB) {
    const congressId = await parentOfSubmission(
      request,
      congressSpeakers.parent.field,
      positiveId(url.searchParams.get("congress")),
    );
    const listUrl = `/admin/kongress?${new URLSearchParams(congressId === null ? { tab: CHILD_TAB } : { tab: CHILD_TAB, congress: String(congressId) })}`;
    return handleContentAction(request, scope, congressSpeakers, listUrl);
  }
  return handleContentAction(request, scope, congressDef, "/admin/kongress");
}

export function meta() {
  return [{ title: "Kongress | Admin" }];
}

export default function KongressScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { parents, children, selected, loadError, editorial } = loaderData;
  return (
    <ParentChildScreen
      title="Kongress & Speaker"
      intro={congressDef.intro}
      parentDef={congressDef}
      childDef={congressSpeakers}
      childTab={CHILD_TAB}
      tabLabels={{ parent: "Kongresse", child: "Speaker" }}
      selectParam="congress"
      selectLabel="Kongress"
      choosePrompt="Bitte wählen Sie einen Kongress, um seine Speaker zu sehen."
      parents={parents as Row[]}
      childRows={children as Row[]}
      selected={selected}
      confirmDelete={(row) =>
        cascadeText(Number(row.speaker_count ?? 0), {
          none: "Sind Sie sicher, dass Sie diesen Kongress löschen möchten?",
          one: "Dieser Kongress und sein Speaker werden gelöscht.",
          many: (n) => `Dieser Kongress und seine ${n} Speaker werden gelöscht.`,
        })
      }
      loadError={loadError}
      actionData={actionData}
      editorial={editorial}
    />
  );
}
