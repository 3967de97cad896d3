import { useSearchParams } from "react-router";
import { writeScope } from "~/lib/admin/write-scope.server";
import type { Route } from "./+types/community";
import { AddButton, ContentDialogs, ErrorNote, ListWithDrafts, contentSearch } from "~/components/admin/content-screen";
import { editorialState } from "~/lib/admin/editorial-view.server";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { handleContentAction } from "~/lib/admin/content.server";
import { listRows } from "~/lib/admin/content-read.server";
import type { ContentTypeDef } from "~/lib/admin/content-type-def";
import { communityFeatures } from "~/lib/admin/types/community-features";
import { communityPosts } from "~/lib/admin/types/community-posts";
import { communityStats } from "~/lib/admin/types/community-stats";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";

type Row = Record<string, unknown> & { id: number };
type Tab = "features" | "posts" | "statistiken";

/** The three tabs (back-office.md 2 'Community'), default 'features'. */
const TABS: readonly { value: Tab; label: string; def: ContentTypeDef }[] = [
  { value: "features", label: "Features", def: communityFeatures },
  { value: "posts", label: "Posts", def: communityPosts },
  { value: "statistiken", label: "Statistiken", def: communityStats },
];

const tabOf = (value: string | null) => TABS.find((tab) => tab.value === value) ?? TABS[0]!;
const listUrlOf = (tab: Tab) => (tab === "features" ? "/admin/community" : `/admin/community?tab=${tab}`);

/** /admin/community: features, posts and stats, each a list with a create/edit form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const db = getDb(env);
  const url = new URL(request.url);
  try {
    const [features, posts, stats] = await Promise.all(TABS.map((tab) => listRows(db, tab.def)));
    const rows = { features: features!, posts: posts!, statistiken: stats! } as Record<Tab, Row[]>;
    const states = await Promise.all(TABS.map((tab) => editorialState(db, env, tab.def, rows[tab.value], url, false)));
    const editorial = Object.fromEntries(TABS.map((tab, i) => [tab.value, states[i] ?? null]));
    return { rows, editorial: editorial as Record<Tab, (typeof states)[number]>, loadError: null };
  } catch (error) {
    console.error("admin community load failed", error);
    return {
      rows: { features: [], posts: [], statistiken: [] } as Record<Tab, Row[]>,
      editorial: null,
      loadError: "Fehler beim Laden der Community-Daten",
    };
  }
}

/** The shared content action for the type of the open tab (?tab=); afterwards the list opens on that tab. */
export async function action({ request, context }: Route.ActionArgs) {
  const tab = tabOf(new URL(request.url).searchParams.get("tab"));
  return handleContentAction(request, writeScope(context), tab.def, listUrlOf(tab.value));
}

export function meta() {
  return [{ title: "Community | Admin" }];
}

export default function CommunityScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, loadError, editorial } = loaderData;
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get("tab"));
  const keep: Record<string, string> = active.value === "features" ? {} : { tab: active.value };
  const data = actionData;
  const dialogOpen = params.has("new") || params.has("edit") || params.has("draft");

  return (
    <main id="main" className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">Community</h1>
        <p className="mt-1 text-muted-foreground">Features, Posts und Statistiken der Seite /community.</p>
      </div>

      {loadError ? <ErrorNote message={loadError} /> : null}
      {data?.error && !dialogOpen ? <ErrorNote message={data.error} detail={data.detail} /> : null}

      <Tabs
        value={active.value}
        onValueChange={(value) =>
          setParams(value === "features" ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
        className="space-y-4"
      >
        <TabsList aria-label="Ansicht">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>

        {TABS.map((tab) => {
          const search = contentSearch(tab.value === "features" ? {} : { tab: tab.value });
          return (
            <TabsContent key={tab.value} value={tab.value} className="space-y-4 focus-visible:outline-none">
              <div className="flex flex-wrap items-end justify-between gap-4">
                <div>
                  <h2 className="text-xl font-semibold">{tab.def.title}</h2>
                  {tab.def.intro ? <p className="text-sm text-muted-foreground">{tab.def.intro}</p> : null}
                </div>
                <AddButton def={tab.def} search={search} />
              </div>
              <ListWithDrafts
                def={tab.def}
                rows={rows[tab.value]}
                search={search}
                editorial={editorial?.[tab.value] ?? null}
              />
            </TabsContent>
          );
        })}
      </Tabs>

      <ContentDialogs
        key={active.value}
        def={active.def}
        rows={rows[active.value]}
        actionData={data}
        keep={keep}
        editorial={editorial?.[active.value] ?? null}
      />
    </main>
  );
}
