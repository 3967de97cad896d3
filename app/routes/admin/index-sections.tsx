import { Eye, EyeOff } from "lucide-react";
import { ScreenHeader } from "~/components/admin/screen-header";
import { writeScope, handleContentAction, newRecordDefaults, listRows } from "~/lib/admin/index.server";
import { useFetcher, useSearchParams } from "react-router";
import type { Route } from "./+types/index-sections";
import { RowActions } from "~/components/admin/content-list";
import { AddButton, ContentDialogs, ErrorNote, contentSearch } from "~/components/admin/content-screen";
import { INDEX_SECTION_PAGES, indexSections as def, adminTitle, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { safeHref } from "~/lib/text";
import { cn } from "~/lib/utils";
import { EmptyState } from "~/components/ui/empty-state";

type Row = Record<string, unknown> & { id: number };

/** /admin/index-sections ('Text-Bild-Bereiche', back-office.md 2): cards, eye toggle, dialog form. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const db = getDb(env);
  try {
    const [rows, defaults] = await Promise.all([listRows(db, def), newRecordDefaults(db, def)]);
    return { rows: rows as Row[], defaults, loadError: null };
  } catch (error) {
    console.error("admin index-sections load failed", error);
    return { rows: [] as Row[], defaults: def.defaults, loadError: "Fehler beim Laden der Text-Bild-Bereiche" };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContentAction(request, writeScope(context), def, "/admin/index-sections");
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: adminTitle(matches, def.title) }];
}

export default function IndexSectionsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, defaults, loadError } = loaderData;
  const [params] = useSearchParams();
  const data = actionData;
  const search = contentSearch();
  const dialogOpen = params.has("new") || params.has("edit");
  const t = useT();

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader title={def.title} intro={def.intro} actions={<AddButton def={def} search={search} />} />

      {loadError ? <ErrorNote message={loadError} /> : null}
      {data?.error && !dialogOpen ? <ErrorNote message={data.error} detail={data.detail} /> : null}

      {rows.length === 0 && !loadError ? (
        <EmptyState variant="box" data-testid="content-empty">
          {t(def.texts.empty)}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {rows.map((row) => (
            <SectionCard key={row.id} row={row} search={search} />
          ))}
        </ul>
      )}

      <ContentDialogs def={def} rows={rows} actionData={data} defaults={defaults as Record<string, unknown>} />
    </main>
  );
}

function SectionCard({ row, search }: { row: Row; search: (next: Record<string, string>) => string }) {
  const t = useT();
  const label = String(row.title_de ?? row.id);
  const pages = INDEX_SECTION_PAGES.filter((page) => row[`show_on_${page.key}`] === true).map((page) => t(page.label));
  const image = safeHref(typeof row.content_image === "string" ? row.content_image : null);
  const active = row.is_active !== false;
  return (
    <li
      className={cn(
        "flex flex-col overflow-hidden rounded-lg border border-border bg-card",
        !active && "bg-muted/50 [&_img]:opacity-50",
      )}
      data-testid="index-section-card"
    >
      {image ? <img src={image} alt="" className="h-32 w-full object-cover" loading="lazy" /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold">{label}</h2>
            <p className="text-sm text-muted-foreground">{String(row.title_en ?? "")}</p>
          </div>
          {!active ? (
            <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              {t("Inaktiv")}
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("Anordnung")}</dt>
          <dd>{row.layout === "text-right" ? t("Text rechts") : t("Text links")}</dd>
          <dt className="text-muted-foreground">{t("Reihenfolge")}</dt>
          <dd className="tabular-nums">{String(row.display_order ?? "")}</dd>
          <dt className="text-muted-foreground">{t("Seiten")}</dt>
          <dd>{pages.length ? pages.join(", ") : "–"}</dd>
        </dl>
        <RowActions id={row.id} label={label} search={search} className="mt-auto flex justify-end gap-1 pt-2">
          <EyeToggle row={row} label={label} active={active} />
        </RowActions>
      </div>
    </li>
  );
}

/** The eye button: activates or deactivates the section (toast 'Bereich aktiviert' / 'Bereich deaktiviert'). */
function EyeToggle({ row, label, active }: { row: Row; label: string; active: boolean }) {
  const t = useT();
  const fetcher = useFetcher();
  const pending = fetcher.formData ? fetcher.formData.get("value") === "true" : null;
  const on = pending ?? active;
  const Icon = on ? Eye : EyeOff;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="field" value="is_active" />
      <input type="hidden" name="value" value={String(!on)} />
      <button
        type="submit"
        className="rounded-md p-2 hover:bg-muted"
        aria-pressed={on}
        aria-label={t(on ? "{label} deaktivieren" : "{label} aktivieren", { label })}
      >
        <Icon className="h-4 w-4" aria-hidden />
      </button>
    </fetcher.Form>
  );
}
