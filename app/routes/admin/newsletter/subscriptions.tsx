import { Download, FileCheck2, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useNavigate, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/subscriptions";
import { ErrorNote } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import {
  handleNewsletterAction,
  loadNewsletterAdmin,
  type NewsletterActionData,
} from "./newsletter-subscriptions.server";
import { requireAdmin } from "~/lib/admin/gate.server";
import { cloudflareContext } from "~/lib/context";
import { formatGermanDate } from "~/lib/dates";
import { getDb } from "~/lib/db.server";
import {
  NEWSLETTER_STATUS_FILTERS,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_TEXTS,
  optInStateOf,
  statusFilterOf,
  type NewsletterStatusFilter,
  type OptInState,
} from "~/lib/schemas/newsletter-admin";
import { safeHttpUrl } from "~/lib/url";
import { cn } from "~/lib/utils";

const LIST_URL = "/admin/newsletter-subscriptions";
const EXPORT_URL = "/admin/newsletter-subscriptions/export.csv";

function listUrlOf(filter: NewsletterStatusFilter | null) {
  return filter ? `${LIST_URL}?status=${filter}` : LIST_URL;
}

/**
 * /admin/newsletter-subscriptions (back-office.md 2 'Newsletter administration'): the spec's counts
 * (total, active, inactive) and those of the double opt-in states, the list newest first with the
 * admin's on/off switch per row, the consent record (?consent=<id>), a delete confirmation
 * (?delete=<id>), a status filter (?status=active|inactive|pending|confirmed|unsubscribed) and the CSV
 * export of the confirmed subscribers. Admin-only.
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
      rows: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        website: row.website,
        is_active: row.is_active,
        status: optInStateOf(row.status),
        lang: row.lang,
        subscribed_at: row.subscribed_at.toISOString(),
        consent: {
          requested_at: row.consent_requested_at?.toISOString() ?? null,
          page: row.consent_page,
          text: row.consent_text,
          version: row.consent_version,
          confirmed_at: row.confirmed_at?.toISOString() ?? null,
          unsubscribed_at: row.unsubscribed_at?.toISOString() ?? null,
        },
      })),
    };
  } catch (error) {
    console.error("admin newsletter load failed", error);
    return { counts: { total: 0, active: 0, inactive: 0, pending: 0, confirmed: 0, unsubscribed: 0 }, filter, loadError: NEWSLETTER_TEXTS.loadFailed, rows: [] };
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
  const consentId = Number(params.get("consent"));
  const consentOf = Number.isInteger(consentId) && consentId > 0 ? rows.find((row) => row.id === consentId) : undefined;
  const keep: Record<string, string> = filter ? { status: filter } : {};
  const search = (next: Record<string, string>) => `?${new URLSearchParams({ ...keep, ...next })}`;

  return (
    <main id="main" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{NEWSLETTER_TEXTS.title}</h1>
          <p className="mt-1 text-muted-foreground">
            Anmeldungen zum Newsletter (mit Double-Opt-in): Einwilligung einsehen, abschalten, löschen und die bestätigten Abonnenten exportieren.
          </p>
        </div>
        <Button asChild variant="outline">
          {/* A file download, not a page: a plain link the router does not intercept. */}
          <a href={EXPORT_URL} download>
            <Download className="h-4 w-4" aria-hidden />
            CSV exportieren
          </a>
        </Button>
      </div>

      <nav aria-label="Abonnements filtern" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <StatCard label="Gesamt" value={counts.total} to={LIST_URL} current={filter === null} testId="stat-total" />
        {NEWSLETTER_STATUS_FILTERS.map((key) => (
          <StatCard key={key} label={NEWSLETTER_STATUS_LABELS[key]} value={counts[key]} to={listUrlOf(key)} current={filter === key} testId={`stat-${key}`} />
        ))}
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
              Newsletter-Abonnements{filter ? ` (${NEWSLETTER_STATUS_LABELS[filter]})` : ""}, neueste zuerst
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
                <SubscriptionRow key={row.id} row={row} deleteLink={search({ delete: String(row.id) })} consentLink={search({ consent: String(row.id) })} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <DeleteDialog row={deleting} closeTo={filter ? search({}) : "."} />
      <ConsentDialog row={consentOf} closeTo={filter ? search({}) : "."} />
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

