import { useSearchParams } from "react-router";
import { ScreenHeader } from "~/components/admin/screen-header";
import { writeScope, handleContentAction, listRows } from "~/lib/admin/index.server";
import type { Route } from "./+types/main-sections";
import { AddButton, ContentDialogs, ErrorNote, contentSearch } from "~/components/admin/content-screen";
import { ContentEmpty, ContentList, MoveButton, ToggleSwitch } from "~/components/admin/content-list";
import { mainSections as def, adminTitle, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { sectionIcon } from "~/components/icon";
import { cn } from "~/lib/utils";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";

type Row = Record<string, unknown> & { id: number };
type Tab = "sort" | "crud";

const tabOf = (value: string | null): Tab => (value === "crud" ? "crud" : "sort");

/** /admin/main-sections (back-office.md 2 'Main sections'): every section, active or not. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  try {
    return { rows: (await listRows(getDb(env), def)) as Row[], loadError: null };
  } catch (error) {
    console.error("admin main-sections load failed", error);
    return { rows: [] as Row[], loadError: def.texts.loadFailed ?? "Fehler beim Laden der Themenkacheln" };
  }
}

/** The shared content action; afterwards the list opens on the tab the change was made in. */
export async function action({ request, context }: Route.ActionArgs) {
  const tab = tabOf(new URL(request.url).searchParams.get("tab"));
  return handleContentAction(
    request,
    writeScope(context),
    def,
    tab === "crud" ? "/admin/main-sections?tab=crud" : "/admin/main-sections",
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: adminTitle(matches, def.title) }];
}

export default function MainSectionsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, loadError } = loaderData;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const keep: Record<string, string> = tab === "crud" ? { tab: "crud" } : {};
  const data = actionData;
  const dialogOpen = params.has("new") || params.has("edit");
  const t = useT();

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader title={def.title} intro={def.intro} />

      {loadError ? <ErrorNote message={loadError} /> : null}
      {data?.error && !dialogOpen ? <ErrorNote message={data.error} detail={data.detail} /> : null}

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === "crud" ? { tab: "crud" } : {}, { replace: true, preventScrollReset: true })
        }
        className="space-y-4"
      >
        <TabsList aria-label={t("Ansicht")}>
          <TabsTrigger value="sort">{t("Reihenfolge & Sichtbarkeit")}</TabsTrigger>
          <TabsTrigger value="crud">{t("Anlegen, Bearbeiten & Löschen")}</TabsTrigger>
        </TabsList>

        <TabsContent value="sort" className="focus-visible:outline-none">
          <SortList rows={rows} />
        </TabsContent>

        <TabsContent value="crud" className="space-y-4 focus-visible:outline-none">
          <div className="flex justify-end">
            <AddButton def={def} search={contentSearch({ tab: "crud" })} />
          </div>
          <ContentList def={def} rows={rows} search={contentSearch({ tab: "crud" })} />
        </TabsContent>
      </Tabs>

      <ContentDialogs def={def} rows={rows} actionData={data} keep={keep} />
    </main>
  );
}

/** "Reihenfolge & Sichtbarkeit" (the old "Sort & Toggle"): icon, both titles, the active switch, the position and up/down. */
function SortList({ rows }: { rows: Row[] }) {
  const t = useT();
  if (rows.length === 0) return <ContentEmpty def={def} />;
  return (
    <ol className="space-y-2" aria-label={t("Reihenfolge der Themenkacheln")}>
      {rows.map((row, index) => {
        const Icon = sectionIcon(typeof row.icon_name === "string" ? row.icon_name : null);
        const label = String(row.title_de ?? row.id);
        return (
          <li
            key={row.id}
            className={cn(
              "flex flex-wrap items-center gap-4 rounded-lg border border-border bg-card p-3",
              row.is_active === false && "bg-muted/50",
            )}
            data-testid="sort-row"
          >
            <span className="w-8 text-center text-lg font-semibold tabular-nums">
              <span className="sr-only">{t("Position")} </span>
              {index + 1}
            </span>
            <span className="rounded-md bg-primary/10 p-2 text-primary">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{label}</span>
              <span className="block text-sm text-muted-foreground">{String(row.title_en ?? "")}</span>
            </span>
            <ToggleSwitch
              id={row.id}
              field="is_active"
              checked={row.is_active === true}
              label={`${t("Aktiv")}: ${label}`}
            />
            <div className="flex items-center gap-1">
              <MoveButton id={row.id} direction="up" disabled={index === 0} label={label} />
              <MoveButton id={row.id} direction="down" disabled={index === rows.length - 1} label={label} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
