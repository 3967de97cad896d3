import { Download, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useNavigate, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/newsletter-subscriptions";
import { ErrorNote } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import {
  handleNewsletterAction,
  loadNewsletterAdmin,
  type NewsletterActionData,
} from "~/lib/admin/newsletter-subscriptions.server";
import { requireAdmin } from "~/lib/admin/gate.server";
import { cloudflareContext } from "~/lib/context";
import { formatGermanDate } from "~/lib/dates";
import { getDb } from "~/lib/db.server";
import { NEWSLETTER_TEXTS, statusFilterOf, type NewsletterStatusFilter } from "~/lib/schemas/newsletter-admin";
import { safeHttpUrl } from "~/lib/url";
import { cn } from "~/lib/utils";

const LIST_URL = "/admin/newsletter-subscriptions";
const EXPORT_URL = "/admin/newsletter-subscriptions/export.csv";

function listUrlOf(filter: NewsletterStatusFilter | null) {
  return filter ? `${LIST_URL}?status=${filter}` : LIST_URL;
}

/**
 * /admin/newsletter-subscriptions (back-office.md 2 'Newsletter administration'): counts, the list
 * newest first with a switch per row and a delete confirmation (?delete=<id>), an optional status
 * filter (?status=active|inactive) and the CSV export of the active subscribers. Admin-only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const db = getDb(env);
  const filter = statusFilterOf(new URL(request.url).searchParams.get("status"));
  try {
    const { counts, rows } = await loadNewsletterAdmin(db, filter);
    return {
      counts,
      filter,
      loadError: null,
      rows: rows.map((row) => ({ id: row.id, email: row.email, name: row.name, website: row.website, is_active: row.is_active, subscribed_at: row.subscribed_at.toISOString() })),
    };
  } catch (error) {
    console.error("admin newsletter load failed", error);
    return { counts: { total: 0, active: 0, inactive: 0 }, filter, loadError: NEWSLETTER_TEXTS.loadFailed, rows: [] };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  // Back to the list as the admin left it (the filter), without the dialog.
  const filter = statusFilterOf(new URL(request.url).searchParams.get("status"));
  return handleNewsletterAction(request, getDb(env), listUrlOf(filter));
}

export function meta() {
  return [{ title: `${NEWSLETTER_TEXTS.title} | Admin` }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function NewsletterSubscriptionsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, rows, filter, loadError } = loaderData;
  const failed = (actionData as NewsletterActionData)?.error ?? null;
  const [params] = useSearchParams();
  const deleteId = Number(params.get("delete"));
  const deleting = Number.isInteger(deleteId) && deleteId > 0 ? rows.find((row) => row.id === deleteId) : undefined;
  const keep: Record<string, string> = filter ? { status: filter } : {};
  const search = (next: Record<string, string>) => `?${new URLSearchParams({ ...keep, ...next })}`;

  return (
    <main id="main" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{NEWSLETTER_TEXTS.title}</h1>
          <p className="mt-1 text-muted-foreground">Anmeldungen zum Newsletter: aktivieren, deaktivieren, löschen und die aktiven Abonnenten exportieren.</p>
        </div>
        <Button asChild variant="outline">
          {/* A file download, not a page: a plain link the router does not intercept. */}
          <a href={EXPORT_URL} download>
            <Download className="h-4 w-4" aria-hidden />
            CSV exportieren
          </a>
        </Button>
      </div>

      <nav aria-label="Abonnements filtern" className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Gesamt" value={counts.total} to={LIST_URL} current={filter === null} testId="stat-total" />
        <StatCard label="Aktiv" value={counts.active} to={`${LIST_URL}?status=active`} current={filter === "active"} testId="stat-active" />
        <StatCard label="Inaktiv" value={counts.inactive} to={`${LIST_URL}?status=inactive`} current={filter === "inactive"} testId="stat-inactive" />
      </nav>

      {loadError ? <ErrorNote message={loadError} /> : null}
      {failed ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive" data-testid="newsletter-error">
          <p className="font-semibold">{failed.title}</p>
          {failed.description ? <p>{failed.description}</p> : null}
        </div>
      ) : null}

      {rows.length === 0 && !loadError ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground" data-testid="newsletter-empty">
          {NEWSLETTER_TEXTS.empty}
        </p>
      ) : rows.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Newsletter-Abonnements{filter === "active" ? " (aktiv)" : filter === "inactive" ? " (inaktiv)" : ""}, neueste zuerst
            </caption>
            <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th className="px-3 py-2">E-Mail</th>
                <th className="px-3 py-2">Angemeldet am</th>
                <th className="px-3 py-2">Status</th>
                <th className="px-3 py-2">Website</th>
                <th className="px-3 py-2 text-right">Aktionen</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <SubscriptionRow key={row.id} row={row} deleteLink={search({ delete: String(row.id) })} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <DeleteDialog row={deleting} closeTo={filter ? search({}) : "."} />
    </main>
  );
}

