import { ShieldCheck, UserRound, Users } from "lucide-react";
import { useEffect } from "react";
import { redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { DIALOGS, UserDialogs } from "./components/user-dialogs";
import { UserItem } from "./components/user-item";
import { handleUsersAction, listUsers, type UserRow } from "./users.server";
import { ErrorNote } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { ListSearch, Pagination } from "~/components/ui/pagination";
import { listPageOf, withParams } from "~/lib/admin/list-page";
import { EmptyState } from "~/components/ui/empty-state";
import { requireAdmin } from "~/lib/admin/gate.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";

/**
 * /admin/users 'Benutzerverwaltung' (back-office.md 2 'Users'), admin-only (ADMIN_ONLY_ROUTES): counters,
 * every account newest first, and per account: role, a new password, ban/unban and ending all
 * sessions. Dialogs live in the URL (?password=<id>, ?ban=<id>, ?revoke=<id>).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const selfId = requireAdmin(request, context).user.id;
  const { env } = context.get(cloudflareContext);
  const params = new URL(request.url).searchParams;
  const list = listPageOf(params);
  const dialogIds = DIALOGS.map((name) => params.get(name)).filter((id): id is string => Boolean(id));
  try {
    const { rows, dialogRows, counts, total, page } = await listUsers(getDb(env), list, dialogIds);
    if (page < list.page) throw redirect(`/admin/users${withParams(params, { page })}`);
    return { rows, dialogRows, counts, total, page, selfId, loadError: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("admin users load failed", error);
    const message = error instanceof Error ? error.message : String(error);
    return {
      rows: [] as UserRow[],
      dialogRows: [] as UserRow[],
      counts: { all: 0, admins: 0, moderators: 0, users: 0 },
      total: 0,
      page: 1,
      selfId,
      loadError: `Fehler beim Laden der Benutzer: ${message}`,
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  return handleUsersAction(env, request, session);
}

export function meta() {
  return [{ title: "Benutzerverwaltung | Admin" }];
}

export default function UsersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, dialogRows, counts, total, page, selfId, loadError } = loaderData;
  const result = actionData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { toast } = useToast();
  const dialogOpen = DIALOGS.some((name) => params.has(name));
  const loading =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname === "/admin/users";

  useEffect(() => {
    if (result?.toast) toast(result.toast);
  }, [result, toast]);

  return (
    <main id="main" className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">Benutzerverwaltung</h1>
        <p className="mt-1 text-muted-foreground">
          Rollen, Passwörter und Sperren der Konten. Nur für Administratoren.
        </p>
      </div>

      <section aria-label="Übersicht" className="grid gap-4 sm:grid-cols-3">
        <Counter
          label="Alle Benutzer"
          value={counts.all}
          icon={<Users className="h-5 w-5" aria-hidden />}
          testId="count-all"
        />
        <Counter
          label="Administratoren"
          value={counts.admins}
          icon={<ShieldCheck className="h-5 w-5" aria-hidden />}
          testId="count-admins"
        />
        <Counter
          label="Normale Benutzer"
          value={counts.users}
          icon={<UserRound className="h-5 w-5" aria-hidden />}
          testId="count-users"
        />
      </section>
      <p className="text-sm text-muted-foreground" data-testid="count-moderators">
        Davon Moderatoren: {counts.moderators}
      </p>

      <p aria-live="polite" className="text-sm text-muted-foreground">
        {loading ? "Lade Benutzer..." : null}
      </p>
      {loadError ? <ErrorNote message={loadError} /> : null}
      {result?.error && !dialogOpen ? <ErrorNote message={result.error} /> : null}

      <ListSearch label="Benutzer durchsuchen (Name, E-Mail)" />

      {rows.length === 0 && !loadError ? (
        <EmptyState>Keine Benutzer gefunden</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Benutzer">
          {rows.map((row) => (
            <UserItem key={row.id} row={row} isSelf={row.id === selfId} />
          ))}
        </ul>
      )}

      <Pagination total={total} page={page} />

      <UserDialogs rows={dialogRows} result={result} />
    </main>
  );
}

function Counter({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: number;
  icon: React.ReactNode;
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm" data-testid={testId}>
      <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        {label}
        {icon}
      </div>
      <p className="mt-2 text-3xl font-bold">{value}</p>
    </div>
  );
}