const OPT_IN_BADGE: Record<OptInState, string> = {
  confirmed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  unsubscribed: "bg-muted text-foreground",
};

function SubscriptionRow({ row, deleteLink, consentLink }: { row: Row; deleteLink: string; consentLink: string }) {
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
        <div className="flex flex-wrap items-center gap-1.5">
          {/* The spec's badge for the admin's switch, then the double opt-in state and the language. */}
          <span
            className={cn(
              "whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium",
              row.is_active ? "bg-primary/10 text-primary" : "bg-muted text-foreground",
            )}
            data-testid="newsletter-status"
          >
            {row.is_active ? "Aktiv" : "Inaktiv"}
          </span>
          <span
            className={cn("whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium", OPT_IN_BADGE[row.status])}
            data-testid="newsletter-optin"
            data-status={row.status}
          >
            {NEWSLETTER_STATUS_LABELS[row.status]}
          </span>
          <span className="text-xs uppercase text-muted-foreground">{row.lang}</span>
        </div>
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
            to={consentLink}
            preventScrollReset
            className="rounded-md p-2 text-primary hover:bg-primary/10"
            aria-label={`Einwilligung von ${row.email}`}
          >
            <FileCheck2 className="h-4 w-4" aria-hidden />
          </Link>
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

/** Date and time in Berlin, e.g. 05.03.2025, 14:07 (consent records need the time, not just the day). */
function berlinDateTime(iso: string | null): string {
  if (!iso) return "–";
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(iso));
}

const CONSENT_TITLE = "Einwilligung";

/** The consent record of one subscriber (?consent=<id>): what was agreed to, when, where, confirmed when. */
function ConsentDetails({ row }: { row: Row }) {
  const c = row.consent;
  const items: [string, React.ReactNode][] = [
    ["E-Mail", row.email],
    ["Status", `${NEWSLETTER_STATUS_LABELS[row.status]}${row.is_active ? "" : ", vom Admin abgeschaltet"}`],
    ["Sprache", row.lang === "en" ? "Englisch" : "Deutsch"],
    ["Formular gesendet", berlinDateTime(c.requested_at)],
    ["Seite", c.page ?? "–"],
    ["Einwilligungstext", c.text ?? "–"],
    ["Version des Textes", c.version ?? "–"],
    ["Link bestätigt", berlinDateTime(c.confirmed_at)],
    ["Abgemeldet", berlinDateTime(c.unsubscribed_at)],
  ];
  return (
    <div className="space-y-4" data-testid="newsletter-consent">
      {c.requested_at ? null : (
        <p className="rounded-md border border-border bg-muted/50 p-3 text-sm">
          Für diese Adresse liegt keine Einwilligung mit Double-Opt-in vor (Anmeldung vor dessen Einführung). Sie erhält keine Kampagnen.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ConsentDialog({ row, closeTo }: { row: Row | undefined; closeTo: string }) {
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const close = () => navigate(closeTo, { preventScrollReset: true, replace: true });
  if (!hydrated) {
    return row ? (
      <section aria-labelledby="newsletter-consent-title" className="rounded-xl border border-border bg-card p-6 shadow-sm">
        <h2 id="newsletter-consent-title" className="mb-4 text-xl font-semibold">
          {CONSENT_TITLE}
        </h2>
        <ConsentDetails row={row} />
        <div className="mt-4 flex justify-end">
          <Button asChild variant="outline">
            <Link to={closeTo} preventScrollReset replace>
              Schließen
            </Link>
          </Button>
        </div>
      </section>
    ) : null;
  }
  return (
    <Dialog open={Boolean(row)} onClose={close} title={CONSENT_TITLE} description={row ? `Einwilligungsnachweis für ${row.email}` : undefined}>
      {row ? <ConsentDetails row={row} /> : null}
    </Dialog>
  );
}
