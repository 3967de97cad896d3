import { ArrowDown, ArrowUp } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { Sparkline } from "./components/click-charts";
import { MoveButton, RowActions, ToggleSwitch } from "~/components/admin/content-list";
import { AddButton, ContentDialogs, ErrorNote, contentSearch, type ContentActionData } from "~/components/admin/content-screen";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { defineContentType } from "~/lib/admin/content-type-def";
import { REDIRECT_TOASTS } from "~/lib/admin/redirect-links";
import { handleRedirectLinkAction, listRedirectLinks, nextRedirectLinkOrder } from "./redirect-links.server";
import type { RedirectLinkRow } from "./redirect-links.server";
import { cloudflareContext } from "~/lib/context";
import { RedirectLinkSchema, redirectErrorText } from "~/lib/schemas/redirect-link";
import { safeHttpUrl } from "~/lib/url";
import { cn } from "~/lib/utils";

/**
 * The redirect-link form and dialogs reuse the shared content pieces (ContentForm through
 * ContentDialogs, ToggleSwitch, MoveButton); the action is our own because every write must go
 * through the data functions that purge the short-link cache (app/lib/admin/redirect-link-data.server.ts).
 */
const def = defineContentType({
  key: "redirect-links",
  title: "Redirect Links",
  schema: RedirectLinkSchema,
  fields: [
    { name: "short_code", label: "Short Code", kind: "text", required: true, half: true, hint: "Buchstaben, Ziffern, - und _; wird klein gespeichert. Aufruf: /{short_code}" },
    { name: "target_url", label: "Target URL", kind: "url", required: true, half: true, hint: "Mit http:// oder https://" },
    { name: "description", label: "Description", kind: "text" },
    { name: "detailed_description", label: "Detailed Description", kind: "textarea", rows: 4 },
    { name: "image_url", label: "Image URL", kind: "image" },
    { name: "display_order", label: "Display Order", kind: "number", min: 0, step: 1, half: true, hint: "Leer lassen: ans Ende der Liste" },
    { name: "starts_at", label: "Start (optional)", kind: "datetime", half: true, hint: "Vorher: Seite nicht gefunden. Zeit in Berlin." },
    { name: "expires_at", label: "Ablauf (optional)", kind: "datetime", half: true, hint: "Danach: Ersatz-URL oder die Seite „Link abgelaufen“ (410)." },
    { name: "expired_url", label: "Ersatz-URL nach Ablauf (optional)", kind: "url", hint: "Mit http:// oder https://" },
    // The UTM builder: filled values are appended to the target URL on save (an existing one is replaced).
    { name: "utm_source", label: "UTM Source", kind: "text", half: true, hint: "z. B. newsletter; wird beim Speichern an die Target URL angehängt" },
    { name: "utm_medium", label: "UTM Medium", kind: "text", half: true, hint: "z. B. email" },
    { name: "utm_campaign", label: "UTM Campaign", kind: "text", half: true, hint: "z. B. fruehling-2026" },
    { name: "utm_content", label: "UTM Content", kind: "text", half: true },
    { name: "utm_term", label: "UTM Term", kind: "text", half: true },
  ],
  columns: [],
  toggles: ["is_active", "redirect_active"],
  ordering: "manual",
  defaults: {},
  texts: {
    created: REDIRECT_TOASTS.created,
    updated: REDIRECT_TOASTS.updated,
    deleted: REDIRECT_TOASTS.deleted,
    saveFailed: REDIRECT_TOASTS.updateFailed,
    createFailed: REDIRECT_TOASTS.createFailed,
    deleteFailed: REDIRECT_TOASTS.deleteFailed,
    moved: REDIRECT_TOASTS.orderUpdated,
    confirmDelete: "Diesen Redirect Link wirklich löschen? Der Short Code leitet danach nicht mehr weiter, seine Klicks werden mitgelöscht.",
    empty: "No redirect links found. Create your first one!",
    add: "Create Link",
    createTitle: "Create Link",
    editTitle: "Edit Link",
  },
  labelField: "short_code",
  errorText: redirectErrorText,
});

