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
import { ListSearch, Pagination } from "~/components/admin/pagination";
import { loadListScreen, positiveIds, writeScope, staffT } from "~/lib/admin/index.server";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { REDIRECT_TOASTS } from "./redirect-links";
import { cloudflareContext } from "~/lib/context";
import { useT } from "~/lib/admin";

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
    loadFailed: staffT(context)("Fehler beim Laden der Kurzlinks"),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { actor, t } = writeScope(context);
  return handleRedirectLinkAction(request, env, actor, t);
}

export function meta() {
  return [{ title: "Kurzlinks | Admin" }];
}

export default function RedirectLinksScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, dialogRows, total, page, nextOrder, loadError } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { toast } = useToast();
  const t = useT();
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
    if (result?.error) toast({ title: t(REDIRECT_TOASTS.error), description: result.error, variant: "destructive" });
  }, [result, toast, t]);

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title={t("Kurzlinks")}
        intro={
          <>
            {t("Kurze Adressen, die auf eine Zielseite weiterleiten. „Karte sichtbar“ zeigt den Link auf")}{" "}
            <a href="/weiterleitungen" target="_blank" rel="noopener" className="underline underline-offset-4">
              /weiterleitungen
            </a>
            {t(", „Weiterleitung aktiv“ schaltet die Weiterleitung ein.")}
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
          {t("Kurzlinks werden geladen …")}
        </p>
      ) : null}

      {/* The tabs are links (?tab=sort), so they work without JavaScript; Radix adds arrow-key focus. */}
      <Tabs value={tab} activationMode="manual" className="space-y-4">
        <TabsList aria-label={t("Ansicht")}>
          <TabsTrigger value="manage" asChild>
            <Link to="." replace preventScrollReset>
              {t("Links verwalten")}
            </Link>
          </TabsTrigger>
          <TabsTrigger value="sort" asChild>
            <Link to="?tab=sort" replace preventScrollReset>
              {t("Sortieren")}
            </Link>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="manage" className="focus-visible:outline-none">
          <ListSearch
            label={t("Kurzlinks durchsuchen (Code, Ziel, Beschreibung)")}
            placeholder="Code, Ziel, Beschreibung"
            className="mb-4"
            keep={["tab"]}
          />
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
