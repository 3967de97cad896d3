import { Link } from "react-router";
import { Sparkline } from "~/components/admin/charts";
import { MoveButton, RowActions, ToggleSwitch } from "~/components/admin/content-list";
import { contentSearch } from "~/components/admin/content-screen";
import { EmptyState } from "~/components/ui/empty-state";
import type { RedirectLinkRow } from "../redirect-links.server";
import { redirectLinkDef } from "../redirect-link-def";
import { safeHttpUrl } from "~/lib/text";
import { cn } from "~/lib/utils";
import { staffNumber, useAdminLang, useT } from "~/lib/admin";
import { ListTable } from "~/components/admin/list-table";

/** The spec's preview length of detailed_description (back-office.md 9). */
const PREVIEW = 50;

export function Empty() {
  const t = useT();
  return <EmptyState data-testid="content-empty">{t(redirectLinkDef.texts.empty ?? "")}</EmptyState>;
}

/** A link off in either way (card hidden or redirect off) is shown dimmed (back-office.md 4). */
export const dimmed = (row: RedirectLinkRow) => !row.is_active || !row.redirect_active;
// Tinted, muted text and faded controls rather than opacity on the whole row: faded text would fail its contrast.
export const DIMMED = "bg-muted/60 text-muted-foreground [&_button[role=switch]]:opacity-70 [&_svg]:opacity-70";

function preview(text: string | null) {
  if (!text) return null;
  return text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text;
}

/** The "Links verwalten" tab: every link with its flags, clicks and actions (back-office.md 2). */
export function LinkTable({ rows }: { rows: RedirectLinkRow[] }) {
  const t = useT();
  const lang = useAdminLang();
  if (rows.length === 0) return <Empty />;
  const search = contentSearch();
  const headers = [
    t("Reihenfolge"),
    t("Kurzcode"),
    t("Ziel-URL"),
    t("Beschreibung"),
    t("Bild"),
    t("Klicks"),
    t("Karte sichtbar"),
    t("Weiterleitung aktiv"),
  ];
  return (
    <ListTable
      caption={t("Links verwalten")}
      columns={[...headers.map((label) => ({ label })), { label: t("Aktionen"), className: "text-right" }]}
    >
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
                <a
                  href={target}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block truncate text-primary underline-offset-4 hover:underline"
                  title={target}
                >
                  {row.target_url}
                </a>
              ) : (
                <span className="block truncate text-destructive" title={t("Keine gültige Webadresse")}>
                  {row.target_url}
                </span>
              )}
            </td>
            <td className="max-w-64 px-3 py-2" title={row.detailed_description ?? undefined}>
              {description ?? <span className="text-muted-foreground">–</span>}
            </td>
            <td className="px-3 py-2">{row.image_url ? t("Ja") : t("Nein")}</td>
            <td className="px-3 py-2 tabular-nums">
              <Link
                to={`/admin/redirect-links/${row.id}`}
                className="group block rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                data-testid="stats-link"
              >
                <span className="block font-medium group-hover:underline" data-testid="clicks-total">
                  {staffNumber(lang, row.click_count)}
                </span>
                <span className="block text-xs text-muted-foreground" data-testid="clicks-30d">
                  {t("{n} in 30 Tagen", { n: staffNumber(lang, row.clicks_30d) })}
                </span>
                <Sparkline values={row.spark} className="mt-1" />
                <span className="sr-only">{t(": Statistik von {label}", { label })}</span>
              </Link>
            </td>
            <td className="px-3 py-2">
              <ToggleSwitch
                id={row.id}
                field="is_active"
                checked={row.is_active === true}
                label={t("Karte sichtbar: {label}", { label })}
              />
            </td>
            <td className="px-3 py-2">
              <ToggleSwitch
                id={row.id}
                field="redirect_active"
                checked={row.redirect_active === true}
                label={t("Weiterleitung aktiv: {label}", { label })}
              />
            </td>
            <td className="px-3 py-2">
              <RowActions
                id={row.id}
                label={label}
                search={search}
                open={{ href: label, label: t("{label} in neuem Tab öffnen", { label }) }}
              />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
