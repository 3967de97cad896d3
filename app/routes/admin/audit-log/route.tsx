import { data, Form, useSearchParams } from "react-router";
import { ScreenHeader } from "~/components/admin/screen-header";
import type { Route } from "./+types/route";
import { auditFilterOf, loadAuditLog, type AuditRow } from "./audit-log.server";
import { ChangeList } from "./components/change-list";
import { actionLabel, typeLabel } from "./audit-labels";
import { Field, SelectField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { requireAdmin, redirectPastLastPage, staffT } from "~/lib/admin/index.server";
import { listPageOf, withParams, translate, roleName, useAdminLang, useStaffDateTime, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { ListTable } from "~/components/admin/list-table";
import { DownloadLink } from "~/components/admin/download-link";

/**
 * /admin/audit-log: who changed what in the back office, newest first (admins only). Filters by
 * person, type and Berlin calendar days live in the URL (a GET form), so a view can be bookmarked,
 * paged and exported as CSV with the same filter. Bad filter values get field errors and a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const url = new URL(request.url);
  const { filter, errors } = auditFilterOf(url.searchParams, staffT(context));
  const { page } = listPageOf(url.searchParams);
  const loaded = await loadAuditLog(getDb(env), filter, page);
  if (!errors) redirectPastLastPage(url, page, loaded.page);
  return data({ ...loaded, errors, adminLang: session.user.adminLanguage }, { status: errors ? 400 : 200 });
}

/** The filters of the URL, kept with another page. */
const AUDIT_FILTERS = ["actor", "type", "from", "to"] as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: translate(loaderData?.adminLang ?? "de", "Änderungsprotokoll | Admin") }];
}

export default function AuditLogScreen({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, people, types, errors } = loaderData;
  const t = useT();
  const when = useStaffDateTime();
  const lang = useAdminLang();
  const [params] = useSearchParams();
  const filtered = AUDIT_FILTERS.some((key) => params.get(key));
  const exportQuery = withParams(params, { page: null });
  return (
    <main id="main" className="space-y-6">
      <ScreenHeader
        title={t("Änderungsprotokoll")}
        intro={t("Wer hat wann was in der Verwaltung geändert.")}
        actions={
          <DownloadLink
            href={`/admin/audit-log/export.csv${exportQuery}`}
            icon={null}
            title={t("Die CSV-Datei enthält die gespeicherten Schlüssel statt der Bezeichnungen, für Programme.")}
          >
            {t("CSV exportieren")}
          </DownloadLink>
        }
      />

      <Form
        method="get"
        aria-label={t("Änderungsprotokoll filtern")}
        className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <SelectField
          id="audit-actor"
          label={t("Person")}
          errors={errors?.actor}
          selectProps={{ name: "actor", defaultValue: params.get("actor") ?? "" }}
          options={[{ value: "", label: t("Alle Personen") }, ...people.map((p) => ({ value: p.id, label: p.name }))]}
        />
        <SelectField
          id="audit-type"
          label={t("Bereich")}
          errors={errors?.type}
          selectProps={{ name: "type", defaultValue: params.get("type") ?? "" }}
          options={[
            { value: "", label: t("Alle Bereiche") },
            ...types
              .map((type) => ({ value: type, label: typeLabel(t, type) }))
              .sort((a, b) => a.label.localeCompare(b.label)),
          ]}
        />
        <Field
          id="audit-from"
          label={t("Von")}
          errors={errors?.from}
          inputProps={{ type: "date", name: "from", defaultValue: params.get("from") ?? "" }}
        />
        <Field
          id="audit-to"
          label={t("Bis")}
          errors={errors?.to}
          inputProps={{ type: "date", name: "to", defaultValue: params.get("to") ?? "" }}
        />
        <div className="flex items-end gap-2">
          <Button type="submit">{t("Filtern")}</Button>
          {filtered ? (
            <ButtonLink to="/admin/audit-log" preventScrollReset={false} variant="ghost">
              {t("Filter zurücksetzen")}
            </ButtonLink>
          ) : null}
        </div>
      </Form>

      <p className="text-sm text-muted-foreground">
        {t("Die CSV-Datei enthält die gespeicherten Schlüssel statt der Bezeichnungen, für Programme.")}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="audit-count">
        {total === 1 ? t("1 Eintrag") : t("{n} Einträge", { n: total })}
      </p>
      {rows.length === 0 ? (
        <EmptyState>{filtered ? t("Keine Einträge für diesen Filter.") : t("Noch keine Einträge.")}</EmptyState>
      ) : (
        <ListTable
          caption={t("Änderungsprotokoll")}
          columns={[
            { label: t("Zeitpunkt") },
            { label: t("Person") },
            { label: t("Bereich") },
            { label: t("Aktion") },
            { label: t("Änderungen") },
          ]}
        >
          {rows.map((row: AuditRow) => (
            <tr key={row.id} className="border-b border-border align-top last:border-0" data-testid="audit-row">
              <td className="whitespace-nowrap px-3 py-2">{when(row.at)}</td>
              <td className="px-3 py-2">
                {row.actor_name || t("System")}
                <span className="block text-xs text-muted-foreground">
                  {row.actor_role ? roleName(lang, row.actor_role) : null}
                </span>
              </td>
              <td className="px-3 py-2">
                {typeLabel(t, row.type)}
                {row.record_id ? <span className="block text-xs text-muted-foreground">#{row.record_id}</span> : null}
              </td>
              <td className="px-3 py-2">{actionLabel(t, row.action)}</td>
              <td className="px-3 py-2">
                <ChangeList type={row.type} changes={row.changes} />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <Pagination total={total} page={page} keep={AUDIT_FILTERS} />
    </main>
  );
}