type Tab = "manage" | "sort";
const tabOf = (value: string | null): Tab => (value === "sort" ? "sort" : "manage");
/** The spec's preview length of detailed_description (back-office.md 9). */
const PREVIEW = 50;

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
  const result = actionData as ContentActionData;
  const dialogOpen = params.has("new") || params.has("edit");
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/redirect-links";

  // A refused change (stale order, unknown link, database failure) also gets the spec's error toast.
  useEffect(() => {
    if (result?.error) toast({ title: REDIRECT_TOASTS.error, description: result.error, variant: "destructive" });
  }, [result, toast]);

  const tabClass =
    "rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=active]:bg-background data-[state=active]:shadow";

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
      <Tabs.Root value={tab} activationMode="manual" className="space-y-4">
        <Tabs.List aria-label="Ansicht" className="inline-flex rounded-lg border border-border bg-muted p-1">
          <Tabs.Trigger value="manage" asChild>
            <Link to="." replace preventScrollReset className={tabClass}>
              Manage Links
            </Link>
          </Tabs.Trigger>
          <Tabs.Trigger value="sort" asChild>
            <Link to="?tab=sort" replace preventScrollReset className={tabClass}>
              Sort Order
            </Link>
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="manage" className="focus-visible:outline-none">
          <LinkTable rows={rows} />
        </Tabs.Content>
        <Tabs.Content value="sort" className="focus-visible:outline-none">
          {/* Remounted whenever the saved order changes, so the form always starts from the database. */}
          <SortForm key={rows.map((row) => `${row.id}:${row.display_order}`).join(",")} rows={rows} />
        </Tabs.Content>
      </Tabs.Root>

      <ContentDialogs def={def} rows={rows as never} actionData={result} defaults={{ display_order: nextOrder }} keep={keep} />
    </main>
  );
}

function Empty() {
  return (
    <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground" data-testid="content-empty">
      {def.texts.empty}
    </p>
  );
}

/** A link off in either way (card hidden or redirect off) is shown dimmed (back-office.md 4). */
const dimmed = (row: RedirectLinkRow) => !row.is_active || !row.redirect_active;
// Tinted, muted text and faded controls rather than opacity on the whole row: faded text would fail its contrast.
const DIMMED = "bg-muted/60 text-muted-foreground [&_button[role=switch]]:opacity-70 [&_svg]:opacity-70";

function preview(text: string | null) {
  if (!text) return null;
  return text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text;
}

