import { data, Form, Link, useSearchParams } from "react-router";
import { ScreenHeader } from "~/components/admin/screen-header";
import type { Route } from "./+types/route";
import { auditFilterOf, loadAuditLog, type AuditRow } from "./audit-log.server";
import { ChangeList } from "./components/change-list";
import { AUDIT_TEXTS } from "./components/texts";
import { Field, SelectField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Table, TableHeader } from "~/components/ui/table";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { requireAdmin } from "~/lib/admin/gate.server";
import { listPageOf, withParams } from "~/lib/admin/list-page";
import { redirectPastLastPage } from "~/lib/admin/list-page.server";
import { dateToBerlinLocal } from "~/lib/berlin-time";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { readPreferences } from "~/lib/preferences.server";
import { useRootData } from "~/lib/root-data";

/**
 * /admin/audit-log: who changed what in the back office, newest first (admins only). Filters by
 * person, type and Berlin calendar days live in the URL (a GET form), so a view can be bookmarked,
 * paged and exported as CSV with the same filter. Bad filter values get field errors and a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const url = new URL(request.url);
  const { filter, errors } = auditFilterOf(url.searchParams, readPreferences(request).lang);
  const { page } = listPageOf(url.searchParams);
  const loaded = await loadAuditLog(getDb(env), filter, page);
  if (!errors) redirectPastLastPage(url, page, loaded.page);
  return data({ ...loaded, errors }, { status: errors ? 400 : 200 });
}

/** The filters of the URL, kept with another page. */
const AUDIT_FILTERS = ["actor", "type", "from", "to"] as const;

export function meta() {
  return [{ title: "Audit-Log | Admin" }];
}

function when(at: Date | string | number): string {
  const local = dateToBerlinLocal(at);
  return local ? `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11)}` : "";
}

export default function AuditLogScreen({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, people, types, errors } = loaderData;
  const t = AUDIT_TEXTS[useRootData()?.preferences.lang ?? "de"];
  const [params] = useSearchParams();
  const filtered = AUDIT_FILTERS.some((key) => params.get(key));
  const exportQuery = withParams(params, { page: null });
  return (
    <div className="space-y-6">
      <ScreenHeader
        title={t.title}
        intro={t.intro}
        actions={
          <>
            <Button asChild variant="outline">
              <a href={`/admin/audit-log/export.csv${exportQuery}`} download>
                {t.export}
              </a>
            </Button>
          </>
        }
      />

      <Form
        method="get"
        aria-label={t.filter}
        className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <SelectField
          id="audit-actor"
          label={t.actor}
          errors={errors?.actor}
          selectProps={{ name: "actor", defaultValue: params.get("actor") ?? "" }}
          options={[{ value: "", label: t.everyone }, ...people.map((p) => ({ value: p.id, label: p.name }))]}
        />
        <SelectField
          id="audit-type"
          label={t.type}
          errors={errors?.type}
          selectProps={{ name: "type", defaultValue: params.get("type") ?? "" }}
          options={[{ value: "", label: t.allTypes }, ...types.map((type) => ({ value: type, label: type }))]}
        />
        <Field
          id="audit-from"
          label={t.from}
          errors={errors?.from}
          inputProps={{ type: "date", name: "from", defaultValue: params.get("from") ?? "" }}
        />
        <Field
          id="audit-to"
          label={t.to}
          errors={errors?.to}
          inputProps={{ type: "date", name: "to", defaultValue: params.get("to") ?? "" }}
        />
        <div className="flex items-end gap-2">
          <Button type="submit">{t.apply}</Button>
          {filtered ? (
            <Button asChild variant="ghost">
              <Link to="/admin/audit-log">{t.reset}</Link>
            </Button>
          ) : null}
        </div>
      </Form>

      <p className="text-sm text-muted-foreground" data-testid="audit-count">
        {t.count(total)}
      </p>
      {rows.length === 0 ? (
        <EmptyState>{filtered ? t.noMatch : t.empty}</EmptyState>
      ) : (
        <Table caption={t.title} wrapperClassName="rounded-lg border border-border bg-card">
          <TableHeader
            className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide"
            cellClassName="px-3 py-2"
            columns={[
              { label: t.when },
              { label: t.actor },
              { label: t.type },
              { label: t.action },
              { label: t.changes },
            ]}
          />
          <tbody>
            {rows.map((row: AuditRow) => (
              <tr key={row.id} className="border-b border-border align-top last:border-0" data-testid="audit-row">
                <td className="whitespace-nowrap px-3 py-2">{when(row.at)}</td>
                <td className="px-3 py-2">
                  {row.actor_name || "System"}
                  <span className="block text-xs text-muted-foreground">{row.actor_role}</span>
                </td>
                <td className="px-3 py-2">
                  {row.type}
                  {row.record_id ? <span className="block text-xs text-muted-foreground">#{row.record_id}</span> : null}
                </td>
                <td className="px-3 py-2">{t.actions[row.action] ?? row.action}</td>
                <td className="px-3 py-2">
                  <ChangeList changes={row.changes} empty={t.noChanges} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination total={total} page={page} keep={AUDIT_FILTERS} />
    </div>
  );
}
