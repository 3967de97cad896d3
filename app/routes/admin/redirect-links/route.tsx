import { useEffect } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { REDIRECT_TOASTS } from "~/lib/admin/redirect-links";
import { cloudflareContext } from "~/lib/context";

type Tab = "manage" | "sort";
const tabOf = (value: string | null): Tab => (value === "sort" ? "sort" : "manage");

/** /admin/redirect-links (back-office.md 2 'Redirect links'); moderators may use it too. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  try {
    const [rows, nextOrder] = await Promise.all([listRedirectLinks(env), nextRedirectLinkOrder(env)]);
    return { rows, nextOrder, loadError: null };
  } catch (error) {
    console.error("admin redirect-links load failed", error);
    return { rows: [] as RedirectLinkRow[], nextOrder: 1, loadError: "Fehler beim Laden der Redirect Links" };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  return handleRedirectLinkAction(request, env);
}

export function meta() {
  return [{ title: "Redirect Links | Admin" }];
}

export default function RedirectLinksScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, nextOrder, loadError } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { toast } = useToast();
  const tab = tabOf(params.get("tab"));
  const keep: Record<string, string> = tab === "sort" ? { tab: "sort" } : {};
  const result = actionData;
  const dialogOpen = params.has("new") || params.has("edit");
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/redirect-links";

  // A refused change (stale order, unknown link, database failure) also gets the spec's error toast.
  useEffect(() => {
    if (result?.error) toast({ title: REDIRECT_TOASTS.error, description: result.error, variant: "destructive" });
  }, [result, toast]);

  return (
    <main id="main" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Redirect Links</h1>
          <p className="mt-1 text-muted-foreground">
            Kurzlinks der Form /{"{short_code}"}. „Card Visible“ zeigt den Link auf{" "}
            <a href="/weiterleitungen" target="_blank" rel="noopener" className="underline underline-offset-4">
              /weiterleitungen
            </a>
            , „Redirect Active“ schaltet die Weiterleitung ein.
          </p>
        </div>
        <AddButton def={def} search={contentSearch(keep)} />
      </div>

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
          <LinkTable rows={rows} />
        </TabsContent>
        <TabsContent value="sort" className="focus-visible:outline-none">
          {/* Remounted whenever the saved order changes, so the form always starts from the database. */}
          <SortForm key={rows.map((row) => `${row.id}:${row.display_order}`).join(",")} rows={rows} />
        </TabsContent>
      </Tabs>

      <ContentDialogs
        def={def}
        rows={rows as never}
        actionData={result}
        defaults={{ display_order: nextOrder }}
        keep={keep}
      />
    </main>
  );
}
