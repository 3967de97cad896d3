import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Ban, KeyRound, LogOut, ShieldCheck, UserRound, Users } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { AccountField, accountInputClass, RoleBadge } from "~/components/admin/account-field";
import { ErrorNote } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { countUsers, handleUsersAction, listUsers, type UserRow, type UsersActionData } from "./users.server";
import { requireAdmin } from "~/lib/admin/gate.server";
import { cloudflareContext } from "~/lib/context";
import { formatGermanDate } from "~/lib/dates";
import { getDb } from "~/lib/db.server";
import { ROLES } from "~/lib/permissions";
import { ROLE_LABELS, SetUserPasswordSchema } from "~/lib/schemas/account-admin";
import { MIN_PASSWORD_LENGTH } from "~/lib/schemas/auth";

/**
 * /admin/users 'Benutzerverwaltung' (back-office.md 2 'Users'), admin-only (ADMIN_ONLY_ROUTES): counters,
 * every account newest first, and per account: role, a new password, ban/unban and ending all
 * sessions. Dialogs live in the URL (?password=<id>, ?ban=<id>, ?revoke=<id>).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const selfId = requireAdmin(request, context).user.id;
  const { env } = context.get(cloudflareContext);
  try {
    const rows = await listUsers(getDb(env));
    return { rows, counts: countUsers(rows), selfId, loadError: null };
  } catch (error) {
    console.error("admin users load failed", error);
    const message = error instanceof Error ? error.message : String(error);
    return { rows: [] as UserRow[], counts: countUsers([]), selfId, loadError: `Fehler beim Laden der Benutzer: ${message}` };
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

const DIALOGS = ["password", "ban", "revoke"] as const;

export default function UsersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, counts, selfId, loadError } = loaderData;
  const result = actionData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { toast } = useToast();
  const dialogOpen = DIALOGS.some((name) => params.has(name));
  const loading = navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname === "/admin/users";

  useEffect(() => {
    if (result?.toast) toast(result.toast);
  }, [result, toast]);

  return (
    <main id="main" className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">Benutzerverwaltung</h1>
        <p className="mt-1 text-muted-foreground">Rollen, Passwörter und Sperren der Konten. Nur für Administratoren.</p>
      </div>

      <section aria-label="Übersicht" className="grid gap-4 sm:grid-cols-3">
        <Counter label="Alle Benutzer" value={counts.all} icon={<Users className="h-5 w-5" aria-hidden />} testId="count-all" />
        <Counter label="Administratoren" value={counts.admins} icon={<ShieldCheck className="h-5 w-5" aria-hidden />} testId="count-admins" />
        <Counter label="Normale Benutzer" value={counts.users} icon={<UserRound className="h-5 w-5" aria-hidden />} testId="count-users" />
      </section>
      <p className="text-sm text-muted-foreground" data-testid="count-moderators">
        Davon Moderatoren: {counts.moderators}
      </p>

      <p aria-live="polite" className="text-sm text-muted-foreground">
        {loading ? "Lade Benutzer..." : null}
      </p>
      {loadError ? <ErrorNote message={loadError} /> : null}
      {result?.error && !dialogOpen ? <ErrorNote message={result.error} /> : null}

      {rows.length === 0 && !loadError ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">Keine Benutzer gefunden</p>
      ) : (
        <ul className="space-y-3" aria-label="Benutzer">
          {rows.map((row) => (
            <UserItem key={row.id} row={row} isSelf={row.id === selfId} />
          ))}
        </ul>
      )}

      <UserDialogs rows={rows} result={result} />
    </main>
  );
}

function Counter({ label, value, icon, testId }: { label: string; value: number; icon: React.ReactNode; testId: string }) {
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

const selectClass = "h-9 rounded-md border border-border bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary";

function UserItem({ row, isSelf }: { row: UserRow; isSelf: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("userId") === row.id;
  const name = row.name.trim() || "Unbekannt";
  const roleId = `role-${row.id}`;
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="user-row" data-email={row.email}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {name}
            <RoleBadge role={row.role} />
            {row.banned ? <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">gesperrt</span> : null}
            {isSelf ? <span className="text-xs font-normal text-muted-foreground">(Sie)</span> : null}
          </p>
          <p className="break-all text-sm">{row.email}</p>
          <p className="text-xs text-muted-foreground">Erstellt am {formatGermanDate(row.createdAt)}</p>
          {row.banned && row.banReason ? <p className="text-xs text-muted-foreground">Grund der Sperre: {row.banReason}</p> : null}
        </div>

        <div className="flex flex-wrap items-center gap-2">
          {isSelf ? null : (
            <Form method="post" className="flex items-center gap-2" preventScrollReset>
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="userId" value={row.id} />
              <label htmlFor={roleId} className="sr-only">
                Rolle für {row.email}
              </label>
              <select id={roleId} name="role" defaultValue={row.role} className={selectClass} key={row.role}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Rolle speichern für ${row.email}`}>
                Rolle speichern
              </Button>
            </Form>
          )}
          {isSelf ? (
            <Button asChild size="sm" variant="outline">
              <Link to="/admin/profile">Mein Profil</Link>
            </Button>
          ) : (
            <>
              <Button asChild size="sm" variant="outline">
                <Link to={`?password=${encodeURIComponent(row.id)}`} preventScrollReset aria-label={`Passwort ändern für ${row.email}`}>
                  <KeyRound className="h-4 w-4" aria-hidden />
                  Passwort ändern
                </Link>
              </Button>
              {row.banned ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="unban" />
                  <input type="hidden" name="userId" value={row.id} />
                  <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Entsperren: ${row.email}`}>
                    Entsperren
                  </Button>
                </Form>
              ) : (
                <Button asChild size="sm" variant="outline">
                  <Link to={`?ban=${encodeURIComponent(row.id)}`} preventScrollReset aria-label={`Sperren: ${row.email}`}>
                    <Ban className="h-4 w-4" aria-hidden />
                    Sperren
                  </Link>
                </Button>
              )}
              <Button asChild size="sm" variant="ghost">
                <Link to={`?revoke=${encodeURIComponent(row.id)}`} preventScrollReset aria-label={`Alle Sitzungen beenden: ${row.email}`}>
                  <LogOut className="h-4 w-4" aria-hidden />
                  Sitzungen beenden
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}

function UserDialogs({ rows, result }: { rows: UserRow[]; result: UsersActionData | undefined }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const close = () => navigate(".", { preventScrollReset: true, replace: true });
  const find = (name: (typeof DIALOGS)[number]) => {
    const id = params.get(name);
    return id ? rows.find((row) => row.id === id) : undefined;
  };
  const passwordFor = find("password");
  const banFor = find("ban");
  const revokeFor = find("revoke");
  const errorFor = (intent: string, row: UserRow | undefined) =>
    row && result?.error && result.intent === intent && result.userId === row.id ? <ErrorNote message={result.error} className="mb-4" /> : null;

  return (
    <>
      <Dialog open={Boolean(passwordFor)} onClose={close} title="Passwort ändern" description={passwordFor ? `Neues Passwort für ${passwordFor.email}` : undefined}>
        {passwordFor ? (
          <>
            {errorFor("password", passwordFor)}
            <PasswordForm key={passwordFor.id} row={passwordFor} result={result?.intent === "password" ? result.result : null} onCancel={close} />
          </>
        ) : null}
      </Dialog>

      <Dialog open={Boolean(banFor)} onClose={close} title="Benutzer sperren" description={banFor ? `${banFor.email} wird gesperrt und auf allen Geräten abgemeldet.` : undefined}>
        {banFor ? (
          <Form method="post" action={`?ban=${encodeURIComponent(banFor.id)}`} className="space-y-4">
            {errorFor("ban", banFor)}
            <input type="hidden" name="intent" value="ban" />
            <input type="hidden" name="userId" value={banFor.id} />
            <div className="space-y-1.5">
              <label htmlFor="ban-reason" className="block text-sm font-medium">
                Grund (optional)
              </label>
              <textarea id="ban-reason" name="banReason" rows={3} maxLength={500} className={accountInputClass} />
            </div>
            <DialogButtons onCancel={close} submit="Sperren" pending="Wird gesperrt..." intent="ban" destructive />
          </Form>
        ) : null}
      </Dialog>

      <Dialog open={Boolean(revokeFor)} onClose={close} title="Alle Sitzungen beenden" description={revokeFor ? `${revokeFor.email} wird auf allen Geräten abgemeldet.` : undefined}>
        {revokeFor ? (
          <Form method="post" action={`?revoke=${encodeURIComponent(revokeFor.id)}`} className="space-y-4">
            {errorFor("revoke", revokeFor)}
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="userId" value={revokeFor.id} />
            <DialogButtons onCancel={close} submit="Sitzungen beenden" pending="Wird beendet..." intent="revoke" destructive />
          </Form>
        ) : null}
      </Dialog>
    </>
  );
}

function DialogButtons({ onCancel, submit, pending, intent, destructive = false }: { onCancel: () => void; submit: string; pending: string; intent: string; destructive?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Abbrechen
      </Button>
      <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
        {busy ? pending : submit}
      </Button>
    </div>
  );
}

/** The spec's password dialog: both entries, same text, minimum length; checked again by the action. */
function PasswordForm({ row, result, onCancel }: { row: UserRow; result: SubmissionResult<string[]> | null; onCancel: () => void }) {
  const [form, fields] = useForm({
    id: `password-${row.id}`,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SetUserPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action={`?password=${encodeURIComponent(row.id)}`} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="userId" value={row.id} />
      <AccountField type="password" label="Neues Passwort" hint={`Mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`} field={fields.password} autoComplete="new-password" />
      <AccountField type="password" label="Passwort bestätigen" field={fields.confirmPassword} autoComplete="new-password" />
      <DialogButtons onCancel={onCancel} submit="Passwort speichern" pending="Wird gespeichert..." intent="password" />
    </Form>
  );
}
