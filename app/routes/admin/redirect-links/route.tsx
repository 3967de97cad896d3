import { useEffect } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { ScreenHeader } from "~/components/admin/screen-header";
import type { Route } from "./+types/route";
import { LinkTable } from "./components/link-table";
import { SortForm } from "./components/sort-form";
import { redirectLinkDef as def } from "./redirect-link-def";
import {
  handleRedirectLinkAction,
  listRedirectLinks,
  nextRedirectLinkOrder,
  type RedirectLinkRow,
} from "./redirect-links.server";
import { AddButton, ContentDialogs, ErrorNote, contentSearch } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { ListSearch, Pagination } from "~/components/ui/pagination";
import { loadListScreen, positiveIds } from "~/lib/admin/list-page.server";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { REDIRECT_TOASTS } from "./redirect-links";
import { writeScope } from "~/lib/admin/write-scope.server";
import { cloudflareContext } from "~/lib/context";

type Tab = "manage" | "sort";
const tabOf = (value: string | null): Tab => (value === "sort" ? "sort" : "manage");

/**
 * /admin/redirect-links (back-office.md 2 'Redirect links'); moderators may use it too. The Manage tab
 * is searched (?q=) and paged (?page=) on the server; the Sort tab orders every link, so it loads them all.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  return loadListScreen(request, {
    screen: "redirect-links",
    dialogs: ["edit"],
    load: async ({ params, list, dialogIds }) => {
      const all = tabOf(params.get("tab")) === "sort";
      const [{ rows, dialogRows, total, page }, nextOrder] = await Promise.all([
        listRedirectLinks(env, { list, all, dialogIds: positiveIds(dialogIds) }),
        nextRedirectLinkOrder(env),
      ]);
      return { rows, dialogRows, total, page, nextOrder };
    },
    fallback: { rows: [] as RedirectLinkRow[], dialogRows: [] as RedirectLinkRow[], total: 0, page: 1, nextOrder: 1 },
    loadFailed: "Fehler beim Laden der Redirect Links",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  return handleRedirectLinkAction(request, env, writeScope(context).actor);
}

export function meta() {
  return [{ title: "Redirect Links | Admin" }];
}

export default function RedirectLinksScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, dialogRows, total, page, nextOrder, loadError } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { toast } = useToast();
  const tab = tabOf(params.get("tab"));
  const keep: Record<string, string> =
    tab === "sort"
      ? { tab: "sort" }
      : Object.fromEntries(
          [
            ["q", params.get("q") ?? ""],
            ["page", page > 1 ? String(page) : ""],
          ].filter(([, value]) => value !== ""),
        );
  const result = actionData;
  const dialogOpen = params.has("new") || params.has("edit");
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/redirect-links";

  // A refused change (stale order, unknown link, database failure) also gets the spec's error toast.
  useEffect(() => {
    if (result?.error) toast({ title: REDIRECT_TOASTS.error, description: result.error, variant: "destructive" });
  }, [result, toast]);

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title="Redirect Links"
        intro={
          <>
            Kurzlinks der Form /{"{short_code}"}. „Card Visible“ zeigt den Link auf{" "}
            <a href="/weiterleitungen" target="_blank" rel="noopener" className="underline underline-offset-4">
              /weiterleitungen
            </a>
            , „Redirect Active“ schaltet die Weiterleitung ein.
          </>
        }
        actions={
          <>
            <AddButton def={def} search={contentSearch(keep)} />
          </>
        }
      />

      {loadError ? <ErrorNote message={loadError} /> : null}
      {result?.error && !dialogOpen ? <ErrorNote message={result.error} /> : null}
      {loading ? (
        <p role="status" className="text-sm text-muted-foreground" data-testid="redirect-links-loading">
          Loading redirect links...
        </p>
      ) : null}

      {/* The tabs are links (?tab=sort), so they work without JavaScript; Radix adds arrow-key focus. */}
      <Tabs value={tab} activationMode="manual" className="space-y-4">
        <TabsList aria-label="Ansicht">
          <TabsTrigger value="manage" asChild>
            <Link to="." replace preventScrollReset>
              Manage Links
            </Link>
          </TabsTrigger>
          <TabsTrigger value="sort" asChild>
            <Link to="?tab=sort" replace preventScrollReset>
              Sort Order
            </Link>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="manage" className="focus-visible:outline-none">
          <ListSearch label="Redirect Links durchsuchen (Code, Ziel, Beschreibung)" className="mb-4" keep={["tab"]} />
          <LinkTable rows={rows} />
          <Pagination total={total} page={page} className="mt-4" keep={["tab"]} />
        </TabsContent>
        <TabsContent value="sort" className="focus-visible:outline-none">
          {/* Remounted whenever the saved order changes, so the form always starts from the database. */}
          <SortForm key={rows.map((row) => `${row.id}:${row.display_order}`).join(",")} rows={rows} />
        </TabsContent>
      </Tabs>

      <ContentDialogs
        def={def}
        rows={[...rows, ...dialogRows.filter((row) => !rows.some((own) => own.id === row.id))]}
        actionData={result}
        defaults={{ display_order: nextOrder }}
        keep={keep}
      />
    </main>
  );
}