function StatCard({ label, value, to, current, testId }: { label: string; value: number; to: string; current: boolean; testId: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={cn("rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary", current ? "border-primary ring-1 ring-primary" : "border-border")}
      data-testid={testId}
    >
      <span className="block text-sm text-muted-foreground">{label}</span>
      <span className="mt-1 block text-3xl font-bold tabular-nums" data-testid="stat-value">
        {value}
      </span>
    </Link>
  );
}

function SubscriptionRow({ row, deleteLink }: { row: Row; deleteLink: string }) {
  const website = safeHttpUrl(row.website);
  return (
    <tr
      // Inactive rows are tinted, not faded: faded text fails the contrast check (tests/e2e/a11y.spec.ts).
      className={cn("border-b border-border last:border-0", !row.is_active && "bg-muted/50")}
      data-testid="newsletter-row"
      data-email={row.email}
      data-inactive={row.is_active ? undefined : "true"}
    >
      <td className="px-3 py-2">
        <span className="font-medium break-all">{row.email}</span>
        {row.name ? <span className="block text-xs text-muted-foreground">{row.name}</span> : null}
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">
        <time dateTime={row.subscribed_at}>{formatGermanDate(row.subscribed_at)}</time>
      </td>
      <td className="px-3 py-2">
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-medium",
            row.is_active ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200" : "bg-muted text-muted-foreground",
          )}
          data-testid="newsletter-status"
        >
          {row.is_active ? "Aktiv" : "Inaktiv"}
        </span>
      </td>
      <td className="px-3 py-2">
        {website ? (
          <a href={website} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary underline-offset-4 hover:underline">
            {row.website}
          </a>
        ) : row.website ? (
          <span className="break-all">{row.website}</span>
        ) : (
          <span className="text-muted-foreground">–</span>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex items-center justify-end gap-2">
          <ActiveSwitch row={row} />
          <Link
            to={deleteLink}
            preventScrollReset
            className="rounded-md p-2 text-destructive hover:bg-destructive/10"
            aria-label={`${row.email} löschen`}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </td>
    </tr>
  );
}

/**
 * Switches a subscription on or off. A small form posting the NEW state, so it works without
 * JavaScript (a plain post and redirect) and a double click cannot switch it back.
 */
function ActiveSwitch({ row }: { row: Row }) {
  const fetcher = useFetcher<NewsletterActionData>();
  const { toast } = useToast();
  const pending = fetcher.formData ? fetcher.formData.get("is_active") === "true" : null;
  const on = pending ?? row.is_active;
  const failed = fetcher.data?.error;
  useEffect(() => {
    if (failed) toast(failed);
  }, [failed, toast]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="is_active" value={String(!on)} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={`Aktiv: ${row.email}`}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2",
          on ? "bg-primary" : "bg-slate-400",
        )}
      >
        <span className={cn("block h-5 w-5 rounded-full bg-white shadow transition-transform", on ? "translate-x-5" : "translate-x-0.5")} />
      </button>
    </fetcher.Form>
  );
}

/**
 * The delete confirmation for ?delete=<id>. Radix renders dialogs through a portal, which the server
 * cannot, so until the page is hydrated (or without JavaScript) the same form stands in the page.
 */
function DeleteDialog({ row, closeTo }: { row: Row | undefined; closeTo: string }) {
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const close = () => navigate(closeTo, { preventScrollReset: true, replace: true });
  if (!hydrated) {
    return row ? (
      <section aria-labelledby="newsletter-delete-title" className="rounded-xl border border-destructive/40 bg-card p-6 shadow-sm">
        <h2 id="newsletter-delete-title" className="text-xl font-semibold">
          {DELETE_TITLE}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{DELETE_QUESTION}</p>
        <DeleteForm row={row} closeTo={closeTo} />
      </section>
    ) : null;
  }
  return (
    <Dialog open={Boolean(row)} onClose={close} title={DELETE_TITLE} description={DELETE_QUESTION}>
      {row ? <DeleteForm row={row} closeTo={closeTo} /> : null}
    </Dialog>
  );
}

const DELETE_TITLE = "Löschen bestätigen";
const DELETE_QUESTION = "Möchten Sie dieses Newsletter-Abonnement wirklich löschen?";

function DeleteForm({ row, closeTo }: { row: Row; closeTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" className="space-y-4" data-testid="newsletter-delete-form">
      <p className="font-medium break-all">{`„${row.email}“`}</p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={row.id} />
      <div className="flex justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={closeTo} preventScrollReset replace>
            Abbrechen
          </Link>
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? "Wird gelöscht..." : "Löschen"}
        </Button>
      </div>
    </Form>
  );
}
