import { useSearchParams } from "react-router";
import { ScreenHeader, StatCard } from "~/components/admin/screen-header";
import type { Route } from "./+types/subscriptions";
import { ConsentDialog, DeleteDialog } from "./components/subscription-dialogs";
import { SubscriptionRow } from "./components/subscription-row";
import { handleNewsletterAction, loadNewsletterAdmin, subscriptionView } from "./newsletter-subscriptions.server";
import { ErrorNote } from "~/components/admin/content-screen";
import { Alert } from "~/components/ui/alert";
import { ListSearch, Pagination } from "~/components/admin/pagination";
import { EmptyState } from "~/components/ui/empty-state";
import { requireAdmin, staffT, writeScope, loadListScreen, positiveIds } from "~/lib/admin/index.server";
import { useT, listPageOf, withParams } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import {
  NEWSLETTER_STATUS_FILTERS,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_TEXTS,
  statusFilterOf,
  type NewsletterStatusFilter,
} from "~/lib/newsletter";
import { ListTable } from "~/components/admin/list-table";
import { DownloadLink } from "~/components/admin/download-link";

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
  const filter = statusFilterOf(new URL(request.url).searchParams.get("status"));
  const loaded = await loadListScreen(request, {
    screen: "newsletter",
    dialogs: ["delete", "consent"],
    load: async ({ list, dialogIds }) => {
      const { counts, rows, dialogRows, total, page } = await loadNewsletterAdmin(
        getDb(env),
        filter,
        list,
        positiveIds(dialogIds),
      );
      return {
        counts,
        rows: rows.map(subscriptionView),
        dialogRows: dialogRows.map(subscriptionView),
        total,
        page,
      };
    },
    fallback: {
      counts: { total: 0, active: 0, inactive: 0, pending: 0, confirmed: 0, unsubscribed: 0 },
      rows: [],
      dialogRows: [],
      total: 0,
      page: 1,
    },
    loadFailed: staffT(context)(NEWSLETTER_TEXTS.loadFailed),
  });
  return { ...loaded, filter, title: staffT(context)(NEWSLETTER_TEXTS.title) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  // Back to the list as the admin left it (filter, search, page), without the dialog.
  const params = new URL(request.url).searchParams;
  const filter = statusFilterOf(params.get("status"));
  const { q, page } = listPageOf(params);
  const { db, actor, t } = writeScope(context);
  return handleNewsletterAction(
    request,
    db,
    actor,
    t,
    `${LIST_URL}${withParams(new URLSearchParams(), { status: filter, q, page })}`,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? NEWSLETTER_TEXTS.title} | Admin` }];
}

export default function NewsletterSubscriptionsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, rows, dialogRows, filter, loadError, total, page } = loaderData;
  const t = useT();
  const failed = actionData?.error ?? null;
  const [params] = useSearchParams();
  const deleteId = Number(params.get("delete"));
  const deleting =
    Number.isInteger(deleteId) && deleteId > 0 ? dialogRows.find((row) => row.id === deleteId) : undefined;
  const consentId = Number(params.get("consent"));
  const consentOf =
    Number.isInteger(consentId) && consentId > 0 ? dialogRows.find((row) => row.id === consentId) : undefined;
  const keep: Record<string, string> = Object.fromEntries(
    Object.entries({ status: filter ?? "", q: params.get("q") ?? "", page: page > 1 ? String(page) : "" }).filter(
      ([, value]) => value !== "",
    ),
  );
  const plain = Object.keys(keep).length === 0;
  const search = (next: Record<string, string>) => `?${new URLSearchParams({ ...keep, ...next })}`;

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title={t(NEWSLETTER_TEXTS.title)}
        intro={t(
          "Anmeldungen zum Newsletter (mit Double-Opt-in): Einwilligung einsehen, abschalten, löschen und die bestätigten Abonnenten exportieren.",
        )}
        actions={<DownloadLink href={EXPORT_URL}>{t("CSV exportieren")}</DownloadLink>}
      />

      <nav aria-label={t("Abonnements filtern")} className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <StatCard
          label={t("Gesamt")}
          value={counts.total}
          to={LIST_URL}
          current={filter === null}
          testId="stat-total"
        />
        {NEWSLETTER_STATUS_FILTERS.map((key) => (
          <StatCard
            key={key}
            label={t(NEWSLETTER_STATUS_LABELS[key])}
            value={counts[key]}
            to={listUrlOf(key)}
            current={filter === key}
            testId={`stat-${key}`}
          />
        ))}
      </nav>

      {loadError ? <ErrorNote message={loadError} /> : null}
      {failed ? (
        <Alert data-testid="newsletter-error">
          <p className="font-semibold">{failed.title}</p>
          {failed.description ? <p>{failed.description}</p> : null}
        </Alert>
      ) : null}

      <ListSearch
        label={t("Abonnements durchsuchen (E-Mail, Name, Website)")}
        placeholder="E-Mail, Name, Website"
        keep={["status"]}
      />

      {rows.length === 0 && !loadError ? (
        <EmptyState data-testid="newsletter-empty">{t(NEWSLETTER_TEXTS.empty)}</EmptyState>
      ) : rows.length > 0 ? (
        <ListTable
          caption={
            filter
              ? t("Newsletter-Abonnements ({status}), neueste zuerst", { status: t(NEWSLETTER_STATUS_LABELS[filter]) })
              : t("Newsletter-Abonnements, neueste zuerst")
          }
          columns={[
            ...["E-Mail", "Angemeldet am", "Status", "Website"].map((label) => ({ label: t(label) })),
            { label: t("Aktionen"), className: "text-right" },
          ]}
        >
          {rows.map((row) => (
            <SubscriptionRow
              key={row.id}
              row={row}
              deleteLink={search({ delete: String(row.id) })}
              consentLink={search({ consent: String(row.id) })}
            />
          ))}
        </ListTable>
      ) : null}

      <Pagination total={total} page={page} keep={["status"]} />

      <DeleteDialog row={deleting} closeTo={plain ? "." : search({})} />
      <ConsentDialog row={consentOf} closeTo={plain ? "." : search({})} />
    </main>
  );
}
