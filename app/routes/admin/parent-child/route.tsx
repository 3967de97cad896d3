import { data } from "react-router";
import type { Route } from "./+types/route";
import { adminTitle } from "~/lib/admin";
import { handleContentAction, writeScope } from "~/lib/admin/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { TabbedScreen } from "./components/tabbed-screen";
import { loadScreen, parentOfSubmission, positiveId, type ScreenData } from "./parent-child.server";
import { listUrlOf, screenOfPath, tabOf } from "./tabs";

/**
 * /admin/events (events + organizers), /admin/kongress (congresses + speakers) and /admin/community
 * (features, posts, stats): one module for the screens whose types declare a `tab`; the screen comes
 * from the path, its tabs from the definitions (./tabs.ts). The admin layout's middleware has checked
 * the role.
 */
function screenOf(request: Request) {
  const screen = screenOfPath(new URL(request.url).pathname);
  if (!screen) throw data(null, { status: 404 });
  return screen;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const screen = screenOf(request);
  const { env } = context.get(cloudflareContext);
  const url = new URL(request.url);
  try {
    return { screen: screen.key, ...(await loadScreen(getDb(env), env, screen, url)), loadError: null };
  } catch (error) {
    console.error(`admin ${screen.key} load failed`, error);
    const empty: ScreenData = { rows: {}, selected: {}, editorial: {} };
    return { screen: screen.key, ...empty, loadError: screen.heading.loadFailed };
  }
}

/** The shared content action for the type of the open tab; a child returns to its parent's list. */
export async function action({ request, context }: Route.ActionArgs) {
  const screen = screenOf(request);
  const url = new URL(request.url);
  const tab = tabOf(screen, url.searchParams.get("tab"));
  const pick = tab.parent ? tab.tab.pick : undefined;
  const parentId = pick
    ? await parentOfSubmission(request, tab.def.parent!.field, positiveId(url.searchParams.get(pick.param)))
    : null;
  return handleContentAction(request, writeScope(context), tab.def, listUrlOf(screen, tab, parentId));
}

export function meta({ location, matches }: Route.MetaArgs) {
  return [{ title: adminTitle(matches, screenOfPath(location.pathname)?.heading.meta ?? "Admin") }];
}

export default function ParentChildRoute({ loaderData, actionData }: Route.ComponentProps) {
  const screen = screenOfPath(`/admin/${loaderData.screen}`);
  if (!screen) return null;
  return (
    <TabbedScreen
      screen={screen}
      rows={loaderData.rows}
      selected={loaderData.selected}
      editorial={loaderData.editorial}
      loadError={loaderData.loadError}
      actionData={actionData}
    />
  );
}
