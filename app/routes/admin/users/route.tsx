import { ShieldCheck, UserRound, Users } from "lucide-react";
import { useSearchParams } from "react-router";
import { ScreenHeader, StatCard } from "~/components/admin/screen-header";
import type { Route } from "./+types/route";
import { DIALOGS, UserDialogs } from "./components/user-dialogs";
import { UserItem } from "./components/user-item";
import { handleUsersAction, listUsers, type UserRow } from "./users.server";
import { ErrorNote } from "~/components/admin/content-screen";
import { ListSearch, Pagination } from "~/components/admin/pagination";
import { loadListScreen, requireAdmin, staffT } from "~/lib/admin/index.server";
import { EmptyState } from "~/components/ui/empty-state";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { translate, useT } from "~/lib/admin";
import { useScreenState } from "~/components/admin/use-screen-state";

/**
 * /admin/users 'Benutzerverwaltung' (back-office.md 2 'Users'), admin-only (ADMIN_ONLY_ROUTES): counters,
 * every account newest first, and per account: role, a new password, ban/unban and ending all
 * sessions. Dialogs live in the URL (?password=<id>, ?ban=<id>, ?revoke=<id>).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  const selfId = session.user.id;
  const t = staffT(context);
  const { env } = context.get(cloudflareContext);
  const loaded = await loadListScreen(request, {
    screen: "users",
    dialogs: DIALOGS,
    load: ({ list, dialogIds }) => listUsers(getDb(env), list, dialogIds),
    fallback: {
      rows: [] as UserRow[],
      dialogRows: [] as UserRow[],
      counts: { all: 0, admins: 0, moderators: 0, users: 0 },
      total: 0,
      page: 1,
    },
    loadFailed: (error) =>
      t("Fehler beim Laden der Benutzer: {error}", { error: error instanceof Error ? error.message : String(error) }),
  });
  return { ...loaded, selfId, adminLang: session.user.adminLanguage };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  return handleUsersAction(env, request, session);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: translate(loaderData?.adminLang ?? "de", "Benutzerverwaltung | Admin") }];
}

export default function UsersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, dialogRows, counts, total, page, selfId, loadError } = loaderData;
  const result = actionData;
  const [params] = useSearchParams();
  const loading = useScreenState("/admin/users", result);
  const t = useT();
  const dialogOpen = DIALOGS.some((name) => params.has(name));

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title={t("Benutzerverwaltung")}
        intro={t("Rollen, Passwörter und Sperren der Konten. Nur für Administratoren.")}
      />

      <section aria-label={t("Übersicht")} className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("Alle Benutzer")}
          value={counts.all}
          icon={<Users className="h-5 w-5" aria-hidden />}
          testId="count-all"
        />
        <StatCard
          label={t("Administratoren")}
          value={counts.admins}
          icon={<ShieldCheck className="h-5 w-5" aria-hidden />}
          testId="count-admins"
        />
        <StatCard
          label={t("Normale Benutzer")}
          value={counts.users}
          icon={<UserRound className="h-5 w-5" aria-hidden />}
          testId="count-users"
        />
      </section>
      <p className="text-sm text-muted-foreground" data-testid="count-moderators">
        {t("Davon Moderatoren: {n}", { n: counts.moderators })}
      </p>

      <p aria-live="polite" className="text-sm text-muted-foreground">
        {loading ? t("Lade Benutzer...") : null}
      </p>
      {loadError ? <ErrorNote message={loadError} /> : null}
      {result?.error && !dialogOpen ? <ErrorNote message={t(result.error)} /> : null}

      <ListSearch label={t("Benutzer durchsuchen (Name, E-Mail)")} placeholder="Name, E-Mail" />

      {rows.length === 0 && !loadError ? (
        <EmptyState>{t("Keine Benutzer gefunden")}</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label={t("Benutzer")}>
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