/** Manage Links: every link with its flags, clicks and actions (back-office.md 2). */
function LinkTable({ rows }: { rows: RedirectLinkRow[] }) {
  if (rows.length === 0) return <Empty />;
  const search = contentSearch();
  const headers = ["Order", "Short Code", "Target URL", "Description", "Image", "Clicks", "Card Visible", "Redirect Active"];
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {headers.map((header) => (
              <th key={header} className="px-3 py-2">
                {header}
              </th>
            ))}
            <th className="px-3 py-2 text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const label = `/${row.short_code}`;
            const target = safeHttpUrl(row.target_url);
            const description = preview(row.detailed_description);
            return (
              <tr
                key={row.id}
                className={cn("border-b border-border last:border-0", dimmed(row) && DIMMED)}
                data-testid="redirect-row"
                data-code={row.short_code}
                data-dimmed={dimmed(row) || undefined}
              >
                <td className="px-3 py-2">
                  <div className="flex items-center gap-1">
                    <span className="w-6 tabular-nums" data-testid="redirect-order">
                      {row.display_order}
                    </span>
                    <MoveButton id={row.id} direction="up" disabled={index === 0} label={label} />
                    <MoveButton id={row.id} direction="down" disabled={index === rows.length - 1} label={label} />
                  </div>
                </td>
                <td className="px-3 py-2 font-mono font-medium">{label}</td>
                <td className="max-w-64 px-3 py-2">
                  {target ? (
                    <a href={target} target="_blank" rel="noopener noreferrer" className="block truncate text-primary underline-offset-4 hover:underline" title={target}>
                      {row.target_url}
                    </a>
                  ) : (
                    <span className="block truncate text-destructive" title="Keine gültige http(s)-Adresse">
                      {row.target_url}
                    </span>
                  )}
                </td>
                <td className="max-w-64 px-3 py-2" title={row.detailed_description ?? undefined}>
                  {description ?? <span className="text-muted-foreground">–</span>}
                </td>
                <td className="px-3 py-2">{row.image_url ? "Yes" : "No"}</td>
                <td className="px-3 py-2 tabular-nums">
                  <Link to={`/admin/redirect-links/${row.id}`} className="group block rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary" data-testid="stats-link">
                    <span className="block font-medium group-hover:underline" data-testid="clicks-total">
                      {row.click_count.toLocaleString("de-DE")}
                    </span>
                    <span className="block text-xs text-muted-foreground" data-testid="clicks-30d">
                      {`${row.clicks_30d.toLocaleString("de-DE")} in 30 Tagen`}
                    </span>
                    <Sparkline values={row.spark} className="mt-1" />
                    <span className="sr-only">{`: Statistik von ${label}`}</span>
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <ToggleSwitch id={row.id} field="is_active" checked={row.is_active === true} label={`Card Visible: ${label}`} />
                </td>
                <td className="px-3 py-2">
                  <ToggleSwitch id={row.id} field="redirect_active" checked={row.redirect_active === true} label={`Redirect Active: ${label}`} />
                </td>
                <td className="px-3 py-2">
                  <RowActions id={row.id} label={label} search={search} open={{ href: label, label: `${label} in neuem Tab öffnen` }} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Sort Order: the whole list in one form, saved once (the server renumbers every link 1..n). With
 * JavaScript the rows move with up/down (or by typing a position and leaving the field); without it,
 * the typed positions decide the order.
 */
function SortForm({ rows }: { rows: RedirectLinkRow[] }) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [order, setOrder] = useState(() => rows.map((row) => row.id));
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [announcement, setAnnouncement] = useState("");
  if (rows.length === 0) return <Empty />;

  const byId = new Map(rows.map((row) => [row.id, row]));
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "reorder";
  const changed = order.some((id, index) => id !== rows[index]?.id) || Object.keys(drafts).length > 0;

  function moveTo(id: number, to: number) {
    const from = order.indexOf(id);
    const target = Math.max(0, Math.min(order.length - 1, to));
    setDrafts({});
    if (from < 0 || from === target) return;
    const next = order.filter((other) => other !== id);
    next.splice(target, 0, id);
    setOrder(next);
    setAnnouncement(`/${byId.get(id)?.short_code} ist jetzt an Position ${target + 1}.`);
  }

  return (
    <Form method="post" action="?tab=sort" className="space-y-4">
      <input type="hidden" name="intent" value="reorder" />
      <p className="text-sm text-muted-foreground">
        Die Reihenfolge gilt für die öffentliche Seite /weiterleitungen. Beim Speichern werden alle Links ab 1 neu nummeriert.
      </p>
      <ol className="space-y-2" aria-label="Reihenfolge der Redirect Links">
        {order.map((id, index) => {
          const row = byId.get(id)!;
          const label = `/${row.short_code}`;
          const inputId = `position-${id}`;
          return (
            <li
              key={id}
              className={cn("flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3", dimmed(row) && DIMMED)}
              data-testid="sort-row"
              data-code={row.short_code}
              data-dimmed={dimmed(row) || undefined}
            >
              <input type="hidden" name="ids" value={id} />
              <label htmlFor={inputId} className="sr-only">
                Position von {label}
              </label>
              <input
                id={inputId}
                name="positions"
                type="number"
                min={1}
                max={order.length}
                step={1}
                required
                value={drafts[id] ?? String(index + 1)}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDrafts((d) => ({ ...d, [id]: value }));
                }}
                onBlur={(e) => {
                  const typed = Number(e.currentTarget.value);
                  if (Number.isInteger(typed) && typed >= 1) moveTo(id, typed - 1);
                  else setDrafts({});
                }}
                className="w-16 rounded-md border border-border bg-background px-2 py-1 text-center tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-mono font-medium">{label}</span>
                <span className="block truncate text-sm text-muted-foreground">{row.description ?? row.target_url}</span>
              </span>
              {!row.is_active ? <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">Karte ausgeblendet</span> : null}
              {!row.redirect_active ? <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">Weiterleitung aus</span> : null}
              {hydrated ? (
                <span className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => moveTo(id, index - 1)}
                    disabled={index === 0}
                    className="rounded-md p-1.5 hover:bg-muted disabled:opacity-30"
                    aria-label={`${label} nach oben verschieben`}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    onClick={() => moveTo(id, index + 1)}
                    disabled={index === order.length - 1}
                    className="rounded-md p-1.5 hover:bg-muted disabled:opacity-30"
                    aria-label={`${label} nach unten verschieben`}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {hydrated && changed ? <span className="text-sm text-muted-foreground">Ungespeicherte Änderungen</span> : null}
        {hydrated && changed ? (
          <Button type="button" variant="outline" onClick={() => (setOrder(rows.map((row) => row.id)), setDrafts({}))}>
            Zurücksetzen
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? "Wird gespeichert..." : "Save Order"}
        </Button>
      </div>
    </Form>
  );
}
